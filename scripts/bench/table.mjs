// The one table of the benchmark: each figure beside its goal (issue "Fast enough for a company at once"). Printed, and
// written as JSON to BENCH_OUT when set.
import fs from 'node:fs';
import os from 'node:os';
import { lighthouseRows } from './lighthouse.mjs';

const fixed = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const verdict = (ok) => (ok === undefined ? '' : ok ? 'yes' : 'no');

/** Rows { figure, value, goal, met } from the measurements; `met` is true, false or undefined (no goal). */
export function rowsOf({ bare, servers, web, lighthouse }) {
  const rows = [
    {
      figure: 'bare Fastify hello world, 50 clients',
      value: `${fixed(bare)} req/s`,
      goal: '',
      met: undefined,
    },
  ];
  const postgres = servers.find((s) => s.label === 'PostgreSQL');
  for (const server of servers) {
    const onPostgres = server === postgres;
    const s = (ms) => `${fixed(ms / 1000, 1)} s`;
    rows.push(
      {
        figure: `${server.label}: start to healthy, fresh database (seed)`,
        value: s(server.startFreshMs),
        goal: '≤ 6 s',
        met: server.startFreshMs <= 6000,
      },
      {
        figure: `${server.label}: start to healthy, existing database`,
        value: s(server.startExistingMs),
        goal: '≤ 3 s',
        met: server.startExistingMs <= 3000,
      },
      {
        figure: `${server.label}: server RSS idle (after start)`,
        value: `${fixed(server.rssIdleMiB)} MiB`,
        goal: '≤ 300 MiB',
        met: server.rssIdleMiB <= 300,
      },
      {
        figure: `${server.label}: server RSS right after the load`,
        value: `${fixed(server.rssAfterLoadMiB)} MiB`,
        goal: '≤ 300 MiB',
        met: server.rssAfterLoadMiB <= 300,
      },
      {
        figure: `${server.label}: server RSS peak (VmHWM)`,
        value: `${fixed(server.rssPeakMiB)} MiB`,
        goal: '≤ 300 MiB',
        met: server.rssPeakMiB <= 300,
      },
    );
    for (const run of server.runs) {
      const share = (100 * run.requestsPerSecond) / bare;
      const value =
        `${fixed(run.requestsPerSecond)} req/s (${fixed(share, 1)} % of bare), p50 ${fixed(run.p50)} ms, p95 ${fixed(run.p95)} ms; ` +
        `${run.errors} errors, ${run.timeouts} timeouts, ${run.rateLimited} × 429, ${run.non2xx} non-2xx`;
      let goal = '';
      let met;
      if (onPostgres) {
        goal = run.connections === 200 ? '≥ 10 % of bare, p95 ≤ 100 ms' : '≥ 10 % of bare';
        met = share >= 10 && (run.connections !== 200 || run.p95 <= 100);
      } else if (run.connections === 50) {
        const theirs = postgres?.runs.find((r) => r.call === run.call && r.connections === 50);
        goal = '≥ 25 % of PostgreSQL, no timeouts';
        met = theirs
          ? run.requestsPerSecond >= theirs.requestsPerSecond / 4 && run.timeouts === 0
          : undefined;
      }
      rows.push({ figure: `${server.label}: ${run.call}, ${run.connections} clients`, value, goal, met });
    }
  }
  const heaviest = web.routes[0];
  rows.push(
    {
      figure: 'web: gzipped JS of the entry (index.html script + modulepreloads)',
      value: `${fixed(web.entryKib)} KiB`,
      goal: '',
      met: undefined,
    },
    {
      figure: 'web: gzipped JS before the sign-in page draws (entry + auth page)',
      value: `${fixed(web.signInKib)} KiB`,
      goal: '≤ 150 KiB',
      met: web.signInKib <= 150,
    },
    ...web.routes.map((route) => ({
      figure: `web: gzipped JS of page ${route.page}${route === heaviest ? ' (heaviest)' : ''} (entry + its chunks)`,
      value: `${fixed(route.kib)} KiB`,
      goal: '≤ 300 KiB',
      met: route.kib <= 300,
    })),
    ...lighthouseRows(lighthouse),
  );
  return rows;
}

export function report(rows, extra) {
  const cells = rows.map((r) => [r.figure, r.value, r.goal, verdict(r.met)]);
  const header = ['figure', 'value', 'goal', 'met?'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => `| ${c.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(['', line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n'));
  if (process.env.BENCH_OUT) {
    const machine = {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      memoryGiB: os.totalmem() / 1024 ** 3,
      node: process.version,
    };
    fs.writeFileSync(
      process.env.BENCH_OUT,
      `${JSON.stringify({ date: new Date().toISOString(), machine, ...extra, rows }, null, 2)}\n`,
    );
    console.log(`\nwritten to ${process.env.BENCH_OUT}`);
  }
}
