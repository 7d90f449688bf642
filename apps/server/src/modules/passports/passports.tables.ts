import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/**
 * A person's health passport (passport-and-professional §3 "Health passport"): one per purchased package.
 * Status runs CREATED -> COMPUTED -> PUBLISHED (§4). The newest passport that is not published is the
 * person's current one: the questionnaire, the register consent and the measurements are saved on it.
 */
export const healthPassports = pgTable(
  'health_passports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageCode: text('package_code').notNull(),
    /** PassportStatus: CREATED, COMPUTED or PUBLISHED. */
    status: text('status').notNull().default('CREATED'),
    /** RemeasurementType of a remeasurement passport; null for a first passport. */
    remeasurementType: text('remeasurement_type'),
    displayName: text('display_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('health_passports_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('health_passports_status_check', sql`${t.status} in ('CREATED', 'COMPUTED', 'PUBLISHED')`),
  ],
);
