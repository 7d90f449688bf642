import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/**
 * A person's requests to have their account erased (GDPR Art. 17). A request waits `erase_after` out (the grace
 * period, in which signing in or cancelling ends it); then the erasure job removes or pseudonymises everything
 * about the person and marks the request ERASED. The row stays as the record that the erasure was asked for and
 * done: it holds dates only.
 */
export const accountErasures = pgTable(
  'account_erasures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** PENDING, CANCELLED or ERASED. */
    status: text('status').notNull().default('PENDING'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    eraseAfter: timestamp('erase_after', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** PERSON (the cancel button) or SIGN_IN (a sign-in within the grace period). */
    cancelledBy: text('cancelled_by'),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    index('account_erasures_user_idx').on(t.userId, t.requestedAt.desc()),
    // One waiting request per person, even when two requests race.
    uniqueIndex('account_erasures_one_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'PENDING'`),
    check('account_erasures_status_check', sql`${t.status} in ('PENDING', 'CANCELLED', 'ERASED')`),
    check(
      'account_erasures_cancelled_by_check',
      sql`${t.cancelledBy} is null or ${t.cancelledBy} in ('PERSON', 'SIGN_IN')`,
    ),
  ],
);
