import { PassportStatus, type RemeasurementType } from '@health-passport/domain';
import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import { type ChangeFeed, frozenRows } from '../../db/changeFeed.js';
import type { Db, Tx } from '../../db/database.js';
import type { Language } from '../../locale.js';
import type { UserRow, UsersService } from '../users/index.js';
import { passportErrors } from './passports.errors.js';
import { healthPassports } from './passports.tables.js';
import { localizedProductName } from './productNames.js';

export type PassportRow = typeof healthPassports.$inferSelect;

export interface NewPassport {
  userId: string;
  packageCode: string;
  /** Defaults to the product's English name. */
  displayName?: string;
  remeasurementType?: RemeasurementType | null;
}

/** A passport as the REST lists answer it (docs/contracts/forms-api.md "HealthPassport"). */
export interface HealthPassportView {
  id: string;
  packageCode: string;
  status: PassportStatus;
  displayName: string;
  localizedProductName: string;
  createdDate: string;
  updatedDate: string;
  publishedDate: string | null;
  remeasurementType: string | null;
}

/** The person of the professional passport list (forms-api `person`). */
export interface PersonView {
  serviceNumber: string;
  givenName: string;
  middleName: string | null;
  familyName: string;
  birthDate: string | null;
  gender: string | null;
}

export interface PersonPassport {
  person: UserRow;
  passport: PassportRow;
}

