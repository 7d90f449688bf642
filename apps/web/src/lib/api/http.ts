import { endSession, getAccessToken, refreshSession } from '../session';
import { ApiError, CLIENT_ERROR_CODES } from './ApiError';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function buildHeaders(hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** fetch with the API's defaults; a failed connection becomes an ApiError with status 0. */
export async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, { credentials: 'include', ...init });
  } catch (cause) {
    // A cancelled request is not a network failure: the caller (TanStack Query) recognises its AbortError.
    if (init.signal?.aborted) throw cause;
    const message = cause instanceof Error ? cause.message : 'Network request failed';
    throw new ApiError(0, CLIENT_ERROR_CODES.network, message, { cause });
  }
}

/** The body as JSON (undefined when empty); a body that is not JSON is an ApiError. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new ApiError(
      response.status,
      CLIENT_ERROR_CODES.badResponse,
      'The server sent a malformed answer',
      {
        cause,
      },
    );
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The ApiError for a non-2xx answer, using the server's `{ error: { code, message } }` when present. */
export function toApiError(response: Response, body: unknown): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  const code = typeof error?.code === 'string' ? error.code : `HTTP_${response.status}`;
  const message =
    typeof error?.message === 'string' ? error.message : response.statusText || `HTTP ${response.status}`;
  const details = isRecord(error?.details) ? error.details : undefined;
  return new ApiError(response.status, code, message, details ? { details } : undefined);
}

/** Reads the body of a failed answer without letting a malformed body hide the status. */
export async function readErrorBody(response: Response): Promise<unknown> {
  try {
    return await readJson(response);
  } catch {
    return undefined;
  }
}

/** Codes with which the server says the bearer token is no longer accepted ("Invalid token"). */
const SESSION_GONE_CODES: ReadonlySet<string> = new Set(['NotAuthorizedException', 'UNAUTHENTICATED']);

/** A 401 NotAuthorizedException for a call that carried a token: the session is gone. */
export function isSessionGoneError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && SESSION_GONE_CODES.has(error.code);
}

/**
 * Runs a call that carries the session's bearer token. When the server says the token is no longer
 * valid, one refresh is tried (shared with every other call that hit the same wall) and the call repeated;
 * when that fails, the session ends and the app signs out to the login page.
 */
export async function withSession<T>(attempt: () => Promise<T>): Promise<T> {
  const tokenBefore = getAccessToken();
  try {
    return await attempt();
  } catch (error) {
    if (!tokenBefore || !isSessionGoneError(error)) throw error;
    // Another call may already have refreshed while this one was on its way.
    const refreshed = getAccessToken() !== tokenBefore || (await refreshSession());
    if (!refreshed || !getAccessToken()) {
      endSession('expired');
      throw error;
    }
    try {
      return await attempt();
    } catch (retryError) {
      if (isSessionGoneError(retryError)) endSession('expired');
      throw retryError;
    }
  }
}
