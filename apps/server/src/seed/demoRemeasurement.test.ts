import { AddonCode, PackageCode, PassportStatus, RemeasurementOrderErrorCode } from '@health-passport/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSteps } from '../modules/journey/index.js';
import type { UserRow } from '../modules/users/index.js';
import { signedIn } from '../test/auth.js';
import { createTestApp, gql, type TestApp } from '../test/testApp.js';
import {
  DEMO_MEASURER_EMAIL,
  EARLIER_ANSWERS,
  EARLIER_MEASUREMENTS,
  fill,
  unlockPassport,
} from './demoPassports.js';
import { DEMO_REMEASUREMENT_ACCOUNT, REMEASUREMENT_PASSPORT_MONTHS } from './demoRemeasurement.js';
import { DEMO_PASSWORD, seedDemoData } from './demoSeed.js';

const DAY = 24 * 60 * 60 * 1000;

describe('rik’s demo remeasurement', () => {
  let t: TestApp;
  let rik: UserRow;
  /** The passport redeeming makes. */
  let remeasured: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.ctx, t.app);
    rik = (await t.ctx.services.users.findByEmail(DEMO_REMEASUREMENT_ACCOUNT.email))!;
  });
  afterAll(() => t.close());

  it('is a standard check computed by the engine and published five months ago, and no address', async () => {
    const passports = await t.ctx.services.passports.listForUser(rik.id);
    expect(passports.map((p) => [p.packageCode, p.status])).toEqual([
      [PackageCode.STANDARD_PERFORMANCE, PassportStatus.PUBLISHED],
    ]);
    const age = (t.ctx.clock.now().getTime() - passports[0]!.publishedAt!.getTime()) / (30 * DAY);
    expect(age).toBeGreaterThan(REMEASUREMENT_PASSPORT_MONTHS - 1);
    expect(age).toBeLessThan(REMEASUREMENT_PASSPORT_MONTHS + 1);
    const results = await t.ctx.services.results.resultsFor(passports[0]!.id);
    expect(results.results.length).toBeGreaterThan(10);
    expect(results.flagged).toEqual([]);
    expect([rik.streetAddress, rik.locality, rik.postalCode, rik.country]).toEqual([null, null, null, null]);
  });

  it('has a paid remeasurement to redeem, after a completed journey', async () => {
    const orders = await t.ctx.services.orders.listForUser(rik.id);
    expect(orders.map((o) => [o.packageCode, o.status]).sort()).toEqual([
      [AddonCode.REMEASUREMENT, 'FULFILLED'],
      [PackageCode.STANDARD_PERFORMANCE, 'FULFILLED'],
    ]);
    const rows = await t.ctx.services.journey.listChapters(rik.id);
    const chapters = await withSteps(rows, rik.id, t.ctx.services);
    expect(chapters.map((c) => [c.kind, c.steps.filter((s) => !s.completed).map((s) => s.type)])).toEqual([
      ['PASSPORT', ['BOOK_INSIGHTS_ACTIONS']],
      ['REMEASUREMENT', ['REDEEM_REMEASUREMENT']],
    ]);
    expect(chapters[1]!.steps).toEqual([
      { type: 'PURCHASE_REMEASUREMENT', completed: true, enabled: true },
      { type: 'REDEEM_REMEASUREMENT', completed: false, enabled: true },
    ]);
  });

  it('can be redeemed now, and the new passport asks for informed consent first', async () => {
    const [passport] = await t.ctx.services.passports.listForUser(rik.id);
    const { accessToken } = await signedIn(t, rik.email, DEMO_PASSWORD);
    const missing = await gql(
      t.app,
      `mutation($id: ID!) { redeemRemeasurement(healthPassportId: $id, address: {}) { id } }`,
      { id: passport!.id },
      accessToken,
    );
    expect(missing.body.errors?.[0]?.extensions?.code).toBe(RemeasurementOrderErrorCode.ADDRESS_REQUIRED);
    const redeemed = await gql(
      t.app,
      `mutation($id: ID!, $a: RemeasurementAddressInput!) {
        redeemRemeasurement(healthPassportId: $id, address: $a) { status healthPassport { id } }
      }`,
      {
        id: passport!.id,
        a: { streetAddress: 'Damrak 1', locality: 'Amsterdam', postalCode: '1012 LG', country: 'NL' },
      },
      accessToken,
    );
    expect(redeemed.body.data?.redeemRemeasurement).toMatchObject({ status: 'REDEEMED' });
    remeasured = (redeemed.body.data?.redeemRemeasurement as { healthPassport: { id: string } })
      .healthPassport.id;
    // The remeasurement product asks for the same consent as a check, so its consent step can be done.
    const product = await t.ctx.services.products.productByPackageCode(AddonCode.REMEASUREMENT);
    const requested = await t.ctx.services.consent.requestedForProduct(product!.id);
    expect(requested.filter((p) => p.isActivated).map((p) => p.type)).toContain('INFORMED_CONSENT');
  });

  it('once measured again and published, shows trends against his first passport', async () => {
    const measurer = (await t.ctx.services.users.findByEmail(DEMO_MEASURER_EMAIL))!;
    const [first] = (await t.ctx.services.passports.listForUser(rik.id)).filter(
      (p) => p.status === PassportStatus.PUBLISHED,
    );
    const passport = (await t.ctx.services.passports.getById(remeasured))!;
    const lighter = { ...EARLIER_MEASUREMENTS, Body_Height: '183', Body_Weight: '80', Exercise_VO2max: '45' };
    expect(await fill(t.ctx, rik, measurer, passport, EARLIER_ANSWERS, lighter)).toBe(true);
    await unlockPassport(t.ctx, rik, passport.id);
    const now = await t.ctx.services.results.resultsFor(passport.id);
    const before = await t.ctx.services.results.resultsFor(first!.id);
    const bmi = now.results.find((r) => r.id === 'bmi');
    const earlierBmi = before.results.find((r) => r.id === 'bmi')?.value;
    expect(earlierBmi).toBeDefined();
    expect(bmi?.value).not.toBe(earlierBmi);
    expect(bmi?.previousValue).toBe(earlierBmi);
    expect(bmi?.trend).toBeTruthy();
  });
});
