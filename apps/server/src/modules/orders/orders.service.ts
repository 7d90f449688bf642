import { randomUUID } from 'node:crypto';
import {
  type CartTotals,
  canMoveOrder,
  computeTotals,
  CouponKind,
  EntitlementType,
  fulfilmentOf,
  isOrderClosed,
  LocalizedKey,
  OrderStatus,
  type PackageType,
  PassportStatus,
  Role,
  SHOP_COUNTRY,
} from '@health-passport/domain';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import { type ChangeFeed, frozenRows } from '../../db/changeFeed.js';
import type { Db, Tx } from '../../db/database.js';
import { AppError } from '../../errors.js';
import type { ErrorReporter } from '../../integrations/errorReporting.js';
import type { MailQueue } from '../../integrations/notifier/index.js';
import {
  type PaymentEvent,
  type PaymentEventOutcome,
  type PaymentLink,
  type PaymentProvider,
  PaymentProviderError,
} from '../../integrations/payments/index.js';
import type { Language } from '../../locale.js';
import {
  cartErrors,
  type CartService,
  type CheckoutCart,
  type CouponRow,
  SHOP_CURRENCY,
} from '../cart/index.js';
import type { EventsService } from '../events/index.js';
import { hashPassword, type IdentityService } from '../identity/index.js';
import { checkRemeasurement, type JourneyService, redeemRemeasurementIn } from '../journey/index.js';
import type { PassportsService } from '../passports/index.js';
import type { ProductsService, ProductView } from '../products/index.js';
import type { UsersService } from '../users/index.js';
import { orderErrors } from './orders.errors.js';
import { guestOrderForAccountMail } from './orders.messages.js';
import { entitlements, type OrderUserInput, orders } from './orders.tables.js';
import { parseOrderUserInput, parseReturnUrl, returnUrlFor } from './orders.validation.js';

export type OrderRow = typeof orders.$inferSelect;
export type EntitlementRow = typeof entitlements.$inferSelect;

/** Who orders: the signed-in user, or null for a guest. */
export type OrderViewer = { userId: string } | null;

/** An order as the API shows it (orders.graphql Order). */
export interface OrderView {
  id: string;
  status: OrderStatus;
  /** The payment page while a payment can still be made on it (PAYMENT_PENDING, REFUSED); null otherwise. */
  adyenPaymentLinkUrl: string | null;
  productId: string;
  packageCode: string;
  currency: string;
  subtotal: number;
  discount: number;
  total: number;
  vat: number;
  vatPercentage: number;
  couponCode: string | null;
  couponPercentage: number | null;
  /** Null in the limited view. */
  healthPassportId: string | null;
  createdAt: Date;
  /** True when shown to someone who is not the signed-in owner (a guest checkout's order, by its id). */
  limited: boolean;
}

/** The checkout's input as the client sent it; validated by the service. */
export interface CheckoutRequest {
  userInput: unknown;
  returnUrl: unknown;
  viewer: OrderViewer;
  /** The request's language: the new account's locale unless userInput.locale says otherwise. */
  language: Language;
}

export interface OrdersService {
  /**
   * An order of the cart in one transaction (customer-journey §4, §7). A guest gets an account (temporary
   * password by e-mail once committed) and the order a payment link; a signed-in viewer's order stays CREATED
   * until createPaymentLink. Nothing is written when any step fails, the payment provider included.
   */
  createOrderByCart(cartId: string, request: CheckoutRequest): Promise<OrderView>;
  /**
   * The same for one product without a cart and without a coupon; shopCountryCode must be NL. A remeasurement may
   * be bought for a passport (`healthPassportId`): refused up front, with the redeem mutation's errors, unless it
   * could be redeemed for that passport now with the order's address; once paid it is redeemed for it.
   */
  createOrder(
    productId: string,
    shopCountryCode: string,
    request: CheckoutRequest,
    healthPassportId?: unknown,
  ): Promise<OrderView>;
  /** The owner's payment link (reused until it expires); the order moves to PAYMENT_PENDING. */
  createPaymentLink(orderId: string, returnUrl: unknown, viewer: { userId: string }): Promise<string>;
  /** The order for its signed-in owner (full), a guest checkout's order for anyone (limited), else undefined. */
  getOrder(id: string, viewer: OrderViewer): Promise<OrderView | undefined>;
  /** The user's orders, newest first. */
  listForUser(userId: string): Promise<OrderRow[]>;
  /**
   * Applies a verified payment notification in the caller's transaction (one opened by events.transaction):
   * paid -> fulfilled (passport or entitlement, onboarding chapter, `order.paid`), refused, cancelled, expired.
   * A move the state machine forbids (replay, late duplicate, out of order) or a wrong amount changes nothing.
   */
  applyPaymentEvent(tx: Tx, event: PaymentEvent): Promise<PaymentEventOutcome>;
  /** What the user's paid add-ons entitle them to, oldest first. */
  listEntitlements(userId: string): Promise<readonly EntitlementRow[]>;
  /**
   * Redeems the user's oldest unredeemed entitlement of `type` (or that one: `entitlementId`) for one of their
   * passports, in `tx` when given, else in a transaction of its own; the row is locked so two redeems cannot take
   * the same one. noEntitlement when there is none left.
   */
  redeemEntitlement(
    userId: string,
    type: EntitlementType,
    healthPassportId: string,
    tx?: Tx,
    entitlementId?: string,
  ): Promise<EntitlementRow>;
}

