import { AuthErrorCode, LoginState } from '@health-passport/domain';
import { isApiError } from '../../lib/api';

const KNOWN_CODES: ReadonlySet<string> = new Set(Object.values(AuthErrorCode));

/** Sign-in message keys (customer-journey §8 "Sign-in messages"). */
export type LoginMessageKey =
  | 'auth.messages.accountNotConfirmed'
  | 'auth.messages.notAuthorized'
  | 'auth.messages.sessionExpired'
  | 'auth.messages.newPasswordRequired'
  | 'auth.messages.mfaSetup'
  | 'auth.messages.passwordResetRequired'
  | 'auth.messages.userNotFound'
  | 'auth.messages.other'
  | 'auth.messages.invalidCode'
  | 'auth.messages.limitExceeded'
  | 'auth.messages.expiredCode'
  | 'auth.messages.invalidPassword'
  | 'auth.messages.invalidParameter'
  | 'errors.rateLimited';

/** The one table from a login state to the message its callout shows (customer-journey §4, §8). */
export const LOGIN_STATE_MESSAGES: Readonly<Partial<Record<LoginState, LoginMessageKey>>> = Object.freeze({
  [LoginState.ACCOUNT_NOT_CONFIRMED]: 'auth.messages.accountNotConfirmed',
  [LoginState.USER_NOT_CONFIRMED]: 'auth.messages.accountNotConfirmed',
  [LoginState.NOT_AUTHORIZED]: 'auth.messages.notAuthorized',
  [LoginState.NEW_PASSWORD_REQUIRED]: 'auth.messages.newPasswordRequired',
  [LoginState.MFA_SETUP]: 'auth.messages.mfaSetup',
  [LoginState.PASSWORD_RESET_REQUIRED]: 'auth.messages.passwordResetRequired',
  [LoginState.USER_NOT_FOUND]: 'auth.messages.userNotFound',
  [LoginState.OTHER]: 'auth.messages.other',
  [LoginState.INVALID_CODE]: 'auth.messages.invalidCode',
  [LoginState.INVALID_RESET_CODE]: 'auth.messages.invalidCode',
  [LoginState.LIMIT_EXCEEDED]: 'auth.messages.limitExceeded',
  [LoginState.EXPIRED_CODE]: 'auth.messages.expiredCode',
  [LoginState.INVALID_PASSWORD]: 'auth.messages.invalidPassword',
});

/** The server's error code of a failed call, if it sent one. */
export function authErrorCode(error: unknown): string | undefined {
  return isApiError(error) ? error.code : undefined;
}

/** Codes that are expected answers of the identity flows; anything else is worth reporting. */
export function isExpectedAuthError(error: unknown): boolean {
  const code = authErrorCode(error);
  return code !== undefined && KNOWN_CODES.has(code);
}
