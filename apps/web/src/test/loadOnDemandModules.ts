import { beforeAll } from 'vitest';
import { localeFiles } from '../lib/localeFiles';

/**
 * A setup file of the `web` project, whose files run one after another in one module graph per worker
 * (vite.config.ts; the `web-fresh` project's files, each in a graph of its own, do without it). Vitest refuses to load a module
 * once the file that asked for it has ended, and that failed import would stay failed for every file after it (a
 * page's chunk started by a test that did not wait for it): so whatever the app loads on demand, its pages, dialogs
 * and both languages' texts, is loaded before the first test of a worker (each later file finds it loaded).
 */
const featureEntries = import.meta.glob('../features/*/index.ts');
const appModules = import.meta.glob([
  '../**/*.{ts,tsx}',
  '!../**/*.test.{ts,tsx}',
  '!../test/**',
  '!../main.tsx',
  '!../boot.ts',
]);
beforeAll(async () => {
  // Each feature through its index first, as the app reaches it: the layout components and their catalogue import
  // each other, and a component loaded before the catalogue would find the catalogue without it.
  for (const load of Object.values(featureEntries)) await load();
  await Promise.all([
    ...Object.values(appModules).map((load) => load()),
    ...Object.values(localeFiles).flatMap((parts) => Object.values(parts).map((load) => load())),
  ]);
});
