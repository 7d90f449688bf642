import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** How long a signed media url stays valid. */
export const SCAN_MEDIA_TTL_SECONDS = 10 * 60;

/** What a media url grants: one stored file of one passport, to one viewer, until `expires`. */
export interface MediaGrant {
  passportId: string;
  /** The stored file name (file store). */
  name: string;
  /** The user the url was made for; their access is checked again when the url is used. */
  viewerId: string;
  /** Unix seconds. */
  expires: number;
}

export interface MediaUrlSigner {
  /** `/api/v2/scans/{passportId}/media/{name}?expires=&viewer=&signature=` */
  url(grant: MediaGrant): string;
  /** Whether `signature` is the one this server made for the grant (constant-time comparison). */
  verify(grant: MediaGrant, signature: string): boolean;
}

/**
 * Signs media urls with HMAC-SHA256 under a key of their own, derived from the session secret, so a media
 * signature can never stand in for a token or a code and rotating the secret voids every url.
 */
export function createMediaUrlSigner(secret: string): MediaUrlSigner {
  const key = Buffer.from(hkdfSync('sha256', secret, 'health-passport', 'hp-scan-media', 32));
  const sign = (grant: MediaGrant) =>
    createHmac('sha256', key)
      .update(`${grant.passportId}|${grant.name}|${grant.viewerId}|${grant.expires}`)
      .digest('base64url');
  return {
    url(grant) {
      const query = new URLSearchParams({
        expires: String(grant.expires),
        viewer: grant.viewerId,
        signature: sign(grant),
      });
      return `/api/v2/scans/${encodeURIComponent(grant.passportId)}/media/${encodeURIComponent(grant.name)}?${query}`;
    },
    verify(grant, signature) {
      // Compared as text: only the exact encoding this server produced is accepted.
      const expected = Buffer.from(sign(grant));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
