import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
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

/**
 * A passport's computed results, cached per passport version: the reference table's version and the data
 * version (the newest measurement or questionnaire data item's id). New data or a new table gives a new key, so
 * a stored row is never stale, only superseded.
 */
export const passportResults = pgTable(
  'passport_results',
  {
    passportId: uuid('passport_id')
      .notNull()
      .references(() => healthPassports.id, { onDelete: 'cascade' }),
    tableVersion: text('table_version').notNull(),
    /** The id of the newest data item the results were computed from; 0 without any. */
    dataVersion: bigint('data_version', { mode: 'number' }).notNull(),
    /** Result[] of the results engine. */
    results: jsonb('results').notNull(),
    /** FlaggedValue[]: values outside the physiological limits, not scored. */
    flagged: jsonb('flagged').notNull(),
    /**
     * Each result's id, colour and value again, as three parallel arrays: company snapshots count these in SQL
     * over many passports, which reading the full results (bands, labels) would make ten times slower.
     */
    resultIds: text('result_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    resultColors: text('result_colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    resultValues: doublePrecision('result_values')
      .array()
      .notNull()
      .default(sql`'{}'::double precision[]`),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.passportId, t.tableVersion, t.dataVersion] })],
);
