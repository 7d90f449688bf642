import {
  hasAnyRole,
  HealthDataKind,
  LayoutErrorCode,
  PassportStatus,
  Role,
  VIEW_PASSPORT_ROLES,
} from '@health-passport/domain';
import { AppError } from '../../errors.js';
import type { Viewer } from '../identity/index.js';
import type { UserRow, UsersService } from '../users/index.js';
import type { PassportRow, PassportsService } from './passports.service.js';

/**
 * Who may read a passport's health data (passport-and-professional §6, §7 layouts and scans): the consumer
 * their own PUBLISHED passport; health coach, health coach admin, data expert and doctor any person's
 * COMPUTED or PUBLISHED passport; an EXTERNAL viewer a PUBLISHED passport shared with them, while the share
 * is ACTIVE, unrevoked and unexpired (asked on every request, so revocation and expiry count at once). Every
 * other case answers ACCESS_ERROR, the same for an unknown id as for someone else's, so ids cannot be probed.
 * Every granted read by someone other than the person is recorded in the access audit.
 */
export const PASSPORT_READ_STAFF_ROLES: readonly Role[] = VIEW_PASSPORT_ROLES.filter(
  (role) => role !== Role.EXTERNAL,
);

export const passportAccessErrors = {
  accessError: () =>
    new AppError('FORBIDDEN', LayoutErrorCode.ACCESS_ERROR, 'You may not see this health passport.'),
  /** The passport exists and is the caller's (or the staff member's person's), but has no results to show yet. */
  unpublished: () =>
    new AppError('CONFLICT', LayoutErrorCode.UNPUBLISHED, 'This health passport is not published yet.'),
};

export interface ReadablePassport {
  person: UserRow;
  passport: PassportRow;
  /** Whether the viewer reads their own passport (false for staff and external viewers). */
  own: boolean;
}

/** What a granted read is about, for the access audit: a kind and, e.g., the layout path. */
export interface ReadSubject {
  what: HealthDataKind;
  detail?: string;
}

/** One read of a person's health data by someone else (the access audit's row). */
export interface HealthDataRead {
  personId: string;
  passportId: string | null;
  readerId: string;
  readerRoles: readonly Role[];
  what: HealthDataKind;
  detail: string | null;
}

/** What the sharing module answers: shares granting a viewer access, and the access audit. */
export interface PassportAccessDeps {
  shareGrants?: { hasActiveShare(viewerId: string, passportId: string): Promise<boolean> };
  readLog?: { recordRead(read: HealthDataRead): Promise<void> };
}

export interface PassportAccess {
  /**
   * The passport when the viewer may read its health data. With `serviceNumber` (the professional paths
   * /api/v2/health-coach/{serviceNumber}/...) the passport must also be that person's. A granted read by
   * someone other than the person is recorded as `read` (default: the passport as a whole). The passport may be
   * given as its row, or as its row and its person's, when the caller read them already.
   */
  requireReadable(
    viewer: Viewer,
    passportOrId: string | PassportRow | { passport: PassportRow; person: UserRow },
    serviceNumber?: string,
    read?: ReadSubject,
  ): Promise<ReadablePassport>;
  /**
   * Whether the viewer may know facts of the passport that are no health data (whether it belongs to a
   * programme): its person whatever its status, staff who read passports, and an external viewer while it is
   * shared with them. Nothing is recorded.
   */
  mayKnowOf(viewer: Viewer, passport: PassportRow): Promise<boolean>;
}

export function createPassportAccess(
  passports: PassportsService,
  users: UsersService,
  { shareGrants, readLog }: PassportAccessDeps = {},
): PassportAccess {
  const sharedWith = async (viewer: Viewer, passport: PassportRow): Promise<boolean> =>
    viewer.roles.includes(Role.EXTERNAL) &&
    passport.status === PassportStatus.PUBLISHED &&
    (await shareGrants?.hasActiveShare(viewer.userId, passport.id)) === true;

  return {
    async mayKnowOf(viewer, passport) {
      if (passport.userId === viewer.userId || hasAnyRole(viewer.roles, PASSPORT_READ_STAFF_ROLES))
        return true;
      return sharedWith(viewer, passport);
    },

    async requireReadable(viewer, passportOrId, serviceNumber, read = { what: HealthDataKind.PASSPORT }) {
      const { passport, person: knownPerson } =
        typeof passportOrId === 'string'
          ? { passport: await passports.getById(passportOrId), person: undefined }
          : 'person' in passportOrId
            ? passportOrId
            : { passport: passportOrId, person: undefined };
      if (!passport) throw passportAccessErrors.accessError();
      const own = passport.userId === viewer.userId && serviceNumber === undefined;
      const staff = !own && hasAnyRole(viewer.roles, PASSPORT_READ_STAFF_ROLES);
      const shared = !own && !staff && (await sharedWith(viewer, passport));
      if (!own && !staff && !shared) throw passportAccessErrors.accessError();
      const person =
        knownPerson?.id === passport.userId ? knownPerson : await users.findById(passport.userId);
      if (!person) throw passportAccessErrors.accessError();
      if (serviceNumber !== undefined && person.serviceNumber !== serviceNumber) {
        throw passportAccessErrors.accessError();
      }
      const readable = own
        ? passport.status === PassportStatus.PUBLISHED
        : passport.status !== PassportStatus.CREATED;
      if (!readable) throw passportAccessErrors.unpublished();
      if (passport.userId !== viewer.userId) {
        await readLog?.recordRead({
          personId: passport.userId,
          passportId: passport.id,
          readerId: viewer.userId,
          readerRoles: viewer.roles,
          what: read.what,
          detail: read.detail ?? null,
        });
      }
      return { person, passport, own };
    },
  };
}
