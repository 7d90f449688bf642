/**
 * How each table about a person (`tablesAboutAPerson()`) goes into their data export: the one place that says it.
 * The coverage test fails when a table about a person has no entry here, so a new table cannot be forgotten.
 *
 * - `rows`: the rows whose `by` columns point at the person (or at one of their rows in the table the link names),
 *   every column except those in `omit`, each with the reason it is left out;
 * - `notExported`: the reason the table's rows are deliberately left out.
 */
export type TableExport =
  | {
      how: 'rows';
      /** Link columns (from `tablesAboutAPerson`) that select the person's rows; a row matching any is theirs. */
      by: readonly string[];
      omit?: Readonly<Record<string, string>>;
    }
  | { how: 'notExported'; why: string };

const SECRET = 'a secret (a hash of a password, code or token), never handed out, not even to its owner';

export const EXPORTED_TABLES: Readonly<Record<string, TableExport>> = {
  users: {
    how: 'rows',
    by: ['id'],
    omit: { search_text: 'the name, e-mail and service number again, in the form the staff search reads' },
  },
  user_groups: { how: 'rows', by: ['user_id'] },
  user_search_words: {
    how: 'notExported',
    why: 'the words of the search text again, one row each, in the form the staff search reads',
  },
  disabled_emails: { how: 'rows', by: ['user_id'] },
  credentials: {
    how: 'rows',
    by: ['user_id'],
    // What stays says that the person has a password and since when, and how they sign in.
    omit: {
      password_hash: SECRET,
      totp_secret: SECRET,
      totp_pending_secret: SECRET,
      totp_last_step: 'a counter against replayed authenticator codes',
      kept_session_id: 'an internal reference to the session kept after a password change',
    },
  },
  refresh_tokens: { how: 'rows', by: ['user_id'], omit: { token_hash: SECRET } },
  contact_changes: { how: 'rows', by: ['user_id'], omit: { code_hash: SECRET } },
  auth_challenges: {
    how: 'notExported',
    why: 'sign-in steps in progress: they live for minutes and hold only code hashes and secrets',
  },
  password_reset_codes: {
    how: 'notExported',
    why: 'a password reset in progress: it lives for minutes and holds only the hash of the code',
  },
  health_passports: { how: 'rows', by: ['user_id'] },
  passport_results: { how: 'rows', by: ['passport_id'] },
  // Data items a staff member saved for other people are those people's: only the person's own passports count.
  data_items: { how: 'rows', by: ['passport_id'] },
  form_completions: { how: 'rows', by: ['passport_id'] },
  measurement_uploads: { how: 'rows', by: ['passport_id'] },
  remeasurement_reminders: { how: 'rows', by: ['passport_id'] },
  carts: { how: 'rows', by: ['user_id'] },
  orders: { how: 'rows', by: ['user_id'] },
  entitlements: { how: 'rows', by: ['user_id'] },
  coupon_redemptions: { how: 'rows', by: ['order_id'] },
  payment_notifications: {
    how: 'rows',
    by: ['merchant_reference'],
    omit: {
      item: "the payment provider's message as it came, with its signature; its facts are the other columns",
    },
  },
  test_payment_links: { how: 'rows', by: ['merchant_reference'] },
  onboarding_chapters: { how: 'rows', by: ['user_id'] },
  permission_grants: { how: 'rows', by: ['user_id'] },
  bookings: { how: 'rows', by: ['user_id'] },
  // Both who read the person's data and what the person read as staff or as a share's recipient.
  health_data_reads: { how: 'rows', by: ['person_id', 'reader_id'] },
  passport_shares: { how: 'rows', by: ['sharer_id', 'recipient_id'] },
  // Documents staff uploaded for other people are those people's.
  documents: {
    how: 'rows',
    by: ['person_id'],
    omit: {
      stored_name: "the file store's internal name; the file itself is in the export's documents folder",
    },
  },
  company_members: { how: 'rows', by: ['user_id'] },
  snapshot_managers: { how: 'rows', by: ['user_id'] },
  snapshot_people: { how: 'rows', by: ['user_id'] },
  personal_data_exports: {
    how: 'rows',
    by: ['user_id'],
    omit: { stored_name: "the file store's internal name of an export's zip" },
  },
  account_erasures: { how: 'rows', by: ['user_id'] },
  domain_events: {
    how: 'notExported',
    why: 'notices between parts of the portal about a change (an order paid, a questionnaire completed); the facts they tell are exported with their own tables',
  },
  outbox: {
    how: 'notExported',
    why: 'only in demo mode: copies of the messages sent, which hold one-time codes and temporary passwords; a real portal sends them and keeps none',
  },
};
