import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Append-only log of domain events, written in the same transaction as the change that caused them, so an
 * event exists exactly when its change was committed. Never updated or deleted by the application.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** e.g. questionnaire.completed (DomainEvents in events.service.ts). */
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('domain_events_type_occurred_at_idx').on(t.type, t.occurredAt)],
);
