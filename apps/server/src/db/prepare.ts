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
 * directory: a new data directory made from it skips PGlite's initdb and the migrations. Uncompressed, because
 * unpacking a gzip costs more than reading the larger file.
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
