import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';

/**
 * Unexpected errors go here: always to the structured log, and to Sentry when SENTRY_DSN is set.
 * Expected domain errors (AppError) are answered to the caller and never reported.
 */
export interface ErrorReporter {
  report(error: unknown, context?: Record<string, unknown>): void;
  flush(): Promise<void>;
}

export async function createErrorReporter(
  config: Pick<Config, 'sentryDsn' | 'mode'>,
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
  Sentry.init({ dsn: config.sentryDsn, environment: config.mode, tracesSampleRate: 1.0 });
  return {
    report: (error, context) => {
      log.error({ err: error, ...context }, 'unexpected error');
      Sentry.captureException(error, { extra: context });
    },
    flush: async () => {
      await Sentry.flush(2000);
    },
  };
}
