import { randomBytes, randomUUID } from 'node:crypto';
import { AuthChallenge, LocalizedKey, normalizeUsername, ROLES, type Role } from '@health-passport/domain';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/database.js';
import type { MailQueue, Notifier, OutgoingMessage } from '../../integrations/notifier/index.js';
import type { JobQueue } from '../../jobs/index.js';
import type { UserRow, UsersService } from '../users/index.js';
import {
  createCodeHasher,
  maskEmail,
  maskPhone,
  randomDigits,
  randomTemporaryPassword,
  randomToken,
  safeEqual,
  sha256,
} from './codes.js';
import {
  AccountStatus,
  type CredentialsRow,
  findCredentials,
  setPasswordHash,
} from './credentials.service.js';
import { authErrors, invalidParameterFrom } from './identity.errors.js';
import {
  authenticatorChangedMail,
  contactCodeMessage,
  resetCodeMail,
  smsCodeText,
  temporaryPasswordMail,
} from './identity.messages.js';
import {
  authChallenges,
  contactChanges,
  credentials,
  passwordResetCodes,
  refreshTokens,
} from './identity.tables.js';
import { hashPassword, verifyPassword } from './password.js';
import { assertNewPassword } from './passwordPolicy.js';
import { createSessionVersions } from './sessionVersions.js';
import { needsAuthenticator } from './staffMfa.js';
import { createKnownDevices } from './knownDevice.js';
import {
  type Attempt,
  createResetDecoys,
  createThrottle,
  ipKey,
  resetKey,
  signInKeys,
  type Throttle,
  userKey,
} from './throttle.js';
import { createTokenSigner, deriveKey, type Tokens } from './tokens.js';
import { matchTotp, newTotpSecret, type TotpEnrolment, totpEnrolment } from './totp.js';
import type { Viewer } from './viewer.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A challenge session lives 10 minutes: long enough to type a new password or scan a QR code. */
export const CHALLENGE_SESSION_TTL_MS = 10 * MINUTE;
export const SMS_CODE_TTL_MS = 3 * MINUTE;
export const RESET_CODE_TTL_MS = 15 * MINUTE;
export const TEMPORARY_PASSWORD_TTL_MS = 7 * DAY;
export const REFRESH_TOKEN_TTL_MS = 30 * DAY;
/** Wrong codes one challenge session or one reset code survives. */
export const MAX_CODE_ATTEMPTS = 5;
/** A code for a new e-mail address or phone number lives 15 minutes. */
export const CONTACT_CODE_TTL_MS = 15 * MINUTE;

/** What a contact change changes: the e-mail address (the username) or the phone number. */
export type ContactKind = 'EMAIL' | 'PHONE';

export interface RefreshCookie {
  token: string;
  expiresAt: Date;
}

export type AuthResult =
  | { status: 'AUTHENTICATED'; tokens: Tokens; refresh: RefreshCookie; username: string }
  | { status: 'CHALLENGE'; challenge: AuthChallenge; session: string; destination?: string };

export interface ChallengeAnswer {
  challenge: AuthChallenge;
  session: string;
  code?: string | undefined;
  newPassword?: string | undefined;
}

/** Where a request came from, for the per-address limit and the lockout per source. */
export interface RequestMeta {
  ip: string;
  /** The known-device cookie, if the browser sent one. */
  device?: string | undefined;
}

const NewStaffUser = z.object({
  email: z.email().max(254),
  givenName: z.string().trim().min(1).max(100),
  familyName: z.string().trim().min(1).max(100),
  groups: z.array(z.enum(ROLES as [Role, ...Role[]])).min(1),
  locale: z.enum([LocalizedKey.EN_US, LocalizedKey.NL_NL]).default(LocalizedKey.EN_US),
  phoneNumber: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/)
    .optional(),
  mfaRequired: z.boolean().default(false),
  /** A shop guest's company and address, as given at checkout. */
  customCompanyName: z.string().trim().max(100).nullish(),
  address: z
    .object({
      streetAddress: z.string().trim().max(200),
      locality: z.string().trim().max(100),
      postalCode: z.string().trim().max(20),
      country: z.string().trim().max(100),
      region: z.string().trim().max(100).nullish(),
    })
    .optional(),
});
export type NewStaffUserInput = z.input<typeof NewStaffUser>;

/**
 * Runs the account creation inside the caller's transaction; the e-mail is stored with it and sent after its
 * commit (no mail for an account rolled back).
 */
export interface InCallerTransaction {
  tx: Tx;
}

