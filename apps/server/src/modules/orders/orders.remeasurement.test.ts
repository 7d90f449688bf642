import {
  AddonCode,
  OnboardingMode,
  OrderStatus,
  PackageCode,
  PassportStatus,
  RemeasurementOrderErrorCode as Code,
} from '@health-passport/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '../../seed/demoCatalogue.js';
import { createUser, signedIn } from '../../test/auth.js';
import { buyAndPay, buyPublishedCheck } from '../../test/orders.js';
import { createTestApp, gql, type TestApp } from '../../test/testApp.js';
import { createTestClock } from '../../test/testClock.js';
import type { UserRow } from '../users/index.js';

/**
 * Buying a remeasurement for a passport in the redeem modal (customer-journey §4 Remeasurement redeem modal, §7,
 * §8) against the real server: createOrder with the passport, the built-in provider's hosted page and its signed
 * webhook, and what /onboarding shows afterwards.
 */

const PUBLISHED_AT = new Date('2026-03-02T09:00:00.000Z');
/** Five months later: the passport can be remeasured. */
const LATER = new Date('2026-08-03T09:00:00.000Z');
const clock = createTestClock(PUBLISHED_AT);
let t: TestApp;
let remeasurementId: string;
let returnUrl: string;
let serial = 0;

const ADDRESS = {
  streetAddress: 'Keizersgracht 123',
  locality: 'Amsterdam',
  postalCode: '1015 CJ',
  country: 'NL',
};

const CREATE_ORDER = `mutation($p: ID!, $u: OrderUserInput!, $r: String!, $passport: ID) {
  createOrder(productId: $p, shopCountryCode: "NL", userInput: $u, returnUrl: $r, healthPassportId: $passport) {
    id status
  }
}`;
const PAYMENT_LINK = `mutation($id: ID!, $r: String!) { createAdyenPaymentLink(orderId: $id, returnUrl: $r) }`;
const CHAPTERS = `{ myOnboardingChapters {
  type packageCode healthPassportId steps { type completed enabled }
} }`;
const ENTITLEMENTS = '{ myEntitlements { type healthPassportId redeemedDate } }';

interface Customer {
  user: UserRow;
  passportId: string;
}

/** A customer whose standard_performance passport was published on 2 March. */
async function customer(): Promise<Customer> {
  const now = clock.now();
  clock.set(PUBLISHED_AT);
  serial += 1;
  const user = await createUser(t, { email: `remeasure.order${serial}@example.com` });
  const passportId = await buyPublishedCheck(t, user);
  clock.set(now);
  return { user, passportId };
}

/** Signed in at the clock's time (an access token lasts 15 minutes; the tests move months). */
const tokenOf = async (c: Customer) => (await signedIn(t, c.user.email)).accessToken;

/** The order of the modal's confirm step: the remeasurement for the passport, the confirmed address with it. */
async function orderFor(
  c: Customer,
  passportId: unknown,
  address: object = ADDRESS,
  productId = remeasurementId,
) {
  const userInput = {
    email: c.user.email,
    phoneNumber: '+31612345678',
    givenName: 'Rik',
    familyName: 'de Vries',
    locale: 'en_US',
    address: { ...address, region: null },
  };
  return gql(
    t.app,
    CREATE_ORDER,
    { p: productId, u: userInput, r: returnUrl, passport: passportId },
    await tokenOf(c),
  );
}

/** Pays the order on the built-in provider's hosted page, whose signed notification reaches the webhook. */
async function pay(c: Customer, orderId: string) {
  const link = await gql(t.app, PAYMENT_LINK, { id: orderId, r: returnUrl }, await tokenOf(c));
  const url = new URL(link.body.data?.createAdyenPaymentLink as string);
  const paid = await t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      cardNumber: '4111 1111 1111 1111',
      expiry: '03/30',
      cvc: '737',
    }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  expect(paid.headers.location).toBe(`${returnUrl}?orderId=${orderId}`);
}

