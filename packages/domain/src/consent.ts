import { isEnumValue } from './enum';

/**
 * Permission (consent) types (customer-journey §3 "Requested permission", passport-and-professional §3).
 * RIVM_CONSENT is the national-institute register consent of the GLI programme.
 */
export const PermissionType = Object.freeze({
  INFORMED_CONSENT: 'INFORMED_CONSENT',
  TERMS_AND_CONDITIONS: 'TERMS_AND_CONDITIONS',
  DOCTOR_INFORMATION_EXCHANGE: 'DOCTOR_INFORMATION_EXCHANGE',
  PRIVACY_POLICY: 'PRIVACY_POLICY',
  RIVM_CONSENT: 'RIVM_CONSENT',
} as const);
export type PermissionType = (typeof PermissionType)[keyof typeof PermissionType];
export const PERMISSION_TYPES: readonly PermissionType[] = Object.freeze(Object.values(PermissionType));

export function isPermissionType(value: unknown): value is PermissionType {
  return isEnumValue(PermissionType, value);
}

/** Checkboxes of /onboarding/agreement, in display order (customer-journey §2). */
export const AGREEMENT_PERMISSION_TYPES: readonly PermissionType[] = Object.freeze([
  PermissionType.INFORMED_CONSENT,
  PermissionType.DOCTOR_INFORMATION_EXCHANGE,
  PermissionType.TERMS_AND_CONDITIONS,
]);

/** The fields of a requested permission that the consent rules need. */
export interface RequestedPermissionRef {
  id: string;
  type: PermissionType;
  isActivated: boolean;
  isRequired: boolean;
}
/** The fields of a granted permission that the consent rules need. */
export interface GrantedPermissionRef {
  type: PermissionType;
  requestedPermission: { id: string };
}

/** Selecting informed consent also counts as selecting the privacy policy (customer-journey §4 "Consent"). */
export function withImpliedPermissions(selected: Iterable<PermissionType>): Set<PermissionType> {
  const result = new Set(selected);
  if (result.has(PermissionType.INFORMED_CONSENT)) result.add(PermissionType.PRIVACY_POLICY);
  return result;
}

/** Selection starts from the granted types that match the product's requested permissions (customer-journey §4). */
export function initialConsentSelection(
  requested: readonly RequestedPermissionRef[],
  granted: readonly GrantedPermissionRef[],
): PermissionType[] {
  const requestedTypes = new Set(requested.map((p) => p.type));
  return [...new Set(granted.map((g) => g.type).filter((t) => requestedTypes.has(t)))];
}

/** Agreement boxes shown: activated permissions of the agreement types not yet granted (customer-journey §2). */
export function agreementBoxes(
  requested: readonly RequestedPermissionRef[],
  granted: readonly GrantedPermissionRef[],
): PermissionType[] {
  const grantedIds = new Set(granted.map((g) => g.requestedPermission.id));
  return AGREEMENT_PERMISSION_TYPES.filter((type) =>
    requested.some((p) => p.type === type && p.isActivated && !grantedIds.has(p.id)),
  );
}

/**
 * Submission needs every required requested permission selected (customer-journey §4 "Consent").
 * Deactivated permissions are offered nowhere, so they cannot be demanded.
 */
export function canSubmitConsent(
  requested: readonly RequestedPermissionRef[],
  selected: Iterable<PermissionType>,
): boolean {
  const chosen = withImpliedPermissions(selected);
  return requested.filter((p) => p.isRequired && p.isActivated).every((p) => chosen.has(p.type));
}

/** Ids sent to grantPermissions: the activated requested permissions whose type is selected. */
export function permissionIdsToGrant(
  requested: readonly RequestedPermissionRef[],
  selected: Iterable<PermissionType>,
): string[] {
  const chosen = withImpliedPermissions(selected);
  return requested.filter((p) => p.isActivated && chosen.has(p.type)).map((p) => p.id);
}

/**
 * Policy re-consent (customer-journey §4 "Policy modal"): when a required permission is ungranted while
 * one of the same type was granted earlier (a new policy version), the modal asks for all missing
 * required permissions. Returns them, or [] when no modal is due.
 */
export function policyUpdatePermissions(
  requested: readonly RequestedPermissionRef[],
  granted: readonly GrantedPermissionRef[],
): RequestedPermissionRef[] {
  const grantedIds = new Set(granted.map((g) => g.requestedPermission.id));
  const grantedTypes = new Set(granted.map((g) => g.type));
  const missing = requested.filter((p) => p.isRequired && p.isActivated && !grantedIds.has(p.id));
  return missing.some((p) => grantedTypes.has(p.type)) ? missing : [];
}
