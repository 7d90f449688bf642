import {
  AuthErrorCode,
  calendarDateIn,
  canSharePassport,
  HEALTH_DATA_READS_LIMIT,
  type HealthDataKind,
  type IsoDate,
  LocalizedKey,
  type PassportStatus,
  Role,
  rolesFromGroups,
  ShareStatus,
} from '@health-passport/domain';
import { and, asc, desc, eq, gte, isNull, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/database.js';
import { AppError } from '../../errors.js';
import type { MailQueue } from '../../integrations/notifier/index.js';
import type { JobQueue } from '../../jobs/index.js';
import { type Language, requestLanguage } from '../../locale.js';
import type { IdentityService } from '../identity/index.js';
import {
  type HealthDataRead,
  passportAccessErrors,
  type PassportRow,
  type PassportsService,
} from '../passports/index.js';
import type { UserRow, UsersService } from '../users/index.js';
import { sharingErrors } from './sharing.errors.js';
import { invitationMail } from './sharing.messages.js';
import { healthDataReads, passportShares } from './sharing.tables.js';
import { parseShareRequest, type ShareRequest } from './sharing.validation.js';

export type ShareRow = typeof passportShares.$inferSelect;

/** A share as its owner sees it (customer-journey §3 Share). */
export interface ShareView {
  /** The recipient as the owner named them. */
  name: string;
  email: string;
  phoneNumber: string;
  /** The recipient's product service number. */
  serviceNumber: string;
  status: ShareStatus;
  expiryDate: IsoDate;
  createdAt: Date;
  activatedAt: Date | null;
}

/** One recorded read of a person's health data ("who viewed my passport"). */
export interface HealthDataReadView {
  id: number;
  passportId: string | null;
  /** Who read; null when their account was removed. */
  readerId: string | null;
  /** The reader's full name; null when their account was removed. */
  readerName: string | null;
  readerRoles: Role[];
  what: HealthDataKind;
  detail: string | null;
  at: Date;
}

export interface PersonPassports {
  person: UserRow;
  passports: PassportRow[];
}

export interface ShareCommand {
  ownerId: string;
  passportId: string;
  /** Optional; 3 months from today when absent. */
  expiryDate?: string | null;
  /** The share form's recipient, validated here. */
  recipient: unknown;
  /** The request's language: a new recipient account gets it. */
  language: Language;
}

export interface SharingService {
  /**
   * Shares the owner's PUBLISHED passport (customer-journey §4, §5): a new recipient gets an EXTERNAL account
   * (temporary password by e-mail) in the same transaction as the share; every recipient gets an invitation
   * after the commit. Answers the passport's live shares.
   */
  share(command: ShareCommand): Promise<ShareView[]>;
  /** Revokes the owner's live share of the passport with that recipient; access ends with the next request. */
  revoke(ownerId: string, passportId: string, recipientServiceNumber: string): Promise<void>;
  /**
   * The recipient accepts every live, unexpired share from the sharer: PENDING -> ACTIVE (an ACTIVE share stays
   * so). Answers the shared passports' ids, newest share first; 404 notFound when there is none.
   */
  activate(recipientId: string, sharerServiceNumber: string): Promise<string[]>;
  /** The passport's shares that are live and unexpired, oldest first. */
  liveSharesOf(passportId: string): Promise<ShareView[]>;
  /** Whether the viewer holds an ACTIVE, unrevoked share of the passport that has not expired today. */
  hasActiveShare(viewerId: string, passportId: string): Promise<boolean>;
  /** The passports shared with the viewer that they may read today, with whose they are, newest share first. */
  activeSharesTo(viewerId: string): Promise<{ sharerId: string; passportId: string }[]>;
  /**
   * The shares with the viewer that are live and unexpired, PENDING ones included (the individuals list shows
   * an external viewer the people who shared with them, so they can activate), newest share first.
   */
  liveSharesTo(viewerId: string): Promise<{ sharerId: string; passportId: string; status: ShareStatus }[]>;
  /**
   * The person with that service number and their passports the viewer may read through active shares,
   * newest first; 403 ACCESS_ERROR when there are none (the same for an unknown service number).
   */
  requireSharedPassports(viewerId: string, serviceNumber: string): Promise<PersonPassports>;
  /** Appends one read to the access audit (one insert, outside any transaction). */
  recordRead(read: HealthDataRead): Promise<void>;
  /**
   * Records staff reading a person's data outside the passport pages (the measurements, the questionnaire
   * answers): one row per reader, kind and passport per minute, since one screen asks several times. The
   * person's own reads are not recorded.
   */
  recordStaffRead(read: {
    reader: { userId: string; roles: readonly Role[] };
    personId: string;
    passportId: string;
    kinds: readonly HealthDataKind[];
  }): Promise<void>;
  /**
   * The newest reads of the person's health data, newest first: of one passport plus the person-level reads
   * such as documents (passportId), by one reader (readerId), of one kind (what).
   */
  readsOf(
    personId: string,
    options?: { passportId?: string; readerId?: string; what?: HealthDataKind; limit?: number },
  ): Promise<HealthDataReadView[]>;
}

export interface SharingDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicUrl'>;
  log: FastifyBaseLogger;
  /** The invitation (and a new recipient's temporary password), sent after the share's commit. */
  mail: MailQueue;
  jobs: JobQueue;
  users: UsersService;
  identity: IdentityService;
  passports: PassportsService;
}

