import { LoginState } from '@health-passport/domain';
import { AuthChallenge, AuthErrorCode } from '@health-passport/domain';
import type { AuthResult, CodeChallenge, MfaAssociation } from './api';
import { LOGIN_STATE_MESSAGES, type LoginMessageKey } from './loginMessages';

/**
 * The login screen's state machine (customer-journey §4), kept pure so every transition is testable:
 * which form shows (the view), the spec's login state, whether a request is under way (the busy view)
 * and the callout to show.
 */
export type LoginView =
  | { name: 'signIn' }
  | { name: 'code'; challenge: CodeChallenge; session: string; destination?: string }
  | { name: 'mfaSetup'; session: string; association: MfaAssociation }
  | { name: 'newPassword'; session: string }
  | { name: 'requestReset' }
  | { name: 'resetWithCode'; destination?: string };

export type LoginViewName = LoginView['name'];

export type BusyLabelKey =
  'auth.busy.signIn' | 'auth.busy.checkCode' | 'auth.busy.sendCode' | 'auth.busy.savePassword';

export interface LoginNotice {
  key: LoginMessageKey;
  /** Errors are red; a step the user has to take (set a new password, set up MFA) is neutral. */
  tone: 'danger' | 'info';
  /** The minutes to wait, for the message of too many requests. */
  count?: number;
}

export interface LoginFlowState {
  view: LoginView;
  state: LoginState;
  /** Set while a request is under way: the busy view shows with this label. */
  busy: BusyLabelKey | null;
  notice: LoginNotice | null;
  /** Lower-cased; carried from sign-in to reset and back. */
  username: string;
}

export type LoginAction =
  | { type: 'submit'; busy: BusyLabelKey; username?: string }
  | { type: 'result'; result: AuthResult; association?: MfaAssociation }
  /** `waitMinutes`: the server refused the request as one too many from this address (429 rateLimited). */
  | { type: 'failed'; code: string | undefined; waitMinutes?: number }
  | { type: 'forgotPassword'; username?: string }
  | { type: 'resetRequested'; destination?: string }
  | { type: 'passwordReset' }
  | { type: 'backToSignIn' };

export const initialLoginState: LoginFlowState = {
  view: { name: 'signIn' },
  state: LoginState.NONE,
  busy: null,
  notice: null,
  username: '',
};

const SIGN_IN: LoginView = { name: 'signIn' };

function notice(state: LoginState, tone: LoginNotice['tone']): LoginNotice | null {
  const key = LOGIN_STATE_MESSAGES[state];
  return key ? { key, tone } : null;
}

function afterResult(
  current: LoginFlowState,
  action: Extract<LoginAction, { type: 'result' }>,
): LoginFlowState {
  const { result } = action;
  if (result.status === 'AUTHENTICATED') {
    // Stays busy: the profile loads and the route guards take the user on from here.
    return { ...current, state: LoginState.AUTHENTICATION_COMPLETE, notice: null };
  }
  const idle: LoginFlowState = { ...current, busy: null };
  switch (result.challenge) {
    case AuthChallenge.SMS_MFA:
    case AuthChallenge.SOFTWARE_TOKEN_MFA:
      return {
        ...idle,
        view: {
          name: 'code',
          challenge: result.challenge,
          session: result.session,
          ...(result.destination ? { destination: result.destination } : {}),
        },
        state: LoginState.ENTER_MFA_CODE,
        notice: null,
      };
    case AuthChallenge.NEW_PASSWORD_REQUIRED:
      return {
        ...idle,
        view: { name: 'newPassword', session: result.session },
        state: LoginState.NEW_PASSWORD_REQUIRED,
        notice: notice(LoginState.NEW_PASSWORD_REQUIRED, 'info'),
      };
    case AuthChallenge.MFA_SETUP:
      if (!action.association)
        return {
          ...idle,
          view: SIGN_IN,
          state: LoginState.OTHER,
          notice: notice(LoginState.OTHER, 'danger'),
        };
      return {
        ...idle,
        view: { name: 'mfaSetup', session: result.session, association: action.association },
        state: LoginState.MFA_SETUP,
        notice: notice(LoginState.MFA_SETUP, 'info'),
      };
    default:
      return { ...idle, view: SIGN_IN, state: LoginState.OTHER, notice: notice(LoginState.OTHER, 'danger') };
  }
}

