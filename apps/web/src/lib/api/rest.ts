import {
  buildHeaders,
  readErrorBody,
  readJson,
  send,
  toApiError,
  withSession,
  type HttpMethod,
} from './http';

/**
 * Calls a REST endpoint of our server and returns its JSON answer (undefined for an empty body). With a
 * session, an expired token is refreshed once and the call repeated (see withSession).
 */
export function restRequest<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const hasBody = body !== undefined;
  return withSession(async () => {
    const response = await send(path, {
      method,
      headers: buildHeaders(hasBody),
      body: hasBody ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw toApiError(response, await readErrorBody(response));
    return (await readJson(response)) as T;
  });
}
