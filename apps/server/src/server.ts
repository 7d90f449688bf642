import { randomBytes } from 'node:crypto';
import v8 from 'node:v8';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { gatherStatistics, migrateDatabase, openDatabase } from './db/database.js';
import { claimOwnership, readOwner } from './db/ownership.js';
import { databaseTarget } from './db/target.js';
import { loggerOptions } from './logger.js';
import { seedDemoData } from './seed/demoSeed.js';

/**
 * How far V8 lets the old generation grow past what survived the last full collection before it collects again: 30 %
 * instead of its own 1.1 to 4 times. Under load most of what a request allocates is garbage by its end; with V8's
 * default the server's memory grew by up to 70 MB of that garbage before a collection (measured on 50 and 200
 * clients, the embedded database's server ending at 357 MB), now by 20 to 35 MB (329 MB), for a few more full
 * collections (concurrent marking, short pauses).
 */
const HEAP_GROWING_PERCENT = 30;

// config -> database -> app -> listen
async function main(): Promise<void> {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  const config = loadConfig();
  const embedded = !config.databaseUrl;
  const owner = embedded ? readOwner(config.dataDir) : undefined;
  if (owner) {
    throw new ConfigError([`DATA_DIR: ${config.dataDir} is in use by another server (pid ${owner.pid})`]);
  }

  const logger = pino(loggerOptions(config));
  const database = await openDatabase(databaseTarget(config), {
    onBackgroundError: (error) => logger.warn({ err: error }, 'database connection lost'),
  });
  await migrateDatabase(database);

  const adminToken = embedded ? randomBytes(32).toString('hex') : undefined;
  const built = await buildApp({ config, database, adminToken, logger });
  const { app } = built;
  const seeded = config.isDemo ? await seedDemoData(built.ctx, app, { companies: true }) : undefined;

  // Expired challenges, codes and refresh tokens are removed now and then; every instance may do it.
  const prune = () =>
    built.ctx.services.identity
      .prune()
      .catch((error: unknown) => logger.warn({ err: error }, 'prune failed'));
  await prune();
  const pruneTimer = setInterval(() => void prune(), 60 * 60 * 1000).unref();

  // The planner's statistics: the embedded database has no autovacuum to gather them, so this process does, after
  // start and daily; a fresh demo seed on PostgreSQL gets them at once rather than at autovacuum's next round.
  // In the background: the server answers meanwhile.
  const analyze = () =>
    void gatherStatistics(database).catch((error: unknown) =>
      logger.warn({ err: error }, 'gathering statistics failed'),
    );
  const freshSeed = seeded !== undefined && seeded.passports.length > 0;
  if (embedded || freshSeed) setImmediate(analyze);
  const analyzeTimer = embedded ? setInterval(analyze, 24 * 60 * 60 * 1000).unref() : undefined;

  await app.listen({ port: config.port, host: config.host });
  const releaseOwnership = adminToken
    ? claimOwnership(config.dataDir, { pid: process.pid, port: config.port, adminToken })
    : () => {};
  app.log.info(
    {
      url: config.publicUrl,
      mode: config.mode,
      database: database.kind,
      address: `${config.host}:${config.port}`,
    },
    'Health Passport is running',
  );
  if (config.isDemo) {
    // Demo mode publishes its accounts' password and every code at /dev/outbox: say so where the operator looks.
    app.log.warn(
      { address: `${config.host}:${config.port}` },
      `DEMO MODE: for one machine only (listening on ${config.host}:${config.port}); set MODE=production to run for real`,
    );
  }

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    releaseOwnership();
    clearInterval(pruneTimer);
    clearInterval(analyzeTimer);
    await app.close();
    await built.ctx.errorReporter.flush();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  // A bad setting is one readable line, not a stack trace.
  if (error instanceof ConfigError) console.error(`Health Passport cannot start. ${error.message}`);
  else console.error('Health Passport cannot start.', error);
  process.exit(1);
});
