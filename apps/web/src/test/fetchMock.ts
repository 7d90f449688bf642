import { vi } from 'vitest';

export type MockHandler = (request: {
  body: unknown;
  headers: Headers;
  /** The request's URL, with its query string. */
  url: URL;
  /** GraphQL only: the operation's variables. */
  variables?: Record<string, unknown>;
}) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A GraphQL answer with data. */
export function gqlData(data: unknown): Response {
  return json({ data });
}

/** A GraphQL answer with one error, the way the server shapes domain errors. */
export function gqlError(code: string, message = code, status?: number): Response {
  return json({ data: null, errors: [{ message, extensions: { code, ...(status ? { status } : {}) } }] });
}

/**
 * Answers the calls every page makes (maintenance ping, app info, session restore, a consumer's passports)
 * unless a test overrides them.
 */
const DEFAULT_HANDLERS: Record<string, MockHandler> = {
  'GET /api/v2/ping': () => json(false),
  'GQL AppInfo': () =>
    gqlData({
      appInfo: { version: '1.8.0', mode: 'production', maintenance: false, nativeAppOrigins: [] },
    }),
  // A signed-in consumer's own passports, read by the viewer for the route guards: none by default.
  'GET /api/v2/users/me/health-passport': () => json([]),
  // No refresh cookie: the app starts signed out.
  'POST /auth/refresh': () =>
    json({ error: { code: 'NotAuthorizedException', message: 'Refresh token is missing' } }, 401),
};

function parseBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Replaces global fetch with handlers keyed "METHOD /path", or "GQL OperationName" for one GraphQL
 * operation (a test's own handlers win over the defaults; within each, the operation over the path).
 * Unknown calls answer 404 so a test notices them.
 */
export function mockFetch(handlers: Record<string, MockHandler> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = parseBody(init.body);
    const operation =
      url.pathname === '/graphql'
        ? (body as { operationName?: string } | undefined)?.operationName
        : undefined;
    const keys = [...(operation ? [`GQL ${operation}`] : []), `${method} ${url.pathname}`];
    const handler =
      keys.map((key) => handlers[key]).find(Boolean) ??
      keys.map((key) => DEFAULT_HANDLERS[key]).find(Boolean);
    if (!handler) {
      const what = operation ? `GraphQL ${operation}` : `${method} ${url.pathname}`;
      return json({ error: { code: 'notFound', message: `No mock for ${what}` } }, 404);
    }
    const variables = (body as { variables?: Record<string, unknown> } | undefined)?.variables;
    return handler({ body, headers: new Headers(init.headers), url, variables });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentTo(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return url.pathname === path && (init?.method ?? 'GET').toUpperCase() === method;
  });
}

/** The parsed JSON bodies sent to one endpoint. */
export function bodiesSentTo(
  fetchMock: ReturnType<typeof mockFetch>,
  method: string,
  path: string,
): unknown[] {
  return sentTo(fetchMock, method, path).map(([, init]) => parseBody(init?.body));
}

/** The Authorization headers sent to one endpoint. */
export function authorizationsSentTo(
  fetchMock: ReturnType<typeof mockFetch>,
  method: string,
  path: string,
): (string | null)[] {
  return sentTo(fetchMock, method, path).map(([, init]) => new Headers(init?.headers).get('Authorization'));
}

/** The variables sent with one GraphQL operation, per call. */
export function variablesSentTo(fetchMock: ReturnType<typeof mockFetch>, operation: string): unknown[] {
  return bodiesSentTo(fetchMock, 'POST', '/graphql')
    .filter((body) => (body as { operationName?: string } | undefined)?.operationName === operation)
    .map((body) => (body as { variables?: unknown }).variables);
}
