import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { healthPassports } from '../passports/passports.tables.js';
import { products } from '../products/products.tables.js';
import { users } from '../users/users.tables.js';

/**
 * An onboarding chapter (customer-journey §3 Onboarding chapter): one per purchase, made when the order is
 * paid (or by staff for a passport bought elsewhere). Its steps are derived by the journey rules from the
 * passport's state and the person's events, not stored.
 */
export const onboardingChapters = pgTable(
  'onboarding_chapters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The order that bought it; one chapter per order. Null for a passport made without an order. */
    orderId: uuid('order_id'),
    productId: uuid('product_id').references(() => products.id),
    packageCode: text('package_code').notNull(),
    /** PackageType of the product: a CORE chapter leads to a passport, an ADDON chapter to a booking. */
    type: text('type').notNull(),
    healthPassportId: uuid('health_passport_id').references(() => healthPassports.id, {
      onDelete: 'cascade',
    }),
    /** The entitlement (orders module) an add-on chapter redeems. */
    entitlementId: uuid('entitlement_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('onboarding_chapters_order_idx').on(t.orderId),
    index('onboarding_chapters_user_idx').on(t.userId, t.publishedAt),
  ],
);

/** The remeasurement reminder sent for a published passport: one per passport, ever (journey README). */
export const remeasurementReminders = pgTable('remeasurement_reminders', {
  passportId: uuid('passport_id')
    .primaryKey()
    .references(() => healthPassports.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});
