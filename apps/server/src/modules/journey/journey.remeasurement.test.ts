import {
  AddonCode,
  OnboardingMode,
  PackageCode,
  PassportStatus,
  RemeasurementOrderErrorCode as Code,
} from '@health-passport/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '../../seed/demoCatalogue.js';
import { createUser, signedIn } from '../../test/auth.js';
import { buyAndPay, buyPublishedCheck } from '../../test/orders.js';
import { createTestApp, gql, type TestApp } from '../../test/testApp.js';
import { createTestClock } from '../../test/testClock.js';
import { healthPassports } from '../passports/index.js';
import type { UserRow } from '../users/index.js';
import { parseRemeasurementAddress, remeasurementTypeOf } from './journey.remeasurement.js';

/**
 * Redeeming a remeasurement (customer-journey §4 Remeasurement redeem modal, §8 Remeasurement order errors)
 * against the real server: the four-month rule on both sides of the boundary with the clock injected, every §8
 * error, and nothing written when any of them is answered.
 */

const clock = createTestClock(new Date('2026-03-02T09:00:00.000Z'));
let t: TestApp;
let serial = 0;

const ADDRESS = { streetAddress: 'Damrak 1', locality: 'Amsterdam', postalCode: '1012 LG', country: 'NL' };
const REDEEM = `mutation($id: ID!, $a: RemeasurementAddressInput!) {
  redeemRemeasurement(healthPassportId: $id, address: $a) {
    id status product { packageCode }
    healthPassport { id packageCode status remeasurementType userSteps { type completed enabled } }
  }
}`;

interface Customer {
  user: UserRow;
  passportId: string;
}

/** Signed in at the clock's time (an access token lasts 15 minutes; the tests move months). */
const tokenOf = async (c: Customer) => (await signedIn(t, c.user.email)).accessToken;

/** A customer with a standard_performance passport published on 2 March, and a bought remeasurement. */
async function customer(): Promise<Customer> {
  const now = clock.now();
  clock.set(new Date('2026-03-02T09:00:00.000Z'));
  serial += 1;
  const email = `remeasure${serial}@example.com`;
  const user = await createUser(t, { email });
  const passportId = await buyPublishedCheck(t, user);
  await buyAndPay(t, user, AddonCode.REMEASUREMENT);
  clock.set(now);
  return { user, passportId };
}

const redeem = async (c: Customer, id = c.passportId, address: unknown = ADDRESS) =>
  gql(t.app, REDEEM, { id, a: address }, await tokenOf(c));

const codeOf = (response: Awaited<ReturnType<typeof redeem>>) =>
  response.body.errors?.[0]?.extensions?.code as string | undefined;

const passportCount = async (userId: string) => (await t.ctx.services.passports.listForUser(userId)).length;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
  for (const product of DEMO_PRODUCTS) {
    if ([PackageCode.STANDARD_PERFORMANCE, AddonCode.REMEASUREMENT].includes(product.packageCode as never)) {
      await t.ctx.services.products.ensure(product);
    }
  }
}, 60_000);
afterAll(() => t.close());
beforeEach(() => clock.set(new Date('2026-03-02T09:00:00.000Z')));

