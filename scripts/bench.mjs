// The benchmark of record, `npm run bench` after `npm run build` (docs/performance.md). Timed figures live here, never
// in a test's pass/fail, and CI does not run it. In one run, on loopback:
// - a bare Fastify "hello world" as the baseline (scripts/bench/helloWorld.mjs);
// - the built server on a fresh embedded PGlite, and on PostgreSQL when BENCH_DATABASE_URL is set (the server gets a
//   throwaway database created beside it: scripts/bench/postgres.mjs): start-up, memory, anna's calls at 50 and 200
//   clients with autocannon for BENCH_SECONDS (default 10) each;
// - the web app's gzipped JavaScript per page (scripts/bench/webWeight.mjs), and Lighthouse's mobile performance and
//   accessibility on three pages (scripts/bench/lighthouse.mjs; skipped without Chromium);
// and prints one table, each figure beside its goal (JSON to BENCH_OUT when set). Then the database benches: the
// individuals search on a million people and a company snapshot of 100,000 passports (BENCH_DATABASE_URL, a throwaway
// database they fill; else their own embedded database and PostgreSQL cluster). BENCH_SERVER_ONLY=1 skips those.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runLighthouse } from './bench/lighthouse.mjs';
import { load, SECONDS } from './bench/load.mjs';
import { withThrowawayDatabase } from './bench/postgres.mjs';
import { runServer } from './bench/serverRun.mjs';
import { report, rowsOf } from './bench/table.mjs';
import { webWeight } from './bench/webWeight.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3396);

for (const built of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
  if (!fs.existsSync(built)) throw new Error(`${built} is missing: run npm run build first`);
}

async function bareFastify() {
  const hello = spawn(process.execPath, ['scripts/bench/helloWorld.mjs', String(PORT + 1)], {
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => hello.on('exit', resolve));
  try {
    for (let tries = 0; ; tries++) {
      try {
        if ((await fetch(`http://127.0.0.1:${PORT + 1}/`)).ok) break;
      } catch (error) {
        if (tries > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const result = await load({ url: `http://127.0.0.1:${PORT + 1}/`, connections: 50 });
    console.log(`bare Fastify: ${result.requestsPerSecond.toFixed(0)} req/s at 50 clients`);
    return result.requestsPerSecond;
  } finally {
    hello.kill('SIGTERM');
    await exited;
  }
}

console.log(`Benchmark: ${SECONDS} s per load run`);
const bare = await bareFastify();
const servers = [];
if (process.env.BENCH_DATABASE_URL) {
  servers.push(
    await withThrowawayDatabase(process.env.BENCH_DATABASE_URL, (url) =>
      runServer({ label: 'PostgreSQL', port: PORT, env: { DATABASE_URL: url } }),
    ),
  );
}
servers.push(await runServer({ label: 'PGlite', port: PORT }));
const web = webWeight();
const lighthouse = await runLighthouse({ port: PORT });
report(rowsOf({ bare, servers, web, lighthouse }), { seconds: SECONDS, bare, servers, web, lighthouse });

if (process.env.BENCH_SERVER_ONLY !== '1') {
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
}
