import { describe, expect, it } from 'vitest';
import type { ViewerContext } from './access';
import { PassportStatus } from './passport';
import { buildPath, RoutePath } from './paths';
import { Role } from './roles';
import {
  breadcrumbsFor,
  decideAccessForRule,
  decideRouteAccess,
  landingPathFor,
  matchRoute,
  PassportRequirement,
  pathDepth,
  ROUTE_RULES,
  type RouteRule,
  SecurityLevel,
  showsBreadcrumbs,
} from './routes';

const published = { status: PassportStatus.PUBLISHED, hasProgram: false };
const created = { status: PassportStatus.CREATED, hasProgram: false };
const programme = { status: PassportStatus.PUBLISHED, hasProgram: true };

function ctx(overrides: Partial<ViewerContext> = {}): ViewerContext {
  return {
    signedIn: true,
    roles: [Role.CONSUMER],
    hasSelectedIndividual: false,
    passports: [published],
    linkedProductDisablesPassport: false,
    managedGroupCount: 0,
    isNativeApp: false,
    ...overrides,
  };
}

const SPEC_ROUTES = [
  '/',
  '/onboarding',
  '/onboarding/agreement',
  '/onboarding/rivm-consent',
  '/onboarding/questionaire',
  '/onboarding/appointment/:packageCode',
  '/onboarding/appointment/:packageCode/:remeasurementType',
  '/onboarding/appointment-expert-session',
  '/onboarding/appointment-specialist-consultation',
  '/onboarding/appointment-insight-action',
  '/shop',
  '/shop/product/:packageCode',
  '/shop/add-on/:addonCode',
  '/shop/cart',
  '/order-completed',
  '/share-php',
  '/profile',
  // Ours: the person's consent history and who viewed their data.
  '/privacy',
  '/my-health',
  '/my-health/:page',
  '/my-statistics',
  '/my-statistics/:page',
  '/my-statistics/my-scans/:uri',
  '/documents',
  '/individuals',
  '/users',
  '/snapshots',
  '/snapshot/:id',
  // Ours: where staff keep the companies snapshots describe.
  '/companies',
  '/measurements/:serviceNumber',
  // Ours: the reference table of the results engine, for staff.
  '/reference-book',
  '/example',
];

