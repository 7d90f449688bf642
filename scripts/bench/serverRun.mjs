// The built server under the benchmark: start-up to healthy (fresh database with the demo seed, then the same database
// again), memory, and the signed-in calls of a person at 50 and 200 clients.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer } from '../builtServer.mjs';
import { load } from './load.mjs';

const PASSWORD = 'Passport-Demo-2026!';
const MIB = 1024 * 1024;
export const CLIENTS = [50, 200];

/** Resident memory of a process, now and at its peak, in MiB (Linux /proc). */
function memory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (key) => Number(status.match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN);
  return { rss: (kib('VmRSS') * 1024) / MIB, peak: (kib('VmHWM') * 1024) / MIB };
}

async function json(response) {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Anna's access token and her newest published passport, read the way the web app reads them. */
async function signInAnna(base) {
  const { tokens } = await json(
    await fetch(`${base}/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'anna@example.com', password: PASSWORD }),
    }),
  );
  const authorization = `Bearer ${tokens.accessToken}`;
  // The web app's own list (features/passports: GET /api/v2/users/me/health-passport); the newest published one.
  const passports = await json(
    await fetch(`${base}/api/v2/users/me/health-passport`, { headers: { authorization } }),
  );
  const passport = passports
    .filter((p) => p.status === 'PUBLISHED')
    .sort((a, b) => b.createdDate.localeCompare(a.createdDate))[0];
  if (!passport) throw new Error('anna has no published passport');
  return { authorization, passportId: passport.id };
}

/** CPU time a process has used so far, in clock ticks (Linux /proc). */
function cpuTicks(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Before each run: the server has finished what the previous run left (requests whose clients are gone still run to
 * their end), i.e. it used under a tenth of a core for a second, and one request alone warms the call up.
 */
async function settle(pid, { url, method = 'GET', headers, body }) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const before = cpuTicks(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (cpuTicks(pid) - before < 10 || Date.now() > deadline) break;
  }
  await (await fetch(url, { method, headers, body, signal: AbortSignal.timeout(120_000) })).arrayBuffer();
}

/** The calls of the issue, each a request autocannon repeats. */
function calls(base, { authorization, passportId }) {
  return [
    {
      name: 'GraphQL me + myOnboardingChapters',
      request: {
        url: `${base}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({
          query: '{ me { id serviceNumber name } myOnboardingChapters { __typename } }',
        }),
      },
    },
    {
      name: 'GET /api/v2/{passportId}/my-health',
      request: { url: `${base}/api/v2/${passportId}/my-health`, headers: { authorization } },
    },
  ];
}

/**
 * One database: `env` chooses it (none: a fresh embedded PGlite in DATA_DIR). The server starts fresh, stops, starts
 * again on the same data, and that second server takes the load.
 */
export async function runServer({ label, port, env = {} }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-bench-'));
  try {
    const start = () => startBuiltServer({ port, name: 'bench', env, dataDir });
    const fresh = await start();
    console.log(`${label}: healthy after ${(fresh.startupMs / 1000).toFixed(1)} s on a fresh database`);
    await fresh.stop();
    const server = await start();
    console.log(`${label}: healthy after ${(server.startupMs / 1000).toFixed(1)} s on the existing database`);
    try {
      const idle = memory(server.pid);
      const session = await signInAnna(server.base);
      const runs = [];
      for (const call of calls(server.base, session)) {
        for (const connections of CLIENTS) {
          await settle(server.pid, call.request);
          const result = await load({ ...call.request, connections });
          console.log(
            `${label}: ${call.name} at ${connections} clients: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms`,
          );
          runs.push({ call: call.name, ...result });
        }
      }
      const loaded = memory(server.pid);
      return {
        label,
        startFreshMs: fresh.startupMs,
        startExistingMs: server.startupMs,
        rssIdleMiB: idle.rss,
        rssAfterLoadMiB: loaded.rss,
        rssPeakMiB: loaded.peak,
        runs,
      };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
