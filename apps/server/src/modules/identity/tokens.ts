import { hkdfSync } from 'node:crypto';
import { rolesFromGroups, type Role } from '@health-passport/domain';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../clock.js';
import type { Viewer } from './viewer.js';

/** Access and id tokens live about 15 minutes; the web app refreshes them before they expire. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const AUDIENCE = 'health-passport';
const ALGORITHM = 'HS256';

/** Who a token speaks for. */
export interface TokenSubject {
  id: string;
  email: string;
  groups: readonly Role[];
  givenName: string;
  familyName: string;
  locale: string;
  /** The account's session version when the token was issued (sessionVersions.ts). */
  sessionVersion: number;
  /** The sign-in (refresh token family) the token belongs to. */
  sessionId: string;
}

/** A verified access token: its viewer and the session version it was issued under. */
export interface VerifiedAccess {
  viewer: Viewer;
  sessionVersion: number;
}

export interface Tokens {
  accessToken: string;
  idToken: string;
  expiresIn: number;
}

/** Separate keys for separate uses, all derived from the one session secret. */
export function deriveKey(secret: string, use: 'jwt' | 'codes'): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'health-passport', `hp-${use}`, 32));
}

/**
 * Access tokens this instance verified, kept so a signed-in person's next requests skip the signature check (their
 * expiry and the session version are still checked on every request). Beyond this many, the least recently used
 * goes first.
 */
const VERIFIED_TOKENS_KEPT = 20_000;

export interface TokenSigner {
  issue(subject: TokenSubject): Promise<Tokens>;
  /** The viewer of a valid access token; null for anything forged, expired, or not an access token. */
  verifyAccess(token: string): Promise<VerifiedAccess | null>;
}

export function createTokenSigner({
  key,
  issuer,
  clock,
}: {
  key: Uint8Array;
  issuer: string;
  clock: Clock;
}): TokenSigner {
  const sign = (claims: Record<string, unknown>, subject: string, now: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(subject)
      .setIssuer(issuer)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
      .sign(key);

  const verified = new LRUCache<string, { access: VerifiedAccess; expiresAtSeconds: number }>({
    max: VERIFIED_TOKENS_KEPT,
  });

  return {
    async issue(s) {
      const now = Math.floor(clock.now().getTime() / 1000);
      const common = { groups: [...s.groups], email: s.email, sv: s.sessionVersion, sid: s.sessionId };
      const [accessToken, idToken] = await Promise.all([
        sign({ ...common, token_use: 'access' }, s.id, now),
        sign(
          {
            ...common,
            given_name: s.givenName,
            family_name: s.familyName,
            locale: s.locale,
            token_use: 'id',
          },
          s.id,
          now,
        ),
      ]);
      return { accessToken, idToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
    },

    async verifyAccess(token) {
      const kept = verified.get(token);
      if (kept) return clock.now().getTime() / 1000 < kept.expiresAtSeconds ? kept.access : null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer,
          audience: AUDIENCE,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (payload.token_use !== 'access' || typeof payload.sub !== 'string') return null;
        const groups = Array.isArray(payload.groups)
          ? payload.groups.filter((g) => typeof g === 'string')
          : [];
        // A token without a version predates versions: it counts as version 0, the version every account began at.
        const sessionVersion =
          typeof payload.sv === 'number' && Number.isInteger(payload.sv) ? payload.sv : 0;
        const access: VerifiedAccess = {
          viewer: Object.freeze({
            userId: payload.sub,
            email: typeof payload.email === 'string' ? payload.email : '',
            // Shared by every request with this token: frozen, so none can change another's viewer.
            roles: Object.freeze(rolesFromGroups(groups)) as Role[],
            ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}),
          }),
          sessionVersion,
        };
        // exp is a required claim, checked by jwtVerify: valid while now is before it.
        verified.set(token, { access, expiresAtSeconds: payload.exp as number });
        return access;
      } catch {
        return null;
      }
    },
  };
}
