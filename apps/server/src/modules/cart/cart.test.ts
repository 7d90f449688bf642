import { AddonCode, CouponKind, INVALID_COUPON_MESSAGE, PackageCode } from '@health-passport/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DRAFT_PACKAGE_CODE } from '../../seed/demoCatalogue.js';
import { seedDemoData } from '../../seed/demoSeed.js';
import { createUser, signedIn } from '../../test/auth.js';
import { clientStatus, createTestApp, type TestApp } from '../../test/testApp.js';
import { createTestClock } from '../../test/testClock.js';
import { products } from '../products/index.js';
import { carts, couponRedemptions, coupons } from './cart.tables.js';

const clock = createTestClock();
let t: TestApp;
let anna: string;
let bram: string;
const productIds: Record<string, string> = {};

const CART = `
  id checkedOut
  product { packageCode }
  purchasePrice { price customerPriceFormatted currency vatIncluded vatPercentage vat }
  totalPurchasePrice { price customerPriceFormatted currency vatIncluded vatPercentage vat }
  couponResult { code amount percentage }`;

async function call(
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; language?: string } = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
  });
  const body = response.json() as {
    data?: Record<string, Cart | null> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
  return { status: clientStatus(response.statusCode, body), body };
}

interface Cart {
  id: string;
  checkedOut: boolean;
  product: { packageCode: string } | null;
  purchasePrice: Record<string, unknown> | null;
  totalPurchasePrice: Record<string, unknown> | null;
  couponResult: { code: string; amount: number; percentage: number | null } | null;
}

const createCart = async (token?: string) =>
  (await call(`mutation { createCart { ${CART} } }`, {}, { token })).body.data!.createCart!;
const getCart = async (id: string, token?: string) =>
  (await call(`query($id: ID!) { cart(id: $id) { ${CART} } }`, { id }, { token })).body.data?.cart ?? null;
const update = (id: string, productId: string, token?: string) =>
  call(
    `mutation($id: ID!, $p: ID!) { updateCart(id: $id, input: { productId: $p }) { ${CART} } }`,
    { id, p: productId },
    { token },
  );
const remove = (id: string, productId: string, token?: string) =>
  call(
    `mutation($id: ID!, $p: ID!) { removeFromCart(id: $id, input: { productId: $p }) { ${CART} } }`,
    { id, p: productId },
    { token },
  );
const applyCoupon = (cartId: string, couponCode: string, token?: string) =>
  call(
    `mutation($id: ID!, $code: String!) { applyCouponToCart(cartId: $id, couponCode: $code) { ${CART} } }`,
    { id: cartId, code: couponCode },
    { token },
  );

/** A guest cart holding the product. */
async function cartWith(packageCode: string, token?: string): Promise<Cart> {
  const cart = await createCart(token);
  const { body } = await update(cart.id, productIds[packageCode]!, token);
  return body.data!.updateCart!;
}

const errorOf = (result: Awaited<ReturnType<typeof call>>) => ({
  status: result.status,
  code: result.body.errors?.[0]?.extensions?.code,
  message: result.body.errors?.[0]?.message,
});

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
  await seedDemoData(t.ctx);
  for (const row of await t.ctx.db.select().from(products)) productIds[row.packageCode] = row.id;
  await createUser(t, { email: 'cart.anna@example.com' });
  await createUser(t, { email: 'cart.bram@example.com' });
  anna = (await signedIn(t, 'cart.anna@example.com')).accessToken;
  bram = (await signedIn(t, 'cart.bram@example.com')).accessToken;
});
afterAll(() => t.close());