export interface PassportsService {
  create(input: NewPassport, tx?: Tx): Promise<PassportRow>;
  /** `create` for many people's passports in one statement (people imported at once); in input order. */
  createMany(inputs: readonly NewPassport[], tx?: Tx): Promise<PassportRow[]>;
  getById(id: string): Promise<PassportRow | undefined>;
  /** The user's passports, newest first. */
  /** The user's passports, newest first (read in `tx` when given). */
  listForUser(userId: string, tx?: Tx): Promise<readonly PassportRow[]>;
  /** The passports of each of these users, newest first (a page of the individuals list in one query). */
  listForUsers(userIds: readonly string[]): Promise<Map<string, PassportRow[]>>;
  /** The user's current passport: the newest one that is not published. */
  currentForUser(userId: string): Promise<PassportRow | undefined>;
  /** Like currentForUser, or 404 needsExistingHealthPassport. */
  requireCurrentForUser(userId: string): Promise<PassportRow>;
  /** The person with this service number and their passports (newest first), or 404. */
  listForServiceNumber(
    serviceNumber: string,
  ): Promise<{ person: UserRow; passports: readonly PassportRow[] }>;
  /** The person with this service number and their current passport; 404 when either is missing. */
  requireCurrentForServiceNumber(serviceNumber: string): Promise<PersonPassport>;
  /** The passport when it belongs to the person with this service number; 404 otherwise (forged ids too). */
  requireForPerson(serviceNumber: string, passportId: string): Promise<PersonPassport>;
  /**
   * Unlocks (publishes) a COMPUTED passport in `tx`, so its person sees the results. Refused while an older
   * passport of the same person is not published yet: one onboarding is unlocked at a time.
   */
  unlock(tx: Tx, passportId: string): Promise<PassportRow>;
  /** Locks the passport's row until `tx` ends, so saves on one passport run one after the other. */
  lock(tx: Tx, passportId: string): Promise<PassportRow | undefined>;
  /** Moves a CREATED passport to COMPUTED in `tx` (the caller holds its lock); false when it was not CREATED. */
  markComputed(tx: Tx, passportId: string): Promise<boolean>;
  /** markComputed for many passports in one statement; answers the ids it moved. */
  markComputedMany(tx: Tx, passportIds: readonly string[]): Promise<string[]>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Service numbers are short codes (HP + 8 digits today); anything longer is not looked up. */
const MAX_SERVICE_NUMBER_LENGTH = 64;

const newestFirst = [desc(healthPassports.createdAt), desc(healthPassports.id)] as const;

/** People whose passports an instance keeps. */
const KEPT_PEOPLE = 10_000;

/**
 * `changes`: the database's announcements; with them, a person's list of passports is kept in memory until the
 * database announces a change of one of them.
 */
export function createPassportsService(
  db: Db,
  clock: Clock,
  users: UsersService,
  changes?: ChangeFeed,
): PassportsService {
  const keptOfUser = changes?.keep<PassportRow[]>('health_passports.user_id', { max: KEPT_PEOPLE });
  // The two reads almost every signed-in request makes, prepared once: drizzle builds their SQL once, and
  // PostgreSQL plans them once per connection.
  const byIdPrepared = db
    .select()
    .from(healthPassports)
    .where(eq(healthPassports.id, sql.placeholder('id')))
    .prepare('passport_by_id');
  const ofUserPrepared = db
    .select()
    .from(healthPassports)
    .where(eq(healthPassports.userId, sql.placeholder('userId')))
    .orderBy(...newestFirst)
    .prepare('passports_of_user');
  const byId = async (q: Db | Tx, id: string) => {
    if (!UUID.test(id)) return undefined;
    const [row] =
      q === db
        ? await byIdPrepared.execute({ id })
        : await q.select().from(healthPassports).where(eq(healthPassports.id, id));
    return row;
  };
  const person = async (serviceNumber: string) => {
    if (serviceNumber.length === 0 || serviceNumber.length > MAX_SERVICE_NUMBER_LENGTH) return undefined;
    return users.findByServiceNumber(serviceNumber);
  };
  const service: PassportsService = {
    async create(input, tx) {
      const [row] = await service.createMany([input], tx);
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async createMany(inputs, tx) {
      if (inputs.length === 0) return [];
      const now = clock.now();
      const values = inputs.map((input) => ({
        userId: input.userId,
        packageCode: input.packageCode,
        status: PassportStatus.CREATED,
        remeasurementType: input.remeasurementType ?? null,
        displayName: input.displayName ?? localizedProductName(input.packageCode, 'en'),
        createdAt: now,
        updatedAt: now,
      }));
      const inserted = await (tx ?? db).insert(healthPassports).values(values).returning();
      // A person gets one passport per call: their rows answer in input order.
      const byUser = new Map(inserted.map((row) => [row.userId, row]));
      return inputs.length === 1 ? inserted : inputs.map(({ userId }) => byUser.get(userId)!);
    },

    getById: (id) => byId(db, id),

    listForUser(userId, tx) {
      if (!tx) {
        const read = async () => frozenRows(await ofUserPrepared.execute({ userId }));
        return keptOfUser ? keptOfUser.get(userId, read) : read();
      }
      return tx
        .select()
        .from(healthPassports)
        .where(eq(healthPassports.userId, userId))
        .orderBy(...newestFirst);
    },

    async listForUsers(userIds) {
      const byUser = new Map<string, PassportRow[]>(userIds.map((id) => [id, []]));
      if (userIds.length === 0) return byUser;
      const rows = await db
        .select()
        .from(healthPassports)
        .where(inArray(healthPassports.userId, [...userIds]))
        .orderBy(...newestFirst);
      for (const row of rows) byUser.get(row.userId)?.push(row);
      return byUser;
    },

    async currentForUser(userId) {
      const [row] = await db
        .select()
        .from(healthPassports)
        .where(and(eq(healthPassports.userId, userId), ne(healthPassports.status, PassportStatus.PUBLISHED)))
        .orderBy(...newestFirst)
        .limit(1);
      return row;
    },

    async requireCurrentForUser(userId) {
      const passport = await service.currentForUser(userId);
      if (!passport) throw passportErrors.needsExistingHealthPassport();
      return passport;
    },

    async listForServiceNumber(serviceNumber) {
      const found = await person(serviceNumber);
      if (!found) throw passportErrors.personNotFound();
      return { person: found, passports: await service.listForUser(found.id) };
    },

    async requireCurrentForServiceNumber(serviceNumber) {
      const found = await person(serviceNumber);
      if (!found) throw passportErrors.personNotFound();
      return { person: found, passport: await service.requireCurrentForUser(found.id) };
    },

    async requireForPerson(serviceNumber, passportId) {
      const found = await person(serviceNumber);
      const passport = found ? await byId(db, passportId) : undefined;
      if (!found || !passport || passport.userId !== found.id) throw passportErrors.passportNotFound();
      return { person: found, passport };
    },

    async unlock(tx, passportId) {
      const passport = await service.lock(tx, passportId);
      if (!passport) throw passportErrors.passportNotFound();
      if (passport.status === PassportStatus.PUBLISHED) throw passportErrors.alreadyUnlocked();
      if (passport.status !== PassportStatus.COMPUTED) throw passportErrors.notReadyToUnlock();
      const [olderOpen] = await tx
        .select({ id: healthPassports.id })
        .from(healthPassports)
        .where(
          and(
            eq(healthPassports.userId, passport.userId),
            ne(healthPassports.id, passport.id),
            ne(healthPassports.status, PassportStatus.PUBLISHED),
            lt(healthPassports.createdAt, passport.createdAt),
          ),
        )
        .limit(1);
      if (olderOpen) throw passportErrors.anotherOnboardingActive();
      const now = clock.now();
      const [published] = await tx
        .update(healthPassports)
        .set({ status: PassportStatus.PUBLISHED, publishedAt: now, updatedAt: now })
        .where(eq(healthPassports.id, passport.id))
        .returning();
      return published!;
    },

    async lock(tx, passportId) {
      if (!UUID.test(passportId)) return undefined;
      const [row] = await tx
        .select()
        .from(healthPassports)
        .where(eq(healthPassports.id, passportId))
        .for('update');
      return row;
    },

    async markComputed(tx, passportId) {
      return (await service.markComputedMany(tx, [passportId])).length > 0;
    },

    async markComputedMany(tx, passportIds) {
      if (passportIds.length === 0) return [];
      const updated = await tx
        .update(healthPassports)
        .set({ status: PassportStatus.COMPUTED, updatedAt: clock.now() })
        .where(
          and(
            inArray(healthPassports.id, [...passportIds]),
            eq(healthPassports.status, PassportStatus.CREATED),
          ),
        )
        .returning({ id: healthPassports.id });
      return updated.map((row) => row.id);
    },
  };
  return service;
}

export function toHealthPassportView(row: PassportRow, language: Language): HealthPassportView {
  return {
    id: row.id,
    packageCode: row.packageCode,
    status: row.status as PassportStatus,
    displayName: row.displayName,
    localizedProductName: localizedProductName(row.packageCode, language),
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    publishedDate: row.publishedAt?.toISOString() ?? null,
    remeasurementType: row.remeasurementType,
  };
}

export function toPersonView(row: UserRow): PersonView {
  return {
    serviceNumber: row.serviceNumber,
    givenName: row.givenName,
    middleName: row.middleName,
    familyName: row.familyName,
    birthDate: row.birthDate,
    gender: row.gender,
  };
}
