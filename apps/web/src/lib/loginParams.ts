import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LOGIN_QUERY_PARAMS } from '@health-passport/domain';

export interface LoginParams {
  /** Where to go after signing in; only paths inside this app are accepted. */
  returnUrl: string | null;
  /** A preset name filter for the individuals list (customer-journey §2). */
  searchConsumer: string | null;
  /** Set when the portal runs inside a native app (customer-journey §2). */
  nativeAppOrigin: string | null;
}

const BASE = 'https://portal.invalid';

/**
 * Accepts only a path of this app: absolute and protocol-relative URLs, backslash tricks and control
 * characters (which browsers strip, turning "/\t/evil.example" into "//evil.example") are refused.
 */
export function safeReturnUrl(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login screen's query parameters (customer-journey §2 Login screen). */
export function useLoginParams(): LoginParams {
  const [params] = useSearchParams();
  const returnUrl = params.get(LOGIN_QUERY_PARAMS.RETURN_URL);
  const searchConsumer = params.get(LOGIN_QUERY_PARAMS.SEARCH_CONSUMER);
  const nativeAppOrigin = params.get(LOGIN_QUERY_PARAMS.NATIVE_APP_ORIGIN);
  return useMemo(
    () => ({
      returnUrl: safeReturnUrl(returnUrl),
      searchConsumer: searchConsumer || null,
      nativeAppOrigin: nativeAppOrigin || null,
    }),
    [returnUrl, searchConsumer, nativeAppOrigin],
  );
}
