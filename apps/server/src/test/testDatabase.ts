import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, migrateDatabase, openDatabase } from '../db/database.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL / DATABASE_URL (the CI's second pass), dropped afterwards.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite-memory' });
    await migrateDatabase(database);
    return database;
  }
  const name = `hp_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
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
