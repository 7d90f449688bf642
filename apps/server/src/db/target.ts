import type { Config } from '../config.js';
import { bundledPgliteTemplate, type DatabaseTarget } from './database.js';

/**
 * PostgreSQL when DATABASE_URL is set, else the embedded PGlite database inside DATA_DIR (a new one begun from
 * the bundled server's prepared template).
 */
export function databaseTarget(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir, template: bundledPgliteTemplate() };
}
