import { describe, expect, it } from 'vitest';
import {
  hasAnyRole,
  homePathFor,
  individualActions,
  listsOnlySharers,
  menuVisibility,
  type ViewerContext,
} from './access';
import { PassportStatus } from './passport';
import { Role, ROLES } from './roles';

const published = { status: PassportStatus.PUBLISHED, hasProgram: false };
const computed = { status: PassportStatus.COMPUTED, hasProgram: false };

function ctx(overrides: Partial<ViewerContext> = {}): ViewerContext {
  return {
    signedIn: true,
    roles: [],
    hasSelectedIndividual: false,
    passports: [],
    linkedProductDisablesPassport: false,
    managedGroupCount: 0,
    isNativeApp: false,
    ...overrides,
  };
}

/** The roles for which `flag` is true, each role tested alone with the given context. */
function rolesWith(flag: keyof ReturnType<typeof menuVisibility>, base: Partial<ViewerContext> = {}): Role[] {
  return ROLES.filter((role) => menuVisibility(ctx({ ...base, roles: [role] }))[flag]);
}

describe('menuVisibility (passport-and-professional §6)', () => {
  it('shows nothing to a logged-out user', () => {
    const v = menuVisibility(ctx({ signedIn: false, roles: [Role.CONSUMER], passports: [published] }));
    expect(Object.values(v).every((shown) => !shown)).toBe(true);
  });

  it('passport pages for professionals: health coach, data expert, doctor, external, once an individual is selected', () => {
    expect(rolesWith('passportPages', { hasSelectedIndividual: true, passports: [computed] }).sort()).toEqual(
      [Role.DATA_EXPERT, Role.DOCTOR, Role.EXTERNAL, Role.HEALTH_COACH].sort(),
    );
    expect(rolesWith('passportPages', { hasSelectedIndividual: false })).toEqual([]);
  });

  it('passport pages for a consumer: a published passport the linked product does not disable', () => {
    const consumer = { roles: [Role.CONSUMER] };
    expect(menuVisibility(ctx({ ...consumer, passports: [computed, published] })).passportPages).toBe(true);
    expect(menuVisibility(ctx({ ...consumer, passports: [computed] })).passportPages).toBe(false);
    expect(menuVisibility(ctx({ ...consumer, passports: [] })).passportPages).toBe(false);
    expect(
      menuVisibility(ctx({ ...consumer, passports: [published], linkedProductDisablesPassport: true }))
        .passportPages,
    ).toBe(false);
    // Not a consumer: a published passport alone does not show the menu.
    expect(menuVisibility(ctx({ roles: [Role.HR_MANAGER], passports: [published] })).passportPages).toBe(
      false,
    );
  });

  it('individuals link', () => {
    expect(rolesWith('individuals').sort()).toEqual(
      [
        Role.ONBOARDER,
        Role.HEALTH_COACH,
        Role.DATA_EXPERT,
        Role.EXTERNAL,
        Role.DOCTOR,
        Role.HEALTH_COACH_ADMIN,
        Role.ONBOARDER_ADMIN,
      ].sort(),
    );
  });

  it('reference book link: health coaches, doctors and data experts', () => {
    expect(rolesWith('referenceBook').sort()).toEqual(
      [Role.HEALTH_COACH, Role.HEALTH_COACH_ADMIN, Role.DOCTOR, Role.DATA_EXPERT].sort(),
    );
  });

  it('snapshots link', () => {
    expect(rolesWith('snapshots').sort()).toEqual(
      [Role.CORPORATE_MANAGER, Role.DATA_EXPERT, Role.PRODUCT_MANAGER].sort(),
    );
  });

  it('onboarding link is hidden for external and HR manager, also in combination with other roles', () => {
    expect(ROLES.filter((r) => !rolesWith('onboarding').includes(r)).sort()).toEqual(
      [Role.EXTERNAL, Role.HR_MANAGER].sort(),
    );
    expect(menuVisibility(ctx({ roles: [Role.CONSUMER, Role.HR_MANAGER] })).onboarding).toBe(false);
  });

  it('share-passport link for consumers only', () => {
    expect(rolesWith('sharePassport')).toEqual([Role.CONSUMER]);
  });

  it('documents', () => {
    expect(rolesWith('documents').sort()).toEqual(
      [Role.CONSUMER, Role.DATA_EXPERT, Role.EXTERNAL, Role.HEALTH_COACH, Role.DOCTOR].sort(),
    );
  });

  it('passport switcher for everyone but external users', () => {
    expect(ROLES.filter((r) => !rolesWith('passportSwitcher').includes(r))).toEqual([Role.EXTERNAL]);
  });

  it('header client block for data expert, onboarder, health coach, external, doctor with a selected individual', () => {
    expect(rolesWith('headerClientBlock', { hasSelectedIndividual: true }).sort()).toEqual(
      [Role.DATA_EXPERT, Role.ONBOARDER, Role.HEALTH_COACH, Role.EXTERNAL, Role.DOCTOR].sort(),
    );
    expect(rolesWith('headerClientBlock', { hasSelectedIndividual: false })).toEqual([]);
  });

  it('birth date and service number are hidden from external', () => {
    expect(rolesWith('headerBirthDateAndServiceNumber', { hasSelectedIndividual: true }).sort()).toEqual(
      [Role.DATA_EXPERT, Role.ONBOARDER, Role.HEALTH_COACH, Role.DOCTOR].sort(),
    );
  });

  it('unlock button: data expert, doctor', () => {
    expect(rolesWith('unlockPassportButton').sort()).toEqual([Role.DATA_EXPERT, Role.DOCTOR].sort());
  });

  it('view passport button: data expert, health coach admin, health coach, external, doctor', () => {
    expect(rolesWith('viewPassportButton').sort()).toEqual(
      [Role.DATA_EXPERT, Role.HEALTH_COACH_ADMIN, Role.HEALTH_COACH, Role.EXTERNAL, Role.DOCTOR].sort(),
    );
  });

  it('view measurements button: onboarder, data expert, doctor, onboarder admin', () => {
    expect(rolesWith('viewMeasurementsButton').sort()).toEqual(
      [Role.ONBOARDER, Role.DATA_EXPERT, Role.DOCTOR, Role.ONBOARDER_ADMIN].sort(),
    );
  });

  it('snapshot not-ready block: HR manager', () => {
    expect(rolesWith('snapshotNotReadyBlock')).toEqual([Role.HR_MANAGER]);
  });
});

