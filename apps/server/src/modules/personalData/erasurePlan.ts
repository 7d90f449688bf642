import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.js';

/** What the erasure knows of the person before it starts: read once, used by every rule. */
export interface ErasedPerson {
  userId: string;
  /** The addresses and numbers messages went to: the account's, and any waiting contact change's. */
  addresses: readonly string[];
  /** Their name as messages to others write it (a share's invitation names the sharer). */
  names: readonly string[];
  /** Their passports' ids, for rows that name a passport without a foreign key (events, jobs). */
  passportIds: readonly string[];
  /** A random token the pseudonymised values are made of; nothing links it to the person. */
  pseudonym: string;
}

/**
 * One table's erasure: its rows about the person are deleted, or changed so they no longer say who it was
 * (pseudonymised), or kept as they are (they hold nothing about the person but a pseudonymised id). `reason` is
 * why, as written in the README. Rules run in this file's order, in one transaction.
 */
export interface ErasureRule {
  table: string;
  action: 'delete' | 'pseudonymise' | 'keep';
  reason: string;
  apply?: (tx: Tx, person: ErasedPerson) => Promise<unknown>;
}

const id = (name: string) => sql.identifier(name);
const ofPassports = (person: ErasedPerson, column = 'passport_id') =>
  sql`${id(column)} in (select id from health_passports where user_id = ${person.userId})`;
/** Text of a row (a JSON payload, a job's data, a message) naming the person, their passport or an address. */
const mentions = (text: SQL, person: ErasedPerson) =>
  sql.join(
    [person.userId, ...person.passportIds, ...person.addresses, ...person.names].map(
      (value) => sql`position(${value} in ${text}) > 0`,
    ),
    sql` or `,
  );

const remove = (table: string, where: (person: ErasedPerson) => SQL) => (tx: Tx, person: ErasedPerson) =>
  tx.execute(sql`delete from ${id(table)} where ${where(person)}`);
const byUser = (table: string, column = 'user_id') =>
  remove(table, (person) => sql`${id(column)} = ${person.userId}`);
/** Rows the person made about someone else stay that person's record; the author becomes no one. */
const unauthor = (table: string, column: string) => (tx: Tx, person: ErasedPerson) =>
  tx.execute(sql`update ${id(table)} set ${id(column)} = null where ${id(column)} = ${person.userId}`);
const all =
  (...steps: ((tx: Tx, person: ErasedPerson) => Promise<unknown>)[]) =>
  async (tx: Tx, person: ErasedPerson) => {
    for (const step of steps) await step(tx, person);
  };

/**
 * Every table with rows about a person (`tablesAboutAPerson()`, checked by erasure.test.ts) and the few that name
 * one in free text, with what erasure does to them. Rows that point at rows deleted here by a cascading foreign key
 * go with them; the rules still name them, so the decision is written down.
 */
