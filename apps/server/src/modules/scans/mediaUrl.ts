import { createUrlSigner, SIGNED_URL_TTL_SECONDS } from '../../integrations/files/index.js';

/** How long a signed media url stays valid. */
export const SCAN_MEDIA_TTL_SECONDS = SIGNED_URL_TTL_SECONDS;

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

const partsOf = (grant: MediaGrant) => [grant.passportId, grant.name, grant.viewerId, String(grant.expires)];

/** Signs media urls under a key of their own (`hp-scan-media`), derived from the session secret. */
export function createMediaUrlSigner(secret: string): MediaUrlSigner {
  const signer = createUrlSigner(secret, 'hp-scan-media');
  return {
    url(grant) {
      const query = new URLSearchParams({
        expires: String(grant.expires),
        viewer: grant.viewerId,
        signature: signer.sign(partsOf(grant)),
      });
      return `/api/v2/scans/${encodeURIComponent(grant.passportId)}/media/${encodeURIComponent(grant.name)}?${query}`;
    },
    verify: (grant, signature) => signer.verify(partsOf(grant), signature),
  };
}
