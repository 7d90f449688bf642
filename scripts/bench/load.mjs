// One load run with autocannon: requests per second, latency percentiles from every response's own time, and what
// went wrong (errors, timeouts, rate limits, other non-2xx answers).
import autocannon from 'autocannon';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** The latency at quantile q of sorted times (nearest rank). */
const quantile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;

/** `request`: { url, method?, headers?, body? }; drives it with `connections` clients for SECONDS seconds. */
export async function load({ url, method = 'GET', headers = {}, body, connections }) {
  const times = [];
  const instance = autocannon({ url, method, headers, body, connections, duration: SECONDS, timeout: 10 });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  const codes = result.statusCodeStats ?? {};
  const count = (code) => codes[code]?.count ?? 0;
  return {
    connections,
    requestsPerSecond: result.requests.average,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    p99: quantile(times, 0.99),
    responses: times.length,
    errors: result.errors,
    timeouts: result.timeouts,
    rateLimited: count(429),
    non2xx: result.non2xx,
  };
}
