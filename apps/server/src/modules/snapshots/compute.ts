import { SNAPSHOT_MIN_SUMMARY_PASSPORTS, SnapshotStatus } from '@health-passport/domain';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { ResultsService } from '../passports/index.js';
import {
  aggregatePopulation,
  changedPeoplePerResult,
  populationDifferences,
  selectPopulation,
  storePopulation,
  type SnapshotAggregate,
} from './aggregation.js';
import { differenceAllowed, heldBackResults } from './privacy.js';
import { snapshots } from './snapshots.tables.js';

/** Why a computation refused; stored with the snapshot and told in the reader's language. */
export type NotComputedReason =
  { code: 'tooFewPassports'; min: number } | { code: 'tooFewChanges'; min: number; otherSnapshot: string };

interface ComputeDeps {
  db: Db;
  clock: Clock;
  results: Pick<ResultsService, 'tableVersion' | 'resultsFor'>;
}

/**
 * The job `snapshots.compute` (README "Aggregation", "Privacy"): counts the company's current population into
 * the snapshot, in one transaction that locks its row, or stores why it may not.
 */
export async function computeSnapshot(
  { db, clock, results }: ComputeDeps,
  snapshotId: string,
): Promise<void> {
  const [row] = await db.select().from(snapshots).where(eq(snapshots.id, snapshotId));
  if (!row) return;
  const tableVersion = await results.tableVersion();
  await refreshStaleResults(db, results, row.companyId, tableVersion);
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(snapshots).where(eq(snapshots.id, snapshotId)).for('update');
    if (!locked) return;
    const min = Math.max(locked.minSummaryPassports, SNAPSHOT_MIN_SUMMARY_PASSPORTS);
    const population = await selectPopulation(tx, locked.companyId, tableVersion);
    if (population < min) {
      // Nothing of a company this small is kept: an earlier aggregate of more people goes too.
      await tx
        .update(snapshots)
        .set({
          status: SnapshotStatus.CREATED,
          aggregate: null,
          tableVersion: null,
          computedAt: null,
          notComputedReason: { code: 'tooFewPassports', min } satisfies NotComputedReason,
          updatedAt: clock.now(),
        })
        .where(eq(snapshots.id, snapshotId));
      await tx.execute(sql`delete from snapshot_people where snapshot_id = ${snapshotId}`);
      return;
    }
    const heldBack = new Set<string>();
    let samePeopleAsBefore = false;
    for (const other of await populationDifferences(tx, locked.companyId, snapshotId)) {
      if (other.snapshotId === snapshotId && other.changedPeople === 0) samePeopleAsBefore = true;
      const otherMin = Math.max(other.minSummaryPassports, min);
      if (!differenceAllowed(other.changedPeople, otherMin)) {
        // What was shown before stays: it was safe, and the new numbers are not.
        const reason: NotComputedReason = { code: 'tooFewChanges', min: otherMin, otherSnapshot: other.name };
        await tx
          .update(snapshots)
          .set({ notComputedReason: reason, updatedAt: clock.now() })
          .where(eq(snapshots.id, snapshotId));
        return;
      }
      if (other.changedPeople === 0) continue;
      // Enough people changed in all, but perhaps not among those with a given result: that row waits.
      const changedPerResult = await changedPeoplePerResult(tx, other, tableVersion);
      for (const resultId of heldBackResults(changedPerResult, otherMin)) heldBack.add(resultId);
    }
    // A recomputation counting the same people with the same data keeps the stored population as it is.
    if (!samePeopleAsBefore) await storePopulation(tx, snapshotId);
    const aggregate: SnapshotAggregate = {
      ...(await aggregatePopulation(tx, snapshotId, tableVersion, population)),
      heldBack: [...heldBack].sort(),
    };
    await tx
      .update(snapshots)
      .set({
        aggregate,
        tableVersion,
        computedAt: clock.now(),
        notComputedReason: null,
        status: locked.status === SnapshotStatus.CREATED ? SnapshotStatus.COMPUTED : locked.status,
        updatedAt: clock.now(),
      })
      .where(eq(snapshots.id, snapshotId));
  });
}

/**
 * Results are cached per reference table version and filled on first read: after a new table version, the
 * company's newest passports get theirs computed before the aggregation counts them.
 */
async function refreshStaleResults(
  db: Db,
  results: Pick<ResultsService, 'resultsFor'>,
  companyId: string,
  tableVersion: string,
): Promise<void> {
  const stale = (await db.execute(sql`
    select p.id from (
      select distinct on (p.user_id) p.id
      from company_members m
      join health_passports p on p.user_id = m.user_id and p.status in ('COMPUTED', 'PUBLISHED')
      where m.company_id = ${companyId}
      order by p.user_id, p.created_at desc
    ) p
    where not exists (
      select 1 from passport_results r where r.passport_id = p.id and r.table_version = ${tableVersion}
    )`)) as unknown as { rows: { id: string }[] };
  for (const { id } of stale.rows) await results.resultsFor(id);
}
