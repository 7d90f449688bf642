// The individuals search on a million people (passport-and-professional §2.2): run by `npm run bench`, or alone
// with `npx tsx apps/server/bench/usersSearch.bench.ts`. Uses the PostgreSQL of BENCH_DATABASE_URL when set
// (a throwaway database: the bench fills it), else a fresh embedded database in a temporary directory.
// Timed figures live here, never in a test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Role, USERS_PAGE_SIZE } from '@health-passport/domain';
import { eq, sql } from 'drizzle-orm';
import { type DatabaseTarget, migrateDatabase, openDatabase } from '../src/db/database.js';
// The service and the search form themselves (the module's index brings its GraphQL SDL, which only the
// bundler and Vitest load).
import { toSearchForm } from '../src/modules/users/searchText.js';
import { createUsersService, type ConsumerSearch } from '../src/modules/users/users.service.js';
import { users as usersTable } from '../src/modules/users/users.tables.js';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 1_000_000);
const BATCH = 100_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);

// 60 given names and 1,600 family names (stems, endings and Dutch prefixes): a name is shared by about ten
// people in a million, a given name by one in sixty, as in a real population.
const GIVEN = (
  'Anna Bram Cees Daan Emma Zoë Renée Noël Sanne Thijs Fleur Jürgen Lotte Sem Julia Lucas Mila Finn Tess Levi ' +
  'Sophie Noah Saar Luuk Eva Jesse Nina Milan Lieke Ruben Iris Thomas Femke Stijn Roos Bas Maud Gijs Elif Mehmet ' +
  'Aïcha Youssef Chloë Björn Søren Zoltán Ines José Li Wei Priya Arjun Fatma Hüseyin Anouk Joël Maël Hélène Agnès Ruud'
).split(' ');
const STEMS = ['Jans', 'Bak', 'Vis', 'Sm', 'Mül', 'Dek', 'Bos', 'Mee', 'Hoek', 'Dijk'];
const ENDINGS = ['sen', 'ker', 'ser', 'it', 'ler', 'ma', 'stra', 'hof', 'man', 'türk'];
const MORE_STEMS = ['Öz', 'Ång', 'Çel', 'Lam', 'Gro', 'Wil', 'Kui', 'Ver', 'Brou', 'Pe'];
const MORE_ENDINGS = ['ström', 'ik', 'berg', 'kamp', 'veld', 'huis', 'meer', 'broek', 'wijk', 'ters'];
const PREFIXES = ['', 'de ', 'van ', 'van der '];
const FAMILY = PREFIXES.flatMap((prefix) =>
  [...STEMS, ...MORE_STEMS].flatMap((stem) =>
    [...ENDINGS, ...MORE_ENDINGS].map((end) => prefix + stem + end),
  ),
);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-bench-users-'));
const target: DatabaseTarget = process.env.BENCH_DATABASE_URL
  ? { kind: 'postgres', url: process.env.BENCH_DATABASE_URL }
  : { kind: 'pglite', dataDir };
const database = await openDatabase(target);

/** A fixed sequence of pseudo-random numbers, so two runs ask the same questions. */
let seed = 19;
function random(below: number): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed % below;
}
const pick = <T>(list: readonly T[]): T => list[random(list.length)]!;

/**
 * Runs `work` RUNS times, each with the next of its searches (varied, so one cached answer does not flatter
 * it), after a few runs to warm up, and prints the median and the 95th percentile.
 */
async function measure(name: string, work: (run: number) => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await work(i);
  const latencies: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work(i);
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  console.log(
    `${name.padEnd(44)} p50 ${p(0.5).toFixed(1).padStart(6)} ms  p95 ${p(0.95).toFixed(1).padStart(6)} ms`,
  );
}