export const ERASURE_PLAN: readonly ErasureRule[] = [
  // First what is found by text, while the passports and addresses can still be matched.
  {
    table: 'domain_events',
    action: 'delete',
    reason:
      'Events were delivered to their subscribers long before; a payload names the person or their passport and may carry values.',
    apply: remove('domain_events', (person) => mentions(sql`payload::text`, person)),
  },
  {
    table: 'outbox',
    action: 'delete',
    reason:
      'The demo outbox holds copies of messages to the person (their address, name and contents) and messages to others that name them (a share’s invitation).',
    apply: remove(
      'outbox',
      (person) => sql`${mentions(sql`"to"`, person)} or ${mentions(sql`"text"`, person)}`,
    ),
  },
  {
    table: 'jobs.job',
    action: 'delete',
    reason:
      'Waiting and finished background jobs (mails to the person or naming them, event deliveries) carry the address, name or ids in their data.',
    apply: (tx, person) => tx.execute(sql`delete from jobs.job where ${mentions(sql`data::text`, person)}`),
  },
  {
    table: 'auth_throttles',
    action: 'delete',
    reason: 'Sign-in counters are keyed by the username, which is the e-mail address.',
    apply: remove('auth_throttles', (person) =>
      sql.join(
        person.addresses.map((address) => sql`position(lower(${address}) in lower(key)) > 0`),
        sql` or `,
      ),
    ),
  },
  // Health data: the passports and everything hanging from them.
  {
    table: 'passport_results',
    action: 'delete',
    reason: 'Computed health results.',
    apply: remove('passport_results', (person) => ofPassports(person)),
  },
  {
    table: 'data_items',
    action: 'delete',
    reason:
      'Questionnaire answers and measurements of the person. Items the person saved on someone else’s passport stay that person’s record, without an author.',
    apply: all(
      remove('data_items', (person) => ofPassports(person)),
      unauthor('data_items', 'saved_by'),
    ),
  },
  {
    table: 'form_completions',
    action: 'delete',
    reason: 'Which questionnaires the person completed, and when (as for data_items).',
    apply: all(
      remove('form_completions', (person) => ofPassports(person)),
      unauthor('form_completions', 'completed_by'),
    ),
  },
  {
    table: 'measurement_uploads',
    action: 'delete',
    reason:
      'Scan images and files of measurements: the rows here, the files in the file store before the transaction.',
    apply: all(
      remove('measurement_uploads', (person) => ofPassports(person)),
      unauthor('measurement_uploads', 'uploaded_by'),
    ),
  },
  {
    table: 'remeasurement_reminders',
    action: 'delete',
    reason: 'Says when the person was reminded to remeasure.',
    apply: remove('remeasurement_reminders', (person) => ofPassports(person)),
  },
  {
    table: 'passport_shares',
    action: 'delete',
    reason:
      'Shares are revoked both ways: the person’s own (with the recipient’s name and address they typed) and those shared with them.',
    apply: remove(
      'passport_shares',
      (person) =>
        sql`sharer_id = ${person.userId} or recipient_id = ${person.userId} or ${ofPassports(person)}`,
    ),
  },
  {
    table: 'health_data_reads',
    action: 'delete',
    reason:
      'The log of who viewed the person’s data is about them. Reads the person made of someone else’s data stay in that person’s log, without a name (the reader is no one now).',
    apply: all(
      remove('health_data_reads', (person) => sql`person_id = ${person.userId}`),
      unauthor('health_data_reads', 'reader_id'),
    ),
  },
  {
    table: 'permission_grants',
    action: 'delete',
    reason:
      'The consent ledger proves the lawful basis for processing health data while it is held; with the data erased nothing is processed on it any more, and the ledger would keep which health checks and research registers the person took part in. The erasure request itself (account_erasures) stays as the record of what was asked and done.',
    apply: remove(
      'permission_grants',
      (person) => sql`user_id = ${person.userId} or ${ofPassports(person, 'health_passport_id')}`,
    ),
  },
  {
    table: 'bookings',
    action: 'delete',
    reason: 'Appointments for examinations and consults say when and why the person saw a professional.',
    apply: byUser('bookings'),
  },
  {
    table: 'onboarding_chapters',
    action: 'delete',
    reason: 'The person’s progress through their health checks.',
    apply: byUser('onboarding_chapters'),
  },
  {
    table: 'entitlements',
    action: 'delete',
    reason: 'Unused or used add-ons of the person; the order that bought them is kept (below).',
    apply: byUser('entitlements'),
  },
  {
    table: 'health_passports',
    action: 'delete',
    reason:
      'The passports themselves (their name, package and status), after everything that hangs from them.',
    apply: byUser('health_passports'),
  },
  {
    table: 'documents',
    action: 'delete',
    reason:
      'Reports, lab results and referrals of the person: the rows here, the files in the file store before the transaction. Documents the person uploaded for someone else stay theirs, without an uploader.',
    apply: all(byUser('documents', 'person_id'), unauthor('documents', 'uploaded_by')),
  },
  {
    table: 'personal_data_exports',
    action: 'delete',
    reason:
      'An export is a copy of everything: the rows here, the zip files in the file store before the transaction.',
    apply: byUser('personal_data_exports'),
  },
  // Companies and snapshots: the people go, the aggregates stay.
  {
    table: 'snapshot_people',
    action: 'delete',
    reason:
      'Which people a snapshot counted. The aggregates stay as they are (counts of at least 11 people, never about one); the person is removed from every snapshot alike, so comparing two snapshots cannot single them out.',
    apply: byUser('snapshot_people'),
  },
  {
    table: 'snapshot_managers',
    action: 'delete',
    reason: 'The person’s access to company snapshots as an HR manager.',
    apply: byUser('snapshot_managers'),
  },
  {
    table: 'company_members',
    action: 'delete',
    reason: 'That the person works for a company.',
    apply: byUser('company_members'),
  },
  // The account: sessions end, nothing to sign in with remains.
  {
    table: 'refresh_tokens',
    action: 'delete',
    reason:
      'Sessions end; the session version was raised first, so access tokens are refused on the next request.',
    apply: byUser('refresh_tokens'),
  },
  {
    table: 'credentials',
    action: 'delete',
    reason: 'The password hash and authenticator secret: the account can never be signed in to again.',
    apply: byUser('credentials'),
  },
  {
    table: 'auth_challenges',
    action: 'delete',
    reason: 'Unfinished sign-ins.',
    apply: byUser('auth_challenges'),
  },
  {
    table: 'password_reset_codes',
    action: 'delete',
    reason: 'Reset codes of the account.',
    apply: byUser('password_reset_codes'),
  },
  {
    table: 'contact_changes',
    action: 'delete',
    reason: 'A waiting new e-mail address or phone number.',
    apply: byUser('contact_changes'),
  },
  {
    table: 'user_groups',
    action: 'delete',
    reason: 'The account’s roles: staff no longer find it.',
    apply: byUser('user_groups'),
  },
  {
    table: 'user_search_words',
    action: 'delete',
    reason:
      'The words staff search the account by; the words nobody else has leave the list of known words with them.',
    apply: byUser('user_search_words'),
  },
  {
    table: 'disabled_emails',
    action: 'delete',
    reason: 'E-mail preferences.',
    apply: byUser('disabled_emails'),
  },
  { table: 'carts', action: 'delete', reason: 'An unfinished purchase.', apply: byUser('carts') },
  // What the law requires to keep: the orders, pseudonymised.
  {
    table: 'orders',
    action: 'pseudonymise',
    reason:
      'Dutch fiscal retention (art. 52 AWR, 7 years): the order keeps its product, amounts, VAT, coupon, country and dates; the name, e-mail address, phone number, company and street address given at checkout are emptied.',
    apply: (tx, person) =>
      tx.execute(sql`
        update orders set
          user_input = jsonb_build_object(
            'email', '', 'phoneNumber', '', 'givenName', '', 'familyName', '', 'companyName', null,
            'locale', user_input->>'locale',
            'address', jsonb_build_object(
              'streetAddress', '', 'locality', '', 'postalCode', '',
              'country', user_input->'address'->>'country', 'region', null))
        where user_id = ${person.userId}`),
  },
  {
    table: 'coupon_redemptions',
    action: 'keep',
    reason: 'Part of the kept order (which coupon took how much off); names no one.',
  },
  {
    table: 'payment_notifications',
    action: 'pseudonymise',
    reason:
      'Proof of payment of a kept order (art. 52 AWR): the amount, currency, outcome and references stay; the provider’s message is cut to those fields.',
    apply: (tx, person) =>
      tx.execute(sql`
        update payment_notifications set item = jsonb_build_object(
          'eventCode', item->'eventCode', 'success', item->'success', 'amount', item->'amount',
          'pspReference', item->'pspReference', 'merchantReference', item->'merchantReference')
        where merchant_reference in (select id::text from orders where user_id = ${person.userId})`),
  },
  {
    table: 'test_payment_links',
    action: 'keep',
    reason:
      'The test provider’s payment link of a kept order: amount, product name and dates, no one’s name.',
  },
  {
    table: 'account_erasures',
    action: 'keep',
    reason:
      'The record that erasure was asked for and done (dates only), for the person’s and the supervisor’s questions.',
  },
  // Last: the account row stays (orders point at it), saying nothing about who it was.
  {
    table: 'users',
    action: 'pseudonymise',
    reason:
      'Kept orders point at the account, so the row stays: names, e-mail address (a random unreachable one), service number (random), birth date, gender, phone number, company, address and the search text are replaced or emptied, and its status says ERASED.',
    apply: (tx, person) =>
      tx.execute(sql`
        update users set
          email = ${`erased-${person.pseudonym}@invalid`},
          service_number = ${`ERASED-${person.pseudonym}`},
          given_name = '', middle_name = null, family_name = '', birth_date = null, gender = null,
          phone_number = null, package_code = null, customer_class_type = null, customer_class_company = null,
          custom_company_name = null, street_address = null, locality = null, postal_code = null, country = null,
          region = null, terms_accepted_at = null, status = array['ERASED']::text[], search_text = '',
          created_at = date_trunc('month', created_at)
        where id = ${person.userId}`),
  },
];
