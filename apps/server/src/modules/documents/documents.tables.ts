import { DOCUMENT_TYPES } from '@health-passport/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/**
 * A person's documents (passport-and-professional §3 Document): files staff uploaded for them. The bytes are
 * in the file store under `stored_name` (random, unguessable); `name` is what the list shows and the file
 * downloads as. Rows are never changed after the upload.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Whose document it is. */
    personId: uuid('person_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** DocumentType: REPORT, LAB_RESULT, REFERRAL, SCAN_REPORT or OTHER. */
    type: text('type').notNull(),
    name: text('name').notNull(),
    /** The file store's name, e.g. 3f2a...9c.pdf. */
    storedName: text('stored_name').notNull().unique(),
    /** Recognised from the file's own bytes at the upload. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('documents_person_created_idx').on(t.personId, t.createdAt.desc()),
    check(
      'documents_type_check',
      sql`${t.type} in (${sql.raw(DOCUMENT_TYPES.map((type) => `'${type}'`).join(', '))})`,
    ),
  ],
);
