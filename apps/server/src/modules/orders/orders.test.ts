import {
  AddonCode,
  CheckoutServerMessage as M,
  checkoutErrorFor,
  CouponKind,
  EntitlementType,
  PackageCode,
  PackageType,
  Role,
} from '@health-passport/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../integrations/notifier/index.js';
import {
  type PaymentEvent,
  type PaymentLinkRequest,
  type PaymentProvider,
  PaymentProviderError,
} from '../../integrations/payments/index.js';
import { seedDemoData } from '../../seed/demoSeed.js';
import { createUser, lastMessageTo, signedIn, signIn } from '../../test/auth.js';
import { clientStatus, createTestApp, type TestApp } from '../../test/testApp.js';
import { createTestClock } from '../../test/testClock.js';
import { carts, couponRedemptions } from '../cart/index.js';
import { onboardingChapters } from '../journey/index.js';
import { products } from '../products/index.js';
import { users } from '../users/index.js';
import { entitlements, orders } from './orders.tables.js';

const clock = createTestClock();
const DAY = 86_400_000;

/** A payment provider that records every request, and fails while `failWith` is set. */
const provider = {
  requests: [] as PaymentLinkRequest[],
  failWith: null as string | null,
};
const recordingProvider: PaymentProvider = {
  name: 'recording',
  async createPaymentLink(request) {
    if (provider.failWith) throw new PaymentProviderError(provider.failWith);
    provider.requests.push(request);
    const id = `PL${provider.requests.length}`;
    return { id, url: `https://pay.example.com/${id}`, expiresAt: new Date(clock.now().getTime() + DAY) };
  },
  verifyNotification: () => true,
};

let t: TestApp;
let returnUrl: string;
let bram: string;
let bramId: string;
let anna: string;
const productIds: Record<string, string> = {};

interface Answer {
  status: number;
  data: Record<string, Record<string, unknown> | string | null> | null | undefined;
  error: { message: string; extensions?: Record<string, unknown> } | undefined;
}

