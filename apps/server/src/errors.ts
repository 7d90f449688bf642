/**
 * Domain errors: a machine-readable code, a human message, and one table that turns the category into an
 * HTTP status. Anything that is not an AppError is unexpected: it answers 500 without details and is reported.
 */
export type ErrorCategory =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNAVAILABLE'
  | 'BAD_GATEWAY';

export const HTTP_STATUS: Record<ErrorCategory, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
  BAD_GATEWAY: 502,
};

/**
 * The categories that are about the request rather than the operation: on GraphQL they alone keep their HTTP status
 * (a missing or expired session, too many requests, the database away). Every other domain error answers HTTP 200
 * with `errors[].extensions` { code, status, details } (GraphQL over HTTP; docs/architecture.md).
 */
export const REQUEST_LEVEL_CATEGORIES: ReadonlySet<ErrorCategory> = new Set([
  'UNAUTHENTICATED',
  'TOO_MANY_REQUESTS',
  'UNAVAILABLE',
]);

export class AppError extends Error {
  constructor(
    readonly category: ErrorCategory,
    /** Stable code the client maps to a translated message (e.g. NotAuthorizedException, invalidCoupon). */
    readonly code: string,
    message: string,
    /** Field-level details for forms: which input is wrong and why. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return HTTP_STATUS[this.category];
  }

  toJSON(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.details ? { details: this.details } : {}) },
    };
  }
}

export interface ErrorBody {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

export const notFound = (what: string) => new AppError('NOT_FOUND', 'notFound', `${what} was not found`);
export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError('BAD_REQUEST', 'badRequest', message, details);
/** The database cannot be reached now (db/database.ts isDatabaseUnavailable): 503, and the caller may try again. */
export const databaseUnavailable = () =>
  new AppError('UNAVAILABLE', 'databaseUnavailable', 'The portal cannot reach its database');
/** Text the database cannot store (db/database.ts isUnstorableText): the caller's input, so 400 and nothing changed. */
export const unstorableText = () =>
  new AppError(
    'BAD_REQUEST',
    'unstorableText',
    'The text contains a character that cannot be stored (a NUL character). Remove it and try again.',
  );
