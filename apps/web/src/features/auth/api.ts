import { restRequest } from '../../lib/api';

export const SIGN_IN_PATH = '/auth/sign-in';

export interface SignInRequest {
  username: string;
  password: string;
}

/**
 * The server's answer. Only the completed sign-in is handled so far; the MFA and new-password challenges
 * arrive with the identity issue, which will widen this type.
 */
export interface SignInResponse {
  accessToken?: string;
}

export function signIn(request: SignInRequest): Promise<SignInResponse | undefined> {
  return restRequest<SignInResponse | undefined>('POST', SIGN_IN_PATH, request);
}