async function call(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<Answer> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
    headers: { 'accept-language': 'nl-NL', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const body = response.json();
  return { status: clientStatus(response.statusCode, body), data: body.data, error: body.errors?.[0] };
}

const ORDER = `
  id status adyenPaymentLinkUrl createdDate
  product { packageCode }
  totalPurchasePrice { price customerPriceFormatted currency vat vatPercentage vatIncluded }
  couponResult { code amount percentage }
  healthPassport { id packageCode status localizedProductName }`;

const BY_CART = `mutation($cartId: ID!, $userInput: OrderUserInput!, $returnUrl: String!) {
  createOrderByCart(cartId: $cartId, userInput: $userInput, returnUrl: $returnUrl) { ${ORDER} }
}`;
const BY_PRODUCT = `mutation($productId: ID!, $country: String!, $userInput: OrderUserInput!, $returnUrl: String!) {
  createOrder(productId: $productId, shopCountryCode: $country, userInput: $userInput, returnUrl: $returnUrl) { ${ORDER} }
}`;
const PAYMENT_LINK = `mutation($orderId: ID!, $returnUrl: String!) {
  createAdyenPaymentLink(orderId: $orderId, returnUrl: $returnUrl)
}`;
const GET_ORDER = `query($id: ID!) { order(id: $id) { ${ORDER} } }`;

let emails = 0;
/** Valid personal information with a fresh e-mail address. */
function userInput(overrides: Record<string, unknown> = {}, address: Record<string, unknown> = {}) {
  emails += 1;
  return {
    email: `Buyer${emails}@Example.com `,
    phoneNumber: '+31 6 1234 5678',
    givenName: ' Fleur ',
    familyName: 'Visser',
    companyName: 'Visser Advies',
    locale: 'nl_NL',
    ...overrides,
    address: {
      streetAddress: 'Keizersgracht 123',
      locality: 'Amsterdam',
      postalCode: '1015 cj',
      country: 'nl',
      region: null,
      ...address,
    },
  };
}

async function cartWith(packageCode: string, coupon?: string, token?: string): Promise<string> {
  const created = await call('mutation { createCart { id } }', {}, token);
  const id = (created.data!.createCart as { id: string }).id;
  const updated = await call(
    'mutation($id: ID!, $p: ID!) { updateCart(id: $id, input: { productId: $p }) { id } }',
    { id, p: productIds[packageCode] },
    token,
  );
  expect(updated.error).toBeUndefined();
  if (coupon) {
    const applied = await call(
      'mutation($id: ID!, $c: String!) { applyCouponToCart(cartId: $id, couponCode: $c) { id } }',
      { id, c: coupon },
      token,
    );
    expect(applied.error).toBeUndefined();
  }
  return id;
}

const checkoutCart = (cartId: string, input = userInput(), token?: string, url = returnUrl) =>
  call(BY_CART, { cartId, userInput: input, returnUrl: url }, token);

async function orderRow(id: string) {
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function counts() {
  const [[o], [u], [r], [m]] = await Promise.all([
    t.ctx.db.select({ n: count() }).from(orders),
    t.ctx.db.select({ n: count() }).from(users),
    t.ctx.db.select({ n: count() }).from(couponRedemptions),
    t.ctx.db.select({ n: count() }).from(outbox),
  ]);
  return { orders: o!.n, users: u!.n, redemptions: r!.n, mails: m!.n };
}

let psp = 0;
/** Applies a notification the way the payments webhook does: verified, in an events transaction. */
function notify(orderId: string, overrides: Partial<PaymentEvent> = {}, total?: number) {
  psp += 1;
  return (async () => {
    const order = await orderRow(orderId).catch(() => undefined);
    const event: PaymentEvent = {
      provider: 'recording',
      pspReference: `PSP${psp}`,
      merchantReference: orderId,
      eventCode: 'AUTHORISATION',
      success: true,
      amount: { value: total ?? order?.total ?? 0, currency: 'EUR' },
      reason: null,
      ...overrides,
    };
    return t.ctx.services.events.transaction((tx) => t.ctx.services.orders.applyPaymentEvent(tx, event));
  })();
}

/** Moves the clock, and signs the test users in again (access tokens live 15 minutes). */
async function advance(ms: number) {
  clock.advance(ms);
  bram = (await signedIn(t, 'order.bram@example.com')).accessToken;
  anna = (await signedIn(t, 'order.anna@example.com')).accessToken;
}

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock, paymentProvider: recordingProvider });
  await seedDemoData(t.ctx);
  for (const row of await t.ctx.db.select().from(products)) productIds[row.packageCode] = row.id;
  returnUrl = `${t.ctx.config.publicUrl}/order-completed`;
  bramId = (await createUser(t, { email: 'order.bram@example.com', locale: 'nl_NL' })).id;
  await createUser(t, { email: 'order.anna@example.com' });
  bram = (await signedIn(t, 'order.bram@example.com')).accessToken;
  anna = (await signedIn(t, 'order.anna@example.com')).accessToken;
});
afterAll(() => t.close());

