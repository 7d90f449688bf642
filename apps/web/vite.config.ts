import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://localhost:3000';

// Libraries change less often than our code: separate chunks stay cached across deploys.
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
  {
    name: 'i18n',
    test: /node_modules[\\/](i18next|react-i18next|i18next-browser-languagedetector)[\\/]/,
    priority: 2,
  },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
  // What the first page needs is a few files, not dozens of small ones (each a request before the page can draw): the
  // rest of what index.html's script imports (our code, smaller libraries) is one chunk, apart from the small one the
  // language preload (src/preloadLanguage.ts) shares with it.
  { name: 'language', test: /[\\/]src[\\/]lib[\\/]localeFiles\.ts$/, priority: 3 },
  {
    name: 'app',
    tags: ['$initial' as const],
    test: (id: string) => !id.endsWith('preloadLanguage.ts'),
    priority: 1,
  },
];

/**
 * Our own modules (the app's and the domain package's) do nothing when imported, except these: so a chunk holds only
 * the modules whose exports it uses, not everything an index.ts re-exports (the sign-in page then ships without the
 * phone-number library, the carousel and the other pages' components).
 */
const withSideEffects = /[\\/]src[\\/](main\.tsx|preloadLanguage\.ts|lib[\\/]i18n\.ts)$/;
const ownSource = /[\\/](packages[\\/]domain|apps[\\/]web)[\\/]src[\\/].*\.tsx?$/;

/**
 * index.html loads src/preloadLanguage.ts (an entry of its own) with `async`, before the app's script: it starts the
 * download of the visitor's language while the app's scripts load, instead of after they have run.
 */
function preloadLanguageScript(): Plugin {
  return {
    name: 'preload-language-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.isEntry && file.name === 'preloadLanguage',
        );
        if (!chunk) throw new Error('the preloadLanguage entry is missing from the build');
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadLanguageScript()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      input: { index: 'index.html', preloadLanguage: 'src/preloadLanguage.ts' },
      treeshake: {
        moduleSideEffects: (id: string) =>
          ownSource.test(id) && !withSideEffects.test(id) ? false : undefined,
      },
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/graphql', '/api', '/auth', '/actuator', '/dev'].map((path) => [
        path,
        { target: backend, changeOrigin: true },
      ]),
    ),
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Each file in its own module graph: the pages are lazy chunks, and one a test file starts loading but does not
    // wait for would, in a graph shared between files, fail to load once that file has ended and stay failed for
    // the files after it.
    // A test that waits for what the page shows may take longer than the default 5 s on a loaded machine.
    testTimeout: 30_000,
  },
});
