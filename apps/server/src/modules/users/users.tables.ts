import { sql, type SQLWrapper } from 'drizzle-orm';
import { boolean, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The text after its first word (the whole text when it is one word). */
export const LATER_WORDS = (text: SQLWrapper) => sql`substr(${text}, strpos(${text}, ' ') + 1)`;

/** A person with an account: customer or staff (customer-journey §3 User, identityInformation). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The product service number shown to staff and used in professional URLs. */
    serviceNumber: text('service_number').notNull().unique(),
    /** Lower-cased; also the username. */
    email: text('email').notNull().unique(),
    givenName: text('given_name').notNull().default(''),
    middleName: text('middle_name'),
    familyName: text('family_name').notNull().default(''),
    birthDate: date('birth_date'),
    gender: text('gender'),
    phoneNumber: text('phone_number'),
    /** API form with an underscore: en_US or nl_NL. */
    locale: text('locale').notNull().default('en_US'),
    /** Journey status markers appended by the client (e.g. after booking). */
    status: text('status')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    packageCode: text('package_code'),
    customerClassType: text('customer_class_type'),
    customerClassCompany: text('customer_class_company'),
    customCompanyName: text('custom_company_name'),
    streetAddress: text('street_address'),
    locality: text('locality'),
    postalCode: text('postal_code'),
    country: text('country'),
    region: text('region'),
    /** When the user last accepted the terms and conditions; null when not (or no longer) accepted. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the individuals search matches (passport-and-professional §2.2): name, e-mail and service number in
     * their search form (`searchTextOf`: family name first, lower case, no diacritics), written by the users
     * service on every create and update. The trigram index keeps contains-matches fast on millions of people.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * Whether the person holds the CONSUMER group: the individuals list shows only them. Kept by triggers on
     * user_groups (migration 0020), so the list reads one table and one partial index instead of probing the
     * groups of every person it passes.
     */
    isConsumer: boolean('is_consumer').notNull().default(false),
  },
  (t) => [
    index('users_family_name_idx').on(t.familyName),
    index('users_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The individuals list in its order (search_text starts with the family name), consumers only: a page and
    // its count are read from this index alone (the id is in it), matches filtered on its search_text.
    index('users_consumers_order_idx')
      .on(t.searchText, t.serviceNumber, t.id)
      .where(sql`${t.isConsumer}`),
    // The words after the first (LATER_WORDS): a search for one short word finds those who have it at the start
    // of a later word here, apart from the far more whose family name starts with it.
    index('users_consumers_later_words_idx')
      .using('gin', sql`${LATER_WORDS(t.searchText)} gin_trgm_ops`)
      .where(sql`${t.isConsumer}`),
  ],
);

/**
 * Every word that occurs in a search_text (split at its spaces), kept by triggers on users (migration 0023) and never
 * removed: a search word finds the words it starts (one or two letters) or lies within (three and more) here, a
 * short list even among a million people, before reading who has them in `userSearchWords`.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_prefix_idx').on(t.word.op('text_pattern_ops')),
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * Each consumer's words with the list's order beside them, kept by triggers on users (migration 0023): the people
 * who have one word are a stretch of `user_search_words_order_idx` in the list's order, read from the index alone.
 */
export const userSearchWords = pgTable(
  'user_search_words',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    searchText: text('search_text').notNull(),
    serviceNumber: text('service_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.word] }),
    index('user_search_words_order_idx').on(t.word, t.searchText, t.serviceNumber, t.userId),
  ],
);

/** Identity groups; each maps to a role of passport-and-professional §3 Roles. */
export const userGroups = pgTable(
  'user_groups',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    group: text('group').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.group] }),
    // Who holds a role (staff without a second factor, by role).
    index('user_groups_group_idx').on(t.group, t.userId),
  ],
);

/** Kinds of e-mail a user has switched off (customer-journey §3 disabledEmails: type and date). */
export const disabledEmails = pgTable(
  'disabled_emails',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** EmailType: REMINDERS, NEWSLETTER or REMEASUREMENT. */
    type: text('type').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);