describe('checkout validation', () => {
  const cases: [string, Record<string, unknown>, Record<string, unknown>, string, string][] = [
    ['street missing', {}, { streetAddress: '  ' }, 'streetAddress', M.streetAddressMissing],
    ['street null', {}, { streetAddress: null }, 'streetAddress', M.streetAddressMissing],
    ['street without number', {}, { streetAddress: 'Keizersgracht' }, 'streetAddress', M.streetAddressFormat],
    ['locality missing', {}, { locality: '' }, 'locality', M.localityMissing],
    ['postal code of another country', {}, { postalCode: '10115' }, 'postalCode', M.postalCodeInvalid],
    ['postal code missing', {}, { postalCode: null }, 'postalCode', M.postalCodeInvalid],
    ['country not a code', {}, { country: 'Netherlands' }, 'country', M.countryMissing],
    ['country missing', {}, { country: '' }, 'country', M.countryMissing],
    ['phone missing', { phoneNumber: ' ' }, {}, 'phoneNumber', M.phoneNumberMissing],
    ['phone not international', { phoneNumber: '0612345678' }, {}, 'phoneNumber', M.invalidPhone],
    ['phone too short', { phoneNumber: '+31612' }, {}, 'phoneNumber', M.invalidPhone],
    ['given name missing', { givenName: '   ' }, {}, 'givenName', M.givenNameMissing],
    ['given name too long', { givenName: 'x'.repeat(101) }, {}, 'givenName', M.givenNameMissing],
    ['family name missing', { familyName: '' }, {}, 'familyName', M.familyNameMissing],
    [
      'family name with a control character',
      { familyName: 'Vis\u0000ser' },
      {},
      'familyName',
      M.familyNameMissing,
    ],
    ['email invalid', { email: 'fleur@' }, {}, 'email', M.emailInvalid],
    ['email missing', { email: '' }, {}, 'email', M.emailInvalid],
  ];

  it.each(cases)(
    '%s: HTTP 400 with the message of its §8 row at its field',
    async (_name, over, address, field, message) => {
      const cartId = await cartWith(PackageCode.STANDARD_PERFORMANCE);
      const before = await counts();
      const answer = await checkoutCart(cartId, userInput(over, address));
      expect(answer.status).toBe(400);
      expect(answer.error?.message).toBe(message);
      expect(answer.error?.extensions).toMatchObject({
        code: 'badRequest',
        details: { fields: { [field]: message } },
      });
      expect(checkoutErrorFor(message).field).toBe(field);
      expect(await counts()).toEqual(before);
      const [cart] = await t.ctx.db.select().from(carts).where(eq(carts.id, cartId));
      expect(cart?.checkedOutAt).toBeNull();
    },
  );

  it('names every failing field, the first one of §8 in the message', async () => {
    const cartId = await cartWith(PackageCode.STANDARD_PERFORMANCE);
    const answer = await checkoutCart(
      cartId,
      userInput({ givenName: '', email: 'nope', phoneNumber: '0612' }, { locality: '' }),
    );
    expect(answer.error?.message).toBe(M.localityMissing);
    expect(answer.error?.extensions?.details).toEqual({
      fields: {
        locality: M.localityMissing,
        phoneNumber: M.invalidPhone,
        givenName: M.givenNameMissing,
        email: M.emailInvalid,
      },
    });
  });

  it('refuses a return URL that is not this site’s /order-completed', async () => {
    const cartId = await cartWith(PackageCode.STANDARD_PERFORMANCE);
    for (const url of [
      'https://evil.example.com/order-completed',
      `${returnUrl}/../admin`,
      `${returnUrl}.evil.example.com`,
      `${t.ctx.config.publicUrl}/shop`,
    ]) {
      const answer = await checkoutCart(cartId, userInput(), undefined, url);
      expect(answer.status, url).toBe(400);
      expect(answer.error?.extensions?.code).toBe('badRequest');
    }
    expect((await checkoutCart(cartId, userInput(), undefined, `${returnUrl}?lng=nl`)).error).toBeUndefined();
  });
});

