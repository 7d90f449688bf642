import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The built app served by the real server on a fresh embedded database, driven in Debian's Chromium.
const PORT = Number(process.env.E2E_PORT ?? 3199);
// Workers inherit this, so tests can reach the same data directory (e.g. to run the maintenance CLI).
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `hp-e2e-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;
// The server and the CLI the tests run use the embedded database in that directory, also when the run's server
// tests use PostgreSQL (CI: DATABASE_URL=... npm test).
delete process.env.DATABASE_URL;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Every wait is on what the page shows; these bounds only end a test that will not pass, so they leave room for a
  // loaded two-core machine (a passing test never waits them out). Longer journeys set their own.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // This machine has no outside network: keep Chromium from trying to reach it.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf "${dataDir}" && node ../server/dist/main.js`,
    url: `http://127.0.0.1:${PORT}/actuator/health`,
    reuseExistingServer: false,
    // A fresh embedded database is migrated and seeded first (the demo companies among it).
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // The payment return URL must be this origin (the browser's), so the public URL matches baseURL.
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR: dataDir,
      MODE: 'demo',
      LOG_LEVEL: 'warn',
    },
  },
});
