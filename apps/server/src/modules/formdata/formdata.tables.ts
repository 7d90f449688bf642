import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { healthPassports } from '../passports/passports.tables.js';
import { users } from '../users/users.tables.js';

const FORM_CHECK = sql`in ('questionnaire', 'rivm_consent', 'measurements')`;

/**
 * Every saved answer or measurement of a passport (passport-and-professional §3 "Data item"), append-only:
 * a new value is a new row and the old rows stay as history. The current value of a key is its newest row
 * (highest saved_at, then id).
 */
export const dataItems = pgTable(
  'data_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    passportId: uuid('passport_id')
      .notNull()
      .references(() => healthPassports.id, { onDelete: 'cascade' }),
    /** FormName: questionnaire, rivm_consent or measurements. */
    form: text('form').notNull(),
    dataKey: text('data_key').notNull(),
    /** As the form engine normalised it; an empty string clears the answer. */
    dataValue: text('data_value').notNull(),
    /** The instrument or form part the value belongs to (e.g. WHO-5, laboratory) and its version. */
    instrument: text('instrument'),
    instrumentVersion: text('instrument_version'),
    /** The user who saved it; null once that account is deleted. */
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Newest row per (passport, form, key): DISTINCT ON walks this index.
    index('data_items_current_idx').on(t.passportId, t.form, t.dataKey, t.savedAt.desc(), t.id.desc()),
    index('data_items_history_idx').on(t.passportId, t.savedAt.desc(), t.id.desc()),
    check('data_items_form_check', sql`${t.form} ${FORM_CHECK}`),
  ],
);

/** When a passport's form was first complete; the row makes the completion event fire exactly once. */
export const formCompletions = pgTable(
  'form_completions',
  {
    passportId: uuid('passport_id')
      .notNull()
      .references(() => healthPassports.id, { onDelete: 'cascade' }),
    form: text('form').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.passportId, t.form] }),
    check('form_completions_form_check', sql`${t.form} ${FORM_CHECK}`),
  ],
);
