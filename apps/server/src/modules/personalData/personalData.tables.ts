import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/**
 * A person's requests for their data export. The zip is in the file store under `stored_name` while the export
 * is READY; it is deleted from there when the export expires, and the row stays as the record of the request.
 */
export const personalDataExports = pgTable(
  'personal_data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** PREPARING, READY, FAILED or EXPIRED. */
    status: text('status').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** Until when a READY export can be downloaded. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** The file store's name of the zip, e.g. 3f2a...9c.zip; null before it is ready and after it expired. */
    storedName: text('stored_name'),
    sizeBytes: integer('size_bytes'),
  },
  (t) => [
    index('personal_data_exports_user_idx').on(t.userId, t.requestedAt.desc()),
    // One export in preparation per person, even when two requests race.
    uniqueIndex('personal_data_exports_one_preparing_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'PREPARING'`),
    check(
      'personal_data_exports_status_check',
      sql`${t.status} in ('PREPARING', 'READY', 'FAILED', 'EXPIRED')`,
    ),
  ],
);
