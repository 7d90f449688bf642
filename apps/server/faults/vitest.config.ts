import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The fault and multi-instance suite (`npm run test:faults`): real server processes from the built bundle on a
 * throwaway PostgreSQL cluster and an S3 stand-in. Its own config, so `npm test` never starts it.
 */
export default defineConfig({
  test: {
    name: 'faults',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['*.test.ts'],
    environment: 'node',
    globalSetup: ['./support/globalSetup.ts'],
    // One file at a time: the outage stops the PostgreSQL cluster every file's servers use, and two cores are
    // busy enough with two servers and their load.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
