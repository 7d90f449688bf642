import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Portal-wide settings that must survive restarts and be shared by every server instance. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