describe('a guest checkout', () => {
  it('creates the account, the order with the server’s totals and the payment link, in one go', async () => {
    const cartId = await cartWith(PackageCode.STANDARD_PERFORMANCE, 'WELKOM10');
    const input = userInput({ email: 'Fleur.Visser@Example.com' });
    const requestsBefore = provider.requests.length;
    const answer = await checkoutCart(cartId, input);
    expect(answer.error).toBeUndefined();
    const order = answer.data!.createOrderByCart as Record<string, unknown> & { id: string };
    expect(order).toMatchObject({
      status: 'PAYMENT_PENDING',
      adyenPaymentLinkUrl: `https://pay.example.com/PL${requestsBefore + 1}`,
      product: { packageCode: PackageCode.STANDARD_PERFORMANCE },
      totalPurchasePrice: {
        price: 53550,
        customerPriceFormatted: '€\u00a0535,50',
        currency: 'EUR',
        vat: 9294,
        vatPercentage: 21,
        vatIncluded: true,
      },
      couponResult: { code: 'welkom10', amount: 5950, percentage: 10 },
      healthPassport: null,
    });
    expect(provider.requests.at(-1)).toEqual({
      reference: order.id,
      amount: { value: 53550, currency: 'EUR' },
      returnUrl: `${returnUrl}?orderId=${order.id}`,
      description: 'Standaard Performance',
      shopperEmail: 'fleur.visser@example.com',
      shopperLocale: 'nl-NL',
      countryCode: 'NL',
    });

    const user = await t.ctx.services.users.findByEmail('fleur.visser@example.com');
    expect(user).toMatchObject({
      givenName: 'Fleur',
      familyName: 'Visser',
      phoneNumber: '+31612345678',
      locale: 'nl_NL',
      customCompanyName: 'Visser Advies',
      streetAddress: 'Keizersgracht 123',
      locality: 'Amsterdam',
      postalCode: '1015 CJ',
      country: 'NL',
    });
    expect(await t.ctx.services.users.groupsOf(user!.id)).toEqual([Role.CONSUMER]);
    expect(await orderRow(order.id)).toMatchObject({
      userId: user!.id,
      cartId,
      createdAccount: true,
      subtotal: 59500,
      discount: 5950,
      total: 53550,
      couponCode: 'welkom10',
      couponPercentage: 10,
      paymentLinkId: `PL${requestsBefore + 1}`,
    });

    // The temporary password was mailed after the commit; it signs in to the new-password challenge.
    const mail = await lastMessageTo(t, 'fleur.visser@example.com');
    const temporary = /^ {4}(\S+)$/m.exec(mail.text)?.[1];
    const first = await signIn(t.app, 'fleur.visser@example.com', temporary!);
    expect(first.json()).toMatchObject({ status: 'CHALLENGE', challenge: 'NEW_PASSWORD_REQUIRED' });

    const cart = await call('query($id: ID!) { cart(id: $id) { checkedOut } }', { id: cartId });
    expect(cart.data!.cart).toEqual({ checkedOut: true });
    const [redemption] = await t.ctx.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, order.id));
    expect(redemption).toBeDefined();

    // A second checkout of the same cart makes no second order, and the cart no longer changes.
    const second = await checkoutCart(cartId, userInput());
    expect(second.error?.extensions?.code).toBe('cartCheckedOut');
    const change = await call(
      'mutation($id: ID!, $p: ID!) { updateCart(id: $id, input: { productId: $p }) { id } }',
      { id: cartId, p: productIds[PackageCode.PERFORMANCE_PLUS] },
    );
    expect(change.error?.extensions?.code).toBe('cartCheckedOut');
    const [orderCount] = await t.ctx.db.select({ n: count() }).from(orders).where(eq(orders.cartId, cartId));
    expect(orderCount?.n).toBe(1);
  });

  it("answers a guest checkout with an account's address as for a new customer, and mails the owner instead", async () => {
    const orderOf = (answer: Answer) => answer.data?.createOrderByCart as Record<string, unknown> | undefined;
    const shape = (answer: Answer) => ({
      status: answer.status,
      error: answer.error,
      keys: Object.keys(orderOf(answer) ?? {}).sort(),
      orderStatus: orderOf(answer)?.status,
      hasLink: Boolean(orderOf(answer)?.adyenPaymentLinkUrl),
    });
    const fresh = await checkoutCart(await cartWith(PackageCode.STANDARD_PERFORMANCE));
    const before = await counts();
    const known = await checkoutCart(
      await cartWith(PackageCode.STANDARD_PERFORMANCE),
      userInput({ email: ' ORDER.Anna@example.com', givenName: 'Mallory' }),
    );
    expect(shape(known)).toEqual(shape(fresh));
    expect(shape(known)).toMatchObject({ status: 200, orderStatus: 'PAYMENT_PENDING', hasLink: true });

    // No second account; the order is in the existing one, whose profile the guest did not change.
    const owner = await t.ctx.services.users.findByEmail('order.anna@example.com');
    expect(owner?.givenName).toBe('Test');
    expect(await orderRow(orderOf(known)!.id as string)).toMatchObject({ userId: owner!.id });
    expect(await counts()).toMatchObject({ users: before.users, orders: before.orders + 1 });
    // The owner hears of it by mail, with no password in it.
    const mail = await lastMessageTo(t, 'order.anna@example.com');
    expect(mail.subject).toBe('An order with your e-mail address');
    expect(mail.text).toMatch(/Was it not you\? Then you need not do anything/);
    expect(mail.text).not.toMatch(/temporary password/i);
  });

  it('writes nothing when the payment provider fails', async () => {
    const cartId = await cartWith(PackageCode.STANDARD_PERFORMANCE, 'eenmalig');
    const before = await counts();
    provider.failWith = 'Merchant account is not configured for Pay by Link';
    try {
      const answer = await checkoutCart(cartId, userInput({ email: 'no.payment@example.com' }));
      expect(answer.status).toBe(502);
      expect(answer.error?.message).toBe('Merchant account is not configured for Pay by Link');
      expect(answer.error?.extensions?.code).toBe('payment');
    } finally {
      provider.failWith = null;
    }
    expect(await counts()).toEqual(before);
    expect(await t.ctx.services.users.findByEmail('no.payment@example.com')).toBeUndefined();
    const [cart] = await t.ctx.db.select().from(carts).where(eq(carts.id, cartId));
    expect(cart).toMatchObject({ checkedOutAt: null, userId: null, couponId: expect.any(String) });
    // The same cart checks out once the provider is back.
    expect((await checkoutCart(cartId, userInput())).error).toBeUndefined();
  });

  it('lets only one of two simultaneous checkouts of a cart through', async () => {
    const cartId = await cartWith(PackageCode.STANDARD_PERFORMANCE);
    const answers = await Promise.all([checkoutCart(cartId), checkoutCart(cartId)]);
    const codes = answers.map((a) => a.error?.extensions?.code ?? 'ok').sort();
    expect(codes).toEqual(['cartCheckedOut', 'ok']);
  });

  it('answers the cart errors: unknown, empty, foreign', async () => {
    expect((await checkoutCart('5b0a3c2e-4d1f-4a7b-9c3e-2f1d0e9b8a7c')).error?.extensions?.code).toBe(
      'cartNotFound',
    );
    expect((await checkoutCart('nope')).error?.extensions?.code).toBe('cartNotFound');
    const empty = (await call('mutation { createCart { id } }')).data!.createCart as { id: string };
    expect((await checkoutCart(empty.id)).error?.extensions?.code).toBe('emptyCart');
    const annas = await cartWith(PackageCode.STANDARD_PERFORMANCE, undefined, anna);
    expect((await checkoutCart(annas)).error?.extensions?.code).toBe('cartNotFound');
    expect((await checkoutCart(annas, userInput(), bram)).error?.extensions?.code).toBe('cartNotFound');
  });
});

