#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster on loopback for the server tests in CI (and the fault tests, the benchmark).
#   scripts/pg-cluster.sh start   -> prints the DATABASE_URL to use (a cluster already at PGDIR is replaced)
#   scripts/pg-cluster.sh stop    -> stops it and removes its data
#   scripts/pg-cluster.sh pause   -> stops it and keeps its data (the fault tests' database outage)
#   scripts/pg-cluster.sh resume  -> starts the paused cluster again
# PGPORT and PGDIR choose the port and the directory, so a second cluster can run beside the first.
# Installs Debian's postgresql when it is missing (as root). PostgreSQL refuses to run as root, so the
# cluster belongs to the postgres user when we are root.
set -euo pipefail

PGPORT="${PGPORT:-54329}"
PGDIR="${PGDIR:-/tmp/health-passport-pg}"

find_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/pg_ctl" ] && { echo "$dir"; return 0; }
  done
  return 1
}

as_owner() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

run_cluster() {
  as_owner "$BIN/pg_ctl" -D "$PGDIR" -l "$PGDIR/server.log" -w \
    -o "-h 127.0.0.1 -p $PGPORT -k $PGDIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
}

case "${1:-}" in
  start)
    if ! BIN=$(find_bin); then
      if [ "$(id -u)" != "0" ]; then
        echo "PostgreSQL is not installed. Install it (Debian: apt-get install postgresql) and run again." >&2
        exit 1
      fi
      echo "Installing PostgreSQL from Debian's packages..." >&2
      apt-get update -qq >&2
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
      BIN=$(find_bin)
    fi
    as_owner "$BIN/pg_ctl" -D "$PGDIR" stop -m immediate >/dev/null 2>&1 || true
    rm -rf "$PGDIR"
    mkdir -p "$PGDIR"
    [ "$(id -u)" = "0" ] && chown postgres:postgres "$PGDIR"
    as_owner "$BIN/initdb" -D "$PGDIR" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
    run_cluster
    echo "postgres://postgres@127.0.0.1:$PGPORT/postgres"
    ;;
  stop)
    BIN=$(find_bin) || exit 0
    as_owner "$BIN/pg_ctl" -D "$PGDIR" stop -m fast >/dev/null 2>&1 || true
    rm -rf "$PGDIR"
    ;;
  pause)
    BIN=$(find_bin)
    # A fast shutdown: sessions are ended, committed work is on disk.
    as_owner "$BIN/pg_ctl" -D "$PGDIR" stop -m fast >/dev/null
    ;;
  resume)
    BIN=$(find_bin)
    run_cluster
    ;;
  *)
    echo "usage: $0 start|stop|pause|resume" >&2
    exit 2
    ;;
esac
