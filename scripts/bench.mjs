// Timed figures live here, never in a test's pass/fail: `npm run bench` (after `npm run build`).
// Starts the real server on a fresh embedded database and measures a few hot endpoints on loopback.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const PORT = 3299;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-bench-'));
const server = spawn('node', ['apps/server/dist/main.js'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/actuator/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

/** Sequential requests for a fixed count, with a concurrency of `parallel`; bounded in count and time. */
async function measure(name, request, { count = 500, parallel = 8 } = {}) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count && performance.now() - started < 30_000) {
        next++;
        const t0 = performance.now();
        const response = await request();
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  console.log(
    `${name.padEnd(28)} ${String(latencies.length).padStart(5)} req  ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s  p50 ${p(0.5)} ms  p95 ${p(0.95)} ms`,
  );
}

try {
  await waitForServer();
  await measure('GET /actuator/health', () => fetch(`${base}/actuator/health`));
  await measure('GET /api/v2/ping', () => fetch(`${base}/api/v2/ping`));
  await measure('POST /graphql appInfo', () =>
    fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ appInfo { version maintenance } }' }),
    }),
  );
  await measure('GET / (index.html)', () => fetch(`${base}/`, { headers: { accept: 'text/html' } }));
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// The individuals search on a million people, straight on the database (its own embedded one, or the
// PostgreSQL of BENCH_DATABASE_URL).
const usersSearch = spawn('npx', ['tsx', 'apps/server/bench/usersSearch.bench.ts'], { stdio: 'inherit' });
const exitCode = await new Promise((r) => usersSearch.on('exit', r));
if (exitCode !== 0) process.exitCode = 1;

// A company snapshot of 100,000 passports on PostgreSQL 15: the PostgreSQL of BENCH_DATABASE_URL, else a
// throwaway cluster of its own (scripts/pg-cluster.sh) beside anything else running.
const cluster = { PGPORT: '54351', PGDIR: path.join(os.tmpdir(), 'hp-bench-snapshot-pg') };
const ownCluster = !process.env.BENCH_DATABASE_URL;
const clusterCommand = (command) =>
  execFileSync('bash', ['scripts/pg-cluster.sh', command], { env: { ...process.env, ...cluster } })
    .toString()
    .trim();
const databaseUrl = process.env.BENCH_DATABASE_URL ?? clusterCommand('start');
try {
  const snapshot = spawn(
    'npx',
    ['tsx', '--import', './apps/server/bench/rawImports.mjs', 'apps/server/bench/snapshot.bench.ts'],
    { stdio: 'inherit', env: { ...process.env, BENCH_DATABASE_URL: databaseUrl } },
  );
  if ((await new Promise((r) => snapshot.on('exit', r))) !== 0) process.exitCode = 1;
} finally {
  if (ownCluster) clusterCommand('stop');
}
