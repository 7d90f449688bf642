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
