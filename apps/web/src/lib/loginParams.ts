import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LOGIN_QUERY_PARAMS } from '@health-passport/domain';

export interface LoginParams {
  /** Where to go after signing in; only paths inside this app are accepted. */
  returnUrl: string | null;
  /** A preset name filter for the individuals list (customer-journey §2). */
  searchConsumer: string | null;
}

/** Rejects absolute and protocol-relative URLs so a crafted link cannot send people to another site. */
export function safeReturnUrl(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** The login screen's query parameters (customer-journey §2 Login screen). */
export function useLoginParams(): LoginParams {
  const [params] = useSearchParams();
  const returnUrl = params.get(LOGIN_QUERY_PARAMS.RETURN_URL);
  const searchConsumer = params.get(LOGIN_QUERY_PARAMS.SEARCH_CONSUMER);
  return useMemo(
    () => ({ returnUrl: safeReturnUrl(returnUrl), searchConsumer: searchConsumer || null }),
    [returnUrl, searchConsumer],
  );
}