describe('a guest cart', () => {
  it('starts empty, takes one product with the catalogue price, and lets it go again', async () => {
    const empty = await createCart();
    expect(empty).toEqual({
      id: expect.any(String),
      checkedOut: false,
      product: null,
      purchasePrice: null,
      totalPurchasePrice: null,
      couponResult: null,
    });
    const { status, body } = await update(empty.id, productIds[PackageCode.STANDARD_PERFORMANCE]!);
    expect(status).toBe(200);
    const full = body.data!.updateCart!;
    expect(full.product).toEqual({ packageCode: PackageCode.STANDARD_PERFORMANCE });
    const price = {
      price: 59500,
      customerPriceFormatted: '€595.00',
      currency: 'EUR',
      vatIncluded: true,
      vatPercentage: 21,
      vat: 10326,
    };
    expect(full.purchasePrice).toEqual(price);
    expect(full.totalPurchasePrice).toEqual(price);

    // One product per cart: a second one replaces the first.
    const replaced = (await update(empty.id, productIds[PackageCode.PERFORMANCE_PLUS]!)).body.data!
      .updateCart!;
    expect(replaced.product).toEqual({ packageCode: PackageCode.PERFORMANCE_PLUS });
    expect(replaced.totalPurchasePrice).toMatchObject({ price: 79500 });

    // Removing another product than the one in the cart changes nothing.
    const other = await remove(empty.id, productIds[PackageCode.STANDARD_PERFORMANCE]!);
    expect(other.body.data!.removeFromCart!.product).toEqual({ packageCode: PackageCode.PERFORMANCE_PLUS });
    const removed = (await remove(empty.id, productIds[PackageCode.PERFORMANCE_PLUS]!)).body.data!
      .removeFromCart!;
    expect(removed).toMatchObject({ product: null, purchasePrice: null, couponResult: null });
    expect(await getCart(empty.id)).toEqual(removed);
  });

  it('formats prices in the request language', async () => {
    const cart = await cartWith(PackageCode.STANDARD_PERFORMANCE);
    const nl = await call(
      `query($id: ID!) { cart(id: $id) { ${CART} } }`,
      { id: cart.id },
      { language: 'nl-NL' },
    );
    expect(nl.body.data!.cart!.purchasePrice).toMatchObject({ customerPriceFormatted: '€\u00a0595,00' });
  });

  it('answers null or cartNotFound for unknown and malformed ids', async () => {
    expect(await getCart('5b0a3c2e-4d1f-4a7b-9c3e-2f1d0e9b8a7c')).toBeNull();
    expect(await getCart('not-a-uuid')).toBeNull();
    expect(await getCart('x'.repeat(5000))).toBeNull();
    for (const id of ['5b0a3c2e-4d1f-4a7b-9c3e-2f1d0e9b8a7c', 'not-a-uuid']) {
      expect(errorOf(await update(id, productIds[PackageCode.STANDARD_PERFORMANCE]!)).code).toBe(
        'cartNotFound',
      );
      expect(errorOf(await applyCoupon(id, 'welkom10')).code).toBe('cartNotFound');
    }
  });
});

describe('ownership', () => {
  it("keeps a signed-in user's cart to that user", async () => {
    const cart = await cartWith(PackageCode.STANDARD_PERFORMANCE, anna);
    expect((await getCart(cart.id, anna))?.product).toEqual({
      packageCode: PackageCode.STANDARD_PERFORMANCE,
    });
    expect(await getCart(cart.id, bram)).toBeNull();
    expect(await getCart(cart.id)).toBeNull();
    for (const token of [bram, undefined]) {
      expect(errorOf(await update(cart.id, productIds[PackageCode.PERFORMANCE_PLUS]!, token))).toMatchObject({
        code: 'cartNotFound',
      });
      expect(errorOf(await remove(cart.id, productIds[PackageCode.STANDARD_PERFORMANCE]!, token)).code).toBe(
        'cartNotFound',
      );
      expect(errorOf(await applyCoupon(cart.id, 'welkom10', token)).code).toBe('cartNotFound');
    }
    expect((await getCart(cart.id, anna))?.product).toEqual({
      packageCode: PackageCode.STANDARD_PERFORMANCE,
    });
  });

  it('gives a guest cart to the first signed-in user who changes it', async () => {
    const cart = await cartWith(PackageCode.STANDARD_PERFORMANCE);
    // Reading it does not take it over.
    expect(await getCart(cart.id, anna)).not.toBeNull();
    expect(await getCart(cart.id)).not.toBeNull();
    await applyCoupon(cart.id, 'welkom10', bram);
    const [row] = await t.ctx.db.select().from(carts).where(eq(carts.id, cart.id));
    expect(row?.userId).not.toBeNull();
    expect((await getCart(cart.id, bram))?.couponResult).toMatchObject({ code: 'welkom10' });
    expect(await getCart(cart.id)).toBeNull();
    expect(await getCart(cart.id, anna)).toBeNull();
  });

  it('makes a signed-in user the owner of a cart they create', async () => {
    const cart = await createCart(bram);
    expect(await getCart(cart.id)).toBeNull();
    expect(await getCart(cart.id, bram)).not.toBeNull();
  });
});

