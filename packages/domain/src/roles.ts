import { isEnumValue } from './enum';

/** Roles come from the user's identity groups (passport-and-professional §3, §6). */
export const Role = Object.freeze({
  ANONYMOUS: 'ANONYMOUS',
  BETA_TESTER: 'BETA_TESTER',
  CONSUMER: 'CONSUMER',
  CORPORATE_MANAGER: 'CORPORATE_MANAGER',
  CUSTOMER_CARE: 'CUSTOMER_CARE',
  DATA_EXPERT: 'DATA_EXPERT',
  DOCTOR: 'DOCTOR',
  EXTERNAL: 'EXTERNAL',
  HEALTH_COACH: 'HEALTH_COACH',
  HEALTH_COACH_ADMIN: 'HEALTH_COACH_ADMIN',
  HR_MANAGER: 'HR_MANAGER',
  ONBOARDER: 'ONBOARDER',
  ONBOARDER_ADMIN: 'ONBOARDER_ADMIN',
  PRODUCT_MANAGER: 'PRODUCT_MANAGER',
} as const);
export type Role = (typeof Role)[keyof typeof Role];
export const ROLES: readonly Role[] = Object.freeze(Object.values(Role));

/**
 * Roles that read other people's health data (the access matrix, apps/server/src/accessMatrix.test.ts): the
 * individuals list, passports, measurements and documents of anyone. Their accounts must sign in with an
 * authenticator app outside demo mode. EXTERNAL is not among them: an external viewer reads only what one person
 * shared with them, for as long as that person lets them.
 */
export const MFA_REQUIRED_ROLES: readonly Role[] = Object.freeze([
  Role.ONBOARDER,
  Role.ONBOARDER_ADMIN,
  Role.HEALTH_COACH,
  Role.HEALTH_COACH_ADMIN,
  Role.DOCTOR,
  Role.DATA_EXPERT,
]);

export function isRole(value: unknown): value is Role {
  return isEnumValue(Role, value);
}

/** Keeps the identity groups that are known roles, without duplicates (unknown groups are ignored). */
export function rolesFromGroups(groups: readonly string[]): Role[] {
  return [...new Set(groups.filter(isRole))];
}

/** Who the session belongs to (customer-journey §4 login state machine). */
export const UserType = Object.freeze({ NONE: 'none', ANONYMOUS: 'anonymous', USER: 'user' } as const);
export type UserType = (typeof UserType)[keyof typeof UserType];
export const USER_TYPES: readonly UserType[] = Object.freeze(Object.values(UserType));
