import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { scrubError, scrubMessage, scrubValue, withoutQuery } from '../logger.js';

/**
 * Unexpected errors go here: always to the structured log, and to Sentry when SENTRY_DSN is set. Neither gets the
 * SQL text or parameters of a database error (they may be health values, e-mail addresses or password hashes).
 * Expected domain errors (AppError) are answered to the caller and never reported.
 */
export interface ErrorReporter {
  report(error: unknown, context?: Record<string, unknown>): void;
  flush(): Promise<void>;
}

export async function createErrorReporter(
  config: Pick<Config, 'sentryDsn' | 'mode' | 'sentryTracesSampleRate'>,
  log: FastifyBaseLogger,
): Promise<ErrorReporter> {
  if (!config.sentryDsn) {
    return {
      report: (error, context) => log.error({ err: error, ...context }, 'unexpected error'),
      flush: async () => {},
    };
  }
  // Loaded only when configured, so a portal without Sentry never initialises it.
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.mode,
    tracesSampleRate: config.sentryTracesSampleRate,
    // Whatever reaches Sentry (our reports, and what its integrations capture by themselves) is scrubbed last.
    beforeSend: (event) => scrubSentryEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubSentryBreadcrumb(breadcrumb),
  });
  return {
    report: (error, context) => {
      log.error({ err: error, ...context }, 'unexpected error');
      Sentry.captureException(scrubError(error), { extra: scrubValue(context) as Record<string, unknown> });
    },
    flush: async () => {
      await Sentry.flush(2000);
    },
  };
}

interface SentryBreadcrumbLike {
  message?: string;
  data?: Record<string, unknown>;
}

interface SentryEventLike {
  message?: string;
  exception?: { values?: { value?: string }[] };
  extra?: Record<string, unknown>;
  contexts?: Record<string, unknown>;
  breadcrumbs?: SentryBreadcrumbLike[];
  request?: { url?: string; query_string?: unknown; data?: unknown; cookies?: unknown };
}

/**
 * A Sentry event without SQL text or parameters (in messages, exception values, extra data, contexts and
 * breadcrumbs), without request bodies, cookies or query strings (signed links, search terms).
 */
export function scrubSentryEvent<E extends SentryEventLike>(event: E): E {
  if (event.message !== undefined) event.message = scrubMessage(event.message);
  for (const value of event.exception?.values ?? []) {
    if (value.value !== undefined) value.value = scrubMessage(value.value);
  }
  if (event.extra) event.extra = scrubValue(event.extra) as Record<string, unknown>;
  if (typeof event.extra?.url === 'string') event.extra.url = withoutQuery(event.extra.url);
  if (event.contexts) event.contexts = scrubValue(event.contexts) as Record<string, unknown>;
  if (event.breadcrumbs) event.breadcrumbs = event.breadcrumbs.map(scrubSentryBreadcrumb);
  if (event.request) {
    delete event.request.query_string;
    delete event.request.data;
    delete event.request.cookies;
    if (event.request.url !== undefined) event.request.url = withoutQuery(event.request.url);
  }
  return event;
}

function scrubSentryBreadcrumb<B extends SentryBreadcrumbLike>(breadcrumb: B): B {
  if (breadcrumb.message !== undefined) breadcrumb.message = scrubMessage(breadcrumb.message);
  if (breadcrumb.data) breadcrumb.data = scrubValue(breadcrumb.data) as Record<string, unknown>;
  if (typeof breadcrumb.data?.url === 'string') breadcrumb.data.url = withoutQuery(breadcrumb.data.url);
  return breadcrumb;
}