export interface IdentityService {
  signIn(input: { username: string; password: string }, meta: RequestMeta): Promise<AuthResult>;
  respondToChallenge(answer: ChallengeAnswer, meta: RequestMeta): Promise<AuthResult>;
  /** A new TOTP secret for an MFA_SETUP challenge session, or for a signed-in user (then /mfa/verify). */
  associateSoftwareToken(by: { session: string } | { userId: string }): Promise<TotpEnrolment>;
  /**
   * Enables the associated software token with its first code. Replacing an enabled one also takes a code of the
   * current one (`currentCode`). The user's other sessions end.
   */
  verifySoftwareToken(
    viewer: Viewer,
    codes: { code: string; currentCode?: string | undefined },
  ): Promise<void>;
  /** Turns the software token off with one of its codes; the user's other sessions end. */
  disableSoftwareToken(viewer: Viewer, code: string): Promise<void>;
  forgotPassword(
    username: string,
    meta: RequestMeta,
  ): Promise<{ deliveryMedium: 'EMAIL'; destination: string }>;
  confirmForgotPassword(
    input: { username: string; code: string; newPassword: string },
    meta: RequestMeta,
  ): Promise<void>;
  refresh(refreshToken: string | undefined): Promise<{ tokens: Tokens; refresh: RefreshCookie }>;
  /** Ends this sign-in; access tokens issued before stop working on the next request (other sign-ins refresh). */
  signOut(refreshToken: string | undefined, viewer?: Viewer | null): Promise<void>;
  /**
   * Ends the user's sessions: every refresh token is revoked and every access token issued before is refused on
   * the next request. `except` keeps one sign-in as it is (the caller's own, when they end the others).
   * Sign out everywhere, and what a role change must call. Within the caller's transaction (`within`), call the
   * returned function once it committed, so this instance refuses the old tokens at once.
   */
  endSessions(
    userId: string,
    options?: { except?: string | undefined; within?: Tx | undefined },
  ): Promise<() => void>;
  /** A signed-in password change: the current password, then the policy; the other sessions end. */
  changePassword(
    viewer: Viewer,
    input: { currentPassword: string; newPassword: string },
    meta: RequestMeta,
  ): Promise<void>;
  /**
   * Proves the caller is the account's owner, not someone holding their access token: the current password, and
   * a code of their authenticator app when they have one.
   */
  reauthenticate(
    viewer: Viewer,
    proof: { password: string; totpCode?: string | undefined },
    meta: RequestMeta,
  ): Promise<void>;
  /** Keeps a new e-mail address or phone number waiting and sends a code to it; answers where it went (masked). */
  startContactChange(
    user: Pick<UserRow, 'id' | 'locale' | 'givenName'>,
    change: { kind: ContactKind; value: string },
  ): Promise<{ destination: string }>;
  /** The waiting address or number once the code sent to it is given (used up then). */
  finishContactChange(userId: string, change: { kind: ContactKind; code: string }): Promise<string>;
  verifyAccessToken(token: string): Promise<Viewer | null>;
  /** The known-device cookie to set after `username` signed in on a browser that sent `cookie`. */
  rememberDevice(cookie: string | undefined, username: string): string;
  /** Staff create shop guests and staff accounts: a temporary password goes out by e-mail. */
  createUserWithTemporaryPassword(input: NewStaffUserInput, within?: InCallerTransaction): Promise<UserRow>;
  mfaEnabled(userId: string): Promise<boolean>;
  /** Account settings an administrator may change. */
  updateAccount(
    userId: string,
    settings: { status?: AccountStatus; smsMfaEnabled?: boolean; mfaRequired?: boolean },
  ): Promise<void>;
  /** Removes finished challenges, old codes, expired refresh tokens and stale counters. */
  prune(): Promise<void>;
  /**
   * Runs `listener` after every completed sign-in (password, code or new password), before the tokens are handed
   * out; a refresh is not a sign-in. Another module's reaction to the person coming back (erasure stops).
   */
  onSignedIn(listener: (user: UserRow) => Promise<void>): void;
}

export interface IdentityDeps {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'smsMfa' | 'isDemo'>;
  clock: Clock;
  users: UsersService;
  notifier: Notifier;
  /** Mail that goes out because an account was committed (the temporary password). */
  mail: MailQueue;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  sessionSecret: string;
}

