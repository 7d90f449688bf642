import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { CHANGES_CHANNEL, createChangeFeed, type ChangeFeed } from './changeFeed.js';
import * as schema from './schema.js';

/** The one query interface every module uses; PGlite and node-postgres both provide it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query interface. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The client underneath, for the job queue, which speaks SQL of its own. */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
  /** The database's announcements of committed changes, for the reads an instance keeps (db/changeFeed.ts). */
  changes: ChangeFeed;
  /** Resolves when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  // `template`: a prepared DATA_DIR (db/prepare.ts) that a new `dataDir` begins as a copy of, instead of initdb.
  | { kind: 'pglite'; dataDir: string; template?: string }
  // In memory, empty or (the tests) started from a dumped data directory (PGlite's dumpDataDir).
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

export interface OpenOptions {
  /** Called for connection errors that arrive outside a query (a dropped idle connection). */
  onBackgroundError?: (error: Error) => void;
}

export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  const changes = createChangeFeed();
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: 3000,
      Client: listeningClient(changes),
    });
    const listener = listenForChanges(target.url, changes);
    // A client losing its connection emits an error; without a listener it would crash the process. The pool
    // reports those of idle clients; each client's own listener covers one checked out between two queries (in
    // a transaction): its next query fails instead, and the pool discards it when it comes back.
    pool.on('error', (error) => options.onBackgroundError?.(error));
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePostgres(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      driver: { kind: 'postgres', pool },
      changes,
      ping: async (timeoutMs) => {
        await withTimeout(db.execute(sql`select 1`), timeoutMs);
      },
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  // The contrib extensions the migrations create (PostgreSQL ships them in contrib): pg_trgm for the
  // individuals search's trigram index.
  const extensions = { pg_trgm };
  // PostgreSQL's default 128 MB of shared buffers are memory the embedded database touches on every start (about
  // 110 MB of the server's resident memory); the portal's data is a few tens of MB (the demo's 30 MB with its
  // indexes) and the operating system caches the files beneath, so 8 MB hold what is read often (32 MB took 18 MB
  // more of the server's memory for the same answers per second; 16 MB about 13 MB more after a load, six runs each).
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'];
  let client: PGlite;
  if (target.kind === 'pglite') {
    const dir = path.join(target.dataDir, 'pglite');
    // PGlite's initdb and the first migrations cost several seconds of CPU; a new data directory is a copy of
    // the prepared template instead, made beside it and moved in whole, so a start stopped halfway leaves none.
    if (target.template && !(fs.existsSync(dir) && fs.readdirSync(dir).length > 0)) {
      const copy = `${dir}.new-${process.pid}`;
      fs.rmSync(copy, { recursive: true, force: true });
      fs.cpSync(path.join(target.template, 'pglite'), copy, { recursive: true });
      fs.rmSync(dir, { recursive: true, force: true });
      fs.renameSync(copy, dir);
    }
    fs.mkdirSync(dir, { recursive: true });
    client = await PGlite.create({ dataDir: dir, extensions, startParams });
  } else {
    client = await PGlite.create({ extensions, startParams, loadDataDir: target.loadDataDir });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // The one connection writes and listens: its callbacks run before the statement that announced returns.
  await client.listen(CHANGES_CHANNEL, (payload) => changes.announce(payload));
  changes.setListening(true);
  return {
    db,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    changes,
    ping: async (timeoutMs) => {
      if (client.closed) throw new Error('The embedded database is closed');
      await withTimeout(db.execute(sql`select 1`), timeoutMs);
    },
    close: async () => {
      changes.setListening(false);
      if (!client.closed) await client.close();
    },
  };
}

/**
 * The pool's connections, each listening for the announcements before it is handed out: PostgreSQL hands a
 * session its own announcements before its COMMIT returns, so the instance that made a change drops its kept
 * reads of it before the request goes on (read your writes).
 */
function listeningClient(changes: ChangeFeed): typeof pg.Client {
  return class ListeningClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('notification', ({ channel, payload }) => {
        if (channel === CHANGES_CHANNEL && payload) changes.announce(payload);
      });
    }

    // pg-pool connects with a callback; the promise form is kept for anyone else.
    override connect(): Promise<pg.Client>;
    override connect(callback: (error: Error) => void): void;
    override connect(callback?: (error: Error) => void): Promise<pg.Client> | void {
      const ready = super.connect().then(async () => {
        await this.query(`LISTEN ${CHANGES_CHANNEL}`);
        return this as pg.Client;
      });
      if (!callback) return ready;
      ready.then(
        () => callback(undefined as never),
        (error: Error) => callback(error),
      );
    }
  };
}