describe('a signed-in checkout', () => {
  it('makes the viewer’s order without a link; the link comes from createAdyenPaymentLink', async () => {
    const cartId = await cartWith(PackageCode.PERFORMANCE_PLUS, 'gezond25');
    const answer = await checkoutCart(cartId, userInput(), bram);
    expect(answer.error).toBeUndefined();
    const order = answer.data!.createOrderByCart as { id: string };
    expect(order).toMatchObject({
      status: 'CREATED',
      adyenPaymentLinkUrl: null,
      totalPurchasePrice: { price: 77000 },
      couponResult: { code: 'gezond25', amount: 2500, percentage: null },
    });
    expect(await orderRow(order.id)).toMatchObject({ userId: bramId, createdAccount: false });

    const requests = provider.requests.length;
    const link = await call(PAYMENT_LINK, { orderId: order.id, returnUrl }, bram);
    expect(link.error).toBeUndefined();
    expect(link.data!.createAdyenPaymentLink).toBe(`https://pay.example.com/PL${requests + 1}`);
    expect((await orderRow(order.id)).status).toBe('PAYMENT_PENDING');
    // While it lives, the link is reused.
    const again = await call(PAYMENT_LINK, { orderId: order.id, returnUrl }, bram);
    expect(again.data!.createAdyenPaymentLink).toBe(link.data!.createAdyenPaymentLink);
    expect(provider.requests.length).toBe(requests + 1);
    await advance(DAY + 1);
    const renewed = await call(PAYMENT_LINK, { orderId: order.id, returnUrl }, bram);
    expect(renewed.data!.createAdyenPaymentLink).toBe(`https://pay.example.com/PL${requests + 2}`);

    // Someone else's order, no session, a malformed id.
    expect((await call(PAYMENT_LINK, { orderId: order.id, returnUrl }, anna)).error?.extensions?.code).toBe(
      'orderNotFound',
    );
    expect((await call(PAYMENT_LINK, { orderId: order.id, returnUrl })).status).toBe(401);
    expect((await call(PAYMENT_LINK, { orderId: 'x', returnUrl }, bram)).error?.extensions?.code).toBe(
      'orderNotFound',
    );
    expect(
      (await call(PAYMENT_LINK, { orderId: order.id, returnUrl: 'https://evil.example.com' }, bram)).status,
    ).toBe(400);

    // Paid: closed for payments.
    expect(await notify(order.id)).toBe('applied');
    expect((await call(PAYMENT_LINK, { orderId: order.id, returnUrl }, bram)).error?.extensions?.code).toBe(
      'orderClosed',
    );
  });

  it('createOrder sells one product without a cart, only in the NL shop', async () => {
    const answer = await call(
      BY_PRODUCT,
      {
        productId: productIds[PackageCode.STANDARD_PERFORMANCE],
        country: 'NL',
        userInput: userInput(),
        returnUrl,
      },
      bram,
    );
    expect(answer.data!.createOrder).toMatchObject({
      status: 'CREATED',
      totalPurchasePrice: { price: 59500 },
      couponResult: null,
    });
    const us = await call(
      BY_PRODUCT,
      {
        productId: productIds[PackageCode.STANDARD_PERFORMANCE],
        country: 'US',
        userInput: userInput(),
        returnUrl,
      },
      bram,
    );
    expect(us.status).toBe(400);
    expect(us.error?.extensions?.code).toBe('badRequest');
    for (const productId of ['5b0a3c2e-4d1f-4a7b-9c3e-2f1d0e9b8a7c', 'x']) {
      const unknown = await call(
        BY_PRODUCT,
        { productId, country: 'NL', userInput: userInput(), returnUrl },
        bram,
      );
      expect(unknown.error?.extensions?.code).toBe('productNotFound');
    }
  });
});

