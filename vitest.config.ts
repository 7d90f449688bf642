import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import web, { FRESH_MODULE_TESTS } from './apps/web/vite.config';

// One runner for every workspace; each project keeps its own environment (node or happy-dom).
export default defineConfig({
  test: {
    // A worker per core. Vitest's default keeps one core for itself, which on a two-core machine runs the files one
    // at a time while the runner itself mostly waits.
    maxWorkers: os.availableParallelism(),
    projects: [
      'packages/domain',
      'packages/form-engine',
      'apps/server',
      'apps/web',
      // The web project's files share a module graph per worker; these each get their own.
      {
        ...web,
        root: fileURLToPath(new URL('./apps/web', import.meta.url)),
        test: {
          ...web.test,
          name: 'web-fresh',
          include: [FRESH_MODULE_TESTS],
          exclude: configDefaults.exclude,
          setupFiles: ['src/test/setup.ts'],
          isolate: true,
        },
      },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
      // The web build's own plugins (apps/web/vite.config.ts), run in Node as the build runs them.
      { test: { name: 'web-build', include: ['apps/web/vite.config.test.ts'], environment: 'node' } },
    ],
  },
});
