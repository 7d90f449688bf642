import { ApiError } from './ApiError';
import {
  buildHeaders,
  readErrorBody,
  readJson,
  send,
  toApiError,
  withSession,
  type HttpMethod,
} from './http';

export interface RestOptions {
  /** Extra request headers, e.g. `Accept-Language` for server-translated content. */
  headers?: Readonly<Record<string, string>>;
  /** Cancels the request (TanStack Query's signal): the call then rejects with the AbortError. */
  signal?: AbortSignal;
}

function withExtraHeaders(headers: Headers, extra: RestOptions['headers']): Headers {
  for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value);
  return headers;
}

/**
 * Calls a REST endpoint of our server and returns its JSON answer (undefined for an empty body). With a
 * session, an expired token is refreshed once and the call repeated (see withSession).
 */
export function restRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RestOptions = {},
): Promise<T> {
  const hasBody = body !== undefined;
  return withSession(async () => {
    const response = await send(path, {
      method,
      headers: withExtraHeaders(buildHeaders(hasBody), options.headers),
      body: hasBody ? JSON.stringify(body) : undefined,
      signal: options.signal,
    });
    if (!response.ok) throw toApiError(response, await readErrorBody(response));
    return (await readJson(response)) as T;
  });
}

/** The ApiError of a failed upload: the JSON error body, else the plain-text answer as the message. */
function uploadError(response: Response, text: string): ApiError {
  let body: unknown;
  try {
    body = text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    body = undefined;
  }
  const error = toApiError(response, body);
  return body === undefined && text.trim() !== ''
    ? new ApiError(response.status, error.code, text.trim())
    : error;
}

/**
 * Sends a multipart form (files) to a REST endpoint and returns the answer as text (the upload and import
 * endpoints answer `text/plain`). The browser sets the multipart Content-Type with its boundary itself; the
 * bearer token and the refresh on an expired token work as for restRequest. A failure is an ApiError with
 * the server's `{ error: { code, message } }`, or with the plain-text answer as its message.
 */
export function restUpload(
  method: Extract<HttpMethod, 'POST' | 'PUT'>,
  path: string,
  form: FormData,
  options: RestOptions = {},
): Promise<string> {
  return withSession(async () => {
    const headers = withExtraHeaders(buildHeaders(false), options.headers);
    headers.set('Accept', 'text/plain, application/json');
    const response = await send(path, { method, headers, body: form });
    if (!response.ok) throw uploadError(response, await response.text().catch(() => ''));
    return response.text();
  });
}

/** A file the server answered: its bytes and the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The file name of a Content-Disposition header: the UTF-8 `filename*` when present, else `filename`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Fall back to the plain name.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

/**
 * Downloads a file from a REST endpoint with the session's bearer token (a PDF the server makes on request), so
 * the page can show progress and the server's error; the refresh on an expired token works as for restRequest.
 */
export function restDownload(path: string, options: RestOptions = {}): Promise<DownloadedFile> {
  return withSession(async () => {
    const headers = withExtraHeaders(buildHeaders(false), options.headers);
    headers.set('Accept', '*/*');
    const response = await send(path, { method: 'GET', headers, signal: options.signal });
    if (!response.ok) throw toApiError(response, await readErrorBody(response));
    return {
      blob: await response.blob(),
      fileName: fileNameOf(response.headers.get('Content-Disposition')),
    };
  });
}