describe('reading an order', () => {
  it('shows a guest checkout’s order by its id without personal data, and a customer’s only to them', async () => {
    const guest = await checkoutCart(await cartWith(PackageCode.STANDARD_PERFORMANCE));
    const guestOrder = guest.data!.createOrderByCart as { id: string; adyenPaymentLinkUrl: string };
    const seen = await call(GET_ORDER, { id: guestOrder.id });
    expect(seen.data!.order).toMatchObject({
      id: guestOrder.id,
      status: 'PAYMENT_PENDING',
      adyenPaymentLinkUrl: guestOrder.adyenPaymentLinkUrl,
      product: { packageCode: PackageCode.STANDARD_PERFORMANCE },
      healthPassport: null,
    });
    expect(await notify(guestOrder.id)).toBe('applied');
    const paid = (await call(GET_ORDER, { id: guestOrder.id }, anna)).data!.order as Record<string, unknown>;
    expect(paid).toMatchObject({ status: 'FULFILLED', adyenPaymentLinkUrl: null, healthPassport: null });

    const own = await checkoutCart(await cartWith(PackageCode.STANDARD_PERFORMANCE), userInput(), bram);
    const ownId = (own.data!.createOrderByCart as { id: string }).id;
    expect((await call(GET_ORDER, { id: ownId }, bram)).data!.order).toMatchObject({ id: ownId });
    expect((await call(GET_ORDER, { id: ownId }, anna)).data!.order).toBeNull();
    expect((await call(GET_ORDER, { id: ownId })).data!.order).toBeNull();
    expect((await call(GET_ORDER, { id: 'not-a-uuid' })).data!.order).toBeNull();
    expect((await call(GET_ORDER, { id: '5b0a3c2e-4d1f-4a7b-9c3e-2f1d0e9b8a7c' })).data!.order).toBeNull();
  });
});

