import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LOGIN_QUERY_PARAMS, RoutePath } from '@health-passport/domain';
import { reportError } from '../../lib/errorReporting';
import { notifyNativeApp, rememberNativeAppOrigin, useNativeAppOrigin } from '../../lib/nativeApp';
import {
  getIdToken,
  getSessionStatus,
  onSessionEnd,
  refreshSession,
  startSession,
  takeRestore,
} from '../../lib/session';
import { clearUserData } from './clearUserData';
import { completeAuthentication } from './completeAuthentication';
import { useAppInfo } from '../app-info';
import { mayTakeOver, readTokensMessage, secondsUntilExpiry } from './nativeTokens';

const NO_WRAPPERS: readonly string[] = [];

function completeQuietly(): void {
  // A failure to load the profile shows as the viewer's error state; it is reported by the API layer.
  completeAuthentication().catch(() => undefined);
}

/**
 * Native app: a wrapper may inject access, id and refresh tokens (customer-journey §4). Only a wrapper the server
 * lists (NATIVE_APP_ORIGINS), or a script it injected into this page, and never over another person's session.
 */
function useNativeTokenInjection(allowed: readonly string[]): void {
  const remembered = useNativeAppOrigin();
  const nativeOrigin = remembered && allowed.includes(remembered) ? remembered : null;
  useEffect(() => {
    if (!nativeOrigin) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== nativeOrigin && event.origin !== window.location.origin) return;
      const message = readTokensMessage(event.data);
      if (!message) return;
      if (getSessionStatus() === 'active' && !mayTakeOver(message, getIdToken())) {
        // Someone else is signed in here: their session stays, and the wrapper is told.
        notifyNativeApp({ type: 'sessionRefused' });
        return;
      }
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
        completeQuietly();
      })().catch((error: unknown) => reportError(error, { action: 'nativeTokens' }));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [nativeOrigin]);
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
  const allowedWrappers = useAppInfo().data?.nativeAppOrigins ?? NO_WRAPPERS;

  useEffect(() => {
    if (nativeParam) rememberNativeAppOrigin(nativeParam, allowedWrappers);
  }, [nativeParam, allowedWrappers]);

  useEffect(() => {
    void takeRestore()?.then((restored) => {
      if (restored) completeQuietly();
    });
  }, []);

  useNativeTokenInjection(allowedWrappers);

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

/** The session's life (useSessionLifecycle) as a component of the shell, loaded with the data cache. */
export function SessionLifecycle() {
  useSessionLifecycle();
  return null;
}
