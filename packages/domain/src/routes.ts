import {
  hasAnyRole,
  homePathFor,
  INDIVIDUALS_MENU_ROLES,
  menuVisibility,
  SHARE_PASSPORT_ROLES,
  SNAPSHOT_EDIT_ROLES,
  REFERENCE_BOOK_ROLES,
  SNAPSHOTS_MENU_ROLES,
  STAFF_PASSPORT_ROLES,
  usesSelectedIndividualPassports,
  VIEW_MEASUREMENTS_ROLES,
  type ViewerContext,
} from './access';
import { INDIVIDUALS_QUERY_PARAMS } from './constants';
import { isEnumValue } from './enum';
import { PassportStatus } from './passport';
import { RoutePath } from './paths';
import { Role } from './roles';

/** Security level of a route (customer-journey §2). */
export const SecurityLevel = Object.freeze({
  USER_REQUIRED: 'USER_REQUIRED',
  USER_OPTIONAL: 'USER_OPTIONAL',
  NONE: 'NONE',
} as const);
export type SecurityLevel = (typeof SecurityLevel)[keyof typeof SecurityLevel];
export const SECURITY_LEVELS: readonly SecurityLevel[] = Object.freeze(Object.values(SecurityLevel));

/** Passport access level of a route (passport-and-professional §4). */
export const PassportRequirement = Object.freeze({
  NONE: 'NONE',
  /** at least one passport */
  REQUIRED: 'REQUIRED',
  /** not "no passports or a single unpublished one" (the §4 guard) */
  REQUIRED_PUBLISHED: 'REQUIRED_PUBLISHED',
  /** a passport, and none with a programme */
  HAS_NO_PROGRAM: 'HAS_NO_PROGRAM',
} as const);
export type PassportRequirement = (typeof PassportRequirement)[keyof typeof PassportRequirement];
export const PASSPORT_REQUIREMENTS: readonly PassportRequirement[] = Object.freeze(
  Object.values(PassportRequirement),
);

export function isSecurityLevel(value: unknown): value is SecurityLevel {
  return isEnumValue(SecurityLevel, value);
}

export interface RouteRule {
  pattern: string;
  security: SecurityLevel;
  passport: PassportRequirement;
  checksLinkedProduct: boolean;
  nativeAppAllowed: boolean;
  requiresSelectedIndividualForStaff: boolean;
  roles?: readonly Role[];
}

export type GuardDecision =
  { kind: 'allow' } | { kind: 'login' } | { kind: 'anonymous' } | { kind: 'redirect'; to: string };

function rule(pattern: RoutePath, options: Partial<Omit<RouteRule, 'pattern'>> = {}): RouteRule {
  return Object.freeze({
    pattern,
    security: SecurityLevel.USER_REQUIRED,
    passport: PassportRequirement.NONE,
    checksLinkedProduct: false,
    nativeAppAllowed: false,
    requiresSelectedIndividualForStaff: false,
    ...options,
  });
}

/** Onboarding pages: login needed (customer-journey §2); reachable in the native app. */
const onboardingPage = (pattern: RoutePath): RouteRule => rule(pattern, { nativeAppAllowed: true });

/** Shop pages work without login, the user is then anonymous (customer-journey §2). */
const shopPage = (pattern: RoutePath): RouteRule => rule(pattern, { security: SecurityLevel.USER_OPTIONAL });

/**
 * Passport menu pages: login and a health passport needed, hidden when the linked product disables the
 * passport, staff see the selected individual's passport (passport-and-professional §2.1, §4, §6).
 */
const passportPage = (pattern: RoutePath): RouteRule =>
  rule(pattern, {
    passport: PassportRequirement.REQUIRED_PUBLISHED,
    checksLinkedProduct: true,
    nativeAppAllowed: true,
    requiresSelectedIndividualForStaff: true,
  });

