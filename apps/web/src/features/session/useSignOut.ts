import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { RoutePath } from '@health-passport/domain';
import { CLIENT_ERROR_CODES, isApiError, isSessionGoneError, restRequest } from '../../lib/api';
import { reportError } from '../../lib/errorReporting';
import { endSession } from '../../lib/session';
import { clearUserData } from './clearUserData';

export const SIGN_OUT_PATH = '/auth/sign-out';
/** Ends every session of the account: other devices are refused on their next request. */
export const SIGN_OUT_EVERYWHERE_PATH = '/auth/sign-out-everywhere';

/**
 * Signs out: the server revokes the refresh token and clears its cookie, then everything the app knew
 * about the person is forgotten and the login page shows. The local part happens even when the server
 * cannot be reached, so a shared device is never left signed in.
 */
export function useSignOut({ everywhere = false }: { everywhere?: boolean } = {}): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await restRequest<void>('POST', everywhere ? SIGN_OUT_EVERYWHERE_PATH : SIGN_OUT_PATH);
    } catch (error) {
      const expected =
        isSessionGoneError(error) || (isApiError(error) && error.code === CLIENT_ERROR_CODES.network);
      if (!expected) reportError(error, { action: 'signOut' });
    }
    endSession('signedOut');
    clearUserData(queryClient);
    await navigate(RoutePath.HOME, { replace: true });
  }, [queryClient, navigate, everywhere]);
}