const MAX_SERVICE_NUMBER_LENGTH = 64;
/** A staff read of the same kind of the same passport within this window is the same look. */
export const STAFF_READ_WINDOW_MS = 60_000;

export function fullName(user: Pick<UserRow, 'givenName' | 'middleName' | 'familyName'>): string {
  return [user.givenName, user.middleName, user.familyName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** A unique violation (SQLSTATE 23505) from node-postgres or PGlite, however deep drizzle wrapped it. */
function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

export function createSharingService(deps: SharingDeps): SharingService {
  const { db, clock, users, identity, passports } = deps;
  const today = () => calendarDateIn(clock.now());
  const signInUrl = `${deps.config.publicUrl}/`;

  /** The owner's passport, or 404 (unknown and someone else's alike). */
  const ownPassport = async (ownerId: string, passportId: string): Promise<PassportRow> => {
    const passport = await passports.getById(passportId);
    if (!passport || passport.userId !== ownerId) throw sharingErrors.passportNotFound();
    return passport;
  };

  /** The users of these ids (each looked up once). */
  const usersById = async (ids: readonly string[]): Promise<Map<string, UserRow>> => {
    const found = await Promise.all([...new Set(ids)].map((id) => users.findById(id)));
    return new Map(found.flatMap((user) => (user ? [[user.id, user] as const] : [])));
  };

  const userByServiceNumber = (serviceNumber: string) =>
    serviceNumber.length === 0 || serviceNumber.length > MAX_SERVICE_NUMBER_LENGTH
      ? Promise.resolve(undefined)
      : users.findByServiceNumber(serviceNumber);

  /**
   * One attempt at a share: the recipient's existing account is looked up first (only an EXTERNAL one may
   * receive shares), then one transaction locks the passport, checks for a live share and writes.
   */
  const shareOnce = async (
    owner: UserRow,
    passport: PassportRow,
    request: ShareRequest,
    language: Language,
  ) => {
    const { recipient, expiryDate } = request;
    const existing = await users.findByEmail(recipient.email);
    if (existing && !(await users.groupsOf(existing.id)).includes(Role.EXTERNAL)) {
      throw sharingErrors.usernameExists();
    }
    const now = clock.now();
    const newAccount = !existing;
    // The share, a new recipient's account and both mails are one commit; the mails go out after it.
    const recipientUser = await deps.jobs.transaction(db, async (tx: Tx) => {
      // Shares of one passport are made one after the other, so the live-share check below holds.
      await passports.lock(tx, passport.id);
      const account =
        existing ??
        (await identity
          .createUserWithTemporaryPassword(
            {
              email: recipient.email,
              givenName: recipient.firstName,
              familyName: recipient.lastName,
              groups: [Role.EXTERNAL],
              locale: language === 'nl' ? LocalizedKey.NL_NL : LocalizedKey.EN_US,
              phoneNumber: recipient.phoneNumber,
            },
            { tx },
          )
          .catch((error: unknown) => {
            throw isUsernameTaken(error) ? new RecipientCreatedMeanwhile() : error;
          }));
      const [live] = await tx
        .select({ id: passportShares.id, expiryDate: passportShares.expiryDate })
        .from(passportShares)
        .where(
          and(
            eq(passportShares.passportId, passport.id),
            eq(passportShares.recipientId, account.id),
            isNull(passportShares.revokedAt),
          ),
        );
      if (live && live.expiryDate >= today()) throw sharingErrors.alreadyShared();
      // An expired share is closed by the new one (the index allows one live share per recipient).
      if (live) await tx.update(passportShares).set({ revokedAt: now }).where(eq(passportShares.id, live.id));
      await tx.insert(passportShares).values({
        passportId: passport.id,
        sharerId: owner.id,
        recipientId: account.id,
        recipientFirstName: recipient.firstName,
        recipientLastName: recipient.lastName,
        email: recipient.email,
        phoneNumber: recipient.phoneNumber,
        status: ShareStatus.PENDING,
        expiryDate,
        createdAt: now,
      });
      await deps.mail.send(
        tx,
        invitationMail({
          to: account.email,
          language: requestLanguage(undefined, account.locale),
          recipientFirstName: recipient.firstName,
          sharerName: fullName(owner),
          expiryDate,
          signInUrl,
          newAccount,
        }),
      );
      return account;
    });
    return { recipientUser, newAccount };
  };

  const service: SharingService = {
    async share(command) {
      const passport = await ownPassport(command.ownerId, command.passportId);
      const owner = await users.findById(command.ownerId);
      if (!owner) throw sharingErrors.passportNotFound();
      if (!canSharePassport(passport.status as PassportStatus)) throw sharingErrors.notPublished();
      const request = parseShareRequest(command, today());
      if (request.recipient.email === owner.email) throw sharingErrors.shareWithYourself();

      const attempt = () => shareOnce(owner, passport, request, command.language);
      const outcome = await attempt().catch((error: unknown) => {
        const constraint = uniqueViolation(error);
        if (constraint === 'passport_shares_live_idx') throw sharingErrors.alreadyShared();
        // The same new recipient was invited at the same moment by someone else: the account exists now,
        // and the second attempt finds it.
        if (error instanceof RecipientCreatedMeanwhile || constraint === 'users_email_unique')
          return attempt();
        throw error;
      });

      const { recipientUser, newAccount } = outcome;
      deps.log.info(
        { event: 'passportShared', passportId: passport.id, recipientId: recipientUser.id, newAccount },
        'passport shared',
      );
      return service.liveSharesOf(passport.id);
    },

    async revoke(ownerId, passportId, recipientServiceNumber) {
      const passport = await ownPassport(ownerId, passportId);
      const recipient = await userByServiceNumber(recipientServiceNumber);
      if (!recipient) throw sharingErrors.shareNotFound();
      const revoked = await db
        .update(passportShares)
        .set({ revokedAt: clock.now() })
        .where(
          and(
            eq(passportShares.passportId, passport.id),
            eq(passportShares.recipientId, recipient.id),
            isNull(passportShares.revokedAt),
          ),
        )
        .returning({ id: passportShares.id });
      if (revoked.length === 0) throw sharingErrors.shareNotFound();
      deps.log.info({ event: 'shareRevoked', passportId, recipientId: recipient.id }, 'share revoked');
    },

    async activate(recipientId, sharerServiceNumber) {
      const sharer = await userByServiceNumber(sharerServiceNumber);
      if (!sharer) throw sharingErrors.noShareToActivate();
      const now = clock.now();
      const live = and(
        eq(passportShares.sharerId, sharer.id),
        eq(passportShares.recipientId, recipientId),
        isNull(passportShares.revokedAt),
        gte(passportShares.expiryDate, today()),
      );
      // Only PENDING rows change, so activating twice keeps the first activation's time.
      await db
        .update(passportShares)
        .set({ status: ShareStatus.ACTIVE, activatedAt: now })
        .where(and(live, eq(passportShares.status, ShareStatus.PENDING)));
      const shares = await db
        .select({ passportId: passportShares.passportId })
        .from(passportShares)
        .where(live)
        .orderBy(desc(passportShares.createdAt));
      if (shares.length === 0) throw sharingErrors.noShareToActivate();
      return shares.map((s) => s.passportId);
    },

    async liveSharesOf(passportId) {
      const rows = await db
        .select()
        .from(passportShares)
        .where(
          and(
            eq(passportShares.passportId, passportId),
            isNull(passportShares.revokedAt),
            gte(passportShares.expiryDate, today()),
          ),
        )
        .orderBy(asc(passportShares.createdAt));
      const recipients = await usersById(rows.map((row) => row.recipientId));
      return rows.flatMap((row) => {
        const recipient = recipients.get(row.recipientId);
        return recipient ? [toShareView(row, recipient)] : [];
      });
    },

    async hasActiveShare(viewerId, passportId) {
      const [row] = await db
        .select({ id: passportShares.id })
        .from(passportShares)
        .where(
          and(
            eq(passportShares.passportId, passportId),
            eq(passportShares.recipientId, viewerId),
            eq(passportShares.status, ShareStatus.ACTIVE),
            isNull(passportShares.revokedAt),
            gte(passportShares.expiryDate, today()),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    activeSharesTo(viewerId) {
      return db
        .select({ sharerId: passportShares.sharerId, passportId: passportShares.passportId })
        .from(passportShares)
        .where(
          and(
            eq(passportShares.recipientId, viewerId),
            eq(passportShares.status, ShareStatus.ACTIVE),
            isNull(passportShares.revokedAt),
            gte(passportShares.expiryDate, today()),
          ),
        )
        .orderBy(desc(passportShares.createdAt));
    },

    async liveSharesTo(viewerId) {
      const rows = await db
        .select({
          sharerId: passportShares.sharerId,
          passportId: passportShares.passportId,
          status: passportShares.status,
        })
        .from(passportShares)
        .where(
          and(
            eq(passportShares.recipientId, viewerId),
            isNull(passportShares.revokedAt),
            gte(passportShares.expiryDate, today()),
          ),
        )
        .orderBy(desc(passportShares.createdAt));
      return rows.map((row) => ({ ...row, status: row.status as ShareStatus }));
    },

    async requireSharedPassports(viewerId, serviceNumber) {
      const person = await userByServiceNumber(serviceNumber);
      const shared = new Set(
        (await service.activeSharesTo(viewerId))
          .filter((grant) => grant.sharerId === person?.id)
          .map((grant) => grant.passportId),
      );
      if (!person || shared.size === 0) throw passportAccessErrors.accessError();
      const all = await passports.listForUser(person.id);
      return { person, passports: all.filter((passport) => shared.has(passport.id)) };
    },

    async recordRead(read) {
      await db.insert(healthDataReads).values({
        personId: read.personId,
        passportId: read.passportId,
        readerId: read.readerId,
        readerRoles: [...read.readerRoles],
        what: read.what,
        detail: read.detail,
        at: clock.now(),
      });
    },

    async recordStaffRead({ reader, personId, passportId, kinds }) {
      if (reader.userId === personId) return;
      const since = new Date(clock.now().getTime() - STAFF_READ_WINDOW_MS);
      for (const what of new Set(kinds)) {
        const [recent] = await db
          .select({ id: healthDataReads.id })
          .from(healthDataReads)
          .where(
            and(
              eq(healthDataReads.personId, personId),
              eq(healthDataReads.passportId, passportId),
              eq(healthDataReads.readerId, reader.userId),
              eq(healthDataReads.what, what),
              gte(healthDataReads.at, since),
            ),
          )
          .limit(1);
        if (recent) continue;
        await service.recordRead({
          personId,
          passportId,
          readerId: reader.userId,
          readerRoles: reader.roles,
          what,
          detail: null,
        });
      }
    },

    async readsOf(personId, options = {}) {
      const limit = Math.min(options.limit ?? HEALTH_DATA_READS_LIMIT, HEALTH_DATA_READS_LIMIT);
      const rows = await db
        .select()
        .from(healthDataReads)
        .where(
          and(
            eq(healthDataReads.personId, personId),
            // A passport's views include the person-level reads (documents), which belong to no passport.
            options.passportId
              ? or(eq(healthDataReads.passportId, options.passportId), isNull(healthDataReads.passportId))
              : undefined,
            options.readerId ? eq(healthDataReads.readerId, options.readerId) : undefined,
            options.what ? eq(healthDataReads.what, options.what) : undefined,
          ),
        )
        .orderBy(desc(healthDataReads.at), desc(healthDataReads.id))
        .limit(limit);
      const readers = await usersById(rows.flatMap((row) => (row.readerId ? [row.readerId] : [])));
      return rows.map((row) => {
        const reader = row.readerId ? readers.get(row.readerId) : undefined;
        return {
          id: row.id,
          passportId: row.passportId,
          readerId: row.readerId,
          readerName: reader ? fullName(reader) : null,
          readerRoles: rolesFromGroups(row.readerRoles),
          what: row.what as HealthDataKind,
          detail: row.detail,
          at: row.at,
        };
      });
    },
  };
  return service;
}

/** The identity service found the new recipient's e-mail taken inside the transaction: another share won. */
class RecipientCreatedMeanwhile extends Error {}

function isUsernameTaken(error: unknown): boolean {
  return error instanceof AppError && error.code === AuthErrorCode.USERNAME_EXISTS;
}

function toShareView(row: ShareRow, recipient: UserRow): ShareView {
  return {
    name: `${row.recipientFirstName} ${row.recipientLastName}`,
    email: row.email,
    phoneNumber: row.phoneNumber,
    serviceNumber: recipient.serviceNumber,
    status: row.status as ShareStatus,
    expiryDate: row.expiryDate,
    createdAt: row.createdAt,
    activatedAt: row.activatedAt,
  };
}
