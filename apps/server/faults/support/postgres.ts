import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { adminQuery, withDatabaseName } from '../../src/test/testDatabase.js';

const clusterScript = fileURLToPath(new URL('../../../../scripts/pg-cluster.sh', import.meta.url));

export interface TestDatabase {
  url: string;
  /** Rows of one statement, read by the test itself (what is stored, not what an API shows). */
  rows<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  /** The one value of a one-row, one-column answer, as a number (counts). */
  count(text: string, values?: unknown[]): Promise<number>;
  drop(): Promise<void>;
}

/** A fresh, empty database on the suite's cluster: the servers of one test file migrate and seed it. */
export async function createDatabase(label: string): Promise<TestDatabase> {
  const { url: clusterUrl } = inject('postgres');
  const name = `faults_${label}_${randomBytes(4).toString('hex')}`;
  await adminQuery(clusterUrl, `CREATE DATABASE ${name}`);
  const url = withDatabaseName(clusterUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 3000 });
  // The outage test stops the cluster under the pool's idle connections.
  pool.on('error', () => {});
  const rows = async <T>(text: string, values?: unknown[]) => (await pool.query(text, values)).rows as T[];
  return {
    url,
    rows,
    async count(text, values) {
      const [row] = await rows<Record<string, unknown>>(text, values);
      return Number(Object.values(row ?? {})[0]);
    },
    async drop() {
      await pool.end();
      await adminQuery(clusterUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Stops the cluster and keeps its data: every server loses its database at once. */
export function pausePostgres(): void {
  clusterCommand('pause');
}

export function resumePostgres(): void {
  clusterCommand('resume');
}

function clusterCommand(command: 'pause' | 'resume'): void {
  execFileSync('bash', [clusterScript, command], {
    env: { ...process.env, ...inject('postgres').env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
