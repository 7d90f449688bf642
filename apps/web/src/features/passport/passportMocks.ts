import type { PassportStatus } from '@health-passport/domain';
import {
  LayoutType,
  Role,
  STAFF_NOTICE_COOKIE,
  STORAGE_KEYS,
  type LayoutComponent,
  type LayoutDocument,
  type NavigationRoute,
  type NavigationRoutes,
} from '@health-passport/domain';
import { writeCookie } from '../../lib/cookies';
import { startSession } from '../../lib/session';
import { aUser, someTokens } from '../../test/builders';
import { gqlData, json, type MockHandler } from '../../test/fetchMock';
import type { PassportPerson } from '../passports';

/** Test data and sign-ins of the passport pages' tests. */

export function aPassport(id: string, status: PassportStatus, createdDate: string, name = `Passport ${id}`) {
  return {
    id,
    packageCode: 'standard_performance',
    status,
    displayName: name,
    localizedProductName: name,
    createdDate,
    updatedDate: createdDate,
    remeasurementType: null,
  };
}

function route(
  path: string,
  title: string,
  children: NavigationRoute[] = [],
  upsellText?: string,
): NavigationRoute {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return { name, path, layout: path.slice(1), title, children, ...(upsellText ? { upsellText } : {}) };
}

export const SCANS_UPSELL = 'Add the heart and abdominal ultrasound to see your scans here.';

export function someRoutes(passportId: string): NavigationRoutes {
  return {
    passportId,
    routes: [
      route('/my-health', 'My Health', [
        route('/my-health/body-heart', 'Heart and circulation'),
        route('/my-health/mind-stress', 'Stress'),
      ]),
      route('/my-statistics', 'My Statistics', [
        route('/my-statistics/my-biomarkers', 'My biomarkers'),
        route('/my-statistics/my-scans', 'My scans', [], SCANS_UPSELL),
      ]),
    ],
  };
}

export function aLayout(
  overrides: Partial<LayoutDocument> & { components?: LayoutComponent[] } = {},
): LayoutDocument {
  return {
    type: LayoutType.Dashboard,
    name: 'my-health',
    title: 'Your health at a glance',
    theme: 'theme-dashboard',
    passportId: 'p1',
    components: [{ type: 'SimpleTitle', properties: { title: 'Blood pressure' } }],
    ...overrides,
  };
}

/** Signs in with `groups` and answers `me`; staff confirm the confidentiality notice beforehand. */
export function signInAs(
  groups: Role[],
  identity: Partial<ReturnType<typeof aUser>['identityInformation']> = {},
) {
  if (!groups.includes(Role.CONSUMER)) writeCookie(STAFF_NOTICE_COOKIE, '1', 3600);
  startSession(someTokens());
  const handlers: Record<string, MockHandler> = {
    'GQL CurrentUser': () => gqlData({ me: aUser({ identityInformation: { groups, ...identity } }) }),
    'GQL HealthPassportHasProgram': () => gqlData({ healthPassportHasProgram: false }),
  };
  return handlers;
}

export const ANNA: PassportPerson = {
  serviceNumber: 'HP-424242',
  givenName: 'Anna',
  middleName: 'de',
  familyName: 'Vries',
  birthDate: '1984-03-09',
  gender: 'Female',
};

/** A professional who selected `person`, with the person's passports answered. */
export function staffWithSelected(
  role: Role,
  passports: ReturnType<typeof aPassport>[],
  person: PassportPerson = ANNA,
): Record<string, MockHandler> {
  window.localStorage.setItem(STORAGE_KEYS.CONSUMER, JSON.stringify(person));
  return {
    ...signInAs([role]),
    [`GET /api/v2/users/${person.serviceNumber}/health-passports`]: () => json({ person, passports }),
  };
}