export function createIdentityService(deps: IdentityDeps): IdentityService {
  const { db, clock, users, notifier, log } = deps;
  const throttle: Throttle = createThrottle(db, clock);
  const signer = createTokenSigner({
    key: deriveKey(deps.sessionSecret, 'jwt'),
    issuer: deps.config.publicUrl,
    clock,
  });
  const hashCode = createCodeHasher(deriveKey(deps.sessionSecret, 'codes'));
  const devices = createKnownDevices(hashCode);
  const decoys = createResetDecoys(db, clock, { ttlMs: RESET_CODE_TTL_MS, maxAttempts: MAX_CODE_ATTEMPTS });
  const keysFor = (email: string, meta: RequestMeta) =>
    signInKeys(email, { ip: meta.ip, deviceId: devices.idFor(meta.device, email) });
  const versions = createSessionVersions(db, clock);
  const signInUrl = `${deps.config.publicUrl}/`;
  // Unknown usernames are checked against this hash, so they take as long as a wrong password.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= hashPassword(randomBytes(18).toString('base64url')));
  dummy().catch(() => undefined);

  const now = () => clock.now();
  const later = (ms: number) => new Date(clock.now().getTime() + ms);

  async function send(message: OutgoingMessage): Promise<void> {
    await notifier.send(message);
  }

  /** Tells the account's address, so a change made with a stolen session cannot go unnoticed. */
  async function tellAuthenticatorChanged(user: UserRow, change: 'ENABLED' | 'REPLACED' | 'DISABLED') {
    await send(
      authenticatorChangedMail({ to: user.email, locale: user.locale, givenName: user.givenName, change }),
    );
  }

  async function requireCredentials(userId: string): Promise<CredentialsRow> {
    const cred = await findCredentials(db, userId);
    if (!cred) throw authErrors.invalidSession();
    return cred;
  }

  async function requireUser(userId: string): Promise<UserRow> {
    const user = await users.findById(userId);
    if (!user) throw authErrors.invalidSession();
    return user;
  }

  // --- challenge sessions -------------------------------------------------------------------------------------

  async function startChallenge(
    userId: string,
    challenge: AuthChallenge,
    extra: { codeHash?: string; codeExpiresAt?: Date } = {},
  ): Promise<string> {
    const session = randomToken();
    await db.insert(authChallenges).values({
      tokenHash: sha256(session),
      userId,
      challenge,
      codeHash: extra.codeHash ?? null,
      codeExpiresAt: extra.codeExpiresAt ?? null,
      createdAt: now(),
      expiresAt: later(CHALLENGE_SESSION_TTL_MS),
    });
    return session;
  }

  async function findChallenge(session: string) {
    const [row] = await db
      .select()
      .from(authChallenges)
      .where(
        and(
          eq(authChallenges.tokenHash, sha256(session)),
          isNull(authChallenges.consumedAt),
          gt(authChallenges.expiresAt, now()),
        ),
      );
    return row;
  }

  /** Single use: only the first of two racing answers gets through. */
  async function consumeChallenge(q: Db | Tx, id: string): Promise<void> {
    const done = await q
      .update(authChallenges)
      .set({ consumedAt: now() })
      .where(and(eq(authChallenges.id, id), isNull(authChallenges.consumedAt)))
      .returning({ id: authChallenges.id });
    if (done.length === 0) throw authErrors.invalidSession();
  }

  /** A wrong code: the fifth voids the session. */
  async function wrongChallengeCode(id: string): Promise<void> {
    await db
      .update(authChallenges)
      .set({
        attempts: sql`${authChallenges.attempts} + 1`,
        consumedAt: sql`case when ${authChallenges.attempts} + 1 >= ${MAX_CODE_ATTEMPTS} then ${now().toISOString()}::timestamptz else null end`,
      })
      .where(eq(authChallenges.id, id));
  }

  /** Accepts a TOTP step only if it is later than the last accepted one: a code cannot be replayed. */
  async function claimTotpStep(q: Db | Tx, userId: string, step: number): Promise<boolean> {
    const claimed = await q
      .update(credentials)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(credentials.userId, userId),
          or(isNull(credentials.totpLastStep), lt(credentials.totpLastStep, step)),
        ),
      )
      .returning({ userId: credentials.userId });
    return claimed.length > 0;
  }

  // --- tokens -------------------------------------------------------------------------------------------------

  async function issueTokens(user: UserRow, sessionId: string): Promise<Tokens> {
    const [groups, sessionVersion] = await Promise.all([users.groupsOf(user.id), versions.current(user.id)]);
    return signer.issue({
      id: user.id,
      email: user.email,
      groups,
      givenName: user.givenName,
      familyName: user.familyName,
      locale: user.locale,
      sessionVersion: sessionVersion ?? 0,
      sessionId,
    });
  }

  async function newRefreshToken(
    q: Db | Tx,
    userId: string,
    family: { id: string; expiresAt: Date },
  ): Promise<RefreshCookie> {
    const token = randomToken();
    await q.insert(refreshTokens).values({
      familyId: family.id,
      userId,
      tokenHash: sha256(token),
      createdAt: now(),
      expiresAt: family.expiresAt,
    });
    return { token, expiresAt: family.expiresAt };
  }

  const signedInListeners: ((user: UserRow) => Promise<void>)[] = [];

  async function authenticated(user: UserRow): Promise<AuthResult> {
    for (const listener of signedInListeners) await listener(user);
    const family = { id: randomUUID(), expiresAt: later(REFRESH_TOKEN_TTL_MS) };
    const refresh = await newRefreshToken(db, user.id, family);
    log.info({ event: 'signIn', userId: user.id }, 'signed in');
    return {
      status: 'AUTHENTICATED',
      tokens: await issueTokens(user, family.id),
      refresh,
      username: user.email,
    };
  }

  async function revokeFamily(q: Db | Tx, familyId: string): Promise<void> {
    await q
      .update(refreshTokens)
      .set({ revokedAt: now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  /**
   * Revokes the user's refresh tokens (but those of sign-in `except`) and raises the session version, so every
   * access token issued before is refused (but those of `except`). Call `versions.forget` once `q` committed.
   */
  async function revokeAllOf(q: Db | Tx, userId: string, except?: string): Promise<void> {
    await q
      .update(refreshTokens)
      .set({ revokedAt: now() })
      .where(
        and(
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          except ? ne(refreshTokens.familyId, except) : undefined,
        ),
      );
    await versions.raise(q, userId, except);
  }

  // --- the step after a password --------------------------------------------------------------------------------

  /**
   * After the password (or a new password): a second factor when the account has one, set-up when it must have
   * one, else the session. `attempt` is settled here: a following code step keeps the username's count open.
   */
  async function nextStep(user: UserRow, cred: CredentialsRow, attempt?: Attempt): Promise<AuthResult> {
    if (cred.totpSecret) {
      await attempt?.neutral();
      const session = await startChallenge(user.id, AuthChallenge.SOFTWARE_TOKEN_MFA);
      return { status: 'CHALLENGE', challenge: AuthChallenge.SOFTWARE_TOKEN_MFA, session };
    }
    if (needsAuthenticator(await users.groupsOf(user.id), deps.config)) {
      // Staff who read other people's health data get no further without an authenticator app (not SMS).
      await attempt?.succeeded();
      const session = await startChallenge(user.id, AuthChallenge.MFA_SETUP);
      return { status: 'CHALLENGE', challenge: AuthChallenge.MFA_SETUP, session };
    }
    // Without an SMS transport (SMS_MFA=off) an SMS account is not let in on its password alone: it sets up an app.
    const smsOffered = deps.config.smsMfa;
    if (cred.smsMfaEnabled && user.phoneNumber && smsOffered) {
      await attempt?.neutral();
      const code = randomDigits(6);
      const session = await startChallenge(user.id, AuthChallenge.SMS_MFA, {
        codeHash: hashCode('sms', user.id, code),
        codeExpiresAt: later(SMS_CODE_TTL_MS),
      });
      await send(
        smsCodeText({
          to: user.phoneNumber,
          locale: user.locale,
          code,
          validMinutes: SMS_CODE_TTL_MS / MINUTE,
        }),
      );
      return {
        status: 'CHALLENGE',
        challenge: AuthChallenge.SMS_MFA,
        session,
        destination: maskPhone(user.phoneNumber),
      };
    }
    await attempt?.succeeded();
    if (cred.mfaRequired || (cred.smsMfaEnabled && !smsOffered)) {
      const session = await startChallenge(user.id, AuthChallenge.MFA_SETUP);
      return { status: 'CHALLENGE', challenge: AuthChallenge.MFA_SETUP, session };
    }
    return authenticated(user);
  }

  const userInputsOf = (user: Pick<UserRow, 'email' | 'givenName' | 'familyName'>) => [
    user.email,
    user.email.split('@')[0] ?? '',
    user.givenName,
    user.familyName,
  ];

  return {
    async signIn({ username, password }, meta) {
      const email = normalizeUsername(username);
      const attempt = await throttle.begin(keysFor(email, meta));
      const user = await users.findByEmail(email);
      const cred = user ? await findCredentials(db, user.id) : undefined;
      const ok = await verifyPassword(cred?.passwordHash ?? (await dummy()), password);
      if (!user || !cred || !ok) throw authErrors.incorrectCredentials();

      // The account's state is told only to someone who knows the password.
      if (cred.status === AccountStatus.UNCONFIRMED) {
        await attempt.succeeded();
        throw authErrors.userNotConfirmed();
      }
      if (cred.status === AccountStatus.RESET_REQUIRED) {
        await attempt.succeeded();
        throw authErrors.passwordResetRequired();
      }
      if (cred.status === AccountStatus.FORCE_CHANGE_PASSWORD) {
        await attempt.succeeded();
        const expires = cred.temporaryPasswordExpiresAt;
        if (expires && expires.getTime() <= now().getTime()) throw authErrors.temporaryPasswordExpired();
        const session = await startChallenge(user.id, AuthChallenge.NEW_PASSWORD_REQUIRED);
        return { status: 'CHALLENGE', challenge: AuthChallenge.NEW_PASSWORD_REQUIRED, session };
      }
      return nextStep(user, cred, attempt);
    },

    async respondToChallenge(answer, meta) {
      const row = await findChallenge(answer.session);
      if (!row) {
        // A made-up or stale session counts against the address.
        await throttle.begin([ipKey(meta.ip)]);
        throw authErrors.invalidSession();
      }
      if (row.challenge !== answer.challenge) {
        throw authErrors.invalidParameter(`This session answers the ${row.challenge} challenge.`, {
          challenge: `expected ${row.challenge}`,
        });
      }
      const user = await requireUser(row.userId);
      const cred = await requireCredentials(user.id);

      if (row.challenge === AuthChallenge.NEW_PASSWORD_REQUIRED) {
        if (!answer.newPassword) {
          throw authErrors.invalidParameter('A new password is required.', { newPassword: 'Required' });
        }
        await assertNewPassword(answer.newPassword, userInputsOf(user));
        const passwordHash = await hashPassword(answer.newPassword);
        await db.transaction(async (tx) => {
          await consumeChallenge(tx, row.id);
          await setPasswordHash(tx, user.id, passwordHash, { status: AccountStatus.CONFIRMED, now: now() });
        });
        return nextStep(user, { ...cred, status: AccountStatus.CONFIRMED, temporaryPasswordExpiresAt: null });
      }

      // The code challenges.
      const code = answer.code?.trim();
      if (!code) throw authErrors.invalidParameter('A code is required.', { code: 'Required' });
      const attempt = await throttle.begin(keysFor(user.email, meta));

      if (row.challenge === AuthChallenge.SMS_MFA) {
        if (!row.codeExpiresAt || row.codeExpiresAt.getTime() <= now().getTime()) {
          await attempt.neutral();
          throw authErrors.expiredCode();
        }
        if (!row.codeHash || !safeEqual(hashCode('sms', user.id, code), row.codeHash)) {
          await wrongChallengeCode(row.id);
          throw authErrors.codeMismatch();
        }
        await consumeChallenge(db, row.id);
      } else if (row.challenge === AuthChallenge.SOFTWARE_TOKEN_MFA) {
        const step = cred.totpSecret ? matchTotp(cred.totpSecret, code, now()) : null;
        if (step === null) {
          await wrongChallengeCode(row.id);
          throw authErrors.codeMismatch();
        }
        const fresh = await db.transaction(async (tx) => {
          if (!(await claimTotpStep(tx, user.id, step))) return false;
          await consumeChallenge(tx, row.id);
          return true;
        });
        if (!fresh) {
          await wrongChallengeCode(row.id);
          throw authErrors.codeAlreadyUsed();
        }
      } else {
        // MFA_SETUP: the first code from the new authenticator confirms and enables it.
        const secret = row.pendingTotpSecret;
        if (!secret) {
          await attempt.neutral();
          throw authErrors.invalidParameter('Call /auth/mfa/associate with this session first.', {
            session: 'no software token associated',
          });
        }
        const step = matchTotp(secret, code, now());
        if (step === null) {
          await wrongChallengeCode(row.id);
          throw authErrors.codeMismatch();
        }
        await db.transaction(async (tx) => {
          await consumeChallenge(tx, row.id);
          await tx
            .update(credentials)
            .set({ totpSecret: secret, totpEnabledAt: now(), totpLastStep: step, totpPendingSecret: null })
            .where(eq(credentials.userId, user.id));
        });
      }
      await attempt.succeeded();
      return authenticated(user);
    },

    async associateSoftwareToken(by) {
      const secret = newTotpSecret();
      if ('session' in by) {
        const row = await findChallenge(by.session);
        if (!row || row.challenge !== AuthChallenge.MFA_SETUP) throw authErrors.invalidSession();
        const user = await requireUser(row.userId);
        await db
          .update(authChallenges)
          .set({ pendingTotpSecret: secret })
          .where(eq(authChallenges.id, row.id));
        return totpEnrolment(secret, user.email);
      }
      const user = await users.findById(by.userId);
      if (!user) throw authErrors.invalidToken();
      await requireCredentials(user.id);
      await db.update(credentials).set({ totpPendingSecret: secret }).where(eq(credentials.userId, user.id));
      return totpEnrolment(secret, user.email);
    },

    async verifySoftwareToken(viewer, { code, currentCode }) {
      const { userId } = viewer;
      const user = await users.findById(userId);
      if (!user) throw authErrors.invalidToken();
      const cred = await requireCredentials(userId);
      const secret = cred.totpPendingSecret;
      if (!secret) {
        throw authErrors.invalidParameter('Call /auth/mfa/associate first.', {
          code: 'no software token associated',
        });
      }
      // Replacing an authenticator takes a code of the current one: a stolen access token alone cannot swap it.
      if (cred.totpSecret && !currentCode) {
        throw authErrors.invalidParameter('A code of the current authenticator app is required.', {
          currentCode: 'Required',
        });
      }
      const attempt = await throttle.begin([userKey(user.email)]);
      const currentStep = cred.totpSecret
        ? matchTotp(cred.totpSecret, currentCode?.trim() ?? '', now())
        : null;
      if (cred.totpSecret && currentStep === null) throw authErrors.codeMismatch();
      const step = matchTotp(secret, code.trim(), now());
      if (step === null) throw authErrors.codeMismatch();
      await db.transaction(async (tx) => {
        if (currentStep !== null && !(await claimTotpStep(tx, userId, currentStep))) {
          throw authErrors.codeAlreadyUsed();
        }
        await tx
          .update(credentials)
          .set({ totpSecret: secret, totpEnabledAt: now(), totpLastStep: step, totpPendingSecret: null })
          .where(eq(credentials.userId, userId));
        await revokeAllOf(tx, userId, viewer.sessionId);
      });
      versions.forget(userId);
      await attempt.succeeded();
      log.info({ event: cred.totpSecret ? 'mfaReplaced' : 'mfaEnabled', userId }, 'software token enabled');
      await tellAuthenticatorChanged(user, cred.totpSecret ? 'REPLACED' : 'ENABLED');
    },

    async disableSoftwareToken(viewer, code) {
      const { userId } = viewer;
      const user = await users.findById(userId);
      if (!user) throw authErrors.invalidToken();
      const cred = await requireCredentials(userId);
      if (!cred.totpSecret) {
        throw authErrors.invalidParameter('No software token is enabled.', { code: 'not enabled' });
      }
      if (needsAuthenticator(await users.groupsOf(userId), deps.config)) {
        throw authErrors.invalidParameter('Your role needs an authenticator app: replace it instead.', {
          code: 'required for your role',
        });
      }
      const attempt = await throttle.begin([userKey(user.email)]);
      const step = matchTotp(cred.totpSecret, code.trim(), now());
      if (step === null) throw authErrors.codeMismatch();
      await db.transaction(async (tx) => {
        if (!(await claimTotpStep(tx, userId, step))) throw authErrors.codeAlreadyUsed();
        await tx
          .update(credentials)
          .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, totpPendingSecret: null })
          .where(eq(credentials.userId, userId));
        await revokeAllOf(tx, userId, viewer.sessionId);
      });
      versions.forget(userId);
      await attempt.succeeded();
      log.info({ event: 'mfaDisabled', userId }, 'software token disabled');
      await tellAuthenticatorChanged(user, 'DISABLED');
    },

    async forgotPassword(username, meta) {
      const email = normalizeUsername(username);
      // Known and unknown addresses are answered alike, count alike and cost about the same; only a known one
      // gets a code, mailed by the job queue after this answer so that sending it takes none of its time.
      await throttle.begin([ipKey(meta.ip)]);
      await throttle.begin([resetKey(email)]);
      const user = await users.findByEmail(email);
      if (user) {
        const code = randomDigits(6);
        const codeRow = {
          codeHash: hashCode('reset', user.id, code),
          attempts: 0,
          createdAt: now(),
          expiresAt: later(RESET_CODE_TTL_MS),
        };
        const mail = resetCodeMail({
          to: user.email,
          locale: user.locale,
          givenName: user.givenName,
          code,
          validMinutes: RESET_CODE_TTL_MS / MINUTE,
        });
        const job = await db.transaction(async (tx) => {
          await tx
            .insert(passwordResetCodes)
            .values({ userId: user.id, ...codeRow })
            .onConflictDoUpdate({ target: passwordResetCodes.userId, set: codeRow });
          return deps.mail.send(tx, mail);
        });
        deps.jobs.runSoon([job]).catch((error: unknown) => log.warn({ err: error }, 'reset code mail waits'));
        log.info({ event: 'resetCodeSent', userId: user.id }, 'password reset code sent');
      } else {
        await decoys.issue(email);
      }
      return { deliveryMedium: 'EMAIL', destination: maskEmail(email) };
    },

    async confirmForgotPassword({ username, code, newPassword }, meta) {
      const email = normalizeUsername(username);
      // Governed by the code's own limits (five guesses, 15 minutes) and the address limit, not the sign-in
      // lockout, so a stranger locking the account does not keep its owner from resetting it.
      const attempt = await throttle.begin([ipKey(meta.ip)]);
      const user = await users.findByEmail(email);
      if (!user) {
        // The keyed hash and comparison a known address costs.
        safeEqual(hashCode('reset', email, code.trim()), sha256(email));
        if (!(await decoys.guess(email))) {
          await attempt.neutral();
          throw authErrors.expiredCode();
        }
        throw authErrors.codeMismatch();
      }
      const [row] = await db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
      if (!row || row.expiresAt.getTime() <= now().getTime()) {
        await attempt.neutral();
        throw authErrors.expiredCode();
      }
      if (!safeEqual(hashCode('reset', user.id, code.trim()), row.codeHash)) {
        if (row.attempts + 1 >= MAX_CODE_ATTEMPTS) {
          await db.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
        } else {
          await db
            .update(passwordResetCodes)
            .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
            .where(eq(passwordResetCodes.userId, user.id));
        }
        throw authErrors.codeMismatch();
      }
      // The code was right: a weak new password does not use it up.
      try {
        await assertNewPassword(newPassword, userInputsOf(user));
      } catch (error) {
        await attempt.neutral();
        throw error;
      }
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        const used = await tx
          .delete(passwordResetCodes)
          .where(and(eq(passwordResetCodes.userId, user.id), eq(passwordResetCodes.codeHash, row.codeHash)))
          .returning({ userId: passwordResetCodes.userId });
        if (used.length === 0) throw authErrors.expiredCode();
        await setPasswordHash(tx, user.id, passwordHash, { status: AccountStatus.CONFIRMED, now: now() });
        // A new password ends every session that the old one opened.
        await revokeAllOf(tx, user.id);
      });
      versions.forget(user.id);
      await attempt.succeeded();
      // Guesses at the old password are moot now: the owner signs in from anywhere again.
      await throttle.forgetUser(email);
      log.info({ event: 'passwordReset', userId: user.id }, 'password reset with a code');
    },

    async refresh(presented) {
      if (!presented) throw authErrors.invalidRefreshToken();
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(presented)));
      if (!row) throw authErrors.invalidRefreshToken();
      if (row.revokedAt || row.rotatedAt) {
        // A token that was already exchanged: someone kept a copy. End the whole family.
        await revokeFamily(db, row.familyId);
        log.warn({ event: 'refreshReuse', userId: row.userId }, 'reused refresh token: family revoked');
        throw authErrors.invalidRefreshToken();
      }
      if (row.expiresAt.getTime() <= now().getTime()) throw authErrors.invalidRefreshToken();
      const user = await users.findById(row.userId);
      const cred = user ? await findCredentials(db, user.id) : undefined;
      const appMissing =
        !cred?.totpSecret && needsAuthenticator(await users.groupsOf(row.userId), deps.config);
      if (!user || cred?.status !== AccountStatus.CONFIRMED || appMissing) {
        await revokeFamily(db, row.familyId);
        throw authErrors.invalidRefreshToken();
      }
      const refresh = await db.transaction(async (tx) => {
        const rotated = await tx
          .update(refreshTokens)
          .set({ rotatedAt: now() })
          .where(
            and(
              eq(refreshTokens.id, row.id),
              isNull(refreshTokens.rotatedAt),
              isNull(refreshTokens.revokedAt),
            ),
          )
          .returning({ id: refreshTokens.id });
        if (rotated.length === 0) return undefined;
        return newRefreshToken(tx, user.id, { id: row.familyId, expiresAt: row.expiresAt });
      });
      if (!refresh) {
        // Lost a race against another use of the same token: that is reuse too.
        await revokeFamily(db, row.familyId);
        throw authErrors.invalidRefreshToken();
      }
      return { tokens: await issueTokens(user, row.familyId), refresh };
    },

    async signOut(presented, viewer) {
      const [row] = presented
        ? await db
            .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
            .from(refreshTokens)
            .where(eq(refreshTokens.tokenHash, sha256(presented)))
        : [];
      const familyId = row?.familyId ?? viewer?.sessionId;
      const userId = row?.userId ?? viewer?.userId;
      if (!familyId || !userId) return;
      // The access tokens are per account, not per sign-in: all are refused, and the user's other sign-ins
      // quietly refresh theirs.
      await db.transaction(async (tx) => {
        await revokeFamily(tx, familyId);
        await versions.raise(tx, userId);
      });
      versions.forget(userId);
      log.info({ event: 'signOut', userId }, 'signed out');
    },

    async endSessions(userId, options = {}) {
      const committed = () => {
        versions.forget(userId);
        log.info({ event: 'sessionsEnded', userId }, 'sessions ended');
      };
      if (options.within) {
        await revokeAllOf(options.within, userId, options.except);
        return committed;
      }
      await revokeAllOf(db, userId, options.except);
      committed();
      return () => undefined;
    },

    onSignedIn(listener) {
      signedInListeners.push(listener);
    },

    async reauthenticate(viewer, { password, totpCode }, meta) {
      const user = await users.findById(viewer.userId);
      const cred = user ? await findCredentials(db, user.id) : undefined;
      if (!user || !cred) throw authErrors.invalidToken();
      const attempt = await throttle.begin([ipKey(meta.ip), userKey(user.email)]);
      if (!(await verifyPassword(cred.passwordHash, password))) throw authErrors.incorrectCredentials();
      if (cred.totpSecret) {
        if (!totpCode?.trim()) {
          await attempt.neutral();
          throw authErrors.invalidParameter('A code of your authenticator app is required.', {
            totpCode: 'Required',
          });
        }
        const step = matchTotp(cred.totpSecret, totpCode.trim(), now());
        if (step === null) throw authErrors.codeMismatch();
        if (!(await claimTotpStep(db, user.id, step))) throw authErrors.codeAlreadyUsed();
      }
      await attempt.succeeded();
    },

    async startContactChange(user, { kind, value }) {
      const code = randomDigits(6);
      const row = {
        value,
        codeHash: hashCode(`contact-${kind}`, user.id, code),
        attempts: 0,
        createdAt: now(),
        expiresAt: later(CONTACT_CODE_TTL_MS),
      };
      await db
        .insert(contactChanges)
        .values({ userId: user.id, kind, ...row })
        .onConflictDoUpdate({ target: [contactChanges.userId, contactChanges.kind], set: row });
      await send(
        contactCodeMessage({
          kind,
          to: value,
          locale: user.locale,
          givenName: user.givenName,
          code,
          validMinutes: CONTACT_CODE_TTL_MS / MINUTE,
        }),
      );
      log.info({ event: 'contactCodeSent', userId: user.id, kind }, 'contact change code sent');
      return { destination: kind === 'EMAIL' ? maskEmail(value) : maskPhone(value) };
    },

    async finishContactChange(userId, { kind, code }) {
      const mine = and(eq(contactChanges.userId, userId), eq(contactChanges.kind, kind));
      const [row] = await db.select().from(contactChanges).where(mine);
      if (!row || row.expiresAt.getTime() <= now().getTime()) throw authErrors.expiredCode();
      if (!safeEqual(hashCode(`contact-${kind}`, userId, code.trim()), row.codeHash)) {
        if (row.attempts + 1 >= MAX_CODE_ATTEMPTS) await db.delete(contactChanges).where(mine);
        else {
          await db
            .update(contactChanges)
            .set({ attempts: sql`${contactChanges.attempts} + 1` })
            .where(mine);
        }
        throw authErrors.codeMismatch();
      }
      // Single use: of two racing confirmations only one gets the value.
      const used = await db
        .delete(contactChanges)
        .where(and(mine, eq(contactChanges.codeHash, row.codeHash)))
        .returning({ value: contactChanges.value });
      if (!used[0]) throw authErrors.expiredCode();
      return used[0].value;
    },

    async changePassword(viewer, { currentPassword, newPassword }, meta) {
      const user = await users.findById(viewer.userId);
      const cred = user ? await findCredentials(db, user.id) : undefined;
      if (!user || !cred) throw authErrors.invalidToken();
      const attempt = await throttle.begin([ipKey(meta.ip), userKey(user.email)]);
      if (!(await verifyPassword(cred.passwordHash, currentPassword)))
        throw authErrors.incorrectCredentials();
      try {
        await assertNewPassword(newPassword, userInputsOf(user));
      } catch (error) {
        await attempt.neutral();
        throw error;
      }
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, user.id, passwordHash, { status: AccountStatus.CONFIRMED, now: now() });
        await revokeAllOf(tx, user.id, viewer.sessionId);
      });
      versions.forget(user.id);
      await attempt.succeeded();
      log.info({ event: 'passwordChanged', userId: user.id }, 'password changed; other sessions ended');
    },

    rememberDevice: (cookie, username) => devices.remember(cookie, username),

    async verifyAccessToken(token) {
      const verified = await signer.verifyAccess(token);
      if (!verified) return null;
      const { viewer, sessionVersion } = verified;
      const current = await versions.isCurrent(viewer.userId, sessionVersion, viewer.sessionId);
      return current ? viewer : null;
    },

    async createUserWithTemporaryPassword(input, within) {
      const parsed = NewStaffUser.safeParse(input);
      if (!parsed.success) throw invalidParameterFrom(parsed.error);
      const data = parsed.data;
      const email = normalizeUsername(data.email);
      if (await users.findByEmail(email, within?.tx)) throw authErrors.usernameExists();
      const password = randomTemporaryPassword();
      const passwordHash = await hashPassword(password);
      const create = async (tx: Tx) => {
        const created = await users.create(
          {
            email,
            givenName: data.givenName,
            familyName: data.familyName,
            groups: data.groups,
            locale: data.locale,
            phoneNumber: data.phoneNumber ?? null,
            customCompanyName: data.customCompanyName ?? null,
            address: data.address ? { ...data.address, region: data.address.region ?? null } : null,
          },
          tx,
        );
        await setPasswordHash(tx, created.id, passwordHash, {
          status: AccountStatus.FORCE_CHANGE_PASSWORD,
          temporaryPasswordExpiresAt: later(TEMPORARY_PASSWORD_TTL_MS),
          mfaRequired: data.mfaRequired,
          now: now(),
        });
        return created;
      };
      const createAndMail = async (tx: Tx) => {
        const created = await create(tx);
        await deps.mail.send(
          tx,
          temporaryPasswordMail({
            to: created.email,
            locale: created.locale,
            givenName: created.givenName,
            password,
            signInUrl,
            validDays: TEMPORARY_PASSWORD_TTL_MS / DAY,
          }),
        );
        return created;
      };
      const user = within ? await createAndMail(within.tx) : await deps.jobs.transaction(db, createAndMail);
      log.info({ event: 'userCreated', userId: user.id }, 'user created with a temporary password');
      return user;
    },

    async mfaEnabled(userId) {
      const cred = await findCredentials(db, userId);
      return Boolean(cred?.totpSecret);
    },

    async updateAccount(userId, settings) {
      const set = {
        ...(settings.status ? { status: settings.status } : {}),
        ...(settings.smsMfaEnabled === undefined ? {} : { smsMfaEnabled: settings.smsMfaEnabled }),
        ...(settings.mfaRequired === undefined ? {} : { mfaRequired: settings.mfaRequired }),
      };
      if (Object.keys(set).length === 0) return;
      await db.update(credentials).set(set).where(eq(credentials.userId, userId));
    },

    async prune() {
      const dayAgo = new Date(now().getTime() - DAY);
      await db.delete(authChallenges).where(lt(authChallenges.expiresAt, dayAgo));
      await db.delete(passwordResetCodes).where(lt(passwordResetCodes.expiresAt, dayAgo));
      await db.delete(contactChanges).where(lt(contactChanges.expiresAt, dayAgo));
      await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now()));
      await throttle.prune();
    },
  };
}
