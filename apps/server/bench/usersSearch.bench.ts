// The individuals search on a million people (passport-and-professional §2.2): run by `npm run bench`, or alone
// with `npx tsx apps/server/bench/usersSearch.bench.ts`. Uses the PostgreSQL of BENCH_DATABASE_URL when set
// (a throwaway database: the bench fills it), else a fresh embedded database in a temporary directory.
// Timed figures live here, never in a test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Role, USERS_PAGE_SIZE } from '@health-passport/domain';
import { sql } from 'drizzle-orm';
import { type DatabaseTarget, migrateDatabase, openDatabase } from '../src/db/database.js';
// The service and the search form themselves (the module's index brings its GraphQL SDL, which only the
// bundler and Vitest load).
import { toSearchForm } from '../src/modules/users/searchText.js';
import { createUsersService, type ConsumerSearch } from '../src/modules/users/users.service.js';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 1_000_000);
const BATCH = 100_000;
const RUNS = 20;

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

/** Runs `work` RUNS times and prints its median and 95th percentile. */
async function measure(name: string, work: () => Promise<unknown>) {
  const latencies: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  console.log(`${name.padEnd(36)} p50 ${p(0.5).toFixed(1)} ms  p95 ${p(0.95).toFixed(1)} ms`);
}

try {
  await migrateDatabase(database);
  const { db } = database;
  // Names and their search forms as SQL arrays: the rows are made by the database, their search_text exactly
  // as the users service writes it (family name, given name, e-mail, service number).
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
    from users`);
  await db.execute(sql`analyze`);
  console.log(
    `${PEOPLE} people in ${((performance.now() - filling) / 1000).toFixed(1)} s (${database.kind})`,
  );

  const users = createUsersService(db);
  const search =
    (text: string, page = 0, limit = USERS_PAGE_SIZE) =>
    () =>
      users.searchConsumers({ text, page, limit } satisfies ConsumerSearch);
  await measure('no search, first page', search(''));
  await measure('no search, page 1000', search('', 1000));
  await measure('"zoe" (a given name: 1 in 60)', search('zoe'));
  await measure('"zoe ozturk" (a full name)', search('zoe ozturk'));
  await measure('"van der bakker" (a family name)', search('van der bakker'));
  await measure('"person123456" (one e-mail)', search('person123456'));
  await measure('"hp00765432" (service number)', search('hp00765432'));
  await measure('"nobody" (no match)', search('nobody'));
  await measure('"li" (word start)', search('li'));
  await measure('"a" (word start)', search('a'));
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
