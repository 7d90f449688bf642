import {
  hasAnyRole,
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
 * COMPUTED or PUBLISHED passport; an EXTERNAL viewer only through an active share (the sharing issue adds
 * that; until then external viewers are refused). Every other case answers ACCESS_ERROR, the same for an
 * unknown id as for someone else's, so ids cannot be probed.
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
  /** Whether the viewer reads their own passport (false for staff). */
  own: boolean;
}

export interface PassportAccess {
  /**
   * The passport when the viewer may read its health data. With `serviceNumber` (the professional paths
   * /api/v2/health-coach/{serviceNumber}/...) the passport must also be that person's.
   */
  requireReadable(viewer: Viewer, passportId: string, serviceNumber?: string): Promise<ReadablePassport>;
}

export function createPassportAccess(passports: PassportsService, users: UsersService): PassportAccess {
  return {
    async requireReadable(viewer, passportId, serviceNumber) {
      const passport = await passports.getById(passportId);
      if (!passport) throw passportAccessErrors.accessError();
      const own = passport.userId === viewer.userId && serviceNumber === undefined;
      const staff = !own && hasAnyRole(viewer.roles, PASSPORT_READ_STAFF_ROLES);
      if (!own && !staff) throw passportAccessErrors.accessError();
      const person = await users.findById(passport.userId);
      if (!person) throw passportAccessErrors.accessError();
      if (serviceNumber !== undefined && person.serviceNumber !== serviceNumber) {
        throw passportAccessErrors.accessError();
      }
      const readable = own
        ? passport.status === PassportStatus.PUBLISHED
        : passport.status !== PassportStatus.CREATED;
      if (!readable) throw passportAccessErrors.unpublished();
      return { person, passport, own };
    },
  };
}
