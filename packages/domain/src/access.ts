import { PassportStatus } from './passport';
import { RoutePath } from './paths';
import { Role } from './roles';

/**
 * Role and menu rules (passport-and-professional §6, customer-journey §6). Both apps decide visibility
 * here; the server still checks every data access against the caller's role and relation to the person.
 */

export interface ViewerContext {
  signedIn: boolean;
  roles: readonly Role[];
  /** professional has chosen an individual (consumer context) */
  hasSelectedIndividual: boolean;
  /** the consumer's own passports, or the selected individual's for staff */
  passports: readonly { status: PassportStatus; hasProgram: boolean }[];
  /**
   * A consumer's linked product (the product of the passport their pages show) disables the passport
   * (disablePhpForIndividuals, P&P §2.1, §6; the web viewer fills it in): no passport pages, and /onboarding.
   */
  linkedProductDisablesPassport: boolean;
  /** number of company groups an HR manager manages */
  managedGroupCount: number;
  isNativeApp: boolean;
}

export interface MenuVisibility {
  passportPages: boolean;
  individuals: boolean;
  snapshots: boolean;
  referenceBook: boolean;
  onboarding: boolean;
  sharePassport: boolean;
  documents: boolean;
  passportSwitcher: boolean;
  headerClientBlock: boolean;
  headerBirthDateAndServiceNumber: boolean;
  /** the role allows it; per listed person see individualActions */
  unlockPassportButton: boolean;
  /** the role allows it; per listed person see individualActions */
  viewPassportButton: boolean;
  /** the role allows it; per listed person see individualActions */
  viewMeasurementsButton: boolean;
  snapshotNotReadyBlock: boolean;
}

const R = Role;

/** Main menu passport pages for professionals, once an individual is selected (P&P §6 row 1). */
export const PASSPORT_MENU_STAFF_ROLES: readonly Role[] = [
  R.HEALTH_COACH,
  R.DATA_EXPERT,
  R.DOCTOR,
  R.EXTERNAL,
];
/** Individuals menu link (P&P §6). */
export const INDIVIDUALS_MENU_ROLES: readonly Role[] = [
  R.ONBOARDER,
  R.HEALTH_COACH,
  R.DATA_EXPERT,
  R.EXTERNAL,
  R.DOCTOR,
  R.HEALTH_COACH_ADMIN,
  R.ONBOARDER_ADMIN,
];
/** Snapshots menu link (P&P §6). */
export const SNAPSHOTS_MENU_ROLES: readonly Role[] = [R.CORPORATE_MANAGER, R.DATA_EXPERT, R.PRODUCT_MANAGER];
/**
 * The reference book of the results engine (its page, menu link and the GET /api/v2/reference-book calls): the
 * staff who explain results to people and review the table.
 */
