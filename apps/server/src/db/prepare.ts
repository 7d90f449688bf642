import fs from 'node:fs';
import { pino } from 'pino';
import { createJobQueue } from '../jobs/index.js';
import { type Database, migrateDatabase, openDatabase } from './database.js';

/** What the server does to a new database before it serves: the migrations, then the job queue's own tables. */
export async function prepareDatabase(database: Database): Promise<void> {
  await migrateDatabase(database);
  const jobs = createJobQueue({
    database,
    log: pino({ level: 'silent' }),
    errorReporter: { report: () => {}, flush: async () => {} },
  });
  await jobs.start();
  await jobs.stop();
}

/**
 * A new embedded database, prepared (prepareDatabase) and dumped to `file` as an uncompressed PGlite data
 * directory, for in-memory databases (the tests). Uncompressed: unpacking a gzip costs more than reading the
 * larger file.
 */
export async function writePgliteTemplate(file: string): Promise<void> {
  const database = await openDatabase({ kind: 'pglite-memory' });
  try {
    await prepareDatabase(database);
    if (database.driver.kind !== 'pglite') throw new Error('Expected an embedded database');
    const dump = await database.driver.client.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/**
 * A new embedded database in `dataDir` (replaced), prepared (prepareDatabase) and closed: the template a new
 * DATA_DIR is copied from, skipping PGlite's initdb and the first migrations (db/database.ts).
 */
export async function writePgliteTemplateDir(dataDir: string): Promise<void> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await prepareDatabase(database);
  } finally {
    await database.close();
  }
}