/** Retry delays of the listening connection after it was lost or could not be made, from the first to the last. */
const LISTEN_RETRY_MS = [250, 500, 1000, 2000, 5000];

/**
 * The connection that only listens, so announcements reach the instance while the pool has no connection open.
 * While it is down the instance keeps nothing (every read goes to the database); it reconnects by itself.
 */
function listenForChanges(url: string, changes: ChangeFeed): { close(): Promise<void> } {
  let closed = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  // The attempt under way: closing waits for it, so no connection outlives close() (a template database must
  // have none while it is copied).
  let attempt: Promise<void> = Promise.resolve();

  const connect = () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (current === client) current = undefined;
      changes.setListening(false);
      client.end().catch(() => {});
      if (closed) return;
      retry = setTimeout(connect, LISTEN_RETRY_MS[Math.min(failures, LISTEN_RETRY_MS.length - 1)]);
      retry.unref();
      failures += 1;
    };
    client.on('notification', ({ channel, payload }) => {
      if (channel === CHANGES_CHANNEL && payload) changes.announce(payload);
    });
    client.on('error', onLost);
    client.on('end', onLost);
    attempt = client
      .connect()
      .then(() => client.query(`LISTEN ${CHANGES_CHANNEL}`))
      .then(
        async () => {
          if (closed || lost) return void (await client.end().catch(() => {}));
          current = client;
          failures = 0;
          changes.setListening(true);
        },
        () => onLost(),
      );
  };
  connect();

  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      changes.setListening(false);
      await attempt;
      await current?.end().catch(() => {});
    },
  };
}

/** Applies the committed SQL migrations (generated by drizzle-kit) in order; safe to call on every start. */
export async function migrateDatabase(database: Database): Promise<void> {
  const migrationsFolder = findMigrationsFolder();
  if (database.kind === 'postgres') {
    await migratePostgres(database.db as never, { migrationsFolder });
  } else {
    await migratePglite(database.db as never, { migrationsFolder });
  }
}

/** The prepared embedded database that build.mjs writes beside the bundle (db/prepare.ts): a DATA_DIR. */
export const PGLITE_TEMPLATE_DIR = 'pglite-template';

/** The template beside the bundled server (build.mjs writes it); none when the server runs from source. */
export function bundledPgliteTemplate(): string | undefined {
  const candidate = path.join(path.dirname(new URL(import.meta.url).pathname), PGLITE_TEMPLATE_DIR);
  return fs.existsSync(path.join(candidate, 'pglite', 'PG_VERSION')) ? candidate : undefined;
}

function findMigrationsFolder(): string {
  // The source tree and the bundled server sit at different depths; walk up to the package's drizzle/ folder.
  let dir = path.dirname(new URL(import.meta.url).pathname);
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('The database migrations folder (apps/server/drizzle) was not found');
}

/** Socket errors of a connection that could not be made or was lost. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** node-postgres's own words for a connection it could not make or lost, and for a pool that waited too long. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

/**
 * True when `error` (or an error it wraps: drizzle wraps every failed query) says the database cannot be reached
 * now: refused or lost connections, the pool's connect timeout, SQLSTATE class 08 (connection exception) and
 * 57P01-57P03 (the server shutting down or starting up). Such a request answers 503, not 500: trying again later
 * helps.
 */
/**
 * Gathers the planner's statistics of every table (ANALYZE). PostgreSQL's autovacuum does this by itself; the
 * embedded database has no autovacuum, and without statistics its planner guesses row counts and scans whole
 * tables where an index would answer (a passport's newest data item: 6 ms instead of 0.1 ms).
 */
export async function gatherStatistics(database: Database): Promise<void> {
  await database.db.execute(sql`analyze`);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 8; depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_ERRNOS.has(code) || /^(08...|57P0[123])$/.test(code)))
      return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((words) => message.startsWith(words)))
      return true;
    // Connecting to a name with several addresses fails with one error per address.
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * True when `error` (or an error it wraps) is PostgreSQL refusing a character it cannot store in text: a NUL
 * (22021 character_not_in_repertoire, 22P05 untranslatable_character). Anything a person can type or send must
 * not answer 500, and no validation can name every field, so the database's own refusal is the caller's error.
 */
export function isUnstorableText(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 8; depth += 1) {
    const { code } = e as { code?: unknown };
    if (code === '22021' || code === '22P05') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

async function withTimeout<T>(promise: Promise<T>, timeoutMs = 2000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The database did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