export const REFERENCE_BOOK_ROLES: readonly Role[] = [
  R.HEALTH_COACH,
  R.HEALTH_COACH_ADMIN,
  R.DOCTOR,
  R.DATA_EXPERT,
];
/** Profile menu: the onboarding link is hidden for these (P&P §6, customer-journey §6). */
export const ONBOARDING_LINK_HIDDEN_ROLES: readonly Role[] = [R.EXTERNAL, R.HR_MANAGER];
/** Profile menu: share-passport link, consumers only (P&P §6, customer-journey §6). */
export const SHARE_PASSPORT_ROLES: readonly Role[] = [R.CONSUMER];
/** Profile menu: documents (P&P §6). */
export const DOCUMENTS_ROLES: readonly Role[] = [
  R.CONSUMER,
  R.DATA_EXPERT,
  R.EXTERNAL,
  R.HEALTH_COACH,
  R.DOCTOR,
];
/** Header client block (P&P §6); birth date and service number in it are hidden from EXTERNAL. */
export const HEADER_CLIENT_BLOCK_ROLES: readonly Role[] = [
  R.DATA_EXPERT,
  R.ONBOARDER,
  R.HEALTH_COACH,
  R.EXTERNAL,
  R.DOCTOR,
];
/** Unlock health passport button (P&P §6). */
export const UNLOCK_PASSPORT_ROLES: readonly Role[] = [R.DATA_EXPERT, R.DOCTOR];
/** View health passport button (P&P §6). */
export const VIEW_PASSPORT_ROLES: readonly Role[] = [
  R.DATA_EXPERT,
  R.HEALTH_COACH_ADMIN,
  R.HEALTH_COACH,
  R.EXTERNAL,
  R.DOCTOR,
];
/** View measurements button (P&P §6). */
export const VIEW_MEASUREMENTS_ROLES: readonly Role[] = [
  R.ONBOARDER,
  R.DATA_EXPERT,
  R.DOCTOR,
  R.ONBOARDER_ADMIN,
];
/** Snapshot not-ready block on home (P&P §6). */
export const SNAPSHOT_NOT_READY_ROLES: readonly Role[] = [R.HR_MANAGER];
/** Create, edit and recompute snapshots, and keep the companies they describe (the snapshot mutations). */
export const SNAPSHOT_EDIT_ROLES: readonly Role[] = [R.DATA_EXPERT, R.PRODUCT_MANAGER];
/** Invite and revoke a snapshot's HR managers (inviteManager, revokeManager). */
export const SNAPSHOT_MANAGER_ROLES: readonly Role[] = [R.CORPORATE_MANAGER, R.PRODUCT_MANAGER];
/**
 * Staff whose passport pages show the selected individual's passports (P&P §6 "coach, external, doctor and
 * data expert"). HEALTH_COACH_ADMIN is included because its View health passport button opens /my-health.
 */
export const STAFF_PASSPORT_ROLES: readonly Role[] = VIEW_PASSPORT_ROLES;
/** Staff who see a selected individual's documents instead of their own (P&P §6 "Documents"). */
export const STAFF_DOCUMENTS_ROLES: readonly Role[] = [R.DATA_EXPERT, R.EXTERNAL, R.HEALTH_COACH, R.DOCTOR];
/** See the one-time confidentiality notice after login (customer-journey §6). */
export const STAFF_NOTICE_ROLES: readonly Role[] = [R.ONBOARDER, R.HEALTH_COACH, R.DATA_EXPERT];
/** See the policy re-consent modal (customer-journey §6). */
export const POLICY_MODAL_ROLES: readonly Role[] = [R.CONSUMER];

export function hasAnyRole(roles: readonly Role[], wanted: readonly Role[]): boolean {
  return roles.some((r) => wanted.includes(r));
}

/** A consumer sees passport pages with a published passport the linked product does not disable (P&P §6). */
function consumerHasViewablePassport(ctx: ViewerContext): boolean {
  return (
    !ctx.linkedProductDisablesPassport && ctx.passports.some((p) => p.status === PassportStatus.PUBLISHED)
  );
}

/** Whether ctx.passports are the selected individual's (staff) rather than the viewer's own (P&P §6). */
export function usesSelectedIndividualPassports(
  ctx: Pick<ViewerContext, 'roles' | 'hasSelectedIndividual'>,
): boolean {
  return ctx.hasSelectedIndividual && hasAnyRole(ctx.roles, STAFF_PASSPORT_ROLES);
}

/** Whether /documents lists the selected individual's documents rather than the viewer's own (P&P §6). */
export function usesSelectedIndividualDocuments(
  ctx: Pick<ViewerContext, 'roles' | 'hasSelectedIndividual'>,
): boolean {
  return ctx.hasSelectedIndividual && hasAnyRole(ctx.roles, STAFF_DOCUMENTS_ROLES);
}

export function seesStaffNotice(roles: readonly Role[]): boolean {
  return hasAnyRole(roles, STAFF_NOTICE_ROLES);
}

export function seesPolicyModal(roles: readonly Role[]): boolean {
  return hasAnyRole(roles, POLICY_MODAL_ROLES);
}

const NOTHING_VISIBLE: MenuVisibility = Object.freeze({
  passportPages: false,
  individuals: false,
  snapshots: false,
  referenceBook: false,
  onboarding: false,
  sharePassport: false,
  documents: false,
  passportSwitcher: false,
  headerClientBlock: false,
  headerBirthDateAndServiceNumber: false,
  unlockPassportButton: false,
  viewPassportButton: false,
  viewMeasurementsButton: false,
  snapshotNotReadyBlock: false,
});

