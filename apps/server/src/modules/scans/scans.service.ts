import {
  HealthDataKind,
  LayoutErrorCode,
  SCAN_DATA_KEY_PREFIX,
  type ScanMedia,
} from '@health-passport/domain';
import type { Clock } from '../../clock.js';
import { AppError } from '../../errors.js';
import {
  detectFileType,
  hasExpired,
  signedUrlExpiry,
  type FileStore,
} from '../../integrations/files/index.js';
import { FormName, type FormDataService } from '../formdata/index.js';
import type { Viewer } from '../identity/index.js';
import type { MeasurementsService } from '../measurements/index.js';
import type { PassportAccess } from '../passports/index.js';
import type { UsersService } from '../users/index.js';
import { createMediaUrlSigner, SCAN_MEDIA_TTL_SECONDS, type MediaGrant } from './mediaUrl.js';

/** myScansData (passport-and-professional §3 "Scan data", §7). */
export interface ScanData {
  /** The passport's id. */
  id: string;
  /** Measured values and assessments, keys prefixed MyScans:. */
  data: { key: string; value: string }[];
  /** Images and videos, each behind a signed url for the viewer who asked. */
  media: ScanMedia[];
}

export interface MediaFile {
  bytes: Buffer;
  /** Recognised from the file's own bytes. */
  contentType: string;
}

export interface ScansService {
  /** The passport's scan values and signed media urls; ACCESS_ERROR / UNPUBLISHED as passportAccess decides. */
  scanData(viewer: Viewer, passportId: string): Promise<ScanData>;
  /**
   * The file behind a signed media url, after every check: the signature, the expiry, the signing viewer's
   * access to the passport now (with their current roles), and that the file is one the passport's upload
   * fields hold now. 403 or 404 otherwise.
   */
  openMedia(grant: MediaGrant, signature: string): Promise<MediaFile>;
}

export const scanErrors = {
  invalidSignature: () => new AppError('FORBIDDEN', 'invalidSignature', 'This media link is not valid.'),
  linkExpired: () =>
    new AppError('FORBIDDEN', 'linkExpired', 'This media link has expired; reload the page for a new one.'),
  accessError: () =>
    new AppError('FORBIDDEN', LayoutErrorCode.ACCESS_ERROR, 'You may not see this health passport.'),
  mediaNotFound: () => new AppError('NOT_FOUND', 'notFound', 'This scan file was not found.'),
};

interface Deps {
  clock: Clock;
  files: FileStore;
  formData: FormDataService;
  measurements: MeasurementsService;
  passportAccess: PassportAccess;
  users: UsersService;
  /** The server's session secret; the media signing key is derived from it. */
  secret: string;
}

export function createScansService({
  clock,
  files,
  formData,
  measurements,
  passportAccess,
  users,
  secret,
}: Deps): ScansService {
  const signer = createMediaUrlSigner(secret);

  /** The viewer as a fresh sign-in would make them: their roles as they are now, not when the url was made. */
  const currentViewer = async (userId: string): Promise<Viewer | undefined> => {
    const user = await users.findById(userId);
    return user ? { userId: user.id, email: user.email, roles: await users.groupsOf(user.id) } : undefined;
  };

  return {
    async scanData(viewer, passportId) {
      const { passport } = await passportAccess.requireReadable(viewer, passportId, undefined, {
        what: HealthDataKind.SCANS,
      });
      const [values, uploads] = await Promise.all([
        formData.currentValues(passport.id, FormName.MEASUREMENTS),
        measurements.currentUploads(passport),
      ]);
      // Upload fields hold stored file names: those are media, never values to show.
      const uploadKeys = measurements.uploadKeysOf(passport);
      const data = Object.entries(values)
        .filter(
          ([key, value]) => key.startsWith(SCAN_DATA_KEY_PREFIX) && !uploadKeys.has(key) && value !== '',
        )
        .map(([key, value]) => ({ key, value }));
      const expires = signedUrlExpiry(clock.now(), SCAN_MEDIA_TTL_SECONDS);
      const media = uploads.map((upload): ScanMedia => ({
        key: upload.dataKey,
        kind: upload.kind,
        url: signer.url({ passportId: passport.id, name: upload.name, viewerId: viewer.userId, expires }),
      }));
      return { id: passport.id, data, media };
    },

    async openMedia(grant, signature) {
      if (!signer.verify(grant, signature)) throw scanErrors.invalidSignature();
      if (hasExpired(grant.expires, clock.now())) throw scanErrors.linkExpired();
      const viewer = await currentViewer(grant.viewerId);
      if (!viewer) throw scanErrors.accessError();
      let readable;
      try {
        readable = await passportAccess.requireReadable(viewer, grant.passportId, undefined, {
          what: HealthDataKind.SCAN_MEDIA,
        });
      } catch (error) {
        // Unpublished or no longer theirs: either way this viewer may not see the file (no 409 for a file).
        if (error instanceof AppError) throw scanErrors.accessError();
        throw error;
      }
      const uploads = await measurements.currentUploads(readable.passport);
      const upload = uploads.find((u) => u.name === grant.name);
      if (!upload) throw scanErrors.mediaNotFound();
      let bytes: Buffer;
      try {
        bytes = await files.read(upload.name);
      } catch (error) {
        // A file missing from the store is a missing file; any other failure is the server's own.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw scanErrors.mediaNotFound();
        throw error;
      }
      const type = detectFileType(bytes);
      if (!type || type.kind !== upload.kind) throw scanErrors.mediaNotFound();
      return { bytes, contentType: type.contentType };
    },
  };
}
