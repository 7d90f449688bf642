// Bundles the server and the workspace packages it imports into dist/, or into `--outdir=<dir>` (the fault suite's own
// copy, so a build of dist/ beside it never changes the bundle its servers run). `--without-embedded-template` leaves
// out the prepared embedded database (only a first start on PGlite reads it).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import * as acorn from 'acorn';
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
 * npm packages are bundled in: Node resolves every import of an external package through its package.json at start
 * (drizzle-orm's lists hundreds of entry points, fastify and GraphQL Yoga bring dozens of small packages), which cost
 * about half a second of CPU and 80 MB of peak memory at each start. These stay outside: packages with native code or
 * files of their own (PGlite's wasm, argon2, the PDF fonts), that start worker threads (pino's transports) or that
 * bring a database driver the others share (pg), and those loaded only when first needed (an `import()` in a bundle
 * would load them at start).
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'pino',
  'pg',
  'pg-boss',
  'pdfkit',
  '@expo-google-fonts/noto-sans',
  // Loaded on first use.
  '@aws-sdk/client-s3',
  '@graphql-yoga/render-graphiql',
  '@sentry/node',
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  '@zxcvbn-ts/language-en',
  '@zxcvbn-ts/language-nl-be',
  'nodemailer',
  'read-excel-file',
];
const isExternal = (specifier) =>
  EXTERNAL.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/**
 * V8 keeps a script's source in memory, one byte a character only while every character is Latin-1: a single "—" in
 * a comment made the server hold its bundle (7 MB) twice as large. esbuild writes code in ASCII (its default charset)
 * but keeps comments as written, so the characters beyond Latin-1 left in comments become "?", one for one, so that
 * the source maps' columns stay right.
 */
const BEYOND_LATIN1 = /[\u0100-\uffff]/g;

async function latin1Comments(file) {
  const code = await fs.readFile(file, 'utf8');
  if (!code.match(BEYOND_LATIN1)) return;
  const comments = [];
  acorn.parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    onComment: (_block, _text, start, end) => comments.push([start, end]),
  });
  let latin1 = '';
  let done = 0;
  for (const [start, end] of comments) {
    latin1 += code.slice(done, start) + code.slice(start, end).replace(BEYOND_LATIN1, '?');
    done = end;
  }
  latin1 += code.slice(done);
  if (latin1.match(BEYOND_LATIN1)) throw new Error(`${file}: characters beyond Latin-1 outside comments`);
  await fs.writeFile(file, latin1);
}

const watch = process.argv.includes('--watch');
const outdir = process.argv.find((arg) => arg.startsWith('--outdir='))?.slice('--outdir='.length) ?? 'dist';
const withTemplate = !process.argv.includes('--without-embedded-template');
const options = {
  entryPoints: [
    // main.js starts the process with its options (src/v8WorkerThreads.ts), then imports server.js.
    'src/main.ts',
    'src/server.ts',
    'src/cli.ts',
    'src/writePgliteTemplate.ts',
    // The PDF renderer's thread (src/integrations/pdf), found beside server.js and cli.js.
    { in: 'src/integrations/pdf/renderer.ts', out: 'pdfRenderer' },
  ],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  // The bundled CommonJS packages require() Node's modules and the external packages, which an ES module does with
  // a require of its own.
  banner: {
    js: "import { createRequire as bundleCreateRequire } from 'node:module'; const require = bundleCreateRequire(import.meta.url);",
  },
  plugins: [
    rawPlugin,
    {
      // The packages in EXTERNAL and Node's own modules stay outside; the rest, and the workspace packages'
      // TypeScript source, are bundled in.
      name: 'externals',
      setup(build) {
        // main.js imports the server's bundle rather than holding it, so that a new start comes before it is loaded.
        build.onResolve({ filter: /^\.\/server\.js$/ }, (args) =>
          args.importer.endsWith('/src/main.ts') ? { path: './server.js', external: true } : undefined,
        );
        build.onResolve({ filter: /^[^./]/ }, (args) =>
          isExternal(args.path) || args.path.startsWith('node:')
            ? { path: args.path, external: true }
            : undefined,
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
  const { metafile } = await esbuild.build({ ...options, metafile: true });
  for (const file of Object.keys(metafile.outputs).filter((name) => name.endsWith('.js'))) {
    await latin1Comments(file);
  }
  // The prepared embedded database a first start begins from (src/db/prepare.ts).
  if (withTemplate)
    execFileSync(process.execPath, [`${outdir}/writePgliteTemplate.js`], { stdio: 'inherit' });
}
