import { getTableColumns, inArray, or, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import * as schema from '../../db/schema.js';
import { EXPORTED_TABLES } from './exportedTables.js';
import { tablesAboutAPerson } from './personTables.js';

/** One exported row: its columns by their names in the database, except those the declaration omits. */
export type ExportedRow = Record<string, unknown>;

export interface CollectedData {
  /** Every exported table, each with the person's rows (possibly none). */
  tables: Record<string, ExportedRow[]>;
  /** The tables deliberately left out, each with why. */
  notExported: Record<string, string>;
  /** Columns left out of exported tables, each with why. */
  omittedColumns: Record<string, Record<string, string>>;
}

const TABLES_BY_NAME = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => [getTableConfig(table).name, table] as const),
);

/**
 * Everything held about a person, table by table, as `EXPORTED_TABLES` declares it. Read-only and straight from
 * the tables (the export must show what is stored, not what a service chooses to tell). A table linked through
 * another (measurements through the person's passports) is read once that table's rows are known.
 */
export async function collectPersonalData(db: Db, personId: string): Promise<CollectedData> {
  const links = tablesAboutAPerson();
  const tables: Record<string, ExportedRow[]> = {};
  const notExported: Record<string, string> = {};
  const omittedColumns: Record<string, Record<string, string>> = {};
  /** The ids of the person's rows per table read so far; `users` is the person. */
  const ids = new Map<string, string[]>([['users', [personId]]]);

  const pending = Object.entries(EXPORTED_TABLES).filter(([name, how]) => {
    if (how.how === 'notExported') notExported[name] = how.why;
    return how.how === 'rows' && TABLES_BY_NAME.has(name);
  });
  while (pending.length > 0) {
    const index = pending.findIndex(([name, how]) =>
      how.how === 'rows' ? how.by.every((column) => ids.has(referenceOf(links, name, column))) : false,
    );
    if (index < 0) throw new Error(`Export: no order reads ${pending.map(([name]) => name).join(', ')}`);
    const [[name, how]] = pending.splice(index, 1) as [[string, (typeof pending)[number][1]]];
    if (how.how !== 'rows') continue;
    const table = TABLES_BY_NAME.get(name)!;
    const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
    const columnNamed = (dbName: string) => columns.find(([, column]) => column.name === dbName)?.[1];
    const conditions = how.by.flatMap((dbName): SQL[] => {
      const column = dbName === 'id' && name === 'users' ? columnNamed('id') : columnNamed(dbName);
      const values = ids.get(referenceOf(links, name, dbName)) ?? [];
      return column && values.length > 0 ? [inArray(column, values)] : [];
    });
    const rows =
      conditions.length > 0
        ? await db
            .select()
            .from(table)
            .where(or(...conditions))
        : [];
    const omit = how.omit ?? {};
    tables[name] = rows.map((row) =>
      Object.fromEntries(
        columns
          .filter(([, column]) => !(column.name in omit))
          .map(([key, column]) => [column.name, (row as Record<string, unknown>)[key]]),
      ),
    );
    if (how.omit) omittedColumns[name] = { ...how.omit };
    const idColumn = columns.find(([, column]) => column.name === 'id');
    if (idColumn)
      ids.set(
        name,
        rows.map((row) => String((row as Record<string, unknown>)[idColumn[0]])),
      );
  }
  return { tables, notExported, omittedColumns };
}

/** The table a link column points at: `users` for the person's own id column. */
function referenceOf(links: ReturnType<typeof tablesAboutAPerson>, table: string, column: string): string {
  if (table === 'users' && column === 'id') return 'users';
  const link = links.get(table)?.find((candidate) => candidate.column === column);
  if (!link) throw new Error(`Export: ${table}.${column} is not a link to a person`);
  return link.references;
}
