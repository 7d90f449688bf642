const ENDPOINT = '/api/v2/client-errors';

export type ErrorContext = Record<string, unknown>;

interface ClientErrorReport {
  message: string;
  stack?: string;
  context?: ErrorContext;
  url: string;
}

// The server rejects longer fields; cut rather than lose the whole report.
const LIMITS = { message: 2000, stack: 8000, url: 2000 } as const;

function toReport(error: unknown, context?: ErrorContext): ClientErrorReport {
  const url = typeof window === 'undefined' ? '' : window.location.href.slice(0, LIMITS.url);
  if (error instanceof Error) {
    const message = `${error.name}: ${error.message}`.slice(0, LIMITS.message);
    return { message, stack: error.stack?.slice(0, LIMITS.stack), context, url };
  }
  let message: string;
  try {
    message = typeof error === 'string' ? error : JSON.stringify(error);
  } catch {
    message = String(error);
  }
  return { message: message.slice(0, LIMITS.message), context, url };
}

/** Errors already reported: a caller may report what a lower layer (graphqlRequest) reported already. */
const reported = new WeakSet<object>();

/**
 * Logs the error and sends it to the server, once per error object. Must never throw: it runs inside error
 * boundaries and catch blocks, where a second failure would hide the first.
 */
export function reportError(error: unknown, context?: ErrorContext): void {
  try {
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    console.error(error, context ?? '');
    const body = JSON.stringify(toReport(error, context));
    const blob = new Blob([body], { type: 'application/json' });
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(ENDPOINT, blob)) return;
    }
    if (typeof fetch === 'function') {
      void fetch(ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        credentials: 'include',
        keepalive: true,
      }).catch(() => undefined);
    }
  } catch {
    // Reporting is best effort; the original error has already been logged when we get here.
  }
}
