import { useReducer } from 'react';
import { AuthChallenge, normalizeUsername } from '@health-passport/domain';
import { rateLimitedMinutes } from '../../lib/api';
import { reportError } from '../../lib/errorReporting';
import { startSession } from '../../lib/session';
import {
  answerChallenge,
  associateMfa,
  confirmForgotPassword,
  forgotPassword,
  signIn,
  type AuthResult,
} from './api';
import { initialLoginState, loginReducer, type BusyLabelKey, type LoginFlowState } from './loginFlow';
import { authErrorCode, isExpectedAuthError } from './loginMessages';

export interface LoginFlow {
  state: LoginFlowState;
  signIn(username: string, password: string): void;
  submitCode(code: string): void;
  submitMfaSetup(code: string): void;
  submitNewPassword(newPassword: string): void;
  requestReset(username: string): void;
  resendResetCode(): void;
  resetPassword(code: string, newPassword: string): void;
  forgotPassword(username?: string): void;
  backToSignIn(): void;
}

/** The login screen's requests, wired to its state machine (customer-journey §4). */
export function useLoginFlow(): LoginFlow {
  const [state, dispatch] = useReducer(loginReducer, initialLoginState);
  const { view, username } = state;

  const handle = async (result: AuthResult): Promise<void> => {
    if (result.status === 'AUTHENTICATED') {
      dispatch({ type: 'result', result });
      startSession(result.tokens);
      // From here the viewer takes over: its loading, its error state, and the route guards' redirect. The session
      // feature (and the data cache it fills) loads now: the sign-in page draws without them.
      await import('../session')
        .then(({ completeAuthentication }) => completeAuthentication())
        .catch(() => undefined);
      return;
    }
    if (result.challenge === AuthChallenge.MFA_SETUP) {
      const association = await associateMfa({ session: result.session });
      dispatch({ type: 'result', result, association });
      return;
    }
    dispatch({ type: 'result', result });
  };

  const run = (busy: BusyLabelKey, task: () => Promise<void>, nextUsername?: string) => {
    dispatch({ type: 'submit', busy, username: nextUsername });
    task().catch((error: unknown) => {
      const waitMinutes = rateLimitedMinutes(error);
      if (!isExpectedAuthError(error) && waitMinutes === undefined) {
        reportError(error, { action: 'login', view: view.name });
      }
      dispatch({ type: 'failed', code: authErrorCode(error), waitMinutes });
    });
  };

  const answer = (busy: BusyLabelKey, body: Parameters<typeof answerChallenge>[0]) =>
    run(busy, () => answerChallenge(body).then(handle));

  return {
    state,
    signIn(rawUsername, password) {
      const name = normalizeUsername(rawUsername);
      run('auth.busy.signIn', () => signIn({ username: name, password }).then(handle), name);
    },
    submitCode(code) {
      if (view.name !== 'code') return;
      answer('auth.busy.checkCode', { challenge: view.challenge, session: view.session, code: code.trim() });
    },
    submitMfaSetup(code) {
      if (view.name !== 'mfaSetup') return;
      answer('auth.busy.checkCode', {
        challenge: AuthChallenge.MFA_SETUP,
        session: view.session,
        code: code.trim(),
      });
    },
    submitNewPassword(newPassword) {
      if (view.name !== 'newPassword') return;
      answer('auth.busy.savePassword', {
        challenge: AuthChallenge.NEW_PASSWORD_REQUIRED,
        session: view.session,
        newPassword,
      });
    },
    requestReset(rawUsername) {
      const name = normalizeUsername(rawUsername);
      run(
        'auth.busy.sendCode',
        async () => {
          const { destination } = await forgotPassword({ username: name });
          dispatch({ type: 'resetRequested', destination });
        },
        name,
      );
    },
    resendResetCode() {
      run('auth.busy.sendCode', async () => {
        const { destination } = await forgotPassword({ username });
        dispatch({ type: 'resetRequested', destination });
      });
    },
    resetPassword(code, newPassword) {
      run('auth.busy.savePassword', async () => {
        await confirmForgotPassword({ username, code: code.trim(), newPassword });
        dispatch({ type: 'passwordReset' });
        await handle(await signIn({ username, password: newPassword }));
      });
    },
    forgotPassword(typedUsername) {
      dispatch({
        type: 'forgotPassword',
        username: typedUsername === undefined ? undefined : normalizeUsername(typedUsername),
      });
    },
    backToSignIn() {
      dispatch({ type: 'backToSignIn' });
    },
  };
}
