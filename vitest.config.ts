import os from 'node:os';
import { defineConfig } from 'vitest/config';

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
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
  },
});
