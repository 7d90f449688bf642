import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { carts } from '../cart/cart.tables.js';
import { healthPassports } from '../passports/passports.tables.js';
import { products } from '../products/products.tables.js';
import { users } from '../users/users.tables.js';

/** The personal information given at checkout (customer-journey §3 Order user input). */
export interface OrderUserInput {
  email: string;
  phoneNumber: string;
  givenName: string;
  familyName: string;
  companyName: string | null;
  locale: string;
  address: {
    streetAddress: string;
    locality: string;
    postalCode: string;
    country: string;
    region: string | null;
  };
}

/**
 * An order (customer-journey §3 Order): one product at the price computed when it was made, the buyer, the
 * payment link and what the order became once paid (a passport or an entitlement). Status follows
 * OrderStatus and only moves as `canMoveOrder` allows.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The cart it was made of; one order per cart (a second checkout of the cart is refused). */
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    packageCode: text('package_code').notNull(),
    status: text('status').notNull().default('CREATED'),
    shopCountryCode: text('shop_country_code').notNull(),
    currency: text('currency').notNull(),
    /** Cents, VAT included, before the discount. */
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    /** Cents paid, VAT included. */
    total: integer('total').notNull(),
    vat: integer('vat').notNull(),
    vatPercentage: integer('vat_percentage').notNull(),
    couponCode: text('coupon_code'),
    /** Percent of a percentage coupon (for couponResult); null otherwise. */
    couponPercentage: integer('coupon_percentage'),
    userInput: jsonb('user_input').$type<OrderUserInput>().notNull(),
    /** True when the order made the account (a guest checkout). */
    createdAccount: boolean('created_account').notNull().default(false),
    returnUrl: text('return_url').notNull(),
    /** PaymentProvider name: test or adyen. */
    paymentProvider: text('payment_provider'),
    paymentLinkId: text('payment_link_id'),
    paymentLinkUrl: text('payment_link_url'),
    paymentLinkExpiresAt: timestamp('payment_link_expires_at', { withTimezone: true }),
    /** The provider's reference of the successful payment. */
    pspReference: text('psp_reference'),
    healthPassportId: uuid('health_passport_id').references(() => healthPassports.id, {
      onDelete: 'set null',
    }),
    /**
     * The published passport a remeasurement was bought for: paying redeems it for that passport at once, when
     * the rules still allow; null for everything else.
     */
    boughtForPassportId: uuid('bought_for_passport_id').references(() => healthPassports.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_cart_idx').on(t.cartId),
    uniqueIndex('orders_payment_link_idx').on(t.paymentLinkId),
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    check(
      'orders_status_check',
      sql`${t.status} in ('CREATED', 'PAYMENT_PENDING', 'PAID', 'FULFILLED', 'REFUSED', 'EXPIRED', 'CANCELLED')`,
    ),
    check(
      'orders_amounts_check',
      sql`${t.subtotal} >= 0 and ${t.discount} >= 0 and ${t.total} = ${t.subtotal} - ${t.discount}`,
    ),
  ],
);

/** What a paid add-on entitles its buyer to (EntitlementType); redeemed once in the onboarding journey. */
export const entitlements = pgTable(
  'entitlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The passport it was redeemed for; null while unredeemed. */
    healthPassportId: uuid('health_passport_id').references(() => healthPassports.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('entitlements_order_idx').on(t.orderId),
    index('entitlements_user_idx').on(t.userId, t.type),
    check(
      'entitlements_type_check',
      sql`${t.type} in ('EXPERT_SESSION', 'SPECIALIST_CONSULTATION', 'REMEASUREMENT')`,
    ),
  ],
);
