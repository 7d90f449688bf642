import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { TypedDocumentString } from '../gql/graphql';
import { startSession } from '../session';
import { ApiError } from './ApiError';
import { graphqlRequest } from './graphql';
import { restRequest } from './rest';

const PingDocument = new TypedDocumentString<{ appInfo: { version: string } }, Record<string, never>>(
  'query AppInfo { appInfo { version } }',
);

describe('restRequest', () => {
  it('sends JSON with cookies, and the bearer token when there is a session', async () => {
    const fetchMock = mockFetch({ 'POST /api/v2/things': ({ body }) => json({ echoed: body }) });
    startSession({ accessToken: 'abc', idToken: 'id', expiresIn: 900 });
    await expect(restRequest('POST', '/api/v2/things', { a: 1 })).resolves.toEqual({ echoed: { a: 1 } });
    const [, init] = fetchMock.mock.calls.at(-1)!;
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.credentials).toBe('include');
  });

  it('sends no Authorization header without a session', async () => {
    const fetchMock = mockFetch();
    await restRequest('GET', '/api/v2/ping');
    const [, init] = fetchMock.mock.calls.at(-1)!;
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it("turns a server error into an ApiError with the server's code and message", async () => {
    mockFetch({
      'GET /api/v2/thing': () => json({ error: { code: 'notFound', message: 'Thing was not found' } }, 404),
    });
    const error = await restRequest('GET', '/api/v2/thing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'notFound', message: 'Thing was not found' });
  });

  it('gives a non-JSON failure a code from its status', async () => {
    mockFetch({ 'GET /api/v2/thing': () => new Response('Bad gateway', { status: 502 }) });
    await expect(restRequest('GET', '/api/v2/thing')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
    });
  });

  it('turns a failed connection into an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(restRequest('GET', '/api/v2/ping')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });
});

describe('graphqlRequest', () => {
  it('posts the operation and returns its data', async () => {
    const fetchMock = mockFetch({ 'POST /graphql': () => json({ data: { appInfo: { version: '1.8.0' } } }) });
    await expect(graphqlRequest(PingDocument)).resolves.toEqual({ appInfo: { version: '1.8.0' } });
    const [, init] = fetchMock.mock.calls.at(-1)!;
    expect(JSON.parse(String(init?.body))).toEqual({
      query: 'query AppInfo { appInfo { version } }',
      variables: {},
      operationName: 'AppInfo',
    });
  });

  it('throws GraphQL errors as ApiError and reports them', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      'POST /graphql': () =>
        json({ data: null, errors: [{ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }] }),
    });
    const error = await graphqlRequest(PingDocument).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'FORBIDDEN', message: 'Not allowed' });
    expect(navigator.sendBeacon).toHaveBeenCalledWith('/api/v2/client-errors', expect.any(Blob));
  });
});
