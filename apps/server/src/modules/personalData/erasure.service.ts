import { randomBytes } from 'node:crypto';
import { isOrderClosed, isOrderStatus } from '@health-passport/domain';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { contactChanges, documents, healthPassports, measurementUploads, orders } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { FileStore } from '../../integrations/files/index.js';
import type { MailQueue } from '../../integrations/notifier/index.js';
import type { JobQueue } from '../../jobs/index.js';
import { requestLanguage } from '../../locale.js';
import type { IdentityService, Viewer } from '../identity/index.js';
import { fullName, type UserRow, type UsersService } from '../users/index.js';
import { erasureCancelledMail, erasureRequestedMail } from './erasure.messages.js';
import { accountErasures } from './erasure.tables.js';
import { ERASURE_PLAN, type ErasedPerson } from './erasurePlan.js';

/** Days between the request and the erasure, in which signing in or cancelling stops it. */
export const ERASURE_GRACE_DAYS = 14;
export const ERASURE_JOB = 'personalData.erase';
const DAY_MS = 24 * 3600 * 1000;

export type ErasureStatus = 'PENDING' | 'CANCELLED' | 'ERASED';
export type ErasureCancelledBy = 'PERSON' | 'SIGN_IN';

/** A request as the person sees it (`myAccountErasure`). */
export interface AccountErasureView {
  status: ErasureStatus;
  requestedAt: Date;
  eraseAfter: Date;
  cancelledAt: Date | null;
  cancelledBy: ErasureCancelledBy | null;
}

export interface ErasureService {
  /**
   * Asks for the signed-in person's account to be erased after the grace period: the password (and the
   * authenticator's code when they have one) first, then no open order; a second request answers the waiting one.
   */
  request(
    viewer: Viewer,
    proof: { password: string; totpCode?: string | undefined },
    meta: { ip: string },
  ): Promise<AccountErasureView>;
  /** The person's latest request, if any. */
  latest(userId: string): Promise<AccountErasureView | null>;
  /** Stops a waiting request; answers the latest request (null without any). */
  cancel(userId: string, by: ErasureCancelledBy): Promise<AccountErasureView | null>;
  /** When each of these people's waiting erasure is due (people without one are left out). */
  dueDates(userIds: readonly string[]): Promise<Map<string, Date>>;
  /** The erasure job's work; does nothing for a request cancelled, done or not yet due. */
  erase(requestId: string): Promise<void>;
}

export interface ErasureDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicUrl'>;
  log: FastifyBaseLogger;
  jobs: JobQueue;
  mail: MailQueue;
  files: FileStore;
  users: UsersService;
  identity: IdentityService;
}

export const erasureErrors = {
  blockedByOpenOrder: () =>
    new AppError(
      'CONFLICT',
      'erasureBlockedByOpenOrder',
      'You have an order that is not paid or closed yet. Pay or cancel it first, then ask again.',
    ),
};

type Row = typeof accountErasures.$inferSelect;

const view = (row: Row): AccountErasureView => ({
  status: row.status as ErasureStatus,
  requestedAt: row.requestedAt,
  eraseAfter: row.eraseAfter,
  cancelledAt: row.cancelledAt,
  cancelledBy: (row.cancelledBy as ErasureCancelledBy | null) ?? null,
});

