import { i18n } from '../i18n';
import { isApiError } from './ApiError';

/** The server's code for too many requests from one address (HTTP 429); its details name the wait in seconds. */
export const RATE_LIMITED_CODE = 'rateLimited';

/**
 * For an answer that says "too many requests", the whole minutes to wait (at least one; one when the server named
 * no wait); undefined for any other error. The identity provider's own attempt limit (LimitExceededException) has
 * its specified message and is not this.
 */
export function rateLimitedMinutes(error: unknown): number | undefined {
  if (!isApiError(error)) return undefined;
  // A 429 without the server's body comes from a proxy in front of it.
  if (error.code !== RATE_LIMITED_CODE && !(error.status === 429 && error.code === 'HTTP_429'))
    return undefined;
  const seconds = error.details?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds / 60) : 1;
}

export function isRateLimited(error: unknown): boolean {
  return rateLimitedMinutes(error) !== undefined;
}

/** The message wherever an error is shown: "Too many attempts. Please wait a minute…", or undefined. */
export function rateLimitedMessage(error: unknown): string | undefined {
  const minutes = rateLimitedMinutes(error);
  return minutes === undefined ? undefined : i18n.t('errors.rateLimited', { count: minutes });
}
