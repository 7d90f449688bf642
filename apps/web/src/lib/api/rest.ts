import { buildHeaders, readErrorBody, readJson, send, toApiError, type HttpMethod } from './http';

/** Calls a REST endpoint of our server and returns its JSON answer (undefined for an empty body). */
export async function restRequest<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const hasBody = body !== undefined;
  const response = await send(path, {
    method,
    headers: buildHeaders(hasBody),
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw toApiError(response, await readErrorBody(response));
  return (await readJson(response)) as T;
}
