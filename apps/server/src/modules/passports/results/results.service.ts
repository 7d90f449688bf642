import { calendarDateIn, PassportStatus } from '@health-passport/domain';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../../clock.js';
import type { Db, Tx } from '../../../db/database.js';
import { FormName, type FormDataService } from '../../formdata/index.js';
import type { UserRow, UsersService } from '../../users/index.js';
import { passportErrors } from '../passports.errors.js';
import type { PassportRow, PassportsService } from '../passports.service.js';
import { passportResults } from '../passports.tables.js';
import { computeResult, isFlagged } from './engine.js';
import type { FlaggedValue, PersonFacts, ReferenceRange, Result } from './types.js';

/** A passport's results for one version of its data and of the reference table. */
export interface PassportResults {
  passportId: string;
  tableVersion: string;
  /** The id of the newest measurement or questionnaire data item the results come from; 0 without any. */
  dataVersion: number;
  computedAt: Date;
  results: Result[];
  flagged: FlaggedValue[];
}

export interface ResultsService {
  /** The passport's results for its current data: the stored row when there is one, else computed and stored. */
  resultsFor(passportId: string): Promise<PassportResults>;
  /** Computes the passport's current results without storing them (reads outside any transaction). */
  compute(passportId: string): Promise<PassportResults>;
  /**
   * The results of a passport of a person with no earlier published passport, from values the caller holds (a
   * caller that stored the data of many new passports at once): what `compute` answers once they are stored.
   */
  computeFromValues(input: {
    passportId: string;
    user: Pick<UserRow, 'gender' | 'birthDate'>;
    /** Measurements and questionnaire answers. */
    items: Readonly<Record<string, string>>;
    measuredAt: Date;
    dataVersion: number;
  }): Promise<PassportResults>;
  /** Stores computed results in `tx`; a row already stored for the same key is kept. */
  store(tx: Tx, results: PassportResults | readonly PassportResults[]): Promise<void>;
  /** The reference table the results are computed against (names, units and sources of every range). */
  referenceTable(): Promise<readonly ReferenceRange[]>;
  /** The reference table's version: results are stored, and snapshots aggregated, per version. */
  tableVersion(): Promise<string>;
  /**
   * The data version of each of these passports (what `resultsFor` would answer for), by passport id, in one
   * query: results built from a passport stay the same while its data version and the table version do.
   */
  dataVersions(passportIds: readonly string[]): Promise<Map<string, number>>;
}

interface Deps {
  db: Db;
  clock: Clock;
  passports: PassportsService;
  formData: FormDataService;
  users: UsersService;
}

/**
 * The reference table, loaded on first use: its mind and lifestyle ranges score with the questionnaire module,
 * which reaches back into this module's index, so a static import would close a cycle at load time.
 */
const referenceTable = () => import('./referenceTable.js');

/** The forms whose values the results are computed from. */
const RESULT_FORMS = [FormName.MEASUREMENTS, FormName.QUESTIONNAIRE] as const;

/** Whole years from an ISO birth date to an ISO calendar date; null when either is unusable. */
export function ageOn(birthDate: string | null, day: string): number | null {
  const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate ?? '');
  const on = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!birth || !on) return null;
  const [, by, bm, bd] = birth.map(Number) as [number, number, number, number];
  const [, y, m, d] = on.map(Number) as [number, number, number, number];
  const age = y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
  return age >= 0 ? age : null;
}

export function personFacts(
  user: Pick<UserRow, 'gender' | 'birthDate'> | undefined,
  day: string,
): PersonFacts {
  const sex = user?.gender === 'Male' || user?.gender === 'Female' ? user.gender : null;
  return { sex, ageYears: ageOn(user?.birthDate ?? null, day) };
}

