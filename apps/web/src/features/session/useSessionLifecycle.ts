import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LOGIN_QUERY_PARAMS, RoutePath } from '@health-passport/domain';
import { reportError } from '../../lib/errorReporting';
import { rememberNativeAppOrigin, useNativeAppOrigin } from '../../lib/nativeApp';
import {
  getSessionStatus,
  onSessionEnd,
  refreshSession,
  restoreSession,
  startSession,
} from '../../lib/session';
import { clearUserData } from './clearUserData';
import { completeAuthentication } from './completeAuthentication';
import { readTokensMessage, secondsUntilExpiry } from './nativeTokens';

function completeQuietly(queryClient: QueryClient): void {
  // A failure to load the profile shows as the viewer's error state; it is reported by the API layer.
  completeAuthentication(queryClient).catch(() => undefined);
}

/** Native app: a wrapper may inject access, id and refresh tokens (customer-journey §4). */
function useNativeTokenInjection(queryClient: QueryClient): void {
  const nativeOrigin = useNativeAppOrigin();
  useEffect(() => {
    if (!nativeOrigin) return;
    const onMessage = (event: MessageEvent) => {
      // Only the announced wrapper, or a script it injected into this page, may hand over a session.
      if (event.origin !== nativeOrigin && event.origin !== window.location.origin) return;
      const message = readTokensMessage(event.data);
      if (!message) return;
      void (async () => {
        if (message.refreshToken) {
          // The refresh token goes to the server once, which answers fresh tokens and sets its cookie.
          if (!(await refreshSession({ refreshToken: message.refreshToken }))) return;
        } else if (message.accessToken && message.idToken) {
          startSession({
            accessToken: message.accessToken,
            idToken: message.idToken,
            expiresIn: secondsUntilExpiry(message.accessToken),
          });
        }
        completeQuietly(queryClient);
      })().catch((error: unknown) => reportError(error, { action: 'nativeTokens' }));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [nativeOrigin, queryClient]);
}

/**
 * The session's life in the app, mounted once in the shell: remember native-app mode, restore an existing
 * session at start, accept tokens from a native wrapper, and sign out to the login page when the server
 * no longer accepts the session.
 */
export function useSessionLifecycle(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const nativeParam = params.get(LOGIN_QUERY_PARAMS.NATIVE_APP_ORIGIN);

  useEffect(() => {
    if (nativeParam) rememberNativeAppOrigin(nativeParam);
  }, [nativeParam]);

  useEffect(() => {
    if (getSessionStatus() !== 'unknown') return;
    void restoreSession().then((restored) => {
      if (restored) completeQuietly(queryClient);
    });
  }, [queryClient]);

  useNativeTokenInjection(queryClient);

  const here = useRef('');
  const currentPath = location.pathname + location.search;
  useEffect(() => {
    here.current = currentPath;
  }, [currentPath]);
  useEffect(
    () =>
      onSessionEnd((reason) => {
        if (reason !== 'expired') return;
        clearUserData(queryClient);
        const returnUrl = here.current;
        const target =
          returnUrl === RoutePath.HOME || returnUrl.startsWith(`${RoutePath.HOME}?`)
            ? RoutePath.HOME
            : `${RoutePath.HOME}?${new URLSearchParams({ [LOGIN_QUERY_PARAMS.RETURN_URL]: returnUrl }).toString()}`;
        void navigate(target, { replace: true });
      }),
    [queryClient, navigate],
  );
}