try {
  await migrateDatabase(database);
  const { db } = database;
  // A PostgreSQL filled by an earlier run is searched again as it is (filling takes minutes).
  const lastServiceNumber = `HP${String(PEOPLE).padStart(8, '0')}`;
  const filled = await db
    .select({ id: usersTable.id })
    .from(usersTable)
    .where(eq(usersTable.serviceNumber, lastServiceNumber));
  if (filled.length === 0) await fill();
  else console.log(`${PEOPLE} people already there (${database.kind})`);
  // As autovacuum leaves a table at rest: statistics, and the visibility map that index-only scans need.
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze user_groups`);
  await db.execute(sql`vacuum analyze user_search_words`);
  await db.execute(sql`vacuum analyze search_words`);

  const users = createUsersService(db);
  const search = (text: string, page = 0) =>
    users.searchConsumers({ text, page, limit: USERS_PAGE_SIZE } satisfies ConsumerSearch);
  // Person g is GIVEN[g % 60] FAMILY[(g / 60) % 1600], person{g}@bench.example, HP{g as eight digits}.
  const person = () => 1 + random(PEOPLE);
  const longGiven = GIVEN.map(toSearchForm).filter((name) => name.length >= 4);
  const starts = [...new Set([...GIVEN, ...FAMILY].map((name) => toSearchForm(name).slice(0, 2)))];
  await measure('no search, first page', () => search(''));
  await measure('no search, pages 990-1010', () => search('', 990 + random(21)));
  await measure('a given name (1 in 60: "zoe", "anna")', () => search(pick(longGiven)));
  await measure('a full name ("zoe ozturk")', () => {
    const g = person();
    return search(`${GIVEN[g % GIVEN.length]} ${FAMILY[Math.floor(g / GIVEN.length) % FAMILY.length]}`);
  });
  await measure('a family name ("van der bakker")', () => search(pick(FAMILY)));
  await measure('an e-mail ("person123456")', () => search(`person${person()}`));
  await measure('a service number ("hp00765432")', () => search(`hp${String(person()).padStart(8, '0')}`));
  await measure('no match ("nobody")', () =>
    search(pick(['nobody', 'xylofoon', 'quokka', 'fjord', 'zwijger', 'yoghurt', 'knipoog', 'wafel'])),
  );
  await measure('two letters, word start ("li", "va")', () => search(pick(starts)));
  await measure('one letter, word start ("a" to "z")', () => search(String.fromCharCode(97 + random(26))));
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** A million people made by the database, their search_text exactly as the users service writes it. */
async function fill() {
  const { db } = database;
  // Names and their search forms as SQL arrays (family name, given name, e-mail, service number).
  const given = sql.raw(`array[${GIVEN.map((n) => `'${n}'`).join(',')}]`);
  const givenSearch = sql.raw(`array[${GIVEN.map((n) => `'${toSearchForm(n)}'`).join(',')}]`);
  const family = sql.raw(`array[${FAMILY.map((n) => `'${n}'`).join(',')}]`);
  const familySearch = sql.raw(`array[${FAMILY.map((n) => `'${toSearchForm(n)}'`).join(',')}]`);
  const filling = performance.now();
  for (let from = 1; from <= PEOPLE; from += BATCH) {
    const to = Math.min(PEOPLE, from + BATCH - 1);
    await db.execute(sql`
      insert into users (service_number, email, given_name, family_name, search_text)
      select 'HP' || lpad(g::text, 8, '0'), 'person' || g || '@bench.example',
             (${given})[1 + g % ${GIVEN.length}],
             (${family})[1 + (g / ${GIVEN.length}) % ${FAMILY.length}],
             (${familySearch})[1 + (g / ${GIVEN.length}) % ${FAMILY.length}] || ' ' ||
               (${givenSearch})[1 + g % ${GIVEN.length}] || ' person' || g || '@bench.example hp' ||
               lpad(g::text, 8, '0')
      from generate_series(${from}::int, ${to}::int) g`);
  }
  // One in a hundred is staff, whom the list never shows.
  await db.execute(sql`
    insert into user_groups (user_id, "group")
    select id, case when right(service_number, 2) = '00' then ${Role.HEALTH_COACH} else ${Role.CONSUMER} end
    from users where email like '%@bench.example'`);
  // Marking the consumers rewrote every row: compact the table, as a table filled over years would be.
  await db.execute(sql`vacuum full users`);
  console.log(
    `${PEOPLE} people in ${((performance.now() - filling) / 1000).toFixed(1)} s (${database.kind})`,
  );
}
