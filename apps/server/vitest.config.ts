import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Prepares the database every test file copies, once per run.
    globalSetup: ['./src/test/globalSetup.ts'],
    // One process runs file after file with the server's modules loaded once (loading them is seconds per file);
    // each file still gets its own database and app. A file that mocks a module resets the registry itself.
    isolate: false,
    // argon2 hashing and a fresh database per file make the first test of a file slower than a unit test.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
