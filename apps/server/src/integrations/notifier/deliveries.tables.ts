import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Messages sent by the mail job, by job id: a job run a second time (after a crash between sending and its
 * acknowledgement, or on a retry) finds its message here and does not send it again.
 */
export const messageDeliveries = pgTable('message_deliveries', {
  jobId: text('job_id').primaryKey(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
});
