import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { TypedDocumentString } from '../gql/graphql';
import { startSession } from '../session';
import { ApiError } from './ApiError';
import { graphqlRequest } from './graphql';
import { restRequest, restUpload } from './rest';

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

  it('sends extra headers such as Accept-Language', async () => {
    const fetchMock = mockFetch({ 'GET /api/v2/form': () => json([]) });
    await restRequest('GET', '/api/v2/form', undefined, { headers: { 'Accept-Language': 'nl-NL' } });
    const [, init] = fetchMock.mock.calls.at(-1)!;
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('nl-NL');
  });

  it('passes the signal on, and a cancelled call rejects with the AbortError, not a network error', async () => {
    const fetchMock = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const controller = new AbortController();
    const call = restRequest('GET', '/api/v2/users', undefined, { signal: controller.signal });
    await vi.waitFor(() => expect(fetchMock.mock.calls.at(-1)?.[1]?.signal).toBe(controller.signal));
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
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

describe('restUpload', () => {
  const form = () => {
    const data = new FormData();
    data.set('serviceNumber', 'HP-1');
    data.set('file', new File(['x'], 'activity.xlsx'));
    return data;
  };

  it('sends the multipart form as is, with the bearer token and no Content-Type of its own', async () => {
    const fetchMock = mockFetch({
      'PUT /api/v2/imports/activity-excel/': () => new Response('success: 14 days imported'),
    });
    startSession({ accessToken: 'abc', idToken: 'id', expiresIn: 900 });
    const sent = form();
    await expect(restUpload('PUT', '/api/v2/imports/activity-excel/', sent)).resolves.toBe(
      'success: 14 days imported',
    );
    const [, init] = fetchMock.mock.calls.at(-1)!;
    const headers = new Headers(init?.headers);
    expect(init?.body).toBe(sent);
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.has('Content-Type')).toBe(false);
    expect(init?.credentials).toBe('include');
  });

  it("uses the server's JSON error, or a plain-text answer as the message", async () => {
    mockFetch({
      'PUT /api/v2/json': () =>
        json({ error: { code: 'invalidSpreadsheet', message: 'Row 3, column B' } }, 400),
      'PUT /api/v2/text': () => new Response('Row 4, column C: not a number', { status: 400 }),
    });
    await expect(restUpload('PUT', '/api/v2/json', form())).rejects.toMatchObject({
      status: 400,
      code: 'invalidSpreadsheet',
      message: 'Row 3, column B',
    });
    await expect(restUpload('PUT', '/api/v2/text', form())).rejects.toMatchObject({
      status: 400,
      code: 'HTTP_400',
      message: 'Row 4, column C: not a number',
    });
  });

  it('refreshes an expired token once and sends the form again', async () => {
    let calls = 0;
    const fetchMock = mockFetch({
      'POST /api/v2/upload': ({ headers }) => {
        calls += 1;
        return headers.get('Authorization') === 'Bearer fresh'
          ? new Response('success: a.png')
          : json({ error: { code: 'NotAuthorizedException', message: 'Invalid token' } }, 401);
      },
      'POST /auth/refresh': () => json({ tokens: { accessToken: 'fresh', idToken: 'id', expiresIn: 900 } }),
    });
    startSession({ accessToken: 'stale', idToken: 'id', expiresIn: 900 });
    await expect(restUpload('POST', '/api/v2/upload', form())).resolves.toBe('success: a.png');
    expect(calls).toBe(2);
    expect(fetchMock).toHaveBeenCalled();
  });
});
