import { OnboardingMode, PackageCode, PassportStatus, ProductStatus, Role } from '@health-passport/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLanguage } from '../../locale.js';
import { createUser, signedIn } from '../../test/auth.js';
import { rest } from '../../test/rest.js';
import { createTestApp, gql, type TestApp } from '../../test/testApp.js';
import { createTestClock } from '../../test/testClock.js';
import { DEMO_PRODUCTS } from '../../seed/demoCatalogue.js';
import { healthPassports } from './index.js';

const clock = createTestClock();
let t: TestApp;
let consumerToken: string;
let serviceNumber: string;
let firstId: string;
let secondId: string;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
  const fleur = await createUser(t, {
    email: 'fleur.p@example.com',
    givenName: 'Fleur',
    familyName: 'Dijk',
    birthDate: '1990-05-17',
    gender: 'Female',
    locale: 'nl_NL',
    groups: [Role.CONSUMER],
  });
  serviceNumber = fleur.serviceNumber;
  firstId = (
    await t.ctx.services.passports.create({ userId: fleur.id, packageCode: PackageCode.STANDARD_PERFORMANCE })
  ).id;
  await t.ctx.db
    .update(healthPassports)
    .set({ status: PassportStatus.PUBLISHED, publishedAt: clock.now() })
    .where(eq(healthPassports.id, firstId));
  clock.advance(24 * 60 * 60 * 1000);
  secondId = (
    await t.ctx.services.passports.create({
      userId: fleur.id,
      packageCode: PackageCode.REMEASUREMENT,
      remeasurementType: OnboardingMode.ONBOARDING_CORE,
    })
  ).id;
  consumerToken = (await signedIn(t, 'fleur.p@example.com')).accessToken;
  for (const [email, role] of [
    ['coach.p@example.com', Role.HEALTH_COACH],
    ['onboarder.p@example.com', Role.ONBOARDER],
    ['external.p@example.com', Role.EXTERNAL],
  ] as const) {
    await createUser(t, { email, groups: [role] });
  }
});
afterAll(() => t.close());

describe('GET /api/v2/users/me/health-passport', () => {
  it('lists the signed-in user’s passports, newest first, with the product name in their language', async () => {
    const response = await rest(t.app, 'GET', '/api/v2/users/me/health-passport', { token: consumerToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: secondId,
        packageCode: 'remeasurement',
        status: 'CREATED',
        displayName: 'Remeasurement',
        localizedProductName: 'Hermeting',
        createdDate: '2026-03-03T09:00:00.000Z',
        updatedDate: '2026-03-03T09:00:00.000Z',
        publishedDate: null,
        remeasurementType: 'ONBOARDING_CORE',
        disablePhpForIndividuals: false,
      },
      expect.objectContaining({
        id: firstId,
        status: 'PUBLISHED',
        localizedProductName: 'Standaard Performance',
      }),
    ]);
    const english = await rest(t.app, 'GET', '/api/v2/users/me/health-passport', {
      token: consumerToken,
      language: 'en-US',
    });
    expect(english.json()[1].localizedProductName).toBe('Standard Performance');
  });

  it('answers an empty list without passports, and 401 without a session', async () => {
    const { accessToken } = await signedIn(t, 'coach.p@example.com');
    expect(
      (await rest(t.app, 'GET', '/api/v2/users/me/health-passport', { token: accessToken })).json(),
    ).toEqual([]);
    expect((await rest(t.app, 'GET', '/api/v2/users/me/health-passport')).statusCode).toBe(401);
  });

  it('knows the current passport: the newest one that is not published', async () => {
    const fleur = await t.ctx.services.users.findByServiceNumber(serviceNumber);
    expect((await t.ctx.services.passports.currentForUser(fleur!.id))?.id).toBe(secondId);
  });
});