export const ROUTE_RULES: readonly RouteRule[] = Object.freeze([
  // The login page when signed out; signed in it leads home. "Otherwise / needs a login and a passport with
  // no programme" (passport-and-professional §2.2).
  rule(RoutePath.HOME, { passport: PassportRequirement.HAS_NO_PROGRAM, nativeAppAllowed: true }),
  onboardingPage(RoutePath.ONBOARDING),
  onboardingPage(RoutePath.ONBOARDING_AGREEMENT),
  onboardingPage(RoutePath.ONBOARDING_RIVM_CONSENT),
  onboardingPage(RoutePath.ONBOARDING_QUESTIONNAIRE),
  onboardingPage(RoutePath.ONBOARDING_APPOINTMENT),
  onboardingPage(RoutePath.ONBOARDING_APPOINTMENT_REMEASUREMENT),
  onboardingPage(RoutePath.ONBOARDING_APPOINTMENT_EXPERT_SESSION),
  onboardingPage(RoutePath.ONBOARDING_APPOINTMENT_SPECIALIST_CONSULTATION),
  onboardingPage(RoutePath.ONBOARDING_APPOINTMENT_INSIGHT_ACTION),
  shopPage(RoutePath.SHOP),
  shopPage(RoutePath.SHOP_PRODUCT),
  shopPage(RoutePath.SHOP_ADD_ON),
  shopPage(RoutePath.SHOP_CART),
  // Return target after payment, also for guest orders (customer-journey §2).
  shopPage(RoutePath.ORDER_COMPLETED),
  // Login and a passport; an unpublished one shows the placeholder; sharing is for consumers (customer-journey §2, §6).
  rule(RoutePath.SHARE_PASSPORT, { passport: PassportRequirement.REQUIRED, roles: SHARE_PASSPORT_ROLES }),
  rule(RoutePath.PROFILE, { nativeAppAllowed: true }),
  // Everyone signed in has consents and an access log of their own.
  rule(RoutePath.PRIVACY, { nativeAppAllowed: true }),
  passportPage(RoutePath.MY_HEALTH),
  passportPage(RoutePath.MY_HEALTH_PAGE),
  passportPage(RoutePath.MY_STATISTICS),
  passportPage(RoutePath.MY_STATISTICS_PAGE),
  passportPage(RoutePath.MY_SCAN),
  // Everyone signed in has their own documents; staff may see a selected individual's (P&P §2.2, §6).
  rule(RoutePath.DOCUMENTS),
  rule(RoutePath.INDIVIDUALS, { roles: INDIVIDUALS_MENU_ROLES }),
  // Where externals without a selected individual are sent, and where measurements end (P&P §2.2, §2.5).
  rule(RoutePath.USERS, { roles: INDIVIDUALS_MENU_ROLES }),
  // Snapshot menu roles plus HR managers, whose home may be the snapshot list (P&P §2.2, §6).
  rule(RoutePath.SNAPSHOTS, { roles: [...SNAPSHOTS_MENU_ROLES, Role.HR_MANAGER] }),
  rule(RoutePath.SNAPSHOT, { roles: [...SNAPSHOTS_MENU_ROLES, Role.HR_MANAGER] }),
  // Whoever creates snapshots keeps the companies they describe.
  rule(RoutePath.COMPANIES, { roles: SNAPSHOT_EDIT_ROLES }),
  rule(RoutePath.MEASUREMENTS, { roles: VIEW_MEASUREMENTS_ROLES }),
  rule(RoutePath.REFERENCE_BOOK, { roles: REFERENCE_BOOK_ROLES }),
  // Sample data only: open to everyone, linked from nowhere (P&P §2.2 "Example pages exist under /example").
  rule(RoutePath.EXAMPLE, { security: SecurityLevel.USER_OPTIONAL }),
]);

/** Where native-app mode sends a page that is not allowed there: the first allowed menu route (P&P §4). */
export const NATIVE_APP_FIRST_ROUTE: string = RoutePath.MY_HEALTH;
/** Stable landing page used when redirects would go round in a circle: needs nothing but a login. */
const LOOP_FALLBACK_PATH: string = RoutePath.PROFILE;