describe('ROUTE_RULES', () => {
  it('has exactly one rule for every route of both spec documents', () => {
    expect(ROUTE_RULES.map((r) => r.pattern).sort()).toEqual([...SPEC_ROUTES].sort());
    expect(Object.values(RoutePath).sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('makes the shop and the style guide usable without login and everything else need one', () => {
    const optional = ROUTE_RULES.filter((r) => r.security === SecurityLevel.USER_OPTIONAL).map(
      (r) => r.pattern,
    );
    expect(optional.sort()).toEqual(
      [
        '/shop',
        '/shop/product/:packageCode',
        '/shop/add-on/:addonCode',
        '/shop/cart',
        '/order-completed',
        '/example',
      ].sort(),
    );
  });

  it('asks a published passport, the linked-product check and staff selection on the menu passport pages', () => {
    const passportPages = ROUTE_RULES.filter((r) => r.requiresSelectedIndividualForStaff).map(
      (r) => r.pattern,
    );
    expect(passportPages.sort()).toEqual(
      [
        '/my-health',
        '/my-health/:page',
        '/my-statistics',
        '/my-statistics/:page',
        '/my-statistics/my-scans/:uri',
      ].sort(),
    );
    for (const pattern of passportPages) {
      const rule = matchRoute(pattern)?.rule;
      expect(rule?.passport).toBe(PassportRequirement.REQUIRED_PUBLISHED);
      expect(rule?.checksLinkedProduct).toBe(true);
    }
    expect(matchRoute('/share-php')?.rule.passport).toBe(PassportRequirement.REQUIRED);
  });
});

describe('matchRoute', () => {
  it('matches static routes, ignoring query, hash and a trailing slash', () => {
    expect(matchRoute('/shop/cart')?.rule.pattern).toBe('/shop/cart');
    expect(matchRoute('/my-health/?x=1#top')?.rule.pattern).toBe('/my-health');
    expect(matchRoute('/')?.rule.pattern).toBe('/');
    expect(matchRoute('/?returnUrl=%2Fmy-health')?.rule.pattern).toBe('/');
  });

  it('extracts and decodes parameters', () => {
    expect(matchRoute('/onboarding/appointment/GLI_product/ONBOARDING_CORE')).toEqual({
      rule: expect.objectContaining({ pattern: '/onboarding/appointment/:packageCode/:remeasurementType' }),
      params: { packageCode: 'GLI_product', remeasurementType: 'ONBOARDING_CORE' },
    });
    expect(matchRoute('/snapshot/a%20b')?.params).toEqual({ id: 'a b' });
    expect(matchRoute('/snapshot/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A' });
  });

  it('prefers static segments over parameters', () => {
    expect(matchRoute('/my-statistics/my-scans/heart-ultrasound')?.params).toEqual({
      uri: 'heart-ultrasound',
    });
    expect(matchRoute('/my-statistics/my-scans')?.rule.pattern).toBe('/my-statistics/:page');
    expect(matchRoute('/onboarding/agreement')?.rule.pattern).toBe('/onboarding/agreement');
  });

  it('answers undefined for unknown paths', () => {
    expect(matchRoute('/nope')).toBeUndefined();
    expect(matchRoute('/my-health/body-heart/extra')).toBeUndefined();
  });
});

describe('buildPath', () => {
  it('fills and encodes parameters', () => {
    expect(buildPath(RoutePath.SNAPSHOT, { id: 42 })).toBe('/snapshot/42');
    expect(buildPath(RoutePath.MEASUREMENTS, { serviceNumber: 'A B/1' })).toBe('/measurements/A%20B%2F1');
    expect(() => buildPath(RoutePath.SNAPSHOT)).toThrow(/id/);
  });
});

describe('decideRouteAccess: security levels (customer-journey §2, §4)', () => {
  it('sends a logged-out user on a USER_REQUIRED page to the login prompt', () => {
    expect(decideRouteAccess('/profile', ctx({ signedIn: false }))).toEqual({ kind: 'login' });
    expect(decideRouteAccess('/my-health', ctx({ signedIn: false }))).toEqual({ kind: 'login' });
    expect(decideRouteAccess('/', ctx({ signedIn: false }))).toEqual({ kind: 'login' });
  });

  it('lets a logged-out user on a USER_OPTIONAL page in as anonymous', () => {
    expect(decideRouteAccess('/shop/cart', ctx({ signedIn: false }))).toEqual({ kind: 'anonymous' });
    expect(decideRouteAccess('/shop/product/core', ctx({ signedIn: false }))).toEqual({ kind: 'anonymous' });
    expect(decideRouteAccess('/shop/cart', ctx())).toEqual({ kind: 'allow' });
  });

  it('allows a SecurityLevel.NONE page without login', () => {
    const open: RouteRule = { ...(matchRoute('/profile')?.rule as RouteRule), security: SecurityLevel.NONE };
    expect(decideAccessForRule(open, ctx({ signedIn: false }))).toEqual({ kind: 'allow' });
  });

  it('allows unknown paths so the app can show its not-found page', () => {
    expect(decideRouteAccess('/does-not-exist', ctx({ signedIn: false }))).toEqual({ kind: 'allow' });
  });
});

describe('decideRouteAccess: consumer passport guards', () => {
  it('sends a consumer whose linked product disables the passport to /onboarding', () => {
    const disabled = ctx({ linkedProductDisablesPassport: true });
    expect(decideRouteAccess('/my-health', disabled)).toEqual({ kind: 'redirect', to: '/onboarding' });
    expect(decideRouteAccess('/my-statistics/my-genes', disabled)).toEqual({
      kind: 'redirect',
      to: '/onboarding',
    });
    expect(decideRouteAccess('/profile', disabled)).toEqual({ kind: 'allow' });
  });

  it('sends a consumer with no passports, or a single unpublished one, to /onboarding', () => {
    expect(decideRouteAccess('/my-health', ctx({ passports: [] }))).toEqual({
      kind: 'redirect',
      to: '/onboarding',
    });
    expect(decideRouteAccess('/my-health/body-heart', ctx({ passports: [created] }))).toEqual({
      kind: 'redirect',
      to: '/onboarding',
    });
    expect(decideRouteAccess('/my-health', ctx({ passports: [published] }))).toEqual({ kind: 'allow' });
    // Several passports: the page opens and shows UNPUBLISHED for an unpublished current one (P&P §2.4).
    expect(decideRouteAccess('/my-health', ctx({ passports: [created, created] }))).toEqual({
      kind: 'allow',
    });
  });

  it('needs only some passport on /share-php (an unpublished one shows the placeholder)', () => {
    expect(decideRouteAccess('/share-php', ctx({ passports: [created] }))).toEqual({ kind: 'allow' });
    expect(decideRouteAccess('/share-php', ctx({ passports: [] }))).toEqual({
      kind: 'redirect',
      to: '/onboarding',
    });
  });

  it('sends passports with a programme away from HAS_NO_PROGRAM pages to /my-health', () => {
    const rule: RouteRule = {
      pattern: '/dashboard',
      security: SecurityLevel.USER_REQUIRED,
      passport: PassportRequirement.HAS_NO_PROGRAM,
      checksLinkedProduct: false,
      nativeAppAllowed: false,
      requiresSelectedIndividualForStaff: false,
    };
    expect(decideAccessForRule(rule, ctx({ passports: [programme] }))).toEqual({
      kind: 'redirect',
      to: '/my-health',
    });
    expect(decideAccessForRule(rule, ctx({ passports: [published] }))).toEqual({ kind: 'allow' });
    expect(decideAccessForRule(rule, ctx({ passports: [] }))).toEqual({
      kind: 'redirect',
      to: '/onboarding',
    });
  });

  it('accepts a REQUIRED_PUBLISHED page for a programme passport', () => {
    expect(decideRouteAccess('/my-health', ctx({ passports: [programme] }))).toEqual({ kind: 'allow' });
  });
});

describe('decideRouteAccess: "/" after sign-in', () => {
  it('leads to the home path', () => {
    expect(decideRouteAccess('/', ctx())).toEqual({ kind: 'redirect', to: '/my-health' });
    expect(decideRouteAccess('/', ctx({ passports: [programme] }))).toEqual({
      kind: 'redirect',
      to: '/my-health',
    });
    expect(decideRouteAccess('/', ctx({ passports: [] }))).toEqual({ kind: 'redirect', to: '/onboarding' });
    expect(
      decideRouteAccess('/', ctx({ roles: [Role.HR_MANAGER], managedGroupCount: 1, passports: [] })),
    ).toEqual({
      kind: 'redirect',
      to: '/snapshots',
    });
    expect(decideRouteAccess('/', ctx({ roles: [Role.DOCTOR], passports: [] }))).toEqual({
      kind: 'redirect',
      to: '/individuals',
    });
  });
});

describe('landingPathFor: "/" with the login screen\'s parameters (customer-journey §2)', () => {
  const coach = ctx({ roles: [Role.HEALTH_COACH], passports: [] });
  const none = { returnUrl: null, searchConsumer: null };

  it('leads home, or to the returnUrl', () => {
    expect(landingPathFor(ctx(), none)).toBe('/my-health');
    expect(landingPathFor(coach, none)).toBe('/individuals');
    expect(landingPathFor(coach, { returnUrl: '/profile?tab=1', searchConsumer: null })).toBe(
      '/profile?tab=1',
    );
    expect(landingPathFor(coach, { returnUrl: '/', searchConsumer: null })).toBe('/individuals');
  });

  it('opens the individuals list searched for a preset name filter, for whoever has that list', () => {
    expect(landingPathFor(coach, { returnUrl: null, searchConsumer: 'anna' })).toBe('/individuals?name=anna');
    // Also for staff whose home is elsewhere, and with a name that needs encoding.
    const consumingExpert = ctx({ roles: [Role.CONSUMER, Role.DATA_EXPERT] });
    expect(landingPathFor(consumingExpert, { returnUrl: null, searchConsumer: ' de Vries & co ' })).toBe(
      '/individuals?name=de%20Vries%20%26%20co',
    );
    // A returnUrl to the list keeps its path and starts on the first page.
    const external = ctx({ roles: [Role.EXTERNAL], passports: [] });
    expect(landingPathFor(external, { returnUrl: '/users?page=3&name=x', searchConsumer: 'anna' })).toBe(
      '/users?name=anna',
    );
  });

  it('leaves the filter unused for others, beside a returnUrl elsewhere, and when it is blank', () => {
    expect(landingPathFor(ctx(), { returnUrl: null, searchConsumer: 'anna' })).toBe('/my-health');
    expect(
      landingPathFor(ctx({ roles: [Role.PRODUCT_MANAGER] }), { returnUrl: null, searchConsumer: 'anna' }),
    ).toBe('/snapshots');
    expect(landingPathFor(coach, { returnUrl: '/profile', searchConsumer: 'anna' })).toBe('/profile');
    expect(landingPathFor(coach, { returnUrl: null, searchConsumer: '  ' })).toBe('/individuals');
  });
});

describe('decideRouteAccess: staff (passport-and-professional §4, §6)', () => {
  it('sends an external user without a selected individual on a passport page to /users', () => {
    expect(decideRouteAccess('/my-health', ctx({ roles: [Role.EXTERNAL], passports: [] }))).toEqual({
      kind: 'redirect',
      to: '/users',
    });
    expect(
      decideRouteAccess('/my-statistics/my-scans/heart-ultrasound', ctx({ roles: [Role.EXTERNAL] })),
    ).toEqual({
      kind: 'redirect',
      to: '/users',
    });
  });

  it('sends other staff without a selected individual to /individuals', () => {
    expect(decideRouteAccess('/my-health', ctx({ roles: [Role.DOCTOR], passports: [] }))).toEqual({
      kind: 'redirect',
      to: '/individuals',
    });
  });

  it("uses the selected individual's passports for staff and skips the consumer's linked-product rule", () => {
    for (const role of [
      Role.HEALTH_COACH,
      Role.DOCTOR,
      Role.DATA_EXPERT,
      Role.EXTERNAL,
      Role.HEALTH_COACH_ADMIN,
    ]) {
      const staff = ctx({ roles: [role], hasSelectedIndividual: true, passports: [published] });
      expect(decideRouteAccess('/my-health/body-heart', staff)).toEqual({ kind: 'allow' });
      expect(decideRouteAccess('/my-health', { ...staff, linkedProductDisablesPassport: true })).toEqual({
        kind: 'allow',
      });
    }
  });

  it('sends staff whose selected individual has no viewable passport back to their list, not to onboarding', () => {
    expect(
      decideRouteAccess(
        '/my-health',
        ctx({ roles: [Role.DOCTOR], hasSelectedIndividual: true, passports: [created] }),
      ),
    ).toEqual({ kind: 'redirect', to: '/individuals' });
    expect(
      decideRouteAccess(
        '/my-health',
        ctx({ roles: [Role.EXTERNAL], hasSelectedIndividual: true, passports: [] }),
      ),
    ).toEqual({ kind: 'redirect', to: '/users' });
  });

  it('lets a staff member who is also a consumer see their own passport without a selection', () => {
    expect(
      decideRouteAccess('/my-health', ctx({ roles: [Role.DOCTOR, Role.CONSUMER], passports: [published] })),
    ).toEqual({ kind: 'allow' });
  });
});

describe('decideRouteAccess: role-restricted pages', () => {
  it('redirects users without the role to their home path', () => {
    expect(decideRouteAccess('/individuals', ctx())).toEqual({ kind: 'redirect', to: '/my-health' });
    expect(decideRouteAccess('/measurements/SN1', ctx({ roles: [Role.HEALTH_COACH] }))).toEqual({
      kind: 'redirect',
      to: '/individuals',
    });
    expect(
      decideRouteAccess('/share-php', ctx({ roles: [Role.DOCTOR], hasSelectedIndividual: true })),
    ).toEqual({
      kind: 'redirect',
      to: '/individuals',
    });
    expect(decideRouteAccess('/snapshots', ctx({ passports: [] }))).toEqual({
      kind: 'redirect',
      to: '/onboarding',
    });
  });

  it('allows the roles of the page', () => {
    expect(decideRouteAccess('/individuals', ctx({ roles: [Role.ONBOARDER] }))).toEqual({ kind: 'allow' });
    expect(decideRouteAccess('/measurements/SN1', ctx({ roles: [Role.ONBOARDER_ADMIN] }))).toEqual({
      kind: 'allow',
    });
    expect(decideRouteAccess('/snapshot/7', ctx({ roles: [Role.HR_MANAGER] }))).toEqual({ kind: 'allow' });
    expect(decideRouteAccess('/snapshots', ctx({ roles: [Role.CORPORATE_MANAGER] }))).toEqual({
      kind: 'allow',
    });
    expect(decideRouteAccess('/companies', ctx({ roles: [Role.PRODUCT_MANAGER] }))).toEqual({
      kind: 'allow',
    });
    expect(decideRouteAccess('/companies', ctx({ roles: [Role.CORPORATE_MANAGER] }))).toEqual({
      kind: 'redirect',
      to: '/snapshots',
    });
  });
});

describe('decideRouteAccess: native-app mode (passport-and-professional §4)', () => {
  const native = (overrides: Partial<ViewerContext> = {}): ViewerContext =>
    ctx({ isNativeApp: true, ...overrides });

  it('sends pages not allowed in the app to the first allowed route', () => {
    expect(decideRouteAccess('/shop', native())).toEqual({ kind: 'redirect', to: '/my-health' });
    expect(decideRouteAccess('/documents', native())).toEqual({ kind: 'redirect', to: '/my-health' });
  });

  it('allows the passport pages, onboarding and profile', () => {
    for (const path of [
      '/my-health',
      '/my-health/body-heart',
      '/my-statistics/my-scans/abdominal-ultrasound',
      '/onboarding/questionaire',
      '/profile',
    ]) {
      expect(decideRouteAccess(path, native())).toEqual({ kind: 'allow' });
    }
  });

  it('follows the redirect chain to the final destination', () => {
    expect(decideRouteAccess('/shop/cart', native({ passports: [] }))).toEqual({
      kind: 'redirect',
      to: '/onboarding',
    });
  });

  it('settles on /profile instead of redirecting in a circle', () => {
    // A doctor in the app: /documents -> /my-health -> /individuals -> /my-health ...
    expect(decideRouteAccess('/documents', native({ roles: [Role.DOCTOR] }))).toEqual({
      kind: 'redirect',
      to: '/profile',
    });
  });
});

describe('breadcrumbs', () => {
  it('lists cumulative path prefixes', () => {
    expect(breadcrumbsFor('/my-health/body-heart')).toEqual(['/my-health', '/my-health/body-heart']);
    expect(breadcrumbsFor('/my-statistics/my-scans/heart-ultrasound/?a=1')).toEqual([
      '/my-statistics',
      '/my-statistics/my-scans',
      '/my-statistics/my-scans/heart-ultrasound',
    ]);
    expect(breadcrumbsFor('/')).toEqual([]);
    // Levels without a page of their own are left out.
    expect(breadcrumbsFor('/shop/product/standard_performance')).toEqual([
      '/shop',
      '/shop/product/standard_performance',
    ]);
    expect(breadcrumbsFor('/onboarding/appointment/GLI_product')).toEqual([
      '/onboarding',
      '/onboarding/appointment/GLI_product',
    ]);
  });

  it('measures depth and shows the bar from 2 levels', () => {
    expect(pathDepth('/')).toBe(0);
    expect(pathDepth('/my-health')).toBe(1);
    expect(pathDepth('/my-health/body-heart/')).toBe(2);
    expect(showsBreadcrumbs('/my-health')).toBe(false);
    expect(showsBreadcrumbs('/my-health/body-heart')).toBe(true);
  });
});
