import { isApiError } from '../../lib/api';

/** Sign-in message keys (customer-journey §8 "Sign-in messages"). */
export type SignInErrorKey =
  | 'auth.signIn.errors.notAuthorized'
  | 'auth.signIn.errors.userNotFound'
  | 'auth.signIn.errors.userNotConfirmed'
  | 'auth.signIn.errors.limitExceeded'
  | 'auth.signIn.errors.passwordResetRequired'
  | 'auth.signIn.errors.other';

/** The one table from the identity provider's error codes to the message shown. */
const SIGN_IN_ERROR_KEYS: Readonly<Record<string, SignInErrorKey>> = {
  NotAuthorizedException: 'auth.signIn.errors.notAuthorized',
  UserNotFoundException: 'auth.signIn.errors.userNotFound',
  UserNotConfirmedException: 'auth.signIn.errors.userNotConfirmed',
  LimitExceededException: 'auth.signIn.errors.limitExceeded',
  PasswordResetRequiredException: 'auth.signIn.errors.passwordResetRequired',
};

export function signInErrorKey(error: unknown): SignInErrorKey {
  const code = isApiError(error) ? error.code : undefined;
  return (code && SIGN_IN_ERROR_KEYS[code]) || 'auth.signIn.errors.other';
}

/** Codes that are expected answers to a sign-in; anything else is worth reporting. */
export function isExpectedSignInError(error: unknown): boolean {
  return isApiError(error) && error.code in SIGN_IN_ERROR_KEYS;
}
