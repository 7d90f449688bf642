// A company snapshot of 100,000 passports (issue "Company snapshots", README of modules/snapshots): run by
// `npm run bench`, or alone with `npx tsx apps/server/bench/snapshot.bench.ts`. Uses the PostgreSQL of
// BENCH_DATABASE_URL when set (a throwaway database: the bench fills it), else a fresh embedded database.
// Timed figures live here, never in a test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { systemClock } from '../src/clock.js';
import { type DatabaseTarget, migrateDatabase, openDatabase } from '../src/db/database.js';
// The engine, the table and the job themselves (the modules' index files bring GraphQL SDL, which only the
// bundler and Vitest load).
import { colorOf, labelOf, positionOf, rounded } from '../src/modules/passports/results/engine.js';
import { REFERENCE_TABLE, REFERENCE_TABLE_VERSION } from '../src/modules/passports/results/referenceTable.js';
import type { PersonFacts, Result } from '../src/modules/passports/results/types.js';
import { computeSnapshot } from '../src/modules/snapshots/compute.js';

const PASSPORTS = Number(process.env.BENCH_PASSPORTS ?? 100_000);
/** Distinct result sets, each a real engine result array for a made-up person (as large as the real ones). */
const TEMPLATES = 64;
const RUNS = 3;

/** A small deterministic generator: the same figures every run. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The engine's results for one made-up person: each value somewhere on its drawn scale. */
function resultsFor(person: PersonFacts, random: () => number): Result[] {
  return REFERENCE_TABLE.map((range) => {
    const bands = range.bands(person);
    const value = rounded(bands.scale.min + random() * (bands.scale.max - bands.scale.min), range.decimals);
    return {
      id: range.id,
      value,
      unit: range.unit,
      color: colorOf(value, bands.colors),
      position: positionOf(value, bands.scale),
      bands,
      label: labelOf(value, bands.labels) ?? null,
      trend: 'WHITE_NEUTRAL',
      previousValue: null,
    } as Result;
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-bench-snapshot-'));
const target: DatabaseTarget = process.env.BENCH_DATABASE_URL
  ? { kind: 'postgres', url: process.env.BENCH_DATABASE_URL }
  : { kind: 'pglite', dataDir };
const database = await openDatabase(target);

try {
  await migrateDatabase(database);
  const { db } = database;
  const random = generator(2026);
  const templates = Array.from({ length: TEMPLATES }, (_, i) =>
    resultsFor({ sex: i % 2 ? 'Female' : 'Male', ageYears: 25 + (i % 40) }, random),
  );
  const filling = performance.now();
  await db.execute(sql`
    create table bench_templates (
      n int primary key, results jsonb not null, ids text[] not null, colors text[] not null, vals float8[] not null
    )`);
  for (const [n, results] of templates.entries()) {
    const ids = sql.raw(`array[${results.map((r) => `'${r.id}'`).join(',')}]::text[]`);
    const colors = sql.raw(`array[${results.map((r) => `'${r.color}'`).join(',')}]::text[]`);
    const values = sql.raw(`array[${results.map((r) => r.value).join(',')}]::float8[]`);
    await db.execute(
      sql`insert into bench_templates values (${n}, ${JSON.stringify(results)}::jsonb, ${ids}, ${colors}, ${values})`,
    );
  }
  const [company] = (
    (await db.execute(sql`
      insert into companies (name, customer_type, created_at) values ('Bench Corporation', 'B2B', now())
      returning id`)) as unknown as { rows: { id: string }[] }
  ).rows;
  const companyId = company!.id;
  const BATCH = 25_000;
  for (let from = 1; from <= PASSPORTS; from += BATCH) {
    const to = Math.min(PASSPORTS, from + BATCH - 1);
    await db.execute(sql`
      with people as (
        insert into users (service_number, email, given_name, family_name)
        select 'HPB' || lpad(g::text, 8, '0'), 'employee' || g || '@bench.example', 'Employee', 'No. ' || g
        from generate_series(${from}::int, ${to}::int) g
        returning id, service_number
      ), members as (
        insert into company_members (company_id, user_id, source, added_at)
        select ${companyId}, id, 'PACKAGE', now() from people
      )
      insert into health_passports (user_id, package_code, status, display_name, created_at, updated_at)
      select id, 'standard_performance_mind_b2b', 'COMPUTED', 'Standard Performance & Mind', now(), now()
      from people`);
  }
  await db.execute(sql`
    insert into passport_results (passport_id, table_version, data_version, results, flagged, result_ids,
      result_colors, result_values, computed_at)
    select p.id, ${REFERENCE_TABLE_VERSION}, 1, t.results, '[]'::jsonb, t.ids, t.colors, t.vals, now()
    from (select id, row_number() over (order by id) as n from health_passports) p
    join bench_templates t on t.n = p.n % ${TEMPLATES}`);
  // As on a database in use: statistics gathered and the rows' visibility settled by (auto)vacuum.
  await db.execute(sql`vacuum analyze`);
  const [size] = (
    (await db.execute(
      sql`select pg_size_pretty(pg_total_relation_size('passport_results')) as size`,
    )) as unknown as { rows: { size: string }[] }
  ).rows;
  console.log(
    `${PASSPORTS} passports (${REFERENCE_TABLE.length} results each, results ${size?.size}) in ` +
      `${((performance.now() - filling) / 1000).toFixed(1)} s (${database.kind})`,
  );

  const [snapshot] = (
    (await db.execute(sql`
      insert into snapshots (name, company_id, customer_type, created_at, updated_at)
      values ('Bench snapshot', ${companyId}, 'B2B', now(), now()) returning id`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  const results = {
    tableVersion: async () => REFERENCE_TABLE_VERSION,
    // Every passport has its results stored: the job never needs to compute one here.
    resultsFor: async () => {
      throw new Error('no passport should need its results computed');
    },
  };
  const timings: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await computeSnapshot({ db, clock: systemClock, results }, snapshot!.id);
    timings.push(performance.now() - started);
  }
  const [check] = (
    (await db.execute(sql`
      select status, (aggregate->>'population')::int as population from snapshots where id = ${snapshot!.id}`)) as unknown as {
      rows: { status: string; population: number }[];
    }
  ).rows;
  if (check?.status !== 'COMPUTED' || check.population !== PASSPORTS) {
    throw new Error(`the snapshot was not computed: ${JSON.stringify(check)}`);
  }
  console.log(
    `snapshot of ${PASSPORTS} passports: first ${(timings[0]! / 1000).toFixed(2)} s, ` +
      `recomputed ${timings
        .slice(1)
        .map((ms) => (ms / 1000).toFixed(2))
        .join(' s, ')} s (${database.kind})`,
  );
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
