import { randomInt } from 'node:crypto';
import type { Role } from '@health-passport/domain';
import { rolesFromGroups } from '@health-passport/domain';
import {
  and,
  asc,
  type Column,
  count,
  eq,
  gte,
  inArray,
  like,
  lt,
  notLike,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type Clock, systemClock } from '../../clock.js';
import { type ChangeFeed, frozenRows } from '../../db/changeFeed.js';
import type { Db, Tx } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { type EmailType, MAX_STATUS_ENTRIES, type UpdateMeInput } from './users.validation.js';
import { escapeLike, searchPatterns, searchTextOf, wordStartRange } from './searchText.js';
import { disabledEmails, LATER_WORDS, userGroups, users } from './users.tables.js';
import { createWordSearch } from './wordSearch.js';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  email: string;
  givenName: string;
  familyName: string;
  middleName?: string | null;
  birthDate?: string | null;
  gender?: 'Male' | 'Female' | null;
  phoneNumber?: string | null;
  locale?: 'en_US' | 'nl_NL';
  groups: readonly Role[];
  customCompanyName?: string | null;
  address?: {
    streetAddress: string;
    locality: string;
    postalCode: string;
    country: string;
    region: string | null;
  } | null;
}

/** One page of the individuals search (passport-and-professional §2.2). */
export interface ConsumerSearch {
  /** Free text: every word must occur in the name, e-mail or service number (accents and case ignored). */
  text: string;
  /** Zero-based. */
  page: number;
  limit: number;
  /** Only these people (an external viewer's sharers); everyone when absent. */
  amongUserIds?: readonly string[];
}

/** How many matches past the page the individuals search counts at most (ten pages of 20). */
export const COUNT_AHEAD = 200;
/** How many people, in the list's order, show whether a search's matches are spread over the list. */
const EARLY_WALK = 5000;

export interface ConsumerSearchPage {
  users: UserRow[];
  /** How many people match in all, or at least (`totalIsAtLeast`). */
  total: number;
  /** More people than `total` may match: counting stopped COUNT_AHEAD people past the page. */
  totalIsAtLeast: boolean;
}

export interface DisabledEmail {
  type: EmailType;
  date: Date;
}

export interface UsersService {
  /** Read in `tx` when given (inside a transaction, the embedded database answers only that transaction). */
  findByEmail(email: string, tx?: Tx): Promise<UserRow | undefined>;
  /** The people with these e-mail addresses, in one read: those not found are left out. */
  findByEmails(emails: readonly string[]): Promise<UserRow[]>;
  findById(id: string): Promise<UserRow | undefined>;
  /** The person with this product service number (professional URLs), matched exactly. */
  findByServiceNumber(serviceNumber: string): Promise<UserRow | undefined>;
  groupsOf(userId: string): Promise<Role[]>;
  /**
   * Consumers whose name, e-mail or service number contain every word of the search, ordered by family name
   * and given name (accents ignored); the trigram index on `search_text` keeps it fast on millions of people.
   */
  searchConsumers(search: ConsumerSearch): Promise<ConsumerSearchPage>;
  create(input: NewUser, tx?: Tx): Promise<UserRow>;
  /** `create` for many people in `tx`, in one statement per table (people imported at once); in input order. */
  createMany(inputs: readonly NewUser[], tx: Tx): Promise<UserRow[]>;
  /** The user's own profile changes (updateMe), validated already; one transaction. */
  /** Changes a person's own details; in `tx` when given (the caller's command), else in a transaction of its own. */
  update(userId: string, input: UpdateMeInput, tx?: Tx): Promise<UserRow>;
  disabledEmails(userId: string): Promise<DisabledEmail[]>;
  setEmailEnabled(userId: string, type: EmailType, enabled: boolean): Promise<void>;
}

export const emailTaken = () =>
  new AppError(
    'CONFLICT',
    'UsernameExistsException',
    'An account with the given e-mail address already exists.',
    {
      fields: { email: 'Already in use' },
    },
  );

/** People whose rows an instance keeps (about 1 KB each). */
const KEPT_PEOPLE = 10_000;

/**
 * `changes`: the database's announcements; with them, rows read by id are kept in memory until the database
 * announces a change (without them, as for a service on a transaction, every read goes to the database).
 */
