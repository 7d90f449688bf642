import { describe, expect, it } from 'vitest';
import {
  agreementBoxes,
  canSubmitConsent,
  initialConsentSelection,
  PermissionType,
  permissionIdsToGrant,
  policyUpdatePermissions,
  type GrantedPermissionRef,
  type RequestedPermissionRef,
} from './consent';

const P = PermissionType;
const req = (
  id: string,
  type: PermissionType,
  isRequired = true,
  isActivated = true,
): RequestedPermissionRef => ({
  id,
  type,
  isRequired,
  isActivated,
});
const grant = (id: string, type: PermissionType): GrantedPermissionRef => ({
  type,
  requestedPermission: { id },
});

describe('consent rules (customer-journey §4 "Consent")', () => {
  const requested = [
    req('ic', P.INFORMED_CONSENT),
    req('pp', P.PRIVACY_POLICY),
    req('tc', P.TERMS_AND_CONDITIONS),
    req('die', P.DOCTOR_INFORMATION_EXCHANGE, false),
  ];

  it('starts from granted types that the product requests', () => {
    expect(
      initialConsentSelection(requested, [grant('x', P.TERMS_AND_CONDITIONS), grant('y', P.RIVM_CONSENT)]),
    ).toEqual([P.TERMS_AND_CONDITIONS]);
  });

  it('counts informed consent as privacy policy too', () => {
    expect(canSubmitConsent(requested, [P.INFORMED_CONSENT, P.TERMS_AND_CONDITIONS])).toBe(true);
    expect(canSubmitConsent(requested, [P.PRIVACY_POLICY, P.TERMS_AND_CONDITIONS])).toBe(false);
    expect(permissionIdsToGrant(requested, [P.INFORMED_CONSENT]).sort()).toEqual(['ic', 'pp']);
  });

  it('needs every required permission, not the optional ones', () => {
    expect(canSubmitConsent(requested, [P.INFORMED_CONSENT])).toBe(false);
    expect(canSubmitConsent(requested, [P.INFORMED_CONSENT, P.TERMS_AND_CONDITIONS])).toBe(true);
  });

  it('ignores deactivated permissions', () => {
    const withDeactivated = [...requested, req('rivm', P.RIVM_CONSENT, true, false)];
    expect(canSubmitConsent(withDeactivated, [P.INFORMED_CONSENT, P.TERMS_AND_CONDITIONS])).toBe(true);
    expect(permissionIdsToGrant(withDeactivated, [P.RIVM_CONSENT])).toEqual([]);
  });

  it('shows agreement boxes only for activated, ungranted permissions', () => {
    const withInactive = [
      req('ic', P.INFORMED_CONSENT),
      req('tc', P.TERMS_AND_CONDITIONS),
      req('die', P.DOCTOR_INFORMATION_EXCHANGE, true, false),
    ];
    expect(agreementBoxes(withInactive, [grant('tc', P.TERMS_AND_CONDITIONS)])).toEqual([P.INFORMED_CONSENT]);
  });
});

describe('policy re-consent (customer-journey §4 "Policy modal")', () => {
  it('asks for all missing required permissions when one of a granted type has a new version', () => {
    const requested = [
      req('tc-v2', P.TERMS_AND_CONDITIONS),
      req('pp', P.PRIVACY_POLICY),
      req('ic', P.INFORMED_CONSENT),
    ];
    const granted = [grant('tc-v1', P.TERMS_AND_CONDITIONS), grant('ic', P.INFORMED_CONSENT)];
    expect(policyUpdatePermissions(requested, granted).map((p) => p.id)).toEqual(['tc-v2', 'pp']);
  });

  it('stays closed when nothing of a granted type is missing', () => {
    const requested = [req('tc', P.TERMS_AND_CONDITIONS), req('pp', P.PRIVACY_POLICY)];
    expect(policyUpdatePermissions(requested, [grant('tc', P.TERMS_AND_CONDITIONS)])).toEqual([]);
    expect(policyUpdatePermissions(requested, [])).toEqual([]);
  });
});
