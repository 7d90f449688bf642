import { RESULT_COLORS, type ResultColor } from '@health-passport/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.js';
import type { ColourCounts } from './privacy.js';

/**
 * The aggregation of a company's passports (README "Aggregation"): per result of the results engine, how many
 * people are in each colour band and the sum of their values, counted in SQL over the stored results, so no
 * passport is loaded into memory. The colours are the engine's own, stored with every passport's results.
 */

/** The raw counts of one result across the company (never answered as they are: see privacy.ts). */
export interface ResultAggregate {
  counts: ColourCounts;
  /** The sum of the values, for the average. */
  sum: number;
}

export interface SnapshotAggregate {
  tableVersion: string;
  /** People counted: members with a COMPUTED or PUBLISHED passport whose results are stored. */
  population: number;
  results: Record<string, ResultAggregate>;
  /**
   * Results shown by an earlier snapshot of the company whose people with that result changed by fewer than the
   * minimum since: the difference would describe them, so these rows show no number.
   */
  heldBack?: string[];
}

/** An earlier snapshot of the same company and how many of its people differ from the new population. */
export interface PopulationDifference {
  snapshotId: string;
  name: string;
  minSummaryPassports: number;
  tableVersion: string | null;
  changedPeople: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Fills the transaction's candidate table: for every member of the company, their newest COMPUTED or PUBLISHED
 * passport and that passport's newest results at the table version. Dropped at commit.
 */
export async function selectPopulation(tx: Tx, companyId: string, tableVersion: string): Promise<number> {
  await tx.execute(sql`
    create temp table snapshot_population on commit drop as
    select distinct on (p.user_id) p.user_id, p.id as passport_id, r.data_version
    from company_members m
    join health_passports p on p.user_id = m.user_id and p.status in ('COMPUTED', 'PUBLISHED')
    join passport_results r on r.passport_id = p.id and r.table_version = ${tableVersion}
    where m.company_id = ${companyId}
    order by p.user_id, p.created_at desc, r.data_version desc`);
  const [row] = rowsOf<{ population: number }>(
    await tx.execute(sql`select count(*)::int as population from snapshot_population`),
  );
  return row?.population ?? 0;
}

/** The people of every other computed snapshot of the company that are not counted the same way now. */
export async function populationDifferences(
  tx: Tx,
  companyId: string,
  snapshotId: string,
): Promise<PopulationDifference[]> {
  const rows = rowsOf<{
    snapshot_id: string;
    name: string;
    min_summary_passports: number;
    table_version: string | null;
    changed_people: number;
  }>(
    await tx.execute(sql`
      select s.id as snapshot_id, s.name, s.min_summary_passports, s.table_version,
        (select count(distinct d.user_id)::int from (
          (select user_id, passport_id, data_version from snapshot_population
            except select user_id, passport_id, data_version from snapshot_people where snapshot_id = s.id)
          union all
          (select user_id, passport_id, data_version from snapshot_people where snapshot_id = s.id
            except select user_id, passport_id, data_version from snapshot_population)
        ) d) as changed_people
      from snapshots s
      where s.company_id = ${companyId} and (s.aggregate is not null or s.id = ${snapshotId})
        and exists (select 1 from snapshot_people sp where sp.snapshot_id = s.id)`),
  );
  return rows.map((row) => ({
    snapshotId: row.snapshot_id,
    name: row.name,
    minSummaryPassports: row.min_summary_passports,
    tableVersion: row.table_version,
    changedPeople: row.changed_people,
  }));
}

/**
 * Per result, how many people with that result (in either snapshot) are counted differently by the new
 * population than by the earlier snapshot: joined, left, or counted with other data.
 */
export async function changedPeoplePerResult(
  tx: Tx,
  other: Pick<PopulationDifference, 'snapshotId' | 'tableVersion'>,
  tableVersion: string,
): Promise<Map<string, number>> {
  const rows = rowsOf<{ id: string; changed: number }>(
    await tx.execute(sql`
      with changed as (
        (select user_id, passport_id, data_version, ${tableVersion}::text as table_version from snapshot_population
          except select user_id, passport_id, data_version, ${tableVersion}::text from snapshot_people
          where snapshot_id = ${other.snapshotId})
        union all
        (select user_id, passport_id, data_version, ${other.tableVersion ?? tableVersion}::text from snapshot_people
          where snapshot_id = ${other.snapshotId}
          except select user_id, passport_id, data_version, ${other.tableVersion ?? tableVersion}::text
          from snapshot_population)
      )
      select e.id, count(distinct c.user_id)::int as changed
      from changed c
      join passport_results r on r.passport_id = c.passport_id and r.table_version = c.table_version
        and r.data_version = c.data_version
      cross join lateral unnest(r.result_ids) e(id)
      group by 1`),
  );
  return new Map(rows.map((row) => [row.id, row.changed]));
}

/**
 * Counts the snapshot's stored population (`storePopulation` first) per result and colour band. It reads the
 * results' id, colour and value arrays from a regular table, so PostgreSQL can share the work among workers.
 */
export async function aggregatePopulation(
  tx: Tx,
  snapshotId: string,
  tableVersion: string,
  population: number,
): Promise<SnapshotAggregate> {
  const rows = rowsOf<{ id: string; color: string; people: number; total: number | null }>(
    await tx.execute(sql`
      select e.id, e.color, count(*)::int as people, sum(e.value) as total
      from snapshot_people c
      join passport_results r
        on r.passport_id = c.passport_id and r.table_version = ${tableVersion} and r.data_version = c.data_version
      cross join lateral unnest(r.result_ids, r.result_colors, r.result_values) e(id, color, value)
      where c.snapshot_id = ${snapshotId}
      group by 1, 2`),
  );
  const results: Record<string, ResultAggregate> = {};
  for (const row of rows) {
    if (!RESULT_COLORS.includes(row.color as ResultColor)) continue;
    const entry = (results[row.id] ??= { counts: { red: 0, orange: 0, yellow: 0, green: 0 }, sum: 0 });
    (entry.counts as Record<ResultColor, number>)[row.color as ResultColor] = row.people;
    entry.sum += Number(row.total ?? 0);
  }
  return { tableVersion, population, results };
}

/** Keeps the population with the snapshot (replacing the one of its previous computation). */
export async function storePopulation(tx: Tx, snapshotId: string): Promise<void> {
  await tx.execute(sql`delete from snapshot_people where snapshot_id = ${snapshotId}`);
  await tx.execute(sql`
    insert into snapshot_people (snapshot_id, user_id, passport_id, data_version)
    select ${snapshotId}, user_id, passport_id, data_version from snapshot_population`);
  // The planner's row counts for the aggregation that reads them next (a bulk load leaves them stale, and a
  // nested loop over 100,000 passports is ten times slower than the hash join).
  await tx.execute(sql`analyze snapshot_people`);
}