describe('GET /api/v2/users/{serviceNumber}/health-passports', () => {
  const url = () => `/api/v2/users/${serviceNumber}/health-passports`;

  it('lists a person’s passports with the person for staff', async () => {
    for (const email of ['coach.p@example.com', 'onboarder.p@example.com']) {
      const { accessToken } = await signedIn(t, email);
      const response = await rest(t.app, 'GET', url(), { token: accessToken, language: 'en-US' });
      expect(response.statusCode, email).toBe(200);
      expect(response.json()).toMatchObject({
        person: {
          serviceNumber,
          givenName: 'Fleur',
          familyName: 'Dijk',
          birthDate: '1990-05-17',
          gender: 'Female',
        },
        passports: [{ id: secondId }, { id: firstId, localizedProductName: 'Standard Performance' }],
      });
    }
  });

  it('refuses consumers and external viewers, and answers 404 for an unknown service number', async () => {
    expect((await rest(t.app, 'GET', url(), { token: consumerToken })).statusCode).toBe(403);
    const external = (await signedIn(t, 'external.p@example.com')).accessToken;
    expect((await rest(t.app, 'GET', url(), { token: external })).statusCode).toBe(403);
    const coach = (await signedIn(t, 'coach.p@example.com')).accessToken;
    const unknown = await rest(t.app, 'GET', '/api/v2/users/HP00000000/health-passports', { token: coach });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("a passport's product that disables the passport pages (passport-and-professional §2.1, §6)", () => {
  it('is told with every listed passport, to the owner and to staff alike', async () => {
    const product = (code: string) => DEMO_PRODUCTS.find((p) => p.packageCode === code)!;
    await t.ctx.services.products.ensure(product(PackageCode.STANDARD_PERFORMANCE));
    // Taken out of the shop, the product still decides for the passports bought with it.
    await t.ctx.services.products.ensure({
      ...product(PackageCode.STANDARD_PERFORMANCE_MIND_B2B),
      status: ProductStatus.DEACTIVATED,
    });
    const wim = await createUser(t, { email: 'wim.p@example.com', groups: [Role.CONSUMER] });
    const own = await t.ctx.services.passports.create({
      userId: wim.id,
      packageCode: PackageCode.STANDARD_PERFORMANCE,
    });
    clock.advance(60_000);
    const business = await t.ctx.services.passports.create({
      userId: wim.id,
      packageCode: PackageCode.STANDARD_PERFORMANCE_MIND_B2B,
    });
    const expected = [
      { id: business.id, disablePhpForIndividuals: true },
      { id: own.id, disablePhpForIndividuals: false },
    ];

    const { accessToken } = await signedIn(t, 'wim.p@example.com');
    const mine = await rest(t.app, 'GET', '/api/v2/users/me/health-passport', { token: accessToken });
    expect(mine.json()).toMatchObject(expected);

    const coach = (await signedIn(t, 'coach.p@example.com')).accessToken;
    const listed = await rest(t.app, 'GET', `/api/v2/users/${wim.serviceNumber}/health-passports`, {
      token: coach,
    });
    expect(listed.json().passports).toMatchObject(expected);

    // GraphQL's HealthPassport tells the same.
    const { body } = await gql(t.app, '{ healthPassports { id disablePhpForIndividuals } }', {}, accessToken);
    expect(body.data).toEqual({ healthPassports: expected });
  });
});

describe('requestLanguage', () => {
  it('takes English or Dutch from Accept-Language by q-value, else the user’s locale, else English', () => {
    expect(requestLanguage('nl-NL', 'en_US')).toBe('nl');
    expect(requestLanguage('en-US,en;q=0.9', 'nl_NL')).toBe('en');
    expect(requestLanguage('de-DE,en;q=0.5,nl;q=0.8', 'en_US')).toBe('nl');
    expect(requestLanguage('de-DE,fr;q=0.5', 'nl_NL')).toBe('nl');
    expect(requestLanguage('nl;q=0', 'en_US')).toBe('en');
    expect(requestLanguage(undefined, undefined)).toBe('en');
  });
});