describe('tampered products', () => {
  it('refuses unknown, malformed and unpublished products and keeps the cart as it was', async () => {
    const cart = await cartWith(PackageCode.STANDARD_PERFORMANCE);
    const draft = productIds[DEMO_DRAFT_PACKAGE_CODE]!;
    expect(draft).toBeDefined();
    for (const productId of ['5b0a3c2e-4d1f-4a7b-9c3e-2f1d0e9b8a7c', 'not-a-uuid', '', draft]) {
      expect(errorOf(await update(cart.id, productId)), productId).toMatchObject({ code: 'productNotFound' });
    }
    expect(await getCart(cart.id)).toEqual(cart);
  });

  it('takes no price from the client', async () => {
    const cart = await createCart();
    const result = await call(
      `mutation($id: ID!, $p: ID!) { updateCart(id: $id, input: { productId: $p, price: 1 }) { id } }`,
      { id: cart.id, p: productIds[PackageCode.STANDARD_PERFORMANCE] },
    );
    expect(result.status).toBe(400);
    expect(await getCart(cart.id)).toEqual(cart);
  });
});

describe('coupons', () => {
  it('applies a percentage coupon, whatever the case and spaces of the code', async () => {
    const cart = await cartWith(PackageCode.STANDARD_PERFORMANCE);
    const { status, body } = await applyCoupon(cart.id, '  WelKom10 ');
    expect(status).toBe(200);
    const applied = body.data!.applyCouponToCart!;
    expect(applied.couponResult).toEqual({ code: 'welkom10', amount: 5950, percentage: 10 });
    expect(applied.purchasePrice).toMatchObject({ price: 59500, vat: 10326 });
    expect(applied.totalPurchasePrice).toMatchObject({
      price: 53550,
      vat: 9294,
      customerPriceFormatted: '€535.50',
    });
  });

  it('seeds the demo coupons once', async () => {
    expect((await seedDemoData(t.ctx)).coupons).toEqual([]);
    const codes = (await t.ctx.db.select({ code: coupons.code }).from(coupons)).map((c) => c.code);
    expect(codes).toEqual(
      expect.arrayContaining(['welkom10', 'gezond25', 'zomer2025', 'eenmalig', 'expert15']),
    );
  });

  it('applies an amount coupon', async () => {
    const cart = await cartWith(PackageCode.STANDARD_PERFORMANCE);
    const applied = (await applyCoupon(cart.id, 'GEZOND25')).body.data!.applyCouponToCart!;
    expect(applied.couponResult).toEqual({ code: 'gezond25', amount: 2500, percentage: null });
    expect(applied.totalPurchasePrice).toMatchObject({ price: 57000, vat: 9893 });
  });

  it('answers "Invalid coupon" for every kind of bad code and changes nothing', async () => {
    const now = clock.now().getTime();
    const hour = 3_600_000;
    await t.ctx.services.cart.ensureCoupon({
      code: 'later10',
      kind: CouponKind.PERCENTAGE,
      percentage: 10,
      validFrom: new Date(now + hour),
    });
    await t.ctx.services.cart.ensureCoupon({
      code: 'op',
      kind: CouponKind.AMOUNT,
      amount: 1000,
      maxRedemptions: 1,
    });
    const [op] = await t.ctx.db.select().from(coupons).where(eq(coupons.code, 'op'));
    await t.ctx.db.insert(couponRedemptions).values({
      couponId: op!.id,
      orderId: '0b5e8c1a-7d2f-4e3b-8a9c-1d2e3f4a5b6c',
      createdAt: new Date(now),
    });

    const cart = await cartWith(PackageCode.STANDARD_PERFORMANCE);
    await applyCoupon(cart.id, 'gezond25');
    const before = await getCart(cart.id);
    const bad = {
      unknown: 'nope',
      expired: 'zomer2025',
      notYetValid: 'later10',
      usedUp: 'op',
      foreign: 'expert15',
      tooLong: 'w'.repeat(65),
      empty: '   ',
    };
    for (const [kind, code] of Object.entries(bad)) {
      expect(errorOf(await applyCoupon(cart.id, code)), kind).toEqual({
        status: 400,
        code: 'invalidCoupon',
        message: INVALID_COUPON_MESSAGE,
      });
      expect(await getCart(cart.id), kind).toEqual(before);
    }
    const empty = await createCart();
    expect(errorOf(await applyCoupon(empty.id, 'welkom10'))).toMatchObject({
      status: 400,
      code: 'invalidCoupon',
    });
    expect(await getCart(empty.id)).toEqual(empty);
  });

  it('follows the clock: valid until it expires', async () => {
    const now = clock.now().getTime();
    await t.ctx.services.cart.ensureCoupon({
      code: 'vandaag',
      kind: CouponKind.PERCENTAGE,
      percentage: 5,
      expiresAt: new Date(now + 60_000),
    });
    const cart = await cartWith(PackageCode.STANDARD_PERFORMANCE);
    expect((await applyCoupon(cart.id, 'vandaag')).body.data?.applyCouponToCart?.couponResult).toMatchObject({
      code: 'vandaag',
    });
    clock.advance(60_000);
    const other = await cartWith(PackageCode.STANDARD_PERFORMANCE);
    expect(errorOf(await applyCoupon(other.id, 'vandaag')).code).toBe('invalidCoupon');
  });

  it('keeps a coupon on a new product only when it still applies', async () => {
    const cart = await cartWith(AddonCode.EXPERT_SESSION);
    const applied = (await applyCoupon(cart.id, 'expert15')).body.data!.applyCouponToCart!;
    expect(applied.couponResult).toEqual({ code: 'expert15', amount: 1425, percentage: 15 });
    const consultation = (await update(cart.id, productIds[AddonCode.EXPERT_CONSULTATION]!)).body.data!
      .updateCart!;
    expect(consultation.couponResult).toMatchObject({ code: 'expert15' });
    const core = (await update(cart.id, productIds[PackageCode.STANDARD_PERFORMANCE]!)).body.data!
      .updateCart!;
    expect(core.couponResult).toBeNull();
    expect(core.totalPurchasePrice).toMatchObject({ price: 59500 });

    await applyCoupon(cart.id, 'welkom10');
    const plus = (await update(cart.id, productIds[PackageCode.PERFORMANCE_PLUS]!)).body.data!.updateCart!;
    expect(plus.couponResult).toEqual({ code: 'welkom10', amount: 7950, percentage: 10 });
    const removed = (await remove(cart.id, productIds[PackageCode.PERFORMANCE_PLUS]!)).body.data!
      .removeFromCart!;
    expect(removed.couponResult).toBeNull();
    const again = (await update(cart.id, productIds[PackageCode.PERFORMANCE_PLUS]!)).body.data!.updateCart!;
    expect(again.couponResult).toBeNull();
  });
});
