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

/** Seconds until a JWT's `exp`, when it has one; the token is not verified here (the server does that). */
export function secondsUntilExpiry(jwt: string, now = Date.now()): number | undefined {
  const payload = jwt.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? Math.floor(exp - now / 1000) : undefined;
  } catch {
    return undefined;
  }
}
