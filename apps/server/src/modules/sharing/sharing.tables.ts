import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { healthPassports } from '../passports/passports.tables.js';
import { users } from '../users/users.tables.js';

/**
 * A consumer's passport shared with someone they trust (customer-journey §3 Share, §4 Sharing): PENDING until
 * the recipient (an EXTERNAL account) activates it, then ACTIVE, readable up to and including `expiry_date`
 * (an Amsterdam calendar date). Revoking stamps `revoked_at`; the row stays, so the history is kept. The
 * partial unique index allows one live (unrevoked) share per passport and recipient, also under concurrent
 * requests.
 */
export const passportShares = pgTable(
  'passport_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    passportId: uuid('passport_id')
      .notNull()
      .references(() => healthPassports.id, { onDelete: 'cascade' }),
    /** The passport's owner, who shared it. */
    sharerId: uuid('sharer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The recipient as the sharer named them (the share form), shown in the owner's list. */
    recipientFirstName: text('recipient_first_name').notNull(),
    recipientLastName: text('recipient_last_name').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** International format (E.164). */
    phoneNumber: text('phone_number').notNull(),
    /** ShareStatus: PENDING or ACTIVE. */
    status: text('status').notNull().default('PENDING'),
    /** The last day the share grants access (Amsterdam). */
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Null while the share is live. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('passport_shares_live_idx')
      .on(t.passportId, t.recipientId)
      .where(sql`${t.revokedAt} is null`),
    index('passport_shares_recipient_idx').on(t.recipientId, t.sharerId),
    check('passport_shares_status_check', sql`${t.status} in ('PENDING', 'ACTIVE')`),
  ],
);

/**
 * The access audit: every read of a person's health data by someone other than that person (staff or an
 * external viewer), written by the passport access check. Append-only; the person sees the newest reads
 * ("who viewed my passport"). A reader whose account is removed stays recorded without a name.
 */
export const healthDataReads = pgTable(
  'health_data_reads',
  {
    /** Insertion order (timestamps of one request may tie). */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Whose health data was read. */
    personId: uuid('person_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passportId: uuid('passport_id').references(() => healthPassports.id, { onDelete: 'set null' }),
    readerId: uuid('reader_id').references(() => users.id, { onDelete: 'set null' }),
    /** The reader's roles at the time of the read. */
    readerRoles: text('reader_roles').array().notNull(),
    /** HealthDataKind: layout, routes, scans, scanMedia, measurements, documents or passport. */
    what: text('what').notNull(),
    /** What exactly: a layout path, a scan image key, a document name. */
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('health_data_reads_person_at_idx').on(t.personId, t.at.desc(), t.id.desc())],
);
