import type { Config } from '../config.js';
import type { DatabaseTarget } from './database.js';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite database inside DATA_DIR. */
export function databaseTarget(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}