/** The passport-and-professional §6 table, plus customer-journey §6 for the profile menu. */
export function menuVisibility(ctx: ViewerContext): MenuVisibility {
  // Logged-out users see no menu (P&P §2.3).
  if (!ctx.signedIn) return { ...NOTHING_VISIBLE };
  const has = (wanted: readonly Role[]): boolean => hasAnyRole(ctx.roles, wanted);
  const isExternal = has([R.EXTERNAL]);
  // The client block describes the selected individual, so it needs one.
  const headerClientBlock = has(HEADER_CLIENT_BLOCK_ROLES) && ctx.hasSelectedIndividual;
  return {
    passportPages:
      (has(PASSPORT_MENU_STAFF_ROLES) && ctx.hasSelectedIndividual) ||
      (has([R.CONSUMER]) && consumerHasViewablePassport(ctx)),
    individuals: has(INDIVIDUALS_MENU_ROLES),
    snapshots: has(SNAPSHOTS_MENU_ROLES),
    referenceBook: has(REFERENCE_BOOK_ROLES),
    onboarding: !has(ONBOARDING_LINK_HIDDEN_ROLES),
    sharePassport: has(SHARE_PASSPORT_ROLES),
    documents: has(DOCUMENTS_ROLES),
    passportSwitcher: !isExternal,
    headerClientBlock,
    headerBirthDateAndServiceNumber: headerClientBlock && !isExternal,
    unlockPassportButton: has(UNLOCK_PASSPORT_ROLES),
    viewPassportButton: has(VIEW_PASSPORT_ROLES),
    viewMeasurementsButton: has(VIEW_MEASUREMENTS_ROLES),
    snapshotNotReadyBlock: has(SNAPSHOT_NOT_READY_ROLES),
  };
}

/**
 * Whether the individuals list shows the viewer only the people who shared a passport with them: an EXTERNAL
 * viewer without another individuals role (P&P §4: externals open a shared passport and nothing else).
 */
export function listsOnlySharers(roles: readonly Role[]): boolean {
  return (
    roles.includes(R.EXTERNAL) &&
    !hasAnyRole(
      roles,
      INDIVIDUALS_MENU_ROLES.filter((r) => r !== R.EXTERNAL),
    )
  );
}

/** Buttons on one listed individual (P&P §6): unlock and view passport only when the person has passports. */
export function individualActions(
  roles: readonly Role[],
  personHasPassports: boolean,
): { viewPassport: boolean; viewMeasurements: boolean; unlockPassport: boolean } {
  return {
    viewPassport: personHasPassports && hasAnyRole(roles, VIEW_PASSPORT_ROLES),
    viewMeasurements: hasAnyRole(roles, VIEW_MEASUREMENTS_ROLES),
    unlockPassport: personHasPassports && hasAnyRole(roles, UNLOCK_PASSPORT_ROLES),
  };
}

/**
 * Where "/" leads after sign-in (P&P §2.2, customer-journey §6). Checked in this order, so a user with
 * several roles lands on the first that applies.
 */
export function homePathFor(ctx: ViewerContext): string {
  if (!ctx.signedIn) return RoutePath.HOME;
  const has = (wanted: readonly Role[]): boolean => hasAnyRole(ctx.roles, wanted);
  // The spec names "exactly one group"; an HR manager of several companies has nothing else either.
  if (has([R.HR_MANAGER]) && ctx.managedGroupCount >= 1) return RoutePath.SNAPSHOTS;
  if (has([R.CONSUMER])) return consumerHasViewablePassport(ctx) ? RoutePath.MY_HEALTH : RoutePath.ONBOARDING;
  if (has(INDIVIDUALS_MENU_ROLES)) return RoutePath.INDIVIDUALS;
  if (has([R.CORPORATE_MANAGER, R.PRODUCT_MANAGER])) return RoutePath.SNAPSHOTS;
  return RoutePath.PROFILE;
}