describe('individualActions', () => {
  it('unlock and view passport only when the person has passports; measurements regardless', () => {
    expect(individualActions([Role.DOCTOR], true)).toEqual({
      viewPassport: true,
      viewMeasurements: true,
      unlockPassport: true,
    });
    expect(individualActions([Role.DOCTOR], false)).toEqual({
      viewPassport: false,
      viewMeasurements: true,
      unlockPassport: false,
    });
    expect(individualActions([Role.HEALTH_COACH], true)).toEqual({
      viewPassport: true,
      viewMeasurements: false,
      unlockPassport: false,
    });
    expect(individualActions([Role.ONBOARDER], true)).toEqual({
      viewPassport: false,
      viewMeasurements: true,
      unlockPassport: false,
    });
  });
});

describe('listsOnlySharers', () => {
  it('holds for an external viewer, not when another role lists everyone', () => {
    expect(listsOnlySharers([Role.EXTERNAL])).toBe(true);
    expect(listsOnlySharers([Role.EXTERNAL, Role.CONSUMER])).toBe(true);
    expect(listsOnlySharers([Role.EXTERNAL, Role.HEALTH_COACH])).toBe(false);
    expect(listsOnlySharers([Role.DOCTOR])).toBe(false);
    expect(listsOnlySharers([])).toBe(false);
  });
});

describe('hasAnyRole', () => {
  it('is true when one of the wanted roles is held', () => {
    expect(hasAnyRole([Role.CONSUMER, Role.DOCTOR], [Role.DOCTOR])).toBe(true);
    expect(hasAnyRole([Role.CONSUMER], [Role.DOCTOR, Role.EXTERNAL])).toBe(false);
    expect(hasAnyRole([], [Role.DOCTOR])).toBe(false);
  });
});

describe('homePathFor', () => {
  it('sends an HR manager with one group or more to the snapshot list', () => {
    expect(homePathFor(ctx({ roles: [Role.HR_MANAGER], managedGroupCount: 1 }))).toBe('/snapshots');
    expect(homePathFor(ctx({ roles: [Role.HR_MANAGER], managedGroupCount: 2 }))).toBe('/snapshots');
    expect(homePathFor(ctx({ roles: [Role.HR_MANAGER], managedGroupCount: 0 }))).toBe('/profile');
    expect(homePathFor(ctx({ roles: [Role.HR_MANAGER, Role.CONSUMER], managedGroupCount: 1 }))).toBe(
      '/snapshots',
    );
  });

  it('sends consumers to /my-health only with a published passport the product does not disable', () => {
    expect(homePathFor(ctx({ roles: [Role.CONSUMER], passports: [published] }))).toBe('/my-health');
    expect(homePathFor(ctx({ roles: [Role.CONSUMER], passports: [computed] }))).toBe('/onboarding');
    expect(homePathFor(ctx({ roles: [Role.CONSUMER] }))).toBe('/onboarding');
    expect(
      homePathFor(
        ctx({ roles: [Role.CONSUMER], passports: [published], linkedProductDisablesPassport: true }),
      ),
    ).toBe('/onboarding');
  });

  it('sends individuals-menu roles to /individuals, managers to /snapshots, others to /profile', () => {
    expect(homePathFor(ctx({ roles: [Role.ONBOARDER_ADMIN] }))).toBe('/individuals');
    expect(homePathFor(ctx({ roles: [Role.DATA_EXPERT] }))).toBe('/individuals');
    expect(homePathFor(ctx({ roles: [Role.CORPORATE_MANAGER] }))).toBe('/snapshots');
    expect(homePathFor(ctx({ roles: [Role.PRODUCT_MANAGER] }))).toBe('/snapshots');
    expect(homePathFor(ctx({ roles: [Role.CUSTOMER_CARE] }))).toBe('/profile');
    expect(homePathFor(ctx({ roles: [] }))).toBe('/profile');
  });

  it('is the login page when signed out', () => {
    expect(homePathFor(ctx({ signedIn: false, roles: [Role.CONSUMER], passports: [published] }))).toBe('/');
  });
});