const codeOf = (response: Awaited<ReturnType<typeof gql>>) =>
  response.body.errors?.[0]?.extensions?.code as string | undefined;

const orderStatus = async (c: Customer, id: string) =>
  (await gql(t.app, `query($id: ID!) { order(id: $id) { status } }`, { id }, await tokenOf(c))).body.data
    ?.order as { status: string };

interface Chapter {
  type: string;
  packageCode: string;
  healthPassportId: string | null;
  steps: { type: string; completed: boolean; enabled: boolean }[];
}
const chaptersOf = async (c: Customer) =>
  (await gql(t.app, CHAPTERS, {}, await tokenOf(c))).body.data?.myOnboardingChapters as Chapter[];

const stepOf = (chapter: Chapter | undefined, type: string) => chapter?.steps.find((s) => s.type === type);

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
  for (const product of DEMO_PRODUCTS) {
    if ([PackageCode.STANDARD_PERFORMANCE, AddonCode.REMEASUREMENT].includes(product.packageCode as never)) {
      await t.ctx.services.products.ensure(product);
    }
  }
  remeasurementId = (await t.ctx.services.products.productByPackageCode(AddonCode.REMEASUREMENT))!.id;
  returnUrl = `${t.ctx.config.publicUrl}/order-completed`;
}, 60_000);
afterAll(() => t.close());
beforeEach(() => clock.set(LATER));

describe('a remeasurement bought for a passport', () => {
  it('is redeemed when paid: the remeasurement passport and its chapter are on /onboarding', async () => {
    const rik = await customer();
    expect((await gql(t.app, ENTITLEMENTS, {}, await tokenOf(rik))).body.data?.myEntitlements).toEqual([]);

    const created = await orderFor(rik, rik.passportId);
    expect(created.body.errors).toBeUndefined();
    const order = created.body.data?.createOrder as { id: string; status: string };
    expect(order.status).toBe(OrderStatus.CREATED);
    await pay(rik, order.id);

    expect(await orderStatus(rik, order.id)).toEqual({ status: OrderStatus.FULFILLED });
    const [newest, first] = await t.ctx.services.passports.listForUser(rik.user.id);
    expect(first?.id).toBe(rik.passportId);
    expect(newest).toMatchObject({
      packageCode: PackageCode.REMEASUREMENT,
      status: PassportStatus.CREATED,
      // standard_performance measures fitness: the performance remeasurement.
      remeasurementType: OnboardingMode.ONBOARDING_PERFORMANCE,
    });
    const chapters = await chaptersOf(rik);
    const bought = chapters.find((c) => c.type === 'REMEASUREMENT');
    expect(stepOf(bought, 'REDEEM_REMEASUREMENT')).toMatchObject({ completed: true });
    const remeasurement = chapters.find((c) => c.healthPassportId === newest!.id);
    expect(remeasurement).toMatchObject({ type: 'PASSPORT', packageCode: PackageCode.REMEASUREMENT });
    expect(stepOf(remeasurement, 'INFORMED_CONSENT')).toEqual({
      type: 'INFORMED_CONSENT',
      completed: false,
      enabled: true,
    });
    expect(stepOf(remeasurement, 'BOOK_REMEASUREMENT_PERFORMANCE')).toBeDefined();

    const entitlements = (await gql(t.app, ENTITLEMENTS, {}, await tokenOf(rik))).body.data?.myEntitlements;
    expect(entitlements).toEqual([
      { type: 'REMEASUREMENT', healthPassportId: newest!.id, redeemedDate: LATER.toISOString() },
    ]);
    // The confirmed address is kept with the profile, as redeeming keeps it.
    expect(await t.ctx.services.users.findById(rik.user.id)).toMatchObject({
      streetAddress: 'Keizersgracht 123',
      postalCode: '1015 CJ',
    });
    expect(t.reported).toEqual([]);
  });

  it('stays to be redeemed later when the passport can no longer be remeasured at payment', async () => {
    const sara = await customer();
    const created = await orderFor(sara, sara.passportId);
    const orderId = (created.body.data?.createOrder as { id: string }).id;
    // Meanwhile another health check was bought: her next passport is under way.
    await buyAndPay(t, sara.user, PackageCode.STANDARD_PERFORMANCE);
    await pay(sara, orderId);

    expect(await orderStatus(sara, orderId)).toEqual({ status: OrderStatus.FULFILLED });
    const passports = await t.ctx.services.passports.listForUser(sara.user.id);
    expect(passports.map((p) => p.packageCode)).toEqual([
      PackageCode.STANDARD_PERFORMANCE,
      PackageCode.STANDARD_PERFORMANCE,
    ]);
    expect((await gql(t.app, ENTITLEMENTS, {}, await tokenOf(sara))).body.data?.myEntitlements).toEqual([
      { type: 'REMEASUREMENT', healthPassportId: null, redeemedDate: null },
    ]);
    const bought = (await chaptersOf(sara)).find((c) => c.type === 'REMEASUREMENT');
    expect(stepOf(bought, 'REDEEM_REMEASUREMENT')).toMatchObject({ completed: false, enabled: true });
    expect(t.reported).toEqual([]);
  });
});

