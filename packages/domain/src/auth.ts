import { LOOSE_PASSWORD_MIN_LENGTH, NEW_PASSWORD_MIN_LENGTH, SIGN_IN_CODE_MIN_LENGTH } from './constants';

/** States of the login state machine (customer-journey §4). */
export const LoginState = Object.freeze({
  NONE: 'none',
  BUSY: 'busy',
  ACCOUNT_NOT_CONFIRMED: 'accountNotConfirmed',
  NEW_PASSWORD_REQUIRED: 'newPasswordRequired',
  ENTER_MFA_CODE: 'enterMfaCode',
  MFA_SETUP: 'mfaSetup',
  USER_NOT_CONFIRMED: 'userNotConfirmed',
  PASSWORD_RESET_REQUIRED: 'passwordResetRequired',
  NOT_AUTHORIZED: 'notAuthorized',
  USER_NOT_FOUND: 'userNotFound',
  OTHER: 'other',
  INVALID_CODE: 'invalidCode',
  INVALID_RESET_CODE: 'invalidResetCode',
  LIMIT_EXCEEDED: 'limitExceeded',
  EXPIRED_CODE: 'expiredCode',
  INVALID_PASSWORD: 'invalidPassword',
  AUTHENTICATION_COMPLETE: 'authenticationComplete',
} as const);
export type LoginState = (typeof LoginState)[keyof typeof LoginState];
export const LOGIN_STATES: readonly LoginState[] = Object.freeze(Object.values(LoginState));

export interface NewPasswordCheck {
  length: boolean;
  lower: boolean;
  upper: boolean;
  digit: boolean;
  special: boolean;
  valid: boolean;
}

/**
 * The strict new-password rule (customer-journey §5): 14+ characters with a lowercase letter, an uppercase
 * letter, a digit and a special character. Letters and digits of any script count as such; a special
 * character is anything else except whitespace. Length counts code points, not UTF-16 units.
 */
export function checkNewPassword(password: string): NewPasswordCheck {
  const length = Array.from(password).length >= NEW_PASSWORD_MIN_LENGTH;
  const lower = /\p{Ll}/u.test(password);
  const upper = /\p{Lu}/u.test(password);
  const digit = /\p{Nd}/u.test(password);
  const special = /[^\p{L}\p{N}\s]/u.test(password);
  return { length, lower, upper, digit, special, valid: length && lower && upper && digit && special };
}

/** Loose check of the login password field: marked valid from 8 characters (customer-journey §5). */
export function checkLoosePassword(password: string): boolean {
  return Array.from(password).length >= LOOSE_PASSWORD_MIN_LENGTH;
}

/**
 * Submitting a new password needs both entries equal and the strict rule met (customer-journey §5). The
 * spec's submit check omits the digit, but the identity provider demands one (§8), so we demand it too.
 */
export function canSubmitNewPassword(password: string, confirmation: string): boolean {
  return password === confirmation && checkNewPassword(password).valid;
}

/** Sign-in needs only a non-empty username and password (customer-journey §5). */
export function canSubmitSignIn(username: string, password: string): boolean {
  return username.length > 0 && password.length > 0;
}

/** The SMS-code button is enabled only when the code is longer than 3 characters (customer-journey §5). */
export function canSubmitSignInCode(code: string): boolean {
  return code.trim().length >= SIGN_IN_CODE_MIN_LENGTH;
}

/** The username is lower-cased before sign-in and reset (customer-journey §5). */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** The identity provider's challenges (customer-journey §4 login state machine), as /auth/* answers them. */
export const AuthChallenge = Object.freeze({
  SMS_MFA: 'SMS_MFA',
  SOFTWARE_TOKEN_MFA: 'SOFTWARE_TOKEN_MFA',
  NEW_PASSWORD_REQUIRED: 'NEW_PASSWORD_REQUIRED',
  MFA_SETUP: 'MFA_SETUP',
} as const);
export type AuthChallenge = (typeof AuthChallenge)[keyof typeof AuthChallenge];
export const AUTH_CHALLENGES = Object.freeze(Object.values(AuthChallenge)) as readonly AuthChallenge[];

/** The identity provider's error codes (customer-journey §8 sign-in messages): `{ error: { code } }`. */
export const AuthErrorCode = Object.freeze({
  USER_NOT_CONFIRMED: 'UserNotConfirmedException',
  NOT_AUTHORIZED: 'NotAuthorizedException',
  PASSWORD_RESET_REQUIRED: 'PasswordResetRequiredException',
  USER_NOT_FOUND: 'UserNotFoundException',
  CODE_MISMATCH: 'CodeMismatchException',
  EXPIRED_CODE: 'ExpiredCodeException',
  LIMIT_EXCEEDED: 'LimitExceededException',
  INVALID_PASSWORD: 'InvalidPasswordException',
  INVALID_PARAMETER: 'InvalidParameterException',
  USERNAME_EXISTS: 'UsernameExistsException',
} as const);
export type AuthErrorCode = (typeof AuthErrorCode)[keyof typeof AuthErrorCode];