export interface OrdersDeps {
  db: Db;
  /** The database's announcements, for the reads the service keeps (db/changeFeed.ts). */
  changes?: ChangeFeed;
  clock: Clock;
  config: Pick<Config, 'publicUrl'>;
  log: FastifyBaseLogger;
  errorReporter: ErrorReporter;
  users: UsersService;
  identity: IdentityService;
  products: ProductsService;
  passports: PassportsService;
  cart: CartService;
  journey: JourneyService;
  events: EventsService;
  /** The payment provider, read when needed (the app builds it next to the services). */
  payments: () => PaymentProvider;
  /** Mail sent once the order is committed (to the account a guest checked out with). */
  mail: MailQueue;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What an order is made of: a checked product at a server-computed price, and the cart it came from. */
interface Purchase {
  product: ProductView;
  totals: CartTotals;
  coupon: CouponRow | null;
  cartId: string | null;
}

/** Where a payment notification moves the order; undefined for events that move nothing. */
function targetOf(event: PaymentEvent): OrderStatus | undefined {
  const code = event.eventCode.toUpperCase();
  if (code === 'AUTHORISATION') {
    if (event.success) return OrderStatus.PAID;
    return event.reason?.trim().toUpperCase() === 'CANCELLED' ? OrderStatus.CANCELLED : OrderStatus.REFUSED;
  }
  if (code === 'OFFER_CLOSED' && event.success) return OrderStatus.EXPIRED;
  return undefined;
}

function toView(row: OrderRow, limited: boolean): OrderView {
  const status = row.status as OrderStatus;
  const payable = status === OrderStatus.PAYMENT_PENDING || status === OrderStatus.REFUSED;
  return {
    id: row.id,
    status,
    adyenPaymentLinkUrl: payable ? row.paymentLinkUrl : null,
    productId: row.productId,
    packageCode: row.packageCode,
    currency: row.currency,
    subtotal: row.subtotal,
    discount: row.discount,
    total: row.total,
    vat: row.vat,
    vatPercentage: row.vatPercentage,
    couponCode: row.couponCode,
    couponPercentage: row.couponPercentage,
    healthPassportId: limited ? null : row.healthPassportId,
    createdAt: row.createdAt,
    limited,
  };
}

/** The unique index a failed insert ran into (Postgres 23505), if that is what failed. */
function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

function isAppError(error: unknown, code: string): boolean {
  return error instanceof AppError && error.code === code;
}

function productName(product: ProductView, locale: string): string {
  const name = product.texts.name;
  return (locale === LocalizedKey.NL_NL ? name.nl_NL : name.en_US) || name.en_US || product.packageCode;
}

export function createOrdersService(deps: OrdersDeps): OrdersService {
  const { db, clock, log, users, identity, products, passports, cart, journey, events } = deps;
  // A person's entitlements, kept in memory until the database announces a change of one of them.
  const keptEntitlements = deps.changes?.keep<readonly EntitlementRow[]>('entitlements.user_id', {
    max: 10_000,
  });

  /** The order, locked until `tx` ends when read in a transaction. */
  const readOrder = async (id: string, tx?: Tx) => {
    if (!UUID.test(id)) return undefined;
    const query = (tx ?? db).select().from(orders).where(eq(orders.id, id));
    const [row] = await (tx ? query.for('update') : query);
    return row;
  };

  /**
   * Asks the provider for a payment page. Never inside a transaction: the provider is a remote call (and the
   * built-in one writes its own table), so a failure leaves nothing of ours half-written.
   */
  const requestPaymentLink = async (
    order: { id: string; total: number; currency: string; userInput: OrderUserInput },
    product: ProductView | undefined,
    returnUrl: string,
  ): Promise<{ provider: string; link: PaymentLink }> => {
    const provider = deps.payments();
    const locale = order.userInput.locale;
    try {
      const link = await provider.createPaymentLink({
        reference: order.id,
        amount: { value: order.total, currency: order.currency },
        returnUrl: returnUrlFor(returnUrl, order.id),
        description: product ? productName(product, locale) : 'Health Passport',
        shopperEmail: order.userInput.email,
        shopperLocale: locale === LocalizedKey.NL_NL ? 'nl-NL' : 'en-US',
        countryCode: SHOP_COUNTRY,
      });
      return { provider: provider.name, link };
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      log.warn({ orderId: order.id, reason: error.message }, 'payment link refused by the provider');
      throw orderErrors.payment(error.message);
    }
  };

  /** The order's columns for a payment link. */
  const linkColumns = ({ provider, link }: { provider: string; link: PaymentLink }, returnUrl: string) => ({
    returnUrl,
    paymentProvider: provider,
    paymentLinkId: link.id,
    paymentLinkUrl: link.url,
    paymentLinkExpiresAt: link.expiresAt,
  });

  /**
   * A remeasurement is redeemed for the buyer's latest published passport: without one (a guest, or a customer
   * whose first passport is not published yet) it could never be redeemed, so it is not sold (customer-journey §8).
   */
  const refuseUnredeemable = async (
    product: { packageType: PackageType; packageCode: string },
    userId: string | null,
  ) => {
    const fulfilment = fulfilmentOf(product);
    if (fulfilment.kind !== 'entitlement' || fulfilment.type !== EntitlementType.REMEASUREMENT) return;
    const own = userId ? await passports.listForUser(userId) : [];
    if (!own.some((p) => p.status === PassportStatus.PUBLISHED))
      throw orderErrors.needsExistingHealthPassport();
  };

  /**
   * A remeasurement bought for a passport must be redeemable for it now, with the order's address (the redeem
   * mutation's rules and errors, customer-journey §8): answers the passport's id.
   */
  const refuseUnredeemableFor = async (
    product: ProductView,
    healthPassportId: unknown,
    request: CheckoutRequest,
  ): Promise<string> => {
    const fulfilment = fulfilmentOf(product);
    if (fulfilment.kind !== 'entitlement' || fulfilment.type !== EntitlementType.REMEASUREMENT) {
      const message = 'healthPassportId is only given with a remeasurement';
      throw orderErrors.badRequest(message, { healthPassportId: message });
    }
    // A guest has no passport to remeasure.
    if (!request.viewer) throw orderErrors.needsExistingHealthPassport();
    const input = request.userInput;
    const address = typeof input === 'object' && input !== null && 'address' in input ? input.address : null;
    const { passport } = await checkRemeasurement(
      { passports, products },
      clock.now(),
      request.viewer.userId,
      { healthPassportId: typeof healthPassportId === 'string' ? healthPassportId : '', address },
    );
    return passport.id;
  };

  /**
   * The checkout shared by both order calls. Everything is checked first and a guest's payment link asked for
   * (so a refusing provider leaves nothing written); then one transaction locks the cart, checks it again,
   * creates the account and the order and checks the cart out.
   */
  const checkout = async (
    request: CheckoutRequest,
    preview: () => Promise<Purchase>,
    take: (tx: Tx, viewerUserId: string | null) => Promise<Purchase>,
    boughtForPassportId: string | null = null,
  ): Promise<OrderView> => {
    const input = parseOrderUserInput(request.userInput, request.language);
    const returnUrl = parseReturnUrl(request.returnUrl, deps.config.publicUrl);
    const viewer = request.viewer;
    const orderId = randomUUID();
    const expected = await preview();
    await refuseUnredeemable(expected.product, viewer?.userId ?? null);
    // A guest gets the payment page at once; a signed-in user asks for it (createAdyenPaymentLink).
    const payment = viewer
      ? undefined
      : await requestPaymentLink(
          { id: orderId, total: expected.totals.total, currency: SHOP_CURRENCY, userInput: input },
          expected.product,
          returnUrl,
        );
    let row: OrderRow;
    try {
      row = await events.transaction(async (tx) => {
        const purchase = await take(tx, viewer?.userId ?? null);
        // The link asks for the previewed amount: the order must cost exactly that.
        if (payment && purchase.totals.total !== expected.totals.total) throw orderErrors.priceChanged();
        let userId: string;
        const owner = viewer ? undefined : await users.findByEmail(input.email, tx);
        if (viewer) {
          userId = viewer.userId;
        } else if (owner) {
          // A guest with an account's address: answered as a new customer (the checkout tells no one the address
          // has an account), the order goes to the account and its owner is told by mail, not the guest.
          userId = owner.id;
          // The argon2 work of a new account's temporary password: the time does not tell either.
          await hashPassword(randomUUID());
          await deps.mail.send(
            tx,
            guestOrderForAccountMail({
              to: owner.email,
              locale: owner.locale,
              givenName: owner.givenName,
              signInUrl: `${deps.config.publicUrl}/`,
            }),
          );
        } else {
          const user = await identity.createUserWithTemporaryPassword(
            {
              email: input.email,
              givenName: input.givenName,
              familyName: input.familyName,
              groups: [Role.CONSUMER],
              locale: input.locale === LocalizedKey.NL_NL ? LocalizedKey.NL_NL : LocalizedKey.EN_US,
              phoneNumber: input.phoneNumber,
              customCompanyName: input.companyName,
              address: input.address,
            },
            { tx },
          );
          userId = user.id;
        }
        const { product, totals, coupon } = purchase;
        const now = clock.now();
        const [order] = await tx
          .insert(orders)
          .values({
            id: orderId,
            userId,
            cartId: purchase.cartId,
            productId: product.id,
            packageCode: product.packageCode,
            // CREATED, and for a guest at once PAYMENT_PENDING: the link exists already.
            status: payment ? OrderStatus.PAYMENT_PENDING : OrderStatus.CREATED,
            shopCountryCode: SHOP_COUNTRY,
            currency: SHOP_CURRENCY,
            subtotal: totals.subtotal,
            discount: totals.discount,
            total: totals.total,
            vat: totals.vat,
            vatPercentage: totals.vatPercentage,
            couponCode: coupon?.code ?? null,
            couponPercentage: coupon?.kind === CouponKind.PERCENTAGE ? coupon.percentage : null,
            userInput: input,
            boughtForPassportId,
            createdAccount: !viewer,
            returnUrl,
            ...(payment ? linkColumns(payment, returnUrl) : {}),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!order) throw new Error('insert returned no row');
        if (purchase.cartId) await cart.markCheckedOut(tx, purchase.cartId, order.id, coupon?.id ?? null);
        return order;
      }, 'orders.checkout');
    } catch (error) {
      const constraint = uniqueViolation(error);
      // Two checkouts of one cart at once: the unique index lets one order through.
      if (constraint === 'orders_cart_idx') throw cartErrors.cartCheckedOut();
      // The same e-mail address checked out at the same moment.
      if (constraint === 'users_email_unique' || isAppError(error, 'UsernameExistsException')) {
        throw orderErrors.existingUser();
      }
      throw error;
    }
    log.info({ event: 'orderCreated', orderId: row.id, createdAccount: row.createdAccount }, 'order created');
    return toView(row, false);
  };

  /**
   * Redeems, in the payment's transaction, the remeasurement an order bought for a passport, as the redeem mutation
   * does. Behind a savepoint: when the rules no longer allow it (a newer passport meanwhile), nothing of it is
   * written, the entitlement waits to be redeemed later, and the payment stands.
   */
  const redeemBoughtFor = async (tx: Tx, order: OrderRow, passportId: string, entitlementId: string) => {
    const services = { passports, orders: service, products, journey, users };
    try {
      await tx.transaction((savepoint) =>
        redeemRemeasurementIn(savepoint, services, clock.now(), order.userId, {
          healthPassportId: passportId,
          address: order.userInput.address,
          entitlementId,
        }),
      );
    } catch (error) {
      if (!(error instanceof AppError)) deps.errorReporter.report(error, { orderId: order.id });
      log.info(
        { orderId: order.id, reason: error instanceof AppError ? error.code : 'unexpected' },
        'paid remeasurement left to redeem later',
      );
    }
  };

  /**
   * Fulfils a paid order in `tx`: a passport or an entitlement (redeemed at once when the order was for a passport),
   * the onboarding chapter and `order.paid`.
   */
  const fulfil = async (tx: Tx, order: OrderRow): Promise<void> => {
    const product = await products.byId(order.productId, tx);
    if (!product) throw new Error(`product ${order.productId} of order ${order.id} is gone`);
    const fulfilment = fulfilmentOf(product);
    const now = clock.now();
    let healthPassportId: string | null = null;
    let entitlementId: string | null = null;
    let entitlementType: EntitlementType | null = null;
    if (fulfilment.kind === 'passport') {
      const passport = await passports.create(
        {
          userId: order.userId,
          packageCode: order.packageCode,
          ...(product.texts.name.en_US ? { displayName: product.texts.name.en_US } : {}),
        },
        tx,
      );
      healthPassportId = passport.id;
    } else {
      const [entitlement] = await tx
        .insert(entitlements)
        .values({ userId: order.userId, orderId: order.id, type: fulfilment.type, createdAt: now })
        .returning();
      if (!entitlement) throw new Error('insert returned no row');
      entitlementId = entitlement.id;
      entitlementType = fulfilment.type;
    }
    await tx
      .update(orders)
      .set({ status: OrderStatus.FULFILLED, healthPassportId, updatedAt: now })
      .where(eq(orders.id, order.id));
    await journey.addChapter(tx, {
      userId: order.userId,
      orderId: order.id,
      productId: product.id,
      packageCode: order.packageCode,
      type: product.packageType,
      healthPassportId,
      entitlementId,
    });
    if (order.boughtForPassportId && entitlementId && entitlementType === EntitlementType.REMEASUREMENT) {
      await redeemBoughtFor(tx, order, order.boughtForPassportId, entitlementId);
    }
    await events.publish(tx, 'order.paid', {
      orderId: order.id,
      userId: order.userId,
      productId: product.id,
      packageCode: order.packageCode,
      packageType: product.packageType,
      healthPassportId,
      entitlementId,
      entitlementType,
    });
  };

  const service: OrdersService = {
    createOrderByCart(cartId, request) {
      const viewerUserId = request.viewer?.userId ?? null;
      const purchaseOf = ({ product, totals, coupon, cart: row }: CheckoutCart): Purchase => ({
        product,
        totals,
        coupon,
        cartId: row.id,
      });
      return checkout(
        request,
        async () => purchaseOf(await cart.previewCheckout(cartId, viewerUserId)),
        async (tx) => purchaseOf(await cart.lockForCheckout(tx, cartId, viewerUserId)),
      );
    },

    async createOrder(productId, shopCountryCode, request, healthPassportId) {
      if (shopCountryCode !== SHOP_COUNTRY) {
        const message = `shopCountryCode must be ${SHOP_COUNTRY}`;
        throw orderErrors.badRequest(message, { shopCountryCode: message });
      }
      const purchase = async (tx?: Tx): Promise<Purchase> => {
        const [product] = UUID.test(productId) ? await products.publishedByIds([productId], tx) : [];
        const cost = product?.costs[SHOP_COUNTRY];
        if (!product || !cost) throw orderErrors.productNotFound();
        return { product, totals: computeTotals(cost, null), coupon: null, cartId: null };
      };
      const boughtFor =
        healthPassportId === undefined || healthPassportId === null
          ? null
          : await refuseUnredeemableFor((await purchase()).product, healthPassportId, request);
      return checkout(
        request,
        () => purchase(),
        (tx) => purchase(tx),
        boughtFor,
      );
    },

    async createPaymentLink(orderId, returnUrl, viewer) {
      const url = parseReturnUrl(returnUrl, deps.config.publicUrl);
      /** The viewer's order, open for payment, locked in `tx` when given. */
      const open = async (tx?: Tx) => {
        const order = await readOrder(orderId, tx);
        if (!order || order.userId !== viewer.userId) throw orderErrors.orderNotFound();
        if (isOrderClosed(order.status as OrderStatus)) throw orderErrors.orderClosed();
        return order;
      };
      const live = (order: OrderRow) =>
        order.paymentLinkUrl && order.paymentLinkExpiresAt && order.paymentLinkExpiresAt > clock.now()
          ? order.paymentLinkUrl
          : undefined;
      const current = await open();
      const payment = live(current)
        ? undefined
        : await requestPaymentLink(current, await products.byId(current.productId), url);
      return db.transaction(async (tx) => {
        const order = await open(tx);
        // A link made meanwhile by another request wins; ours is simply never shown.
        const reused = live(order);
        const status = canMoveOrder(order.status as OrderStatus, OrderStatus.PAYMENT_PENDING)
          ? OrderStatus.PAYMENT_PENDING
          : order.status;
        await tx
          .update(orders)
          .set({
            status,
            ...(reused || !payment ? {} : linkColumns(payment, url)),
            updatedAt: clock.now(),
          })
          .where(eq(orders.id, order.id));
        return reused ?? payment?.link.url ?? current.paymentLinkUrl!;
      });
    },

    async getOrder(id, viewer) {
      if (!UUID.test(id)) return undefined;
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      if (!row) return undefined;
      if (viewer && row.userId === viewer.userId) return toView(row, false);
      // A guest checkout's order is shown by its unguessable id (the payment page returns to it), without
      // anything personal; a signed-in customer's order only to them.
      return row.createdAccount ? toView(row, true) : undefined;
    },

    listForUser(userId) {
      return db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },

    async applyPaymentEvent(tx, event) {
      const order = await readOrder(event.merchantReference, tx);
      if (!order) return 'unknownOrder';
      const from = order.status as OrderStatus;
      if (event.amount.value !== order.total || event.amount.currency.toUpperCase() !== order.currency) {
        log.warn(
          { orderId: order.id, pspReference: event.pspReference, amount: event.amount, total: order.total },
          'payment notification ignored: the amount is not the order total',
        );
        return 'ignored';
      }
      const to = targetOf(event);
      if (!to || !canMoveOrder(from, to)) {
        log.info(
          { orderId: order.id, eventCode: event.eventCode, success: event.success, status: from },
          'payment notification ignored: no move from the order status',
        );
        return 'ignored';
      }
      const now = clock.now();
      if (to === OrderStatus.PAID) {
        const [paid] = await tx
          .update(orders)
          .set({ status: to, paidAt: now, pspReference: event.pspReference, updatedAt: now })
          .where(eq(orders.id, order.id))
          .returning();
        await fulfil(tx, paid!);
      } else {
        const closed = to === OrderStatus.CANCELLED || to === OrderStatus.EXPIRED;
        // An order that can no longer be paid gives back the coupon's use and its cart, so the customer can
        // check the same cart out again (a new order; this one keeps its history without the cart).
        await tx
          .update(orders)
          .set({ status: to, updatedAt: now, ...(closed ? { cartId: null } : {}) })
          .where(eq(orders.id, order.id));
        if (closed) {
          await cart.releaseRedemption(tx, order.id);
          if (order.cartId) await cart.reopen(tx, order.cartId);
        }
      }
      log.info(
        { orderId: order.id, from, to, pspReference: event.pspReference },
        'payment notification applied',
      );
      return 'applied';
    },

    async redeemEntitlement(userId, type, healthPassportId, within, entitlementId) {
      const run = async (tx: Tx) => {
        const [open] = await tx
          .select()
          .from(entitlements)
          .where(
            and(
              eq(entitlements.userId, userId),
              eq(entitlements.type, type),
              isNull(entitlements.redeemedAt),
              entitlementId ? eq(entitlements.id, entitlementId) : undefined,
            ),
          )
          .orderBy(asc(entitlements.createdAt), asc(entitlements.id))
          .limit(1)
          .for('update');
        if (!open) throw orderErrors.noEntitlement();
        const [redeemed] = await tx
          .update(entitlements)
          .set({ healthPassportId, redeemedAt: clock.now() })
          .where(and(eq(entitlements.id, open.id), isNull(entitlements.redeemedAt)))
          .returning();
        if (!redeemed) throw orderErrors.noEntitlement();
        return redeemed;
      };
      return within ? run(within) : db.transaction(run);
    },

    listEntitlements(userId) {
      const read = async () =>
        frozenRows(
          await db
            .select()
            .from(entitlements)
            .where(eq(entitlements.userId, userId))
            .orderBy(asc(entitlements.createdAt), asc(entitlements.id)),
        );
      return keptEntitlements ? keptEntitlements.get(userId, read) : read();
    },
  };
  return service;
}