describe('createOrder for a passport that cannot be remeasured now', () => {
  let bram: Customer;

  beforeAll(async () => {
    bram = await customer();
  });

  /** Whatever the refusal, nothing is ordered, paid or made. */
  async function expectNothingMade(c: Customer) {
    expect(await t.ctx.services.orders.listForUser(c.user.id)).toHaveLength(1);
    expect(await t.ctx.services.orders.listEntitlements(c.user.id)).toEqual([]);
    expect(await t.ctx.services.passports.listForUser(c.user.id)).toHaveLength(1);
  }

  it('refuses before four months have passed, naming the first day', async () => {
    clock.set(new Date('2026-07-01T21:59:00.000Z'));
    const early = await orderFor(bram, bram.passportId);
    expect(codeOf(early)).toBe(Code.READY_TO_BUY_AFTER_FOUR_MONTHS);
    expect(early.body.errors?.[0]?.extensions?.details).toMatchObject({ availableFrom: '2026-07-02' });
    await expectNothingMade(bram);
  });

  it('refuses someone else’s passport as an unknown one', async () => {
    const other = await customer();
    expect(codeOf(await orderFor(bram, other.passportId))).toBe('notFound');
    await expectNothingMade(bram);
    await expectNothingMade(other);
  });

  it('refuses an address the remeasurement cannot take, at its field', async () => {
    const response = await orderFor(bram, bram.passportId, { ...ADDRESS, streetAddress: 'Keizersgracht' });
    expect(codeOf(response)).toBe(Code.INVALID_STREET_ADDRESS);
    expect(response.body.errors?.[0]?.extensions?.details).toMatchObject({
      fields: { streetAddress: expect.any(String) },
    });
    await expectNothingMade(bram);
  });

  it('refuses while the remeasurement of it is under way', async () => {
    const cees = await customer();
    await pay(cees, ((await orderFor(cees, cees.passportId)).body.data?.createOrder as { id: string }).id);
    expect(codeOf(await orderFor(cees, cees.passportId))).toBe(Code.NOT_YET_READY_TO_BUY);
    expect(await t.ctx.services.orders.listForUser(cees.user.id)).toHaveLength(2);
  });

  it('takes a passport only with the remeasurement', async () => {
    const checkId = (await t.ctx.services.products.productByPackageCode(PackageCode.STANDARD_PERFORMANCE))!
      .id;
    const response = await orderFor(bram, bram.passportId, ADDRESS, checkId);
    expect(codeOf(response)).toBe('badRequest');
    await expectNothingMade(bram);
  });
});
