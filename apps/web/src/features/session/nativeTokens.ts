/** What a native wrapper may post to inject a session (customer-journey §4). */
export interface NativeTokensMessage {
  type: 'tokens';
  accessToken?: string;
  idToken?: string;
  refreshToken?: string;
}

function parse(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

function optionalString(value: unknown): value is string | undefined {
  return value === undefined || (typeof value === 'string' && value.length > 0);
}

/** The tokens message in a `message` event's data (an object, or its JSON as React Native sends it). */
export function readTokensMessage(data: unknown): NativeTokensMessage | null {
  const message = parse(data) as Partial<Record<keyof NativeTokensMessage, unknown>> | null | undefined;
  if (!message || typeof message !== 'object' || message.type !== 'tokens') return null;
  const { accessToken, idToken, refreshToken } = message;
  if (!optionalString(accessToken) || !optionalString(idToken) || !optionalString(refreshToken)) return null;
  if (!refreshToken && !(accessToken && idToken)) return null;
  return { type: 'tokens', accessToken, idToken, refreshToken };
}

/** A JWT's claims, unverified (the server verifies tokens); undefined when it is no JWT. */
function claimsOf(jwt: string): Record<string, unknown> | undefined {
  const payload = jwt.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as unknown;
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Seconds until a JWT's `exp`, when it has one; the token is not verified here (the server does that). */
export function secondsUntilExpiry(jwt: string, now = Date.now()): number | undefined {
  const exp = claimsOf(jwt)?.exp;
  return typeof exp === 'number' ? Math.floor(exp - now / 1000) : undefined;
}

/** Whose a JWT is (`sub`), unverified. */
export function subjectOf(jwt: string | null | undefined): string | undefined {
  const sub = jwt ? claimsOf(jwt)?.sub : undefined;
  return typeof sub === 'string' ? sub : undefined;
}

/**
 * Whether tokens handed over may become the session: always when no one is signed in; while someone is, only
 * that person's own tokens (a wrapper renewing them), never another account's and never a bare refresh token.
 */
export function mayTakeOver(message: NativeTokensMessage, currentIdToken: string | null): boolean {
  if (!currentIdToken) return true;
  const current = subjectOf(currentIdToken);
  return current !== undefined && subjectOf(message.idToken) === current;
}