export function createUsersService(db: Db, clock: Clock = systemClock, changes?: ChangeFeed): UsersService {
  const keptById = changes?.keep<UserRow | undefined>('users.id', { max: KEPT_PEOPLE });
  /**
   * The matches gathered first (through the trigram index), then sorted and counted: for searches whose
   * matches are few, or gather in one stretch of the list's order.
   */
  async function sortedMatches(
    where: SQL | undefined,
    page: number,
    limit: number,
  ): Promise<ConsumerSearchPage> {
    const matching = db
      .select({ id: users.id, searchText: users.searchText, serviceNumber: users.serviceNumber })
      .from(users)
      .where(where);
    // Materialized, so that the planner cannot fold it back into a walk along the list's order.
    const answer = (await db.execute(sql`
      with m as materialized (${matching})
      select (select count(*) from m)::int as total,
             (select json_agg(p.id) from (
                select id from m order by search_text, service_number limit ${limit} offset ${page * limit}
              ) p) as ids`)) as unknown as { rows: { total: number; ids: string[] | null }[] };
    const { total, ids } = answer.rows[0] ?? { total: 0, ids: null };
    const rows = ids?.length
      ? await db
          .select()
          .from(users)
          .where(inArray(users.id, ids))
          .orderBy(users.searchText, users.serviceNumber)
      : [];
    return { users: rows, total, totalIsAtLeast: false };
  }
  const searchByWords = createWordSearch(db);

  const service: UsersService = {
    async findByEmail(email, tx) {
      const [row] = await (tx ?? db).select().from(users).where(eq(users.email, email.trim().toLowerCase()));
      return row;
    },
    async findByEmails(emails) {
      if (emails.length === 0) return [];
      return db
        .select()
        .from(users)
        .where(
          inArray(
            users.email,
            emails.map((email) => email.trim().toLowerCase()),
          ),
        );
    },
    async findById(id) {
      const read = async () => {
        const [row] = await db.select().from(users).where(eq(users.id, id));
        return row && frozenRows([row])[0];
      };
      return keptById ? keptById.get(id, read) : read();
    },
    async findByServiceNumber(serviceNumber) {
      const [row] = await db.select().from(users).where(eq(users.serviceNumber, serviceNumber));
      return row;
    },
    async groupsOf(userId) {
      const rows = await db
        .select({ group: userGroups.group })
        .from(userGroups)
        .where(eq(userGroups.userId, userId));
      return rolesFromGroups(rows.map((r) => r.group));
    },
    async searchConsumers({ text, page, limit, amongUserIds }) {
      if (amongUserIds?.length === 0) return { users: [], total: 0, totalIsAtLeast: false };
      const patterns = searchPatterns(text);
      const matchesOn = (searchText: Column) =>
        patterns.map((alternatives) => or(...alternatives.map((p) => like(searchText, p))));
      const where = and(
        sql`${users.isConsumer}`,
        ...matchesOn(users.searchText),
        ...(amongUserIds ? [inArray(users.id, [...amongUserIds])] : []),
      );
      const offset = page * limit;
      const countUpTo = offset + COUNT_AHEAD;
      const byWords = amongUserIds ? undefined : await searchByWords(text, offset, limit, countUpTo);
      if (byWords) {
        const { counted } = byWords;
        return {
          users: byWords.users,
          total: Math.min(counted, countUpTo),
          totalIsAtLeast: counted > countUpTo,
        };
      }
      const inOrder = [users.searchText, users.serviceNumber] as const;
      const startRange = amongUserIds ? undefined : wordStartRange(text);

      // Reading the list in its order and skipping who does not match is fast when matches are everywhere
      // ("a", a common given name), and slow when they gather in one stretch of the order (a family name, the
      // "van ..." of "v"): the planner cannot tell these apart, so the first EARLY_WALK people in order decide.
      // For one short word, the people outside the stretch whose family name starts with it.
      const outsideStart = startRange
        ? startRange.below
          ? gte(users.searchText, startRange.below)
          : lt(users.searchText, startRange.from)
        : undefined;
      const early = db
        .select({ searchText: users.searchText })
        .from(users)
        .where(and(sql`${users.isConsumer}`, outsideStart))
        .orderBy(...inOrder)
        .limit(EARLY_WALK)
        .as('early');
      const spreadEarly = async (matches: SQL | undefined) =>
        (
          await db.select({ hits: count() }).from(
            db
              .select({ one: sql`1` })
              .from(early)
              .where(matches)
              .limit(limit)
              .as('hits'),
          )
        )[0]?.hits === limit;
      const start = startRange && `${escapeLike(startRange.word)}%`;
      const laterWordStartsOn = (searchText: Column) =>
        and(
          or(like(LATER_WORDS(searchText), start!), like(LATER_WORDS(searchText), `% ${start}`)),
          notLike(searchText, start!),
        );
      const spread =
        !amongUserIds &&
        (patterns.length === 0 ||
          (await spreadEarly(
            startRange ? laterWordStartsOn(early.searchText) : and(...matchesOn(early.searchText)),
          )));
      if (!spread && !startRange) return sortedMatches(where, page, limit);

      // The matches in the list's order. For one short word, the people whose family name starts with it (a
      // range of the index) merged with those who have it at the start of a later word; each part read in order
      // and cut at `first`, so that the planner reads each part's start from the index.
      const inListOrder = (first: number) => {
        const columns = { id: users.id, searchText: users.searchText, serviceNumber: users.serviceNumber };
        if (!startRange)
          return db
            .select(columns)
            .from(users)
            .where(where)
            .orderBy(...inOrder)
            .limit(first);
        const familyNameStarts = and(
          sql`${users.isConsumer}`,
          gte(users.searchText, startRange.from),
          ...(startRange.below ? [lt(users.searchText, startRange.below)] : []),
          like(users.searchText, start!),
        );
        // search_text like '% word%' but not 'word%', on the later words' own index: the whole text's index
        // knows no difference between the start of the family name and of a later word. When these people
        // gather in one stretch of the order ("de visser" for "v"), they are gathered first and sorted (the
        // order by a copy of search_text keeps the planner off the index's order).
        const laterWordStarts = and(sql`${users.isConsumer}`, laterWordStartsOn(users.searchText));
        const laterOrder = spread
          ? inOrder
          : ([sql`${users.searchText} || ''`, users.serviceNumber] as const);
        return db
          .select(columns)
          .from(users)
          .where(familyNameStarts)
          .orderBy(...inOrder)
          .limit(first)
          .unionAll(
            db
              .select(columns)
              .from(users)
              .where(laterWordStarts)
              .orderBy(...laterOrder)
              .limit(first),
          )
          .orderBy(...inOrder)
          .limit(first);
      };
      // The page's people are found on users_consumers_order_idx alone (by family name, then given name, as
      // search_text starts with them); only those 20 rows are then read in full.
      const firstMatches = inListOrder(offset + limit).as('first_matches');
      const onPage = db
        .select({ id: firstMatches.id })
        .from(firstMatches)
        .orderBy(firstMatches.searchText, firstMatches.serviceNumber)
        .offset(offset);
      // Counting every match of a short word among a million people costs hundreds of milliseconds: counting
      // stops COUNT_AHEAD people past this page (one more tells that there are more). Counted in the list's
      // order, so that the planner walks the same index as for the page.
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(inArray(users.id, onPage))
          .orderBy(...inOrder),
        db.select({ total: count() }).from(inListOrder(countUpTo + 1).as('matches')),
      ]);
      const total = counted?.total ?? 0;
      return { users: rows, total: Math.min(total, countUpTo), totalIsAtLeast: total > countUpTo };
    },
    async create(input, tx) {
      const run = async (q: Tx) => {
        const [row] = await service.createMany([input], q);
        if (!row) throw new Error('insert returned no row');
        return row;
      };
      return tx ? run(tx) : db.transaction(run);
    },

    async createMany(inputs, tx) {
      if (inputs.length === 0) return [];
      const values = inputs.map(newUserRow);
      const inserted = await tx.insert(users).values(values).returning();
      const byEmail = new Map(inserted.map((row) => [row.email, row]));
      const rows = values.map(({ email }) => byEmail.get(email)!);
      const groups = rows.flatMap((row, i) => inputs[i]!.groups.map((group) => ({ userId: row.id, group })));
      if (groups.length > 0) await tx.insert(userGroups).values(groups);
      return rows;
    },

    async update(userId, input, within) {
      const now = clock.now();
      const run = async (tx: Tx): Promise<UserRow> => {
        const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!current) throw new AppError('NOT_FOUND', 'notFound', 'The user was not found');
        if (input.email !== undefined && input.email !== current.email) {
          const [other] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
          if (other) throw emailTaken();
        }
        let status = current.status;
        if (input.status) {
          status = [...new Set([...current.status, ...input.status])];
          if (status.length > MAX_STATUS_ENTRIES) {
            throw new AppError('BAD_REQUEST', 'InvalidParameterException', 'The status list is full.', {
              fields: { status: `At most ${MAX_STATUS_ENTRIES} entries` },
            });
          }
        }
        const address: Partial<NonNullable<UpdateMeInput['address']>> = input.address ?? {};
        const searchText = searchTextOf({
          givenName: input.givenName ?? current.givenName,
          middleName: current.middleName,
          familyName: input.familyName ?? current.familyName,
          email: input.email ?? current.email,
          serviceNumber: current.serviceNumber,
        });
        const [row] = await tx
          .update(users)
          .set({
            ...(input.email !== undefined ? { email: input.email } : {}),
            ...(input.phoneNumber !== undefined ? { phoneNumber: input.phoneNumber } : {}),
            ...(input.givenName !== undefined ? { givenName: input.givenName } : {}),
            ...(input.familyName !== undefined ? { familyName: input.familyName } : {}),
            ...(input.locale !== undefined ? { locale: input.locale } : {}),
            ...(address.streetAddress !== undefined ? { streetAddress: address.streetAddress } : {}),
            ...(address.locality !== undefined ? { locality: address.locality } : {}),
            ...(address.postalCode !== undefined ? { postalCode: address.postalCode } : {}),
            ...(address.country !== undefined ? { country: address.country } : {}),
            ...(address.region !== undefined ? { region: address.region } : {}),
            ...(input.termsAccepted !== undefined
              ? { termsAcceptedAt: input.termsAccepted ? now : null }
              : {}),
            status,
            searchText,
            updatedAt: now,
          })
          .where(eq(users.id, userId))
          .returning();
        if (!row) throw new Error('update returned no row');
        return row;
      };
      try {
        return await (within ? run(within) : db.transaction(run));
      } catch (error) {
        // Two requests claiming the same address at once: the unique index decides.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    async disabledEmails(userId) {
      const rows = await db
        .select()
        .from(disabledEmails)
        .where(eq(disabledEmails.userId, userId))
        .orderBy(asc(disabledEmails.disabledAt), asc(disabledEmails.type));
      return rows.map((r) => ({ type: r.type as EmailType, date: r.disabledAt }));
    },

    async setEmailEnabled(userId, type, enabled) {
      if (enabled) {
        await db
          .delete(disabledEmails)
          .where(and(eq(disabledEmails.userId, userId), eq(disabledEmails.type, type)));
      } else {
        await db
          .insert(disabledEmails)
          .values({ userId, type, disabledAt: clock.now() })
          .onConflictDoNothing();
      }
    },
  };
  return service;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The users row of a new person, with a new service number. */
function newUserRow(input: NewUser) {
  const serviceNumber = newServiceNumber();
  const email = input.email.trim().toLowerCase();
  const middleName = input.middleName ?? null;
  return {
    serviceNumber,
    email,
    givenName: input.givenName,
    familyName: input.familyName,
    middleName,
    searchText: searchTextOf({
      givenName: input.givenName,
      middleName,
      familyName: input.familyName,
      email,
      serviceNumber,
    }),
    birthDate: input.birthDate ?? null,
    gender: input.gender ?? null,
    phoneNumber: input.phoneNumber ?? null,
    locale: input.locale ?? 'en_US',
    customCompanyName: input.customCompanyName ?? null,
    streetAddress: input.address?.streetAddress ?? null,
    locality: input.address?.locality ?? null,
    postalCode: input.address?.postalCode ?? null,
    country: input.address?.country ?? null,
    region: input.address?.region ?? null,
  };
}

/** HP followed by eight digits; the unique constraint guards the rare collision. */
function newServiceNumber(): string {
  return `HP${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
