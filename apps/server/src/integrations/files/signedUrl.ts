import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** How long a signed file url stays valid: long enough to open a page, short enough not to travel far. */
export const SIGNED_URL_TTL_SECONDS = 10 * 60;

/**
 * Signs what a file url grants (e.g. passport, file, viewer, expiry) so that an <img>, a <video> or a plain
 * download link, which cannot send a bearer token, still reaches only what the server handed out.
 */
export interface UrlSigner {
  /** HMAC-SHA256 over the parts, base64url. */
  sign(parts: readonly string[]): string;
  /** Whether `signature` is the one this server made for the parts (constant-time comparison). */
  verify(parts: readonly string[], signature: string): boolean;
}

/** The parts are joined with this; a part that holds it is never signed (one text, one meaning). */
const SEPARATOR = '|';

/**
 * A signer with a key of its own per `purpose`, derived from the session secret with HKDF, so a signature
 * for one kind of url never stands in for another, a token or a code; rotating the secret voids every url.
 */
export function createUrlSigner(secret: string, purpose: string): UrlSigner {
  const key = Buffer.from(hkdfSync('sha256', secret, 'health-passport', purpose, 32));
  const sign = (parts: readonly string[]) => {
    if (parts.some((part) => part.includes(SEPARATOR))) {
      throw new Error(`A signed part may not hold "${SEPARATOR}"`);
    }
    return createHmac('sha256', key).update(parts.join(SEPARATOR)).digest('base64url');
  };
  return {
    sign,
    verify(parts, signature) {
      if (parts.some((part) => part.includes(SEPARATOR))) return false;
      // Compared as text: only the exact encoding this server produced is accepted.
      const expected = Buffer.from(sign(parts));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** The expiry (Unix seconds) of a url signed at `now`. */
export function signedUrlExpiry(now: Date, ttlSeconds: number = SIGNED_URL_TTL_SECONDS): number {
  return Math.floor(now.getTime() / 1000) + ttlSeconds;
}

/** Whether a url that expires at `expires` (Unix seconds) has expired at `now`. */
export function hasExpired(expires: number, now: Date): boolean {
  return expires * 1000 <= now.getTime();
}