export function createResultsService({ db, clock, passports, formData, users }: Deps): ResultsService {
  /** Measurements merged with questionnaire answers; the keys of the two forms do not overlap. */
  const itemsOf = async (passportId: string) => ({
    ...(await formData.currentValues(passportId, FormName.MEASUREMENTS)),
    ...(await formData.currentValues(passportId, FormName.QUESTIONNAIRE)),
  });

  /** The person's newest PUBLISHED passport created before this one: the trends compare with it. */
  const previousOf = async (passport: PassportRow) => {
    const older = await passports.listForUser(passport.userId);
    return older.find(
      (p) =>
        p.id !== passport.id &&
        p.status === PassportStatus.PUBLISHED &&
        p.createdAt.getTime() < passport.createdAt.getTime(),
    );
  };

  const requirePassport = async (passportId: string) => {
    const passport = await passports.getById(passportId);
    if (!passport) throw passportErrors.passportNotFound();
    return passport;
  };

  const stored = async (passportId: string, dataVersion: number): Promise<PassportResults | undefined> => {
    const { REFERENCE_TABLE_VERSION } = await referenceTable();
    const [row] = await db
      .select()
      .from(passportResults)
      .where(
        and(
          eq(passportResults.passportId, passportId),
          eq(passportResults.tableVersion, REFERENCE_TABLE_VERSION),
          eq(passportResults.dataVersion, dataVersion),
        ),
      );
    if (!row) return undefined;
    return {
      passportId: row.passportId,
      tableVersion: row.tableVersion,
      dataVersion: row.dataVersion,
      computedAt: row.computedAt,
      results: row.results as Result[],
      flagged: row.flagged as FlaggedValue[],
    };
  };

  const resultsOf = async (
    passportId: string,
    items: Readonly<Record<string, string>>,
    person: PersonFacts,
    previousItems: Readonly<Record<string, string>> | undefined,
    dataVersion: number,
  ): Promise<PassportResults> => {
    const { REFERENCE_TABLE, REFERENCE_TABLE_VERSION } = await referenceTable();
    const results: Result[] = [];
    const flagged: FlaggedValue[] = [];
    for (const range of REFERENCE_TABLE) {
      const outcome = computeResult(range, items, person, previousItems);
      if (!outcome) continue;
      if (isFlagged(outcome)) flagged.push(outcome);
      else results.push(outcome);
    }
    return {
      passportId,
      tableVersion: REFERENCE_TABLE_VERSION,
      dataVersion,
      computedAt: clock.now(),
      results,
      flagged,
    };
  };

  const computeFor = async (passport: PassportRow, dataVersion: number): Promise<PassportResults> => {
    const [items, user, measuredAt, previous] = await Promise.all([
      itemsOf(passport.id),
      users.findById(passport.userId),
      formData.completedAt(passport.id, FormName.MEASUREMENTS),
      previousOf(passport),
    ]);
    // Age-dependent ranges use the age on the day of the measurement, not on the day someone looks.
    const person = personFacts(user, calendarDateIn(measuredAt ?? clock.now()));
    const previousItems = previous ? await itemsOf(previous.id) : undefined;
    return resultsOf(passport.id, items, person, previousItems, dataVersion);
  };

  const service: ResultsService = {
    async resultsFor(passportId) {
      const passport = await requirePassport(passportId);
      const dataVersion = await formData.newestItemId(passport.id, RESULT_FORMS);
      const cached = await stored(passport.id, dataVersion);
      if (cached) return cached;
      const computed = await computeFor(passport, dataVersion);
      await insert(db, computed);
      // A concurrent call may have stored the same key first: answer the stored row either way.
      return (await stored(passport.id, dataVersion)) ?? computed;
    },

    async compute(passportId) {
      const passport = await requirePassport(passportId);
      return computeFor(passport, await formData.newestItemId(passport.id, RESULT_FORMS));
    },

    computeFromValues: ({ passportId, user, items, measuredAt, dataVersion }) =>
      resultsOf(passportId, items, personFacts(user, calendarDateIn(measuredAt)), undefined, dataVersion),

    store: (tx, results) => insert(tx, results),

    referenceTable: async () => (await referenceTable()).REFERENCE_TABLE,

    tableVersion: async () => (await referenceTable()).REFERENCE_TABLE_VERSION,

    dataVersions: (passportIds) => formData.newestItemIds(passportIds, RESULT_FORMS),
  };
  return service;
}

/** One statement, so a cache fill needs no transaction of its own. */
async function insert(q: Db | Tx, results: PassportResults | readonly PassportResults[]): Promise<void> {
  const all = 'passportId' in results ? [results] : results;
  if (all.length === 0) return;
  await q
    .insert(passportResults)
    .values(
      all.map((one) => ({
        passportId: one.passportId,
        tableVersion: one.tableVersion,
        dataVersion: one.dataVersion,
        results: one.results,
        flagged: one.flagged,
        resultIds: one.results.map((result) => result.id),
        resultColors: one.results.map((result) => result.color),
        resultValues: one.results.map((result) => result.value),
        computedAt: one.computedAt,
      })),
    )
    .onConflictDoNothing();
}
