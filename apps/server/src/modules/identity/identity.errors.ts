import { AuthErrorCode, INVALID_TOKEN_MESSAGE } from '@health-passport/domain';
import type { ZodError } from 'zod';
import { AppError } from '../../errors.js';

const C = AuthErrorCode;

/** Every identity error in one place: code, English message and HTTP category. */
export const authErrors = {
  /** Wrong password and unknown username alike, so sign-in cannot tell which accounts exist. */
  incorrectCredentials: () =>
    new AppError('BAD_REQUEST', C.NOT_AUTHORIZED, 'Incorrect username or password.'),
  invalidSession: () =>
    new AppError('BAD_REQUEST', C.NOT_AUTHORIZED, 'Invalid session for the user, session is expired.'),
  /** A missing, forged or expired access token on a protected call (passport-and-professional §7, §8). */
  invalidToken: () => new AppError('UNAUTHENTICATED', C.NOT_AUTHORIZED, INVALID_TOKEN_MESSAGE),
  invalidRefreshToken: () =>
    new AppError('UNAUTHENTICATED', C.NOT_AUTHORIZED, 'Invalid refresh token, please sign in again.'),
  forbidden: () => new AppError('FORBIDDEN', 'forbidden', 'You are not allowed to do this.'),
  userNotConfirmed: () => new AppError('BAD_REQUEST', C.USER_NOT_CONFIRMED, 'User is not confirmed.'),
  passwordResetRequired: () =>
    new AppError('BAD_REQUEST', C.PASSWORD_RESET_REQUIRED, 'Password reset required for the user.'),
  temporaryPasswordExpired: () =>
    new AppError(
      'BAD_REQUEST',
      C.PASSWORD_RESET_REQUIRED,
      'The temporary password has expired; reset your password to sign in.',
    ),
  userNotFound: () =>
    new AppError(
      'BAD_REQUEST',
      C.USER_NOT_FOUND,
      'No account was found for that username or e-mail address.',
    ),
  codeMismatch: () =>
    new AppError('BAD_REQUEST', C.CODE_MISMATCH, 'Invalid code provided, please try again.'),
  codeAlreadyUsed: () =>
    new AppError('BAD_REQUEST', C.CODE_MISMATCH, 'This code has already been used, wait for the next one.'),
  expiredCode: () =>
    new AppError('BAD_REQUEST', C.EXPIRED_CODE, 'Invalid code provided, please request a code again.'),
  limitExceeded: (retryAfterSeconds: number) =>
    new AppError(
      'TOO_MANY_REQUESTS',
      C.LIMIT_EXCEEDED,
      'Attempt limit exceeded, please try again in a short while.',
      { retryAfterSeconds },
    ),
  invalidPassword: (message: string) => new AppError('BAD_REQUEST', C.INVALID_PASSWORD, message),
  invalidParameter: (message: string, fields?: Record<string, string>) =>
    new AppError('BAD_REQUEST', C.INVALID_PARAMETER, message, fields ? { fields } : undefined),
  usernameExists: () =>
    new AppError('CONFLICT', C.USERNAME_EXISTS, 'An account with the given e-mail address already exists.'),
};

/** Turns a failed zod parse into InvalidParameterException, naming each bad field. */
export function invalidParameterFrom(error: ZodError): AppError {
  const fields = Object.fromEntries(error.issues.map((i) => [i.path.join('.') || '_', i.message]));
  const first = error.issues[0];
  const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
  return authErrors.invalidParameter(
    `Invalid request. ${where}${first?.message ?? 'malformed input'}`,
    fields,
  );
}
