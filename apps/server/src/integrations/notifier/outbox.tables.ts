import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Messages the portal would have sent, when no real transport is configured (no SMTP_URL, the default SMS
 * adapter). Demo mode shows them at GET /dev/outbox.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order across instances (timestamps may tie). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** EMAIL or SMS. */
    channel: text('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('outbox_seq_idx').on(t.seq)],
);
