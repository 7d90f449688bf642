import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/**
 * Sign-in secrets and the account's sign-in state, kept apart from the profile so no profile query can ever
 * select a hash or a TOTP secret.
 */
export const credentials = pgTable('credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** argon2id, PHC string format. */
  passwordHash: text('password_hash').notNull(),
  passwordUpdatedAt: timestamp('password_updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** AccountStatus: CONFIRMED, FORCE_CHANGE_PASSWORD, RESET_REQUIRED or UNCONFIRMED. */
  status: text('status').notNull().default('CONFIRMED'),
  /** Set while the password is a temporary one (FORCE_CHANGE_PASSWORD). */
  temporaryPasswordExpiresAt: timestamp('temporary_password_expires_at', { withTimezone: true }),
  /** Sign-in asks to set up a software token (MFA_SETUP) until one is enabled. */
  mfaRequired: boolean('mfa_required').notNull().default(false),
  /** Sign-in sends a code to the user's phone number (SMS_MFA) when no software token is enabled. */
  smsMfaEnabled: boolean('sms_mfa_enabled').notNull().default(false),
  /** Base32 TOTP secret (RFC 6238) once enabled. */
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The last 30-second step a code was accepted for; a code of that step or an earlier one is refused. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** A secret handed out by POST /auth/mfa/associate to a signed-in user, waiting for /auth/mfa/verify. */
  totpPendingSecret: text('totp_pending_secret'),
  /**
   * Carried in every access token; raised by sign-out, a new password, a role change and "sign out everywhere",
   * so access tokens issued before no longer pass (sessionVersions.ts).
   */
  sessionVersion: integer('session_version').notNull().default(0),
  /** The one sign-in whose tokens from `keptFromVersion` on stay valid: the caller of a "sign out the others". */
  keptSessionId: text('kept_session_id'),
  keptFromVersion: integer('kept_from_version'),
});

/**
 * An unfinished sign-in: the opaque session handed to the client with a challenge. Only its SHA-256 is stored.
 * Single use: answering the challenge consumes it (a further challenge gets a new one); five wrong codes void it.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SMS_MFA, SOFTWARE_TOKEN_MFA, NEW_PASSWORD_REQUIRED or MFA_SETUP. */
    challenge: text('challenge').notNull(),
    /** SMS_MFA: keyed hash of the code that was sent. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    /** MFA_SETUP: the secret handed out by /auth/mfa/associate, confirmed by the first code. */
    pendingTotpSecret: text('pending_totp_secret'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('auth_challenges_expires_at_idx').on(t.expiresAt)],
);

/** The one outstanding password-reset code of a user (keyed hash), replaced by each new request. */
export const passwordResetCodes = pgTable('password_reset_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A new e-mail address or phone number waiting for the code sent to it (keyed hash), one per kind and user,
 * replaced by each new request. It takes effect only when confirmed; five wrong codes void it.
 */
export const contactChanges = pgTable(
  'contact_changes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** EMAIL or PHONE. */
    kind: text('kind').notNull(),
    /** The new address (lower-cased) or number (E.164). */
    value: text('value').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Rotating refresh tokens (SHA-256 only). A sign-in starts a family; each refresh marks the presented token
 * rotated and adds the next. Presenting a rotated or revoked token revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The family's end: 30 days after sign-in, not extended by refreshing. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Failed-attempt counters, in the database so every server instance applies the same limits.
 * Keys: `user:<username>` (lockout), `ip:<address>` and `reset:<username>` (fixed windows).
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_throttles_updated_at_idx').on(t.updatedAt)],
);
