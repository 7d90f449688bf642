import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/** A company that buys health checks for its people (README "Companies and their people"). */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** CustomerType: B2B or B2C. */
    customerType: text('customer_type').notNull(),
    /** A B2B package bought for this company's people: whoever pays an order of it belongs to the company. */
    packageCode: text('package_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('companies_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('companies_package_code_key').on(t.packageCode),
    check('companies_customer_type_check', sql`${t.customerType} in ('B2B', 'B2C')`),
  ],
);

/** Who belongs to a company, and why: ORDER (a paid order named it), PACKAGE (its B2B package) or STAFF. */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    index('company_members_user_idx').on(t.userId),
    check('company_members_source_check', sql`${t.source} in ('ORDER', 'PACKAGE', 'STAFF')`),
  ],
);

/**
 * An aggregated view of a company's passports (passport-and-professional §3 Snapshot). `aggregate` holds the
 * raw counts per result and colour band as the job computed them; they are never answered as they are, only
 * through the suppression rules (README "Privacy").
 */
export const snapshots = pgTable(
  'snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    description: text('description'),
    /** SnapshotStatus: CREATED, COMPUTED or PUBLISHED. */
    status: text('status').notNull().default('CREATED'),
    customerType: text('customer_type').notNull(),
    expiryDate: date('expiry_date'),
    logoUriEn: text('logo_uri_en'),
    logoUriNl: text('logo_uri_nl'),
    minSummaryPassports: integer('min_summary_passports').notNull().default(11),
    stepSummaryPassports: integer('step_summary_passports').notNull().default(1),
    /** The reference table version of the aggregate; null while not computed. */
    tableVersion: text('table_version'),
    /** SnapshotAggregate (aggregation.ts); null while not computed or when it could not be. */
    aggregate: jsonb('aggregate'),
    /** Why the last computation refused (NotComputedReason); null when it succeeded or has not run. */
    notComputedReason: jsonb('not_computed_reason'),
    computedAt: timestamp('computed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('snapshots_company_idx').on(t.companyId),
    index('snapshots_created_idx').on(t.createdAt.desc()),
    check('snapshots_status_check', sql`${t.status} in ('CREATED', 'COMPUTED', 'PUBLISHED')`),
    check('snapshots_min_summary_check', sql`${t.minSummaryPassports} >= 11`),
    check('snapshots_step_summary_check', sql`${t.stepSummaryPassports} between 1 and 10`),
  ],
);

/** The HR managers of a snapshot. */
export const snapshotManagers = pgTable(
  'snapshot_managers',
  {
    snapshotId: uuid('snapshot_id')
      .notNull()
      .references(() => snapshots.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.snapshotId, t.userId] }),
    index('snapshot_managers_user_idx').on(t.userId),
  ],
);

/**
 * The people a computed snapshot counted: comparing two snapshots of one company needs them, so that no two
 * snapshots differ by fewer people than the minimum (README "Privacy").
 */
export const snapshotPeople = pgTable(
  'snapshot_people',
  {
    snapshotId: uuid('snapshot_id')
      .notNull()
      .references(() => snapshots.id, { onDelete: 'cascade' }),
    /**
     * No foreign key: a check per row would double the time of a 100,000-person computation. Erasing a person
     * removes their rows here too.
     */
    userId: uuid('user_id').notNull(),
    /** The passport and data version counted: a person whose results changed counts as changed. */
    passportId: uuid('passport_id').notNull(),
    dataVersion: bigint('data_version', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.userId] })],
);