function splitPath(pathname: string): string[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return path.split('/').filter((segment) => segment.length > 0);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const COMPILED = ROUTE_RULES.map((r) => {
  const segments = splitPath(r.pattern);
  return { rule: r, segments, staticCount: segments.filter((s) => !s.startsWith(':')).length };
});

/** The rule of a pathname (query and hash ignored, trailing slash tolerated); static segments win. */
export function matchRoute(
  pathname: string,
): { rule: RouteRule; params: Record<string, string> } | undefined {
  const segments = splitPath(pathname);
  let best: { rule: RouteRule; params: Record<string, string>; staticCount: number } | undefined;
  for (const candidate of COMPILED) {
    if (candidate.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = candidate.segments.every((patternSegment, i) => {
      const segment = segments[i] ?? '';
      if (patternSegment.startsWith(':')) {
        params[patternSegment.slice(1)] = decodeSegment(segment);
        return true;
      }
      return patternSegment === segment;
    });
    if (matches && (!best || candidate.staticCount > best.staticCount)) {
      best = { rule: candidate.rule, params, staticCount: candidate.staticCount };
    }
  }
  return best && { rule: best.rule, params: best.params };
}

/** Whether the passports meet the route's passport requirement. */
function meetsPassportRequirement(
  requirement: PassportRequirement,
  passports: ViewerContext['passports'],
): boolean {
  switch (requirement) {
    case PassportRequirement.NONE:
      return true;
    case PassportRequirement.REQUIRED:
    case PassportRequirement.HAS_NO_PROGRAM:
      return passports.length > 0;
    case PassportRequirement.REQUIRED_PUBLISHED: {
      // "A consumer with no passports, or a single unpublished one, goes to /onboarding" (P&P §4).
      const only = passports.length === 1 ? passports[0] : undefined;
      return passports.length > 0 && !(only && only.status !== PassportStatus.PUBLISHED);
    }
  }
}

/** The list page of a professional: externals go to /users (P&P §4), other staff to /individuals. */
function staffListPath(ctx: ViewerContext): string {
  return hasAnyRole(ctx.roles, [Role.EXTERNAL]) ? RoutePath.USERS : RoutePath.INDIVIDUALS;
}

/**
 * One guard evaluation of a rule (customer-journey §4 "Route guards", passport-and-professional §4
 * "Guards"), without following the redirect it may return.
 */
export function decideAccessForRule(
  rule: RouteRule,
  ctx: ViewerContext,
  pathname: string = rule.pattern,
): GuardDecision {
  // Native-app mode: only allowed routes are reachable.
  if (ctx.isNativeApp && !rule.nativeAppAllowed) return { kind: 'redirect', to: NATIVE_APP_FIRST_ROUTE };

  if (!ctx.signedIn) {
    if (rule.security === SecurityLevel.USER_REQUIRED) return { kind: 'login' };
    if (rule.security === SecurityLevel.USER_OPTIONAL) return { kind: 'anonymous' };
    return { kind: 'allow' };
  }

  if (rule.roles && !hasAnyRole(ctx.roles, rule.roles)) {
    const home = homePathFor(ctx);
    return home === pathname ? { kind: 'allow' } : { kind: 'redirect', to: home };
  }

  // Signed in, "/" leads home (P&P §2.2; homePathFor already sends programme passports to /my-health).
  if (rule.pattern === RoutePath.HOME) return { kind: 'redirect', to: homePathFor(ctx) };

  if (rule.passport === PassportRequirement.NONE) return { kind: 'allow' };

  const isStaff = hasAnyRole(ctx.roles, STAFF_PASSPORT_ROLES);
  if (rule.requiresSelectedIndividualForStaff && isStaff && !ctx.hasSelectedIndividual) {
    // "An external user without a selected individual on a passport page goes to /users" (P&P §4).
    if (hasAnyRole(ctx.roles, [Role.EXTERNAL])) return { kind: 'redirect', to: RoutePath.USERS };
    // Other staff pick someone first, unless they are also a consumer looking at their own passport.
    if (!hasAnyRole(ctx.roles, [Role.CONSUMER])) return { kind: 'redirect', to: RoutePath.INDIVIDUALS };
  }

  const staffView = rule.requiresSelectedIndividualForStaff && usesSelectedIndividualPassports(ctx);
  if (staffView) {
    // Staff use the selected individual's passports; onboarding is not theirs, so they go back to the list.
    if (!meetsPassportRequirement(rule.passport, ctx.passports))
      return { kind: 'redirect', to: staffListPath(ctx) };
  } else {
    // "A consumer whose linked product disables the passport goes to /onboarding" (customer-journey §4).
    if (rule.checksLinkedProduct && ctx.linkedProductDisablesPassport) {
      return { kind: 'redirect', to: RoutePath.ONBOARDING };
    }
    // "A consumer with no passports, or only one unpublished passport, goes to /onboarding" (customer-journey §4).
    if (!meetsPassportRequirement(rule.passport, ctx.passports))
      return { kind: 'redirect', to: RoutePath.ONBOARDING };
  }

  // "Pages meant only for passports without a programme send passports with a programme to /my-health".
  if (rule.passport === PassportRequirement.HAS_NO_PROGRAM && ctx.passports.some((p) => p.hasProgram)) {
    return { kind: 'redirect', to: RoutePath.MY_HEALTH };
  }
  return { kind: 'allow' };
}

const MAX_REDIRECTS = 8;

/**
 * The guard decision for a pathname. Redirects are followed here, so the answer is the final destination
 * (e.g. native-app "/shop" -> "/my-health" -> "/onboarding" for a consumer without a published passport).
 * Unknown paths are allowed: the app shows its not-found page.
 */
export function decideRouteAccess(pathname: string, ctx: ViewerContext): GuardDecision {
  const decide = (path: string): GuardDecision => {
    const match = matchRoute(path);
    return match ? decideAccessForRule(match.rule, ctx, path) : { kind: 'allow' };
  };
  const first = decide(pathname);
  if (first.kind !== 'redirect') return first;

  const visited = new Set([normalizePath(pathname)]);
  let target = first.to;
  for (let hop = 0; hop < MAX_REDIRECTS; hop++) {
    if (visited.has(normalizePath(target))) return { kind: 'redirect', to: LOOP_FALLBACK_PATH };
    visited.add(normalizePath(target));
    const next = decide(target);
    if (next.kind !== 'redirect') break;
    target = next.to;
  }
  return { kind: 'redirect', to: target };
}

/** The login screen's parameters that say where to go once signed in (customer-journey §2). */
export interface LandingParams {
  /** A path of this app (the caller refuses any other). */
  returnUrl: string | null;
  /** A preset name filter for the individuals list. */
  searchConsumer: string | null;
}

/** The individuals list: /individuals, and /users where external viewers are sent (P&P §2.2). */
const INDIVIDUALS_LISTS: readonly string[] = [RoutePath.INDIVIDUALS, RoutePath.USERS];

/**
 * Where "/" leads a signed-in viewer (customer-journey §2): the returnUrl when there is one, else home. A preset
 * name filter (searchConsumer) opens the individuals list searched for it, on its first page, for whoever has
 * that list: in place of home, or on a returnUrl to the list. For others, and beside a returnUrl elsewhere (it
 * wins), the filter is not used. Null when the viewer stays on "/".
 */
export function landingPathFor(
  ctx: ViewerContext,
  { returnUrl, searchConsumer }: LandingParams,
): string | null {
  const home = decideRouteAccess(RoutePath.HOME, ctx);
  const returnTo = returnUrl && returnUrl !== RoutePath.HOME ? returnUrl : null;
  const name = searchConsumer?.trim() ?? '';
  if (name !== '' && menuVisibility(ctx).individuals) {
    const list = returnTo === null ? RoutePath.INDIVIDUALS : normalizePath(returnTo);
    if (INDIVIDUALS_LISTS.includes(list)) {
      return `${list}?${INDIVIDUALS_QUERY_PARAMS.NAME}=${encodeURIComponent(name)}`;
    }
  }
  return returnTo ?? (home.kind === 'redirect' ? home.to : null);
}

function normalizePath(pathname: string): string {
  return `/${splitPath(pathname).join('/')}`;
}

/** Number of path levels: '/' -> 0, '/my-health/body-heart' -> 2. */
export function pathDepth(pathname: string): number {
  return splitPath(pathname).length;
}

/** Cumulative path prefixes: '/my-health/body-heart' -> ['/my-health', '/my-health/body-heart']. */
export function breadcrumbsFor(pathname: string): string[] {
  const segments = splitPath(pathname);
  const paths = segments.map((_segment, i) => `/${segments.slice(0, i + 1).join('/')}`);
  // A level that is no page of its own (/shop/product, /onboarding/appointment) gets no crumb to lead nowhere.
  return paths.filter((path, i) => i === paths.length - 1 || matchRoute(path) !== undefined);
}

/** The breadcrumb bar shows only when the path has 2 or more levels (passport-and-professional §2.3). */
export const BREADCRUMB_MIN_DEPTH = 2;
export function showsBreadcrumbs(pathname: string): boolean {
  return pathDepth(pathname) >= BREADCRUMB_MIN_DEPTH;
}
