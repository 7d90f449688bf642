import type { ZodError } from 'zod';
import { AppError } from '../../errors.js';

/** Every consent error in one place (consent.graphql names the codes). */
export const consentErrors = {
  /** A new permission version with missing texts or an unsafe url: every failing field named. */
  invalidPermission: (error: ZodError) =>
    new AppError('BAD_REQUEST', 'badRequest', 'The permission is not valid', {
      fields: Object.fromEntries(error.issues.map((issue) => [issue.path.join('.'), issue.message])),
    }),
  productNotFound: () =>
    new AppError('NOT_FOUND', 'productNotFound', 'No published product has that package code'),
  /** Unknown, malformed or someone else's passport: the same answer, so passports cannot be probed. */
  passportNotFound: () =>
    new AppError('NOT_FOUND', 'healthPassportNotFound', 'The health passport was not found'),
  /** No permission ids at all: there is nothing to grant. */
  noPermissions: () =>
    new AppError('BAD_REQUEST', 'badRequest', 'Choose at least one permission to grant', {
      fields: { requestedPermissionIds: 'At least one permission is needed' },
    }),
  /** An id that is not an activated requested permission of the passport's product. */
  permissionNotRequested: (ids: readonly string[]) =>
    new AppError('BAD_REQUEST', 'badRequest', 'permission not requested', {
      reason: 'permissionNotRequested',
      requestedPermissionIds: [...ids],
    }),
  /** After the grant a required permission of the product would still be missing. */
  requiredPermissionsMissing: (types: readonly string[]) =>
    new AppError('BAD_REQUEST', 'badRequest', `Required permissions missing: ${types.join(', ')}`, {
      reason: 'requiredPermissionsMissing',
      types: [...types],
    }),
  /** A required permission cannot be withdrawn on its own (informed consent, terms, privacy policy). */
  permissionRequired: () =>
    new AppError('BAD_REQUEST', 'badRequest', 'A required permission cannot be withdrawn', {
      reason: 'permissionRequired',
    }),
  /** zonedDateTimeString is not an ISO date-time with an offset, or lies too far from now. */
  invalidGrantTime: (why: string) =>
    new AppError('BAD_REQUEST', 'badRequest', `zonedDateTimeString ${why}`, {
      fields: { zonedDateTimeString: why },
    }),
};
