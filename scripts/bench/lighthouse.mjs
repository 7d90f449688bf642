// Lighthouse on the pages of the web goal (issue "Fast enough for a company at once", goal 4): its mobile preset
// (simulated slow 4G, a CPU four times slower), the performance and accessibility categories, against the built server
// on a fresh embedded database with the demo data, started the way the benchmark starts it. Each page is audited
// BENCH_LIGHTHOUSE_RUNS times (default 3; 0 leaves Lighthouse out) and the run with the median performance score is
// reported. Skipped, with the reason in the table, when no Chromium is found (CHROME_PATH, CHROMIUM_PATH,
// /usr/bin/chromium).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startBuiltServer } from '../builtServer.mjs';

export const LIGHTHOUSE_PAGES = ['/', '/shop', '/shop/product/standard_performance'];
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

function findChromium() {
  return [
    process.env.CHROME_PATH,
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ]
    .filter(Boolean)
    .find((candidate) => fs.existsSync(candidate));
}

/** One Lighthouse run of `url`: scores 0-100 and the timings in ms, as Lighthouse computed them. */
async function audit(url, chromePath, outFile) {
  const cli = fs.realpathSync('node_modules/.bin/lighthouse');
  await promisify(execFile)(
    process.execPath,
    [
      cli,
      url,
      '--chrome-flags=--headless=new --no-sandbox',
      '--only-categories=performance,accessibility',
      '--form-factor=mobile',
      '--output=json',
      `--output-path=${outFile}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, timeout: 300_000, maxBuffer: 16 * 1024 * 1024 },
  );
  const report = JSON.parse(fs.readFileSync(outFile, 'utf8'));
  const score = (category) => Math.round((report.categories[category]?.score ?? NaN) * 100);
  const metric = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

/** { pages: [{ path, runs, performance, accessibility, fcpMs, lcpMs, tbtMs, cls }] } or { skipped: reason }. */
export async function runLighthouse({ port }) {
  if (RUNS < 1) return { skipped: 'BENCH_LIGHTHOUSE_RUNS=0' };
  const chromePath = findChromium();
  if (!chromePath) return { skipped: 'no Chromium found (set CHROME_PATH)' };
  const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-bench-lighthouse-'));
  const server = await startBuiltServer({ port, name: 'bench-lighthouse' });
  try {
    const pages = [];
    for (const page of LIGHTHOUSE_PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(await audit(`${server.base}${page}`, chromePath, path.join(reports, `${run}.json`)));
      }
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)];
      console.log(
        `Lighthouse ${page}: performance ${median.performance} (runs: ${runs.map((r) => r.performance).join(', ')}), ` +
          `LCP ${(median.lcpMs / 1000).toFixed(1)} s, accessibility ${median.accessibility}`,
      );
      pages.push({ path: page, runs: runs.length, ...median });
    }
    return { pages };
  } finally {
    await server.stop();
    fs.rmSync(reports, { recursive: true, force: true });
  }
}

/** The table's rows for the Lighthouse figures, each beside its goal. */
export function lighthouseRows(lighthouse) {
  if (!lighthouse) return [];
  if (lighthouse.skipped) {
    return [
      { figure: 'web: Lighthouse mobile', value: `skipped: ${lighthouse.skipped}`, goal: '', met: undefined },
    ];
  }
  return lighthouse.pages.flatMap((page) => {
    const detail = `FCP ${(page.fcpMs / 1000).toFixed(1)} s, TBT ${page.tbtMs.toFixed(0)} ms, CLS ${page.cls.toFixed(3)}`;
    return [
      {
        figure: `web: Lighthouse mobile performance on ${page.path}`,
        value: `${page.performance} (median of ${page.runs}; ${detail})`,
        goal: '≥ 90',
        met: page.performance >= 90,
      },
      {
        figure: `web: Lighthouse mobile LCP on ${page.path}`,
        value: `${(page.lcpMs / 1000).toFixed(1)} s`,
        goal: '≤ 2.5 s',
        met: page.lcpMs <= 2500,
      },
      {
        figure: `web: Lighthouse accessibility on ${page.path}`,
        value: `${page.accessibility}`,
        goal: '100',
        met: page.accessibility === 100,
      },
    ];
  });
}
