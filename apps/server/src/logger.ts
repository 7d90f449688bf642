import { type LoggerOptions, stdSerializers } from 'pino';
import type { Config } from './config.js';

/** Structured JSON logs; secrets, SQL parameters, signed links and search terms never reach them. */
export function loggerOptions(config: Pick<Config, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    serializers: {
      err: (error: unknown) =>
        error instanceof Error ? stdSerializers.err(scrubError(error) as Error) : scrubError(error),
      // Fastify's own request fields, the url without its query string: query strings carry url signatures (scan
      // media, documents, reports) and search terms (names, e-mail addresses, service numbers).
      req: (request: RequestLike) => ({
        method: request.method,
        url: withoutQuery(request.url ?? ''),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.code',
        '*.token',
        '*.refreshToken',
      ],
      censor: '[redacted]',
    },
  };
}

interface RequestLike {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** A url as it may be logged or reported: its path only. */
export function withoutQuery(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? url : `${url.slice(0, at)}?[removed]`;
}

/**
 * Where database errors keep the statement and its values: drizzle's `query`/`params`, PGlite's and node-postgres'
 * `query`, `params`/`parameters`, `detail` ("Key (email)=(…) already exists"), `where` and `internalQuery`.
 */
const SQL_FIELDS = new Set([
  'query',
  'params',
  'parameters',
  'values',
  'sql',
  'detail',
  'where',
  'internalQuery',
]);
const MAX_DEPTH = 8;

/**
 * A copy of an error fit to log or report: the SQL text and parameters removed from it and from every error in its
 * `cause` chain (fields and message), the rest (name, code, stack frames) kept. Values may be health data, e-mail
 * addresses, password hashes or TOTP secrets.
 */
export function scrubError(error: unknown, depth = 0): unknown {
  if (typeof error !== 'object' || error === null) return error;
  if (!(error instanceof Error) && typeof (error as { message?: unknown }).message !== 'string') {
    return scrubValue(error, depth);
  }
  const source = error as Record<string, unknown> & { message?: unknown; stack?: unknown; name?: unknown };
  const message = typeof source.message === 'string' ? scrubMessage(source.message) : undefined;
  const copy = new Error(message) as Error & Record<string, unknown>;
  if (typeof source.name === 'string') copy.name = source.name;
  copy.stack =
    typeof source.stack === 'string'
      ? [`${copy.name}: ${message ?? ''}`, ...source.stack.split('\n').filter((l) => /^\s+at /.test(l))].join(
          '\n',
        )
      : undefined;
  for (const [key, value] of Object.entries(source)) {
    if (SQL_FIELDS.has(key) || key === 'cause' || key === 'message' || key === 'stack') continue;
    copy[key] = scrubValue(value, depth + 1);
  }
  if (source.cause !== undefined && depth < MAX_DEPTH) copy.cause = scrubError(source.cause, depth + 1);
  return copy;
}

/** What an error carries besides its message: nested errors and objects lose their SQL fields too. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth > MAX_DEPTH) return '[removed]';
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  if (value instanceof Error) return scrubError(value, depth);
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SQL_FIELDS.has(key))
      .map(([key, item]) => [key, scrubValue(item, depth + 1)]),
  );
}

/**
 * Drizzle puts the statement and its parameters in the message ("Failed query: … params: …"); database messages quote
 * the offending value (`invalid input syntax for type integer: "…"`).
 */
export function scrubMessage(message: string): string {
  const failedQuery = message.indexOf('Failed query');
  const kept =
    failedQuery === -1
      ? message
      : `${message.slice(0, failedQuery)}Failed query [SQL and parameters removed]`;
  return kept.replace(/\bparams:[\s\S]*$/, 'params: [removed]').replace(/(:\s*)"[^"]*"/g, '$1"[removed]"');
}