describe('payment notifications', () => {
  /** A signed-in customer's order of the product, waiting for payment. */
  async function pendingOrder(packageCode: string, coupon?: string): Promise<string> {
    const answer = await checkoutCart(await cartWith(packageCode, coupon, bram), userInput(), bram);
    const id = (answer.data!.createOrderByCart as { id: string }).id;
    expect((await call(PAYMENT_LINK, { orderId: id, returnUrl }, bram)).error).toBeUndefined();
    return id;
  }

  it('fulfils a paid core package: passport, chapter and order.paid, once', async () => {
    const id = await pendingOrder(PackageCode.STANDARD_PERFORMANCE);
    expect(await notify(id, { pspReference: 'PAID-1' })).toBe('applied');
    const row = await orderRow(id);
    expect(row).toMatchObject({ status: 'FULFILLED', pspReference: 'PAID-1', paidAt: clock.now() });
    const passport = await t.ctx.services.passports.getById(row.healthPassportId!);
    expect(passport).toMatchObject({
      userId: bramId,
      packageCode: PackageCode.STANDARD_PERFORMANCE,
      status: 'CREATED',
    });
    const chapters = await t.ctx.services.journey.listChapters(bramId);
    expect(chapters.filter((c) => c.orderId === id)).toEqual([
      expect.objectContaining({
        healthPassportId: passport!.id,
        packageCode: PackageCode.STANDARD_PERFORMANCE,
        type: PackageType.CORE,
        entitlementId: null,
      }),
    ]);
    const events = await t.ctx.services.events.list({ type: 'order.paid' });
    expect(events.filter((e) => e.payload.orderId === id).map((e) => e.payload)).toEqual([
      {
        orderId: id,
        userId: bramId,
        productId: productIds[PackageCode.STANDARD_PERFORMANCE],
        packageCode: PackageCode.STANDARD_PERFORMANCE,
        packageType: PackageType.CORE,
        healthPassportId: passport!.id,
        entitlementId: null,
        entitlementType: null,
      },
    ]);
    const shown = (await call(GET_ORDER, { id }, bram)).data!.order as Record<string, unknown>;
    expect(shown).toMatchObject({
      status: 'FULFILLED',
      healthPassport: { id: passport!.id, status: 'CREATED', localizedProductName: 'Standaard Performance' },
    });

    // A replay, and a late refusal after the payment: nothing changes.
    expect(await notify(id, { pspReference: 'PAID-1' })).toBe('ignored');
    expect(await notify(id, { success: false, reason: 'Refused' })).toBe('ignored');
    expect(await notify(id, { eventCode: 'OFFER_CLOSED' })).toBe('ignored');
    expect((await orderRow(id)).status).toBe('FULFILLED');
    expect(
      (await t.ctx.services.passports.listForUser(bramId)).filter((p) => p.id === passport!.id),
    ).toHaveLength(1);
    const [chapterCount] = await t.ctx.db
      .select({ n: count() })
      .from(onboardingChapters)
      .where(eq(onboardingChapters.orderId, id));
    expect(chapterCount?.n).toBe(1);
    const after = await t.ctx.services.events.list({ type: 'order.paid' });
    expect(after.filter((e) => e.payload.orderId === id)).toHaveLength(1);
  });

  it('takes a payment after a refused card', async () => {
    const id = await pendingOrder(PackageCode.PERFORMANCE_PLUS);
    expect(await notify(id, { success: false, reason: 'Refused' })).toBe('applied');
    expect((await orderRow(id)).status).toBe('REFUSED');
    const shown = (await call(GET_ORDER, { id }, bram)).data!.order as Record<string, unknown>;
    expect(shown).toMatchObject({
      status: 'REFUSED',
      adyenPaymentLinkUrl: expect.stringContaining('https://'),
    });
    expect(await notify(id)).toBe('applied');
    expect((await orderRow(id)).status).toBe('FULFILLED');
  });

  it('ignores a notification whose amount or currency is not the order’s', async () => {
    const id = await pendingOrder(PackageCode.STANDARD_PERFORMANCE);
    const total = (await orderRow(id)).total;
    expect(await notify(id, {}, total - 1)).toBe('ignored');
    expect(await notify(id, { amount: { value: total, currency: 'USD' } })).toBe('ignored');
    expect((await orderRow(id)).status).toBe('PAYMENT_PENDING');
  });

  it('answers unknownOrder for references that are no order', async () => {
    expect(await notify('5b0a3c2e-4d1f-4a7b-9c3e-2f1d0e9b8a7c', {}, 100)).toBe('unknownOrder');
    expect(await notify('not-an-order', {}, 100)).toBe('unknownOrder');
  });

  it('gives the coupon back when the order is cancelled or expires', async () => {
    await t.ctx.services.cart.ensureCoupon({
      code: 'eenkeer',
      kind: CouponKind.AMOUNT,
      amount: 1000,
      maxRedemptions: 1,
    });
    const first = await pendingOrder(PackageCode.STANDARD_PERFORMANCE, 'eenkeer');
    // The coupon is used up while the first order holds it...
    const otherCart = await cartWith(PackageCode.STANDARD_PERFORMANCE, undefined, anna);
    const blocked = await call(
      'mutation($id: ID!) { applyCouponToCart(cartId: $id, couponCode: "eenkeer") { id } }',
      { id: otherCart },
      anna,
    );
    expect(blocked.error?.extensions?.code).toBe('invalidCoupon');
    // ...until the shopper cancels on the payment page.
    expect(await notify(first, { success: false, reason: 'cancelled' })).toBe('applied');
    expect((await orderRow(first)).status).toBe('CANCELLED');
    const freed = await call(
      'mutation($id: ID!) { applyCouponToCart(cartId: $id, couponCode: "eenkeer") { couponResult { code } } }',
      { id: otherCart },
      anna,
    );
    expect(freed.error).toBeUndefined();
    expect(await notify(first)).toBe('ignored');

    const second = await pendingOrder(PackageCode.STANDARD_PERFORMANCE, 'welkom10');
    expect(await notify(second, { eventCode: 'OFFER_CLOSED' })).toBe('applied');
    expect((await orderRow(second)).status).toBe('EXPIRED');
    const [left] = await t.ctx.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, second));
    expect(left).toBeUndefined();
  });

  it('gives the cart back when the payment is cancelled, so it can be checked out again', async () => {
    const cartId = await cartWith(PackageCode.STANDARD_PERFORMANCE, 'welkom10', bram);
    const first = (await checkoutCart(cartId, userInput(), bram)).data!.createOrderByCart as { id: string };
    expect((await call(PAYMENT_LINK, { orderId: first.id, returnUrl }, bram)).error).toBeUndefined();
    expect((await checkoutCart(cartId, userInput(), bram)).error?.extensions?.code).toBe('cartCheckedOut');

    expect(await notify(first.id, { success: false, reason: 'CANCELLED' })).toBe('applied');
    const cart = await call(
      'query($id: ID!) { cart(id: $id) { checkedOut couponResult { code } } }',
      { id: cartId },
      bram,
    );
    expect(cart.data!.cart).toEqual({ checkedOut: false, couponResult: { code: 'welkom10' } });
    const again = await checkoutCart(cartId, userInput(), bram);
    expect(again.error).toBeUndefined();
    expect((again.data!.createOrderByCart as { id: string }).id).not.toBe(first.id);
    expect((await orderRow(first.id)).status).toBe('CANCELLED');
  });

  it('makes an entitlement of a paid add-on', async () => {
    const answer = await call(
      BY_PRODUCT,
      { productId: productIds[AddonCode.EXPERT_SESSION], country: 'NL', userInput: userInput(), returnUrl },
      bram,
    );
    const id = (answer.data!.createOrder as { id: string }).id;
    await call(PAYMENT_LINK, { orderId: id, returnUrl }, bram);
    expect(await notify(id)).toBe('applied');
    const [entitlement] = await t.ctx.db.select().from(entitlements).where(eq(entitlements.orderId, id));
    expect(entitlement).toMatchObject({
      userId: bramId,
      type: EntitlementType.EXPERT_SESSION,
      redeemedAt: null,
    });
    expect((await t.ctx.services.orders.listEntitlements(bramId)).map((e) => e.id)).toContain(
      entitlement!.id,
    );
    const [chapter] = await t.ctx.db
      .select()
      .from(onboardingChapters)
      .where(eq(onboardingChapters.orderId, id));
    expect(chapter).toMatchObject({
      type: PackageType.ADDON,
      entitlementId: entitlement!.id,
      healthPassportId: null,
    });
    expect((await orderRow(id)).healthPassportId).toBeNull();
  });

  it('leaves a signed-in customer’s order without a link alone (no payment can have been made)', async () => {
    const answer = await checkoutCart(
      await cartWith(PackageCode.STANDARD_PERFORMANCE, undefined, bram),
      userInput(),
      bram,
    );
    const id = (answer.data!.createOrderByCart as { id: string }).id;
    expect(await notify(id)).toBe('ignored');
    expect((await orderRow(id)).status).toBe('CREATED');
  });
});