describe('the four-month rule', () => {
  it('refuses the day before four months have passed (Amsterdam) and allows the first day after', async () => {
    const anna = await customer();
    // Published 2 March: the first day is 2 July. 1 July 23:59 in Amsterdam is 21:59 UTC.
    clock.set(new Date('2026-07-01T21:59:00.000Z'));
    const early = await redeem(anna);
    expect(codeOf(early)).toBe(Code.READY_TO_BUY_AFTER_FOUR_MONTHS);
    expect(early.body.errors?.[0]?.extensions?.details).toMatchObject({ availableFrom: '2026-07-02' });
    expect(await passportCount(anna.user.id)).toBe(1);
    const passports = await gql(
      t.app,
      '{ healthPassports { id remeasurementAvailableFrom } }',
      {},
      await tokenOf(anna),
    );
    expect(passports.body.data?.healthPassports).toEqual([
      { id: anna.passportId, remeasurementAvailableFrom: '2026-07-02' },
    ]);

    clock.set(new Date('2026-07-01T22:00:00.000Z'));
    const redeemed = await redeem(anna);
    expect(redeemed.body.errors).toBeUndefined();
    expect(redeemed.body.data?.redeemRemeasurement).toMatchObject({
      status: 'REDEEMED',
      product: { packageCode: AddonCode.REMEASUREMENT },
      healthPassport: {
        packageCode: PackageCode.REMEASUREMENT,
        status: 'CREATED',
        // standard_performance measures fitness: the performance remeasurement.
        remeasurementType: OnboardingMode.ONBOARDING_PERFORMANCE,
        userSteps: [
          { type: 'INFORMED_CONSENT', completed: false, enabled: true },
          { type: 'COMPLETE_QUESTIONNAIRE', completed: false, enabled: false },
          { type: 'BOOK_REMEASUREMENT_PERFORMANCE', completed: false, enabled: false },
          { type: 'BOOK_EXERCISE_TEST', completed: false, enabled: false },
          { type: 'UNLOCK_HEALTH_PASSPORT', completed: false, enabled: false },
          { type: 'PERSONAL_HEALTH_PASSPORT', completed: false, enabled: false },
        ],
      },
    });
    expect(await passportCount(anna.user.id)).toBe(2);
    // The address is kept with the profile; the remeasurement chapter is on /onboarding.
    const saved = await t.ctx.services.users.findById(anna.user.id);
    expect(saved).toMatchObject({ streetAddress: 'Damrak 1', locality: 'Amsterdam', postalCode: '1012 LG' });
    const chapters = await gql(
      t.app,
      '{ myOnboardingChapters { type packageCode steps { type completed } } }',
      {},
      await tokenOf(anna),
    );
    const list = chapters.body.data?.myOnboardingChapters as { type: string; steps: { type: string }[] }[];
    // After the purchases come the add-ons offered; the newest passport chapter is the remeasurement's.
    expect(list.filter((c) => c.type === 'PASSPORT').at(-1)).toMatchObject({
      packageCode: PackageCode.REMEASUREMENT,
    });
    expect(list.find((c) => c.type === 'REMEASUREMENT')?.steps).toEqual([
      { type: 'PURCHASE_REMEASUREMENT', completed: true },
      { type: 'REDEEM_REMEASUREMENT', completed: true },
    ]);
  });
});

