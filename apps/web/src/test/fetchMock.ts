import { vi } from 'vitest';

export type MockHandler = (request: { body: unknown; headers: Headers }) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Answers the calls every page makes (maintenance ping, app info) unless a test overrides them. */
const DEFAULT_HANDLERS: Record<string, MockHandler> = {
  'GET /api/v2/ping': () => json(false),
  'POST /graphql': () =>
    json({ data: { appInfo: { version: '1.8.0', mode: 'production', maintenance: false } } }),
};

/**
 * Replaces global fetch with handlers keyed "METHOD /path". Unknown calls answer 404 so a test notices them.
 */
export function mockFetch(handlers: Record<string, MockHandler> = {}) {
  const all = { ...DEFAULT_HANDLERS, ...handlers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const handler = all[`${method} ${url.pathname}`];
    if (!handler)
      return json({ error: { code: 'notFound', message: `No mock for ${method} ${url.pathname}` } }, 404);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return handler({ body, headers: new Headers(init.headers) });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The parsed JSON bodies sent to one endpoint. */
export function bodiesSentTo(
  fetchMock: ReturnType<typeof mockFetch>,
  method: string,
  path: string,
): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return url.pathname === path && (init?.method ?? 'GET').toUpperCase() === method;
    })
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));
}
