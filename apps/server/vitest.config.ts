import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // argon2 hashing and a fresh database per file make the first test of a file slower than a unit test.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
