// Bundles the server and the workspace packages it imports into dist/, or into `--outdir=<dir>` (the fault suite's own
// copy, so a build of dist/ beside it never changes the bundle its servers run). `--without-embedded-template` leaves
// out the prepared embedded database (only a first start on PGlite reads it).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import * as esbuild from 'esbuild';

/** `import sdl from './x.graphql?raw'` as Vite does it, so tests and the bundle read SDL files the same way. */
const rawPlugin = {
  name: 'raw',
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: new URL(args.path.replace(/\?raw$/, ''), `file://${args.resolveDir}/`).pathname,
      namespace: 'raw',
    }));
    build.onLoad({ filter: /.*/, namespace: 'raw' }, async (args) => ({
      contents: await fs.readFile(args.path, 'utf8'),
      loader: 'text',
    }));
  },
};

/**
 * Plain ES-module packages the server imports from many places, bundled in: Node resolves every import of an
 * external package through its package.json at start (drizzle-orm's lists hundreds of entry points), which cost
 * about half a second of CPU and 80 MB of peak memory at each start. Packages with native code, files of their own
 * (PGlite's wasm), worker threads or a `graphql` of their own (every GraphQL package must share one) stay outside.
 */
const BUNDLED = ['drizzle-orm', 'zod', 'libphonenumber-js', 'jose', 'otpauth', 'fflate', 'cleave-zen'];
const isBundled = (specifier) =>
  BUNDLED.some((name) => specifier === name || specifier.startsWith(`${name}/`));

const watch = process.argv.includes('--watch');
const outdir = process.argv.find((arg) => arg.startsWith('--outdir='))?.slice('--outdir='.length) ?? 'dist';
const withTemplate = !process.argv.includes('--without-embedded-template');
const options = {
  entryPoints: [
    'src/main.ts',
    'src/cli.ts',
    'src/writePgliteTemplate.ts',
    // The PDF renderer's thread (src/integrations/pdf), found beside main.js and cli.js.
    { in: 'src/integrations/pdf/renderer.ts', out: 'pdfRenderer' },
  ],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  plugins: [
    rawPlugin,
    {
      // npm packages stay external, except those in BUNDLED; workspace packages are TypeScript source and are
      // bundled in.
      name: 'externals',
      setup(build) {
        build.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@health-passport/') || isBundled(args.path)
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'info',
};

if (watch) {
  const context = await esbuild.context(options);
  await context.watch();
} else {
  await esbuild.build(options);
  // The prepared embedded database a first start begins from (src/db/prepare.ts).
  if (withTemplate)
    execFileSync(process.execPath, [`${outdir}/writePgliteTemplate.js`], { stdio: 'inherit' });
}