describe('the service path the demo seed takes', () => {
  it('orders for an existing customer as if signed in, and pays by a verified notification', async () => {
    const { orders: service, events } = t.ctx.services;
    const viewer = { userId: bramId };
    const order = await service.createOrder(productIds[PackageCode.PERFORMANCE_PREMIUM]!, 'NL', {
      userInput: userInput(),
      returnUrl,
      viewer,
      language: 'nl',
    });
    expect(order).toMatchObject({ status: 'CREATED', adyenPaymentLinkUrl: null, limited: false });
    // The state machine takes a payment only once the order waits for one.
    await service.createPaymentLink(order.id, returnUrl, viewer);
    const outcome = await events.transaction((tx) =>
      service.applyPaymentEvent(tx, {
        provider: 'recording',
        pspReference: 'SEED-1',
        merchantReference: order.id,
        eventCode: 'AUTHORISATION',
        success: true,
        amount: { value: order.total, currency: 'EUR' },
        reason: null,
      }),
    );
    expect(outcome).toBe('applied');
    const paid = await service.getOrder(order.id, viewer);
    expect(paid).toMatchObject({ status: 'FULFILLED', healthPassportId: expect.any(String) });
    expect((await service.listForUser(bramId)).map((o) => o.id)).toContain(order.id);
  });
});