export function createErasureService(deps: ErasureDeps): ErasureService {
  const { db, clock, jobs, mail, users, identity } = deps;
  const signInUrl = `${deps.config.publicUrl}/`;
  const recipient = (user: UserRow) => ({
    to: user.email,
    language: requestLanguage(undefined, user.locale),
    givenName: user.givenName,
  });

  async function pending(userId: string): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(accountErasures)
      .where(and(eq(accountErasures.userId, userId), eq(accountErasures.status, 'PENDING')));
    return row;
  }

  const service: ErasureService = {
    async request(viewer, proof, meta) {
      await identity.reauthenticate(viewer, proof, meta);
      const user = await users.findById(viewer.userId);
      if (!user) throw new AppError('NOT_FOUND', 'notFound', 'No such account');
      const waiting = await pending(user.id);
      if (waiting) return view(waiting);
      const own = await db.select({ status: orders.status }).from(orders).where(eq(orders.userId, user.id));
      if (own.some(({ status }) => isOrderStatus(status) && !isOrderClosed(status))) {
        throw erasureErrors.blockedByOpenOrder();
      }
      const requestedAt = clock.now();
      const eraseAfter = new Date(requestedAt.getTime() + ERASURE_GRACE_DAYS * DAY_MS);
      const row = await jobs.transaction(db, async (tx) => {
        const [created] = await tx
          .insert(accountErasures)
          .values({ userId: user.id, requestedAt, eraseAfter })
          .returning();
        if (!created) throw new Error('The erasure request was not stored');
        await jobs.send(tx, ERASURE_JOB, { requestId: created.id }, { startAfter: eraseAfter });
        await mail.send(tx, erasureRequestedMail({ ...recipient(user), eraseAfter, signInUrl }));
        return created;
      });
      return view(row);
    },

    async latest(userId) {
      const [row] = await db
        .select()
        .from(accountErasures)
        .where(eq(accountErasures.userId, userId))
        .orderBy(desc(accountErasures.requestedAt))
        .limit(1);
      return row ? view(row) : null;
    },

    async cancel(userId, by) {
      const user = await users.findById(userId);
      if (!user) return null;
      await jobs.transaction(db, async (tx) => {
        const now = clock.now();
        const [cancelled] = await tx
          .update(accountErasures)
          .set({ status: 'CANCELLED', cancelledAt: now, cancelledBy: by })
          .where(
            and(
              eq(accountErasures.userId, userId),
              eq(accountErasures.status, 'PENDING'),
              // Only within the grace period: once due, the erasure goes ahead.
              gt(accountErasures.eraseAfter, now),
            ),
          )
          .returning({ id: accountErasures.id });
        if (cancelled)
          await mail.send(tx, erasureCancelledMail({ ...recipient(user), bySignIn: by === 'SIGN_IN' }));
      });
      return service.latest(userId);
    },

    async dueDates(userIds) {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: accountErasures.userId, eraseAfter: accountErasures.eraseAfter })
        .from(accountErasures)
        .where(and(inArray(accountErasures.userId, [...userIds]), eq(accountErasures.status, 'PENDING')));
      return new Map(rows.map((row) => [row.userId, row.eraseAfter]));
    },

    async erase(requestId) {
      const [request] = await db.select().from(accountErasures).where(eq(accountErasures.id, requestId));
      // Cancelled, done, or not yet due (the person was told a day; nothing happens before it).
      if (!request || request.status !== 'PENDING' || request.eraseAfter > clock.now()) return;
      await eraseAccount(deps, request);
    },
  };

  // Signing in within the grace period shows the person still wants the account: the erasure stops.
  identity.onSignedIn(async (user) => {
    if (await pending(user.id)) await service.cancel(user.id, 'SIGN_IN');
  });
  jobs.define<{ requestId: string }>(ERASURE_JOB, ({ requestId }) => service.erase(requestId));
  return service;
}

/**
 * Removes or pseudonymises everything about the person (ERASURE_PLAN, README "Erasure") in one transaction, after
 * removing their files from the file store (a retry after a failure finds them gone and goes on). Their sessions
 * end: the session version is raised in the same transaction and this instance forgets its copy after the commit.
 */
async function eraseAccount(deps: ErasureDeps, request: Row): Promise<void> {
  const { db, clock, files, identity } = deps;
  const userId = request.userId;
  const user = await deps.users.findById(userId);
  if (!user) return;
  const passports = await db
    .select({ id: healthPassports.id })
    .from(healthPassports)
    .where(eq(healthPassports.userId, userId));
  const passportIds = passports.map((passport) => passport.id);
  const waitingContacts = await db
    .select({ value: contactChanges.value })
    .from(contactChanges)
    .where(eq(contactChanges.userId, userId));
  const person: ErasedPerson = {
    userId,
    addresses: [user.email, user.phoneNumber, ...waitingContacts.map((change) => change.value)].filter(
      (value): value is string => !!value,
    ),
    names: [fullName(user)].filter((name) => name.length > 0),
    passportIds,
    pseudonym: randomBytes(12).toString('hex'),
  };

  const storedFiles = [
    ...(await db
      .select({ name: documents.storedName })
      .from(documents)
      .where(eq(documents.personId, userId))),
    ...(passportIds.length > 0
      ? await db
          .select({ name: measurementUploads.name })
          .from(measurementUploads)
          .where(inArray(measurementUploads.passportId, passportIds))
      : []),
    ...(await exportFiles(db, userId)),
  ];
  for (const { name } of storedFiles) {
    await files.remove(name).catch((error: unknown) => {
      if ((error as { code?: string }).code !== 'ENOENT') throw error;
    });
  }

  let forget = () => {};
  await db.transaction(async (tx) => {
    forget = await identity.endSessions(userId, { within: tx });
    for (const rule of ERASURE_PLAN) await rule.apply?.(tx, person);
    await tx
      .update(accountErasures)
      .set({ status: 'ERASED', erasedAt: clock.now() })
      .where(eq(accountErasures.id, request.id));
  });
  forget();
  deps.log.info({ event: 'accountErased', requestId: request.id }, 'account erased');
}

/** The zip files of the person's data exports still in the file store. */
async function exportFiles(db: Db, userId: string): Promise<{ name: string }[]> {
  const { rows } = (await db.execute(
    sql`select stored_name as name from personal_data_exports where user_id = ${userId} and stored_name is not null`,
  )) as unknown as { rows: { name: string }[] };
  return rows;
}
