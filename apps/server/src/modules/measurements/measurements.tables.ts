import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { healthPassports } from '../passports/passports.tables.js';
import { users } from '../users/users.tables.js';

/**
 * Scan images uploaded for a passport's upload fields. The file itself is in the file store under `name`;
 * an UploadField value is accepted only when it names an upload of the same passport and field.
 */
export const measurementUploads = pgTable(
  'measurement_uploads',
  {
    /** The random stored name, e.g. 3f2a...9c.png. */
    name: text('name').primaryKey(),
    passportId: uuid('passport_id')
      .notNull()
      .references(() => healthPassports.id, { onDelete: 'cascade' }),
    dataKey: text('data_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The file name on the uploader's computer, for display only. */
    originalName: text('original_name'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('measurement_uploads_passport_idx').on(t.passportId, t.dataKey)],
);
