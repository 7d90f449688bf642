import { validateSubmission, type FormGroup, type FormValues } from '@health-passport/form-engine';
import { and, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { ChangeFeed, KeptReads } from '../../db/changeFeed.js';
import type { Db, Tx } from '../../db/database.js';
import type { Instrument } from './definitions.js';
import { formDataErrors, MAX_ITEMS_PER_SAVE, MAX_VALUE_LENGTH, type FormError } from './formdata.errors.js';
import { dataItems, formCompletions } from './formdata.tables.js';

/** The forms whose answers are stored as data items. */
export const FormName = Object.freeze({
  QUESTIONNAIRE: 'questionnaire',
  RIVM_CONSENT: 'rivm_consent',
  MEASUREMENTS: 'measurements',
} as const);
export type FormName = (typeof FormName)[keyof typeof FormName];

/** One value to append. */
export interface NewDataItem {
  dataKey: string;
  dataValue: string;
  instrument?: Instrument;
}

/** One saved value (forms-api history). */
export interface HistoryEntry {
  dataKey: string;
  dataValue: string;
  form: FormName;
  instrument: string | null;
  instrumentVersion: string | null;
  savedBy: string | null;
  savedAt: Date;
}

export interface SubmitInput {
  passportId: string;
  form: FormName;
  /** The form's definition in any language (keys and rules do not depend on it). */
  definition: readonly FormGroup[];
  /** The request body, unchecked: validated here with the form engine. */
  items: unknown;
  /** The keys this caller may save; others answer 403. */
  editableKeys: ReadonlySet<string>;
  savedBy: string;
  instrumentOf?: (dataKey: string) => Instrument | undefined;
  /**
   * Further rules of one form on the accepted values (e.g. an upload must exist), given the values stored before
   * the save; errors refuse the save.
   */
  check?: (
    values: Readonly<Record<string, string>>,
    tx: Tx,
    current: Readonly<Record<string, string>>,
  ) => Promise<FormError[]>;
}

export interface SubmitResult {
  /** The current values after the save. */
  values: Record<string, string>;
  /** Keys whose value changed and got a new row. */
  changedKeys: string[];
  /** Keys of switched-off fields whose values were dropped (form engine `ignoredKeys`). */
  ignoredKeys: string[];
  /** Every enabled required field of the whole form is answered. */
  complete: boolean;
}

export interface FormDataService {
  /** The current value of every key of one form of a passport (the newest row per key). */
  currentValues(passportId: string, form: FormName, tx?: Tx): Promise<Record<string, string>>;
  /** Appends one row per item, all with the same time and author. */
  append(
    tx: Tx,
    input: { passportId: string; form: FormName; items: readonly NewDataItem[]; savedBy: string },
  ): Promise<void>;
  /**
   * Validates a save with the form engine against the stored answers, refuses it whole (400/403 with the
   * failing keys) or appends the changed values. Runs inside the caller's transaction.
   */
  submit(tx: Tx, input: SubmitInput): Promise<SubmitResult>;
  /**
   * `submit` for one form of many passports that have no values of it yet (people imported at once, the demo's
   * companies): each checked as `submit` checks it, all appended in one statement. Answers each passport's result
   * and the id of its newest data item after the save.
   */
  submitNew(tx: Tx, inputs: readonly SubmitInput[]): Promise<(SubmitResult & { newestItemId: number })[]>;
  /** Every saved value of a passport (or one key), newest first. */
  history(passportId: string, options?: { dataKey?: string; limit?: number }): Promise<HistoryEntry[]>;
  /** Records the first completion of a form; true only for the call that recorded it. */
  markCompleted(tx: Tx, passportId: string, form: FormName, by: string): Promise<boolean>;
  /** markCompleted for many passports in one statement. */
  markCompletedMany(
    tx: Tx,
    completions: readonly { passportId: string; form: FormName; by: string }[],
  ): Promise<void>;
  completedAt(passportId: string, form: FormName): Promise<Date | undefined>;
  /** When each form of these passports was completed, by passport id (one query for a person's journey). */
  completionsFor(passportIds: readonly string[]): Promise<Map<string, ReadonlyMap<FormName, Date>>>;
  /** The id of the newest data item of these forms of a passport (ids only grow); 0 without any. */
  newestItemId(passportId: string, forms: readonly FormName[]): Promise<number>;
  /** newestItemId of each of these passports, by passport id (one query). */
  newestItemIds(passportIds: readonly string[], forms: readonly FormName[]): Promise<Map<string, number>>;
}

/** Whether every enabled required field of the form has a valid answer (the engine's final-submit check). */
export function isFormComplete(definition: readonly FormGroup[], values: FormValues): boolean {
  return validateSubmission(definition, [], { currentValues: values, requireComplete: true }).ok;
}

/** The rows of appended values, all with the same time and author. */
function rowsOf(
  {
    passportId,
    form,
    items,
    savedBy,
  }: { passportId: string; form: FormName; items: readonly NewDataItem[]; savedBy: string },
  savedAt: Date,
) {
  return items.map((item) => ({
    passportId,
    form,
    dataKey: item.dataKey,
    dataValue: item.dataValue,
    instrument: item.instrument?.code ?? null,
    instrumentVersion: item.instrument?.version ?? null,
    savedBy,
    savedAt,
  }));
}

/**
 * Checks a save against the passport's current values with the form engine (and the form's own rules), refusing
 * it whole; answers the result and the changed values to append.
 */
async function accepted(
  input: SubmitInput,
  current: Record<string, string>,
  tx: Tx,
): Promise<{ result: SubmitResult; changed: NewDataItem[] }> {
  const items = input.items;
  if (!Array.isArray(items)) throw formDataErrors.notAList();
  if (items.length > MAX_ITEMS_PER_SAVE) throw formDataErrors.tooManyItems();
  const tooLong: FormError[] = items.flatMap((item: unknown) => {
    const { dataKey, dataValue } = (item ?? {}) as Record<string, unknown>;
    return typeof dataValue === 'string' && dataValue.length > MAX_VALUE_LENGTH
      ? [{ dataKey: typeof dataKey === 'string' ? dataKey : '', code: 'invalidItem' as const }]
      : [];
  });
  if (tooLong.length > 0) throw formDataErrors.rejected(tooLong);

  const result = validateSubmission(input.definition, items, {
    editableKeys: input.editableKeys,
    currentValues: current,
  });
  if (!result.ok) throw formDataErrors.rejected(result.errors);
  const extra = (await input.check?.(result.values, tx, current)) ?? [];
  if (extra.length > 0) throw formDataErrors.rejected(extra);

  // Only changed values get a row: re-sending a page does not bury the history under copies.
  const changed = Object.entries(result.values).filter(([key, value]) => (current[key] ?? '') !== value);
  const values = { ...current, ...result.values };
  return {
    result: {
      values,
      changedKeys: changed.map(([key]) => key),
      ignoredKeys: result.ignoredKeys,
      complete: isFormComplete(input.definition, values),
    },
    changed: changed.map(([dataKey, dataValue]) => ({
      dataKey,
      dataValue,
      instrument: input.instrumentOf?.(dataKey),
    })),
  };
}

/** Passports whose completions, and newest data item per combination of forms, an instance keeps. */
const KEPT_PASSPORTS = 10_000;

/**
 * `changes`: the database's announcements; with them, each passport's completed forms and newest data item id are
 * kept in memory until the database announces a change of that passport's data.
 */
export function createFormDataService(db: Db, clock: Clock, changes?: ChangeFeed): FormDataService {
  const keptCompletions = changes?.keep<ReadonlyMap<FormName, Date>>('form_completions.passport_id', {
    max: KEPT_PASSPORTS,
  });
  const keptNewest = new Map<string, KeptReads<number>>();
  // Callers name their forms with one constant array each: found by that array before its sorted names.
  const keptByArray = new WeakMap<readonly FormName[], KeptReads<number>>();
  const keptNewestOf = (forms: readonly FormName[]) => {
    if (!changes) return undefined;
    const known = keptByArray.get(forms);
    if (known) return known;
    const key = [...forms].sort().join(' ');
    let kept = keptNewest.get(key);
    if (!kept)
      keptNewest.set(key, (kept = changes.keep<number>('data_items.passport_id', { max: KEPT_PASSPORTS })));
    keptByArray.set(forms, kept);
    return kept;
  };
  const service: FormDataService = {
    async currentValues(passportId, form, tx) {
      const rows = await (tx ?? db)
        .selectDistinctOn([dataItems.dataKey], { dataKey: dataItems.dataKey, dataValue: dataItems.dataValue })
        .from(dataItems)
        .where(and(eq(dataItems.passportId, passportId), eq(dataItems.form, form)))
        .orderBy(dataItems.dataKey, desc(dataItems.savedAt), desc(dataItems.id));
      return Object.fromEntries(rows.map((r) => [r.dataKey, r.dataValue]));
    },

    async append(tx, { passportId, form, items, savedBy }) {
      if (items.length === 0) return;
      await tx.insert(dataItems).values(rowsOf({ passportId, form, items, savedBy }, clock.now()));
    },

    async submit(tx, input) {
      const current = await service.currentValues(input.passportId, input.form, tx);
      const { result, changed } = await accepted(input, current, tx);
      await service.append(tx, {
        passportId: input.passportId,
        form: input.form,
        savedBy: input.savedBy,
        items: changed,
      });
      return result;
    },

    async submitNew(tx, inputs) {
      const checked: Awaited<ReturnType<typeof accepted>>[] = [];
      for (const input of inputs) checked.push(await accepted(input, {}, tx));
      const savedAt = clock.now();
      const rows = inputs.flatMap((input, i) => rowsOf({ ...input, items: checked[i]!.changed }, savedAt));
      const newest = new Map<string, number>();
      if (rows.length === 0) return inputs.map((_, i) => ({ ...checked[i]!.result, newestItemId: 0 }));
      // Column by column through unnest: thousands of rows in a few array parameters, which both databases parse
      // far faster than a VALUES list with a parameter per cell.
      const column = (key: Exclude<keyof (typeof rows)[number], 'savedAt'>) =>
        sql.param(rows.map((row) => row[key]));
      const inserted = (await tx.execute(sql`
        insert into ${dataItems}
          (passport_id, form, data_key, data_value, instrument, instrument_version, saved_by, saved_at)
        select *, ${sql.param(savedAt.toISOString())}::timestamptz
        from unnest(${column('passportId')}::uuid[], ${column('form')}::text[], ${column('dataKey')}::text[],
          ${column('dataValue')}::text[], ${column('instrument')}::text[], ${column('instrumentVersion')}::text[],
          ${column('savedBy')}::uuid[])
        returning id, passport_id`)) as unknown as { rows: { id: number | string; passport_id: string }[] };
      for (const { id, passport_id: passportId } of inserted.rows)
        newest.set(passportId, Math.max(newest.get(passportId) ?? 0, Number(id)));
      return inputs.map((input, i) => ({
        ...checked[i]!.result,
        newestItemId: newest.get(input.passportId) ?? 0,
      }));
    },

    async history(passportId, { dataKey, limit = 2000 } = {}) {
      const rows = await db
        .select()
        .from(dataItems)
        .where(
          dataKey === undefined
            ? eq(dataItems.passportId, passportId)
            : and(eq(dataItems.passportId, passportId), eq(dataItems.dataKey, dataKey)),
        )
        .orderBy(desc(dataItems.savedAt), desc(dataItems.id))
        .limit(limit);
      return rows.map((r) => ({
        dataKey: r.dataKey,
        dataValue: r.dataValue,
        form: r.form as FormName,
        instrument: r.instrument,
        instrumentVersion: r.instrumentVersion,
        savedBy: r.savedBy,
        savedAt: r.savedAt,
      }));
    },

    async markCompleted(tx, passportId, form, by) {
      const inserted = await tx
        .insert(formCompletions)
        .values({ passportId, form, completedAt: clock.now(), completedBy: by })
        .onConflictDoNothing()
        .returning({ passportId: formCompletions.passportId });
      return inserted.length > 0;
    },

    async markCompletedMany(tx, completions) {
      if (completions.length === 0) return;
      const completedAt = clock.now();
      await tx
        .insert(formCompletions)
        .values(
          completions.map(({ passportId, form, by }) => ({ passportId, form, completedAt, completedBy: by })),
        )
        .onConflictDoNothing();
    },

    async completedAt(passportId, form) {
      const [row] = await db
        .select({ completedAt: formCompletions.completedAt })
        .from(formCompletions)
        .where(and(eq(formCompletions.passportId, passportId), eq(formCompletions.form, form)));
      return row?.completedAt;
    },

    async completionsFor(passportIds) {
      if (passportIds.length === 0) return new Map();
      const read = async (ids: string[]) => {
        const byPassport = new Map<string, Map<FormName, Date>>(ids.map((id) => [id, new Map()]));
        const rows = await db
          .select({
            passportId: formCompletions.passportId,
            form: formCompletions.form,
            completedAt: formCompletions.completedAt,
          })
          .from(formCompletions)
          .where(inArray(formCompletions.passportId, ids));
        for (const row of rows) byPassport.get(row.passportId)?.set(row.form as FormName, row.completedAt);
        return byPassport as Map<string, ReadonlyMap<FormName, Date>>;
      };
      return keptCompletions ? keptCompletions.getMany(passportIds, read) : read([...passportIds]);
    },

    async newestItemId(passportId, forms) {
      if (forms.length === 0) return 0;
      const [row] = await db
        .select({ id: max(dataItems.id) })
        .from(dataItems)
        .where(and(eq(dataItems.passportId, passportId), inArray(dataItems.form, [...forms])));
      return Number(row?.id ?? 0);
    },

    async newestItemIds(passportIds, forms) {
      const newest = new Map<string, number>(passportIds.map((id) => [id, 0]));
      if (passportIds.length === 0 || forms.length === 0) return newest;
      const read = async (ids: string[]) => {
        const found = new Map<string, number>(ids.map((id) => [id, 0]));
        const rows = await db
          .select({ passportId: dataItems.passportId, id: max(dataItems.id) })
          .from(dataItems)
          .where(and(inArray(dataItems.passportId, ids), inArray(dataItems.form, [...forms])))
          .groupBy(dataItems.passportId);
        for (const row of rows) found.set(row.passportId, Number(row.id ?? 0));
        return found;
      };
      const kept = keptNewestOf(forms);
      for (const [id, version] of kept ? await kept.getMany(passportIds, read) : await read([...passportIds]))
        newest.set(id, version);
      return newest;
    },
  };
  return service;
}
