import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, migrateDatabase, openDatabase } from '../db/database.js';
import { prepareDatabase, writePgliteTemplate } from '../db/prepare.js';

/**
 * The database every test file starts from, prepared once per run by `src/test/globalSetup.ts`: the migrations
 * applied and the job queue's tables created, as the server leaves a new database at its first start. Either
 * a PGlite data directory dumped to a file or a template database on the PostgreSQL server.
 */
export type TestDatabaseTemplate = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate?: TestDatabaseTemplate;
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL / DATABASE_URL (the CI's second pass), dropped afterwards.
 * Each is a copy of the run's template (a new PGlite runs initdb, which costs seconds); without one (a config
 * without the global setup) it is migrated here.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = testServerUrl();
  const template = inject('testDatabaseTemplate');
  if (!serverUrl) {
    if (template?.kind === 'pglite') {
      const database = await openDatabase({
        kind: 'pglite-memory',
        loadDataDir: new Blob([fs.readFileSync(template.dumpFile)]),
      });
      await migrateDatabase(database);
      return database;
    }
    const database = await openDatabase({ kind: 'pglite-memory' });
    await migrateDatabase(database);
    return database;
  }
  const name = `hp_test_${randomBytes(6).toString('hex')}`;
  const fromTemplate = template?.kind === 'postgres' ? ` TEMPLATE ${template.name}` : '';
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${fromTemplate}`);
  const url = withDatabaseName(serverUrl, name);
  const database = await openDatabase({ kind: 'postgres', url });
  await migrateDatabase(database);
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * Builds the run's template (see TestDatabaseTemplate) and answers it with the function that removes it. Built
 * on every run, so it always holds the migrations of the tree under test.
 */
export async function createTestDatabaseTemplate(): Promise<{
  template: TestDatabaseTemplate;
  remove(): Promise<void>;
}> {
  const serverUrl = testServerUrl();
  if (!serverUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-test-template-'));
    const dumpFile = path.join(dir, 'pgdata.tar');
    await writePgliteTemplate(dumpFile);
    return {
      template: { kind: 'pglite', dumpFile },
      remove: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `hp_test_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ kind: 'postgres', url: withDatabaseName(serverUrl, name) });
  try {
    await prepareDatabase(database);
  } finally {
    // A template database must have no connections while it is copied.
    await database.close();
  }
  return {
    template: { kind: 'postgres', name },
    remove: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

function testServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** One statement on the server's maintenance database (creating and dropping test databases). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