describe('the §8 errors, each changing nothing', () => {
  let bram: Customer;

  beforeAll(async () => {
    bram = await customer();
  });

  beforeEach(() => clock.set(new Date('2026-08-01T09:00:00.000Z')));

  it.each([
    [null, Code.ADDRESS_REQUIRED, undefined],
    [{}, Code.ADDRESS_REQUIRED, undefined],
    [{ ...ADDRESS, streetAddress: '' }, Code.STREET_ADDRESS_REQUIRED, 'streetAddress'],
    [{ ...ADDRESS, streetAddress: 'Damrak <1>' }, Code.STREET_ADDRESS_FORMAT, 'streetAddress'],
    [{ ...ADDRESS, streetAddress: 'Damrak' }, Code.INVALID_STREET_ADDRESS, 'streetAddress'],
    [{ ...ADDRESS, streetAddress: '12' }, Code.INVALID_STREET_ADDRESS, 'streetAddress'],
    [{ ...ADDRESS, locality: ' ' }, Code.LOCALITY_REQUIRED, 'locality'],
    [{ ...ADDRESS, postalCode: '' }, Code.POSTAL_CODE_REQUIRED, 'postalCode'],
    [{ ...ADDRESS, country: '' }, Code.COUNTRY_REQUIRED, 'country'],
  ])('address %j: %s', async (address, code, field) => {
    const response = await redeem(bram, bram.passportId, address ?? {});
    expect(codeOf(response)).toBe(code);
    const details = response.body.errors?.[0]?.extensions?.details as { fields?: object } | undefined;
    if (field) expect(Object.keys(details?.fields ?? {})).toEqual([field]);
    expect(await passportCount(bram.user.id)).toBe(1);
  });

  it('does not sell, nor redeem, a remeasurement without a published passport', async () => {
    const email = 'unpublished.remeasure@example.com';
    const user = await createUser(t, { email });
    await buyAndPay(t, user, PackageCode.STANDARD_PERFORMANCE);
    await expect(buyAndPay(t, user, AddonCode.REMEASUREMENT)).rejects.toMatchObject({
      code: Code.NEEDS_EXISTING_HEALTH_PASSPORT,
    });
    expect(await t.ctx.services.orders.listEntitlements(user.id)).toEqual([]);
    const [passport] = await t.ctx.services.passports.listForUser(user.id);
    const token = (await signedIn(t, email)).accessToken;
    const response = await gql(t.app, REDEEM, { id: passport!.id, a: ADDRESS }, token);
    expect(codeOf(response)).toBe(Code.NEEDS_EXISTING_HEALTH_PASSPORT);
    expect(await passportCount(user.id)).toBe(1);
  });

  it('refuses someone else’s passport as an unknown one', async () => {
    const other = await customer();
    const response = await redeem(bram, other.passportId);
    expect(codeOf(response)).toBe('notFound');
    expect(await passportCount(other.user.id)).toBe(1);
  });

  it('redeems once: a second redemption, or one for the older passport, is refused', async () => {
    const cees = await customer();
    await buyAndPay(t, cees.user, AddonCode.REMEASUREMENT);
    expect((await redeem(cees)).body.errors).toBeUndefined();
    const again = await redeem(cees);
    expect(codeOf(again)).toBe(Code.NOT_YET_READY_TO_BUY);
    expect(await passportCount(cees.user.id)).toBe(2);
    // Once the remeasurement is published, the first passport is no longer the latest.
    const [newest] = await t.ctx.services.passports.listForUser(cees.user.id);
    await t.ctx.db
      .update(healthPassports)
      .set({ status: PassportStatus.PUBLISHED, publishedAt: clock.now() })
      .where(eq(healthPassports.id, newest!.id));
    expect(codeOf(await redeem(cees))).toBe(Code.NOT_YET_READY_TO_BUY);
    expect(await passportCount(cees.user.id)).toBe(2);
  });

  it('needs a bought remeasurement', async () => {
    const dirk = await customer();
    expect((await redeem(dirk)).body.errors).toBeUndefined();
    // Its remeasurement published four months ago: the one entitlement is used up.
    const [newest] = await t.ctx.services.passports.listForUser(dirk.user.id);
    await t.ctx.db
      .update(healthPassports)
      .set({ status: PassportStatus.PUBLISHED, publishedAt: new Date('2026-03-01T09:00:00.000Z') })
      .where(eq(healthPassports.id, newest!.id));
    expect(codeOf(await redeem(dirk, newest!.id))).toBe('noEntitlement');
    expect(await passportCount(dirk.user.id)).toBe(2);
  });
});

describe('rules as functions', () => {
  it('reads a house number on either side of the street', () => {
    expect(parseRemeasurementAddress({ ...ADDRESS, streetAddress: '1 Main Street' }).streetAddress).toBe(
      '1 Main Street',
    );
    expect(
      parseRemeasurementAddress({ ...ADDRESS, streetAddress: ' Laan van Meerdervoort 12-B ' }),
    ).toMatchObject({
      streetAddress: 'Laan van Meerdervoort 12-B',
    });
  });

  it('remeasures what the package measured', () => {
    const type = (packageCode: string, remeasurementType: string | null = null) =>
      remeasurementTypeOf({ packageCode, remeasurementType });
    expect(type(PackageCode.PERFORMANCE_PREMIUM)).toBe(OnboardingMode.ONBOARDING_PERFORMANCE);
    expect(type(PackageCode.GLI_PRODUCT)).toBe(OnboardingMode.ONBOARDING_CORE);
    expect(type('unknown_package')).toBe(OnboardingMode.NORMAL);
    expect(type(PackageCode.REMEASUREMENT, OnboardingMode.ONBOARDING_BIOMARKERS)).toBe(
      OnboardingMode.ONBOARDING_BIOMARKERS,
    );
  });
});