/** Where an error leads: its login state and the form it returns to (customer-journey §8). */
export function errorTransition(
  view: LoginView,
  code: string | undefined,
): { state: LoginState; view: LoginView; key?: LoginMessageKey } {
  const inChallenge = view.name === 'code' || view.name === 'mfaSetup' || view.name === 'newPassword';
  switch (code) {
    case AuthErrorCode.USER_NOT_CONFIRMED:
      return { state: LoginState.ACCOUNT_NOT_CONFIRMED, view: SIGN_IN };
    case AuthErrorCode.NOT_AUTHORIZED:
      // During a challenge the provider says this when its session ran out: sign in again.
      return inChallenge
        ? { state: LoginState.NOT_AUTHORIZED, view: SIGN_IN, key: 'auth.messages.sessionExpired' }
        : { state: LoginState.NOT_AUTHORIZED, view: view.name === 'resetWithCode' ? view : SIGN_IN };
    case AuthErrorCode.PASSWORD_RESET_REQUIRED:
      return { state: LoginState.PASSWORD_RESET_REQUIRED, view: { name: 'requestReset' } };
    case AuthErrorCode.USER_NOT_FOUND:
      return { state: LoginState.USER_NOT_FOUND, view: view.name === 'requestReset' ? view : SIGN_IN };
    case AuthErrorCode.CODE_MISMATCH:
      return {
        state: view.name === 'resetWithCode' ? LoginState.INVALID_RESET_CODE : LoginState.INVALID_CODE,
        view,
      };
    case AuthErrorCode.EXPIRED_CODE:
      // A reset code is requested again from the reset form; a sign-in code by signing in again.
      return { state: LoginState.EXPIRED_CODE, view: view.name === 'resetWithCode' ? view : SIGN_IN };
    case AuthErrorCode.LIMIT_EXCEEDED:
      return { state: LoginState.LIMIT_EXCEEDED, view };
    case AuthErrorCode.INVALID_PASSWORD:
      return { state: LoginState.INVALID_PASSWORD, view };
    case AuthErrorCode.INVALID_PARAMETER:
      return { state: LoginState.OTHER, view, key: 'auth.messages.invalidParameter' };
    default:
      return { state: LoginState.OTHER, view };
  }
}

export function loginReducer(current: LoginFlowState, action: LoginAction): LoginFlowState {
  switch (action.type) {
    case 'submit':
      return {
        ...current,
        busy: action.busy,
        state: LoginState.BUSY,
        notice: null,
        username: action.username ?? current.username,
      };
    case 'result':
      return afterResult(current, action);
    case 'failed': {
      if (action.waitMinutes !== undefined) {
        const key = 'errors.rateLimited';
        const waiting = { key, tone: 'danger', count: action.waitMinutes } as const;
        return { ...current, busy: null, state: LoginState.LIMIT_EXCEEDED, notice: waiting };
      }
      const next = errorTransition(current.view, action.code);
      const key = next.key ?? LOGIN_STATE_MESSAGES[next.state] ?? 'auth.messages.other';
      return { ...current, busy: null, view: next.view, state: next.state, notice: { key, tone: 'danger' } };
    }
    case 'forgotPassword':
      return {
        ...current,
        busy: null,
        view: { name: 'requestReset' },
        state: LoginState.NONE,
        notice: null,
        username: action.username ?? current.username,
      };
    case 'resetRequested':
      // "Requesting sets password-reset-required and moves on to reset-with-code" (customer-journey §4).
      return {
        ...current,
        busy: null,
        view: { name: 'resetWithCode', ...(action.destination ? { destination: action.destination } : {}) },
        state: LoginState.PASSWORD_RESET_REQUIRED,
        notice: null,
      };
    case 'passwordReset':
      // "Setting a new password signs the user in again": still busy, now signing in.
      return { ...current, view: SIGN_IN, busy: 'auth.busy.signIn' };
    case 'backToSignIn':
      return { ...current, busy: null, view: SIGN_IN, state: LoginState.NONE, notice: null };
  }
}
