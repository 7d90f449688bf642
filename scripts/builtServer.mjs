// Starts apps/server/dist (after `npm run build`) on a fresh embedded database with the demo data, on loopback, for
// the scripts that walk the built portal (smoke.mjs, abuse.mjs) and the benchmark (bench.mjs); waits until it is healthy
// and stops it again.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

/**
 * `env` adds to or overrides the demo settings. With `captureOutput` the server's stdout and stderr are kept (read
 * them with `output()`) instead of passed through. A given `dataDir` is the caller's: the server starts on what it
 * holds and `stop()` leaves it (the benchmark's start on an existing database); otherwise a fresh one is made and removed.
 */
export async function startBuiltServer({
  port,
  name,
  env = {},
  captureOutput = false,
  dataDir: givenDataDir,
}) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = givenDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `hp-${name}-`));
  const spawnedAt = performance.now();
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      MODE: 'demo',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', captureOutput ? 'pipe' : 'inherit', captureOutput ? 'pipe' : 'inherit'],
  });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  const chunks = [];
  server.stdout?.on('data', (chunk) => chunks.push(chunk));
  server.stderr?.on('data', (chunk) => chunks.push(chunk));

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    if (!givenDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`${name}: the server exited with ${server.exitCode}`);
      if (Date.now() > deadline) throw new Error(`${name}: the server did not become healthy within 120 s`);
      try {
        if ((await fetch(`${base}/actuator/health`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    // What the server said before it gave up is the diagnosis.
    if (captureOutput) process.stderr.write(Buffer.concat(chunks));
    throw error;
  }

  return {
    base,
    pid: server.pid,
    dataDir,
    /** Milliseconds from the spawn to the first healthy answer (within the 100 ms of a poll). */
    startupMs: performance.now() - spawnedAt,
    /** Whether the process still runs. */
    running: () => server.exitCode === null && server.signalCode === null,
    /** What the server wrote to stdout and stderr so far (with `captureOutput`). */
    output: () => Buffer.concat(chunks).toString('utf8'),
    stop,
  };
}
