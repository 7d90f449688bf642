import { STAFF_NOTICE_COOKIE, type Role } from '@health-passport/domain';
import { writeCookie } from '../../lib/cookies';
import { startSession } from '../../lib/session';
import { aUser, someTokens } from '../../test/builders';
import { gqlData, json, type MockHandler } from '../../test/fetchMock';
import type { Snapshot, SnapshotCard, SnapshotSubject, SnapshotSystem } from './api';

// happy-dom has no select.size; react-hook-form reads it to tell an option someone chose from the browser's first
// one, and without it a select would keep its first option instead of the form's value.
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size') ?? 0);
    },
  });
}

/** Signs in with `groups` (staff have seen the confidentiality notice); an HR manager manages one company. */
export function signInAs(groups: Role[]): Record<string, MockHandler> {
  writeCookie(STAFF_NOTICE_COOKIE, '1', 3600);
  startSession(someTokens());
  return {
    'GQL CurrentUser': () => gqlData({ me: aUser({ identityInformation: { groups } }) }),
    'GQL ManagedCompanyCount': () => gqlData({ me: { id: 'user-1', managedCompanyCount: 1 } }),
    'GQL HealthPassportHasProgram': () => gqlData({ healthPassportHasProgram: false }),
    'GQL SnapshotsNotReady': () => gqlData({ snapshotsNotReady: [] }),
    'GQL SnapshotCompanies': () =>
      gqlData({
        companies: [
          { id: 'c1', name: 'Acme', customerType: 'B2B', packageCode: null, memberCount: 40 },
          { id: 'c2', name: 'Globex', customerType: 'B2B', packageCode: null, memberCount: 25 },
        ],
      }),
  };
}

/** A GraphQL answer with one error as the server shapes domain errors, with its details. */
export function gqlFailure(code: string, details?: Record<string, unknown>): Response {
  return json({
    data: null,
    errors: [{ message: code, extensions: { code, status: 400, ...(details ? { details } : {}) } }],
  });
}

export function aCard(overrides: Partial<SnapshotCard> = {}): SnapshotCard {
  return {
    id: 's1',
    name: 'Acme 2026',
    company: 'Acme',
    description: 'Everyone at Acme who took part this spring',
    status: 'COMPUTED',
    totalHealthPassports: 42,
    ...overrides,
  };
}

export function aPage(content: SnapshotCard[], pageNumber = 0, totalPages = content.length > 0 ? 1 : 0) {
  return {
    searchSnapshots: {
      content,
      hasNext: pageNumber + 1 < totalPages,
      hasPrevious: pageNumber > 0,
      pageNumber,
      pageSize: 12,
      totalElements: content.length,
      totalPages,
    },
  };
}

export function aSnapshot(overrides: Partial<Snapshot> = {}): Snapshot {
  return {
    id: 's1',
    name: 'Acme 2026',
    company: 'Acme',
    description: 'Everyone at Acme who took part this spring',
    status: 'COMPUTED',
    customerType: 'B2B',
    expiryDate: '2027-03-31',
    logoURI: { en_US: '/logos/acme-en.svg', nl_NL: '/logos/acme-nl.svg' },
    minSummaryPassports: 11,
    stepSummaryPassports: 1,
    managers: [
      {
        user: { id: 'u9', serviceNumber: 'HP00000009', name: 'Hanna de Boer', email: 'hanna@acme.example' },
        pdfURI: { en_US: '/files/report-en?sig=1', nl_NL: '/files/report-nl?sig=1' },
      },
    ],
    totalHealthPassports: 42,
    computedDate: '2026-04-02T08:30:00.000Z',
    notComputedReason: null,
    ...overrides,
  };
}

export function aSubject(title: string, overrides: Partial<SnapshotSubject> = {}): SnapshotSubject {
  return {
    resultId: title.toLowerCase(),
    title,
    subTitle: 'Average 24.1, 40 people measured',
    iconURI: '/icons/bmi.svg',
    measuredCount: 40,
    averages: [
      {
        color: 'red',
        percentage: null,
        percentageLabel: 'Not shown (fewer than 11 people)',
        description: 'Obesity',
        details: 'A BMI of 30 or more.',
      },
      {
        color: 'orange',
        percentage: 28,
        percentageLabel: '28%',
        description: 'Overweight',
        details: 'A BMI from 25 to 30.',
      },
      {
        color: 'green',
        percentage: 72,
        percentageLabel: '72%',
        description: 'Healthy weight',
        details: 'A BMI from 18.5 to 25.',
      },
    ],
    ...overrides,
  };
}

/** One system with a slideshow of `slides` tiles and a tab category of two. */
export function aSystem(slides = 5): SnapshotSystem {
  return {
    title: 'Body',
    description: 'How the body is doing',
    iconURI: '/icons/body.svg',
    categories: [
      {
        type: 'SLIDESHOW',
        title: 'Metabolism',
        description: 'Weight and blood sugar',
        iconURI: '/icons/metabolic.svg',
        tiles: Array.from({ length: slides }, (_, index) => ({
          subjects: [aSubject(`Result ${index + 1}`)],
        })),
      },
      {
        type: 'TAB',
        title: 'Heart',
        description: 'Blood pressure and heart rate',
        iconURI: '/icons/heart.svg',
        tiles: [{ subjects: [aSubject('Blood pressure')] }, { subjects: [aSubject('Heart rate')] }],
      },
    ],
  };
}
