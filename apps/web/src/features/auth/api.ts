import type { AuthChallenge } from '@health-passport/domain';
import { restRequest } from '../../lib/api';
import type { SessionTokens } from '../../lib/session';

export const AUTH_PATHS = {
  signIn: '/auth/sign-in',
  challenge: '/auth/challenge',
  associateMfa: '/auth/mfa/associate',
  verifyMfa: '/auth/mfa/verify',
  forgotPassword: '/auth/forgot-password',
  confirmForgotPassword: '/auth/confirm-forgot-password',
  changePassword: '/auth/change-password',
} as const;

export type CodeChallenge = typeof AuthChallenge.SMS_MFA | typeof AuthChallenge.SOFTWARE_TOKEN_MFA;

/** What sign-in and every challenge answer: a session, or the next challenge. */
export type AuthResult =
  | { status: 'AUTHENTICATED'; tokens: SessionTokens & { expiresIn: number } }
  | { status: 'CHALLENGE'; challenge: AuthChallenge; session: string; destination?: string };

export interface ChallengeAnswer {
  challenge: AuthChallenge;
  session: string;
  code?: string;
  newPassword?: string;
}

/** TOTP enrolment: the QR code as SVG, and the secret for entering it by hand. */
export interface MfaAssociation {
  secretCode: string;
  otpauthUri: string;
  qrSvg: string;
}

export function signIn(request: { username: string; password: string }): Promise<AuthResult> {
  return restRequest<AuthResult>('POST', AUTH_PATHS.signIn, request);
}

export function answerChallenge(answer: ChallengeAnswer): Promise<AuthResult> {
  return restRequest<AuthResult>('POST', AUTH_PATHS.challenge, answer);
}

/**
 * Starts TOTP enrolment: during sign-in with the MFA_SETUP challenge's session, or for a signed-in user
 * (bearer token, no session).
 */
export function associateMfa(request: { session?: string } = {}): Promise<MfaAssociation> {
  return restRequest<MfaAssociation>('POST', AUTH_PATHS.associateMfa, request);
}

/** A signed-in user finishes TOTP enrolment with the first code of the app. */
export function verifyMfa(request: { code: string }): Promise<unknown> {
  return restRequest<unknown>('POST', AUTH_PATHS.verifyMfa, request);
}

export function forgotPassword(request: {
  username: string;
}): Promise<{ deliveryMedium: string; destination: string }> {
  return restRequest('POST', AUTH_PATHS.forgotPassword, request);
}

export function confirmForgotPassword(request: {
  username: string;
  code: string;
  newPassword: string;
}): Promise<{ ok: boolean }> {
  return restRequest('POST', AUTH_PATHS.confirmForgotPassword, request);
}

/** A signed-in user's new password, with the current one; the account's other sessions end. */
export function changePassword(request: {
  currentPassword: string;
  newPassword: string;
}): Promise<{ ok: boolean }> {
  return restRequest('POST', AUTH_PATHS.changePassword, request);
}
