import { defineConfig } from 'vitest/config';

// One runner for every workspace; each project keeps its own environment (node or happy-dom).
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/form-engine',
      'apps/server',
      'apps/web',
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
  },
});
