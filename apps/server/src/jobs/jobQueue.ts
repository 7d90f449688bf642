import { sql } from 'drizzle-orm';
import {
  PgBoss,
  fromDrizzle,
  fromPglite,
  type Db as JobDb,
  type DrizzleTransactionLike,
  type Job,
} from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, type Db, isDatabaseUnavailable, type Tx } from '../db/database.js';
import type { ErrorReporter } from '../integrations/errorReporting.js';
import { scrubError } from '../logger.js';

/**
 * Background work that must not be lost: a job is stored in the same transaction as the change that asks for it
 * (so it exists exactly when the change was committed), run at least once by whichever instance claims it first
 * (PostgreSQL's SKIP LOCKED, through pg-boss), retried with backoff when its handler throws, and kept as failed
 * with its error after the last try, for an operator to retry. Handlers must be idempotent: a second run after a
 * crash between the work and its acknowledgement changes nothing.
 */
export interface JobQueue {
  /** Declares a kind of job and the handler that does it. Before `start`. */
  define<T extends object>(name: string, handler: JobHandler<T>, options?: JobKindOptions): void;
  /**
   * Runs `work` in one database transaction; the jobs it sends are committed with it, and this instance runs
   * them right after the commit while the caller waits (`runSoon`). The one way to open a command's transaction
   * when it asks for background work. `name` names the commit for the fault tests' crash point (src/faults.ts).
   */
  transaction<R>(db: Db, work: (tx: Tx) => Promise<R>, name?: string): Promise<R>;
  /**
   * Stores a job in `tx`; it runs after the commit: at once when `tx` came from `transaction`, else when a
   * worker next looks. Answers its reference.
   */
  send<T extends object>(tx: Tx, name: string, data: T, options?: SendOptions): Promise<JobRef>;
  /**
   * Runs these committed jobs here and now, or waits for whoever claimed them, until each one's handler has run
   * once (succeeded, or failed and left for a retry) or `waitMs` passed: the work is stored either way.
   */
  runSoon(jobs: readonly JobRef[], waitMs?: number): Promise<void>;
  /**
   * Creates the queue's tables when needed and starts a worker for every kind of job (none in the operator
   * command, which only looks at and retries what is stored).
   */
  start(): Promise<void>;
  /** Stops claiming new jobs and waits (up to `timeoutMs`) for the running ones; the rest stay stored. */
  stop(timeoutMs?: number): Promise<void>;
  /**
   * Waiting, running and failed jobs of every kind stored, as pg-boss's last monitor pass counted them (up to a
   * minute old): cheap enough for every health check.
   */
  counts(): Promise<JobCounts>;
  /** Jobs that failed after their last try, oldest first, with their error. */
  failed(limit?: number): Promise<FailedJob[]>;
  /** Puts failed jobs back in line; answers how many. */
  retry(jobs: readonly JobRef[]): Promise<number>;
}

export interface SendOptions {
  /** Not before this moment (a reminder months ahead); the job waits in the database until then. */
  startAfter?: Date;
}

export type JobHandler<T> = (data: T, job: { id: string; attempt: number }) => Promise<void>;

export interface JobKindOptions {
  /** Tries after the first (default 5), with exponential backoff from `retryDelaySeconds` (default 5). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How long a finished job is kept (default 7 days); a job carrying secrets asks for less. */
  keepFinishedSeconds?: number;
}

export interface JobRef {
  name: string;
  id: string;
}

export interface JobCounts {
  waiting: number;
  running: number;
  failed: number;
}

export interface FailedJob extends JobRef {
  error: string;
  attempts: number;
  createdAt: Date;
  failedAt: Date | null;
}

interface Options {
  database: Database;
  log: FastifyBaseLogger;
  errorReporter: ErrorReporter;
  /** How often an idle worker looks for work that no instance was asked to run (retries, recovered jobs). */
  pollSeconds?: number;
  /** Called with a named transaction's name right after it commits, before its jobs run (src/faults.ts). */
  afterCommit?: (name: string) => void;
  /** Runs first in a named transaction (the abuse run's read-only fault, src/faults.ts). */
  beforeWork?: (tx: Tx, name: string) => Promise<void>;
}

const SCHEMA = 'jobs';

/** Whether a stored queue already has these settings (numbers may come back as strings). */
function sameSettings(stored: object, wanted: Record<string, number | boolean>): boolean {
  const row = stored as Record<string, unknown>;
  return Object.entries(wanted).every(([key, value]) =>
    typeof value === 'number' ? Number(row[key]) === value : row[key] === value,
  );
}
const FINISHED = new Set(['completed', 'failed', 'cancelled', 'retry']);

export function createJobQueue({
  database,
  log,
  errorReporter,
  pollSeconds = 2,
  afterCommit,
  beforeWork,
}: Options): JobQueue {
  const boss = new PgBoss({
    db: sqlRunner(database),
    schema: SCHEMA,
    // The embedded database is one process: no second node to supervise from, no cron schedules of ours.
    schedule: false,
  });
  boss.on('error', (error) => {
    // While the database is away every worker's poll fails; they carry on polling and resume when it is back.
    if (isDatabaseUnavailable(error)) log.warn({ err: error }, 'jobs: the database is unavailable');
    else errorReporter.report(error, { where: 'jobs' });
  });

  const kinds = new Map<string, { handler: JobHandler<object>; options: JobKindOptions }>();
  /** Jobs sent in a transaction opened by `transaction`, to run after its commit. */
  const pendingByTx = new WeakMap<Tx, JobRef[]>();
  /** Callers of runSoon waiting for a job this instance is running. */
  const waiters = new Map<string, Set<() => void>>();
  let started = false;

  const settle = (id: string) => {
    for (const wake of waiters.get(id) ?? []) wake();
    waiters.delete(id);
  };

  async function runOne(name: string, job: Job<object>): Promise<void> {
    const kind = kinds.get(name);
    if (!kind) throw new Error(`No handler for job ${name}`);
    try {
      await kind.handler(job.data, { id: job.id, attempt: job.retryCount + 1 });
    } catch (error) {
      // pg-boss stores the error with the job and schedules the retry; the report says which job. What is stored
      // (and `npm run jobs -- failed` prints) is scrubbed: a database error's SQL parameters may be health data.
      errorReporter.report(error, { job: name, jobId: job.id });
      log.warn({ job: name, jobId: job.id }, 'job failed');
      throw scrubError(error);
    } finally {
      settle(job.id);
    }
  }

  /** Claims the next ready job of `name` (SKIP LOCKED) and runs it here, recording the outcome; false if none. */
  async function claimAndRun(name: string): Promise<boolean> {
    const [job] = await boss.fetch<object>(name, { batchSize: 1 });
    if (!job) return false;
    try {
      await runOne(name, job);
    } catch (error) {
      await boss.fail(name, job, errorOutput(error));
      return true;
    }
    await boss.complete(name, job);
    return true;
  }

  async function stateOf(ref: JobRef): Promise<string | undefined> {
    const [job] = await boss.findJobs(ref.name, { id: ref.id, limit: 1 });
    return job?.state;
  }

  const queue: JobQueue = {
    async transaction(db, work, name) {
      let pending: JobRef[] = [];
      const result = await db.transaction(async (tx) => {
        pending = [];
        pendingByTx.set(tx, pending);
        if (name) await beforeWork?.(tx, name);
        return work(tx);
      });
      if (name) afterCommit?.(name);
      await queue.runSoon(pending);
      return result;
    },

    define(name, handler, options = {}) {
      if (started) throw new Error(`Job ${name} defined after the queue started`);
      kinds.set(name, { handler: handler as JobHandler<object>, options });
    },

    async send(tx, name, data, options = {}) {
      if (!kinds.has(name)) throw new Error(`Unknown job ${name}`);
      // Our transaction type is wider than the adapter's sketch of one; it has the execute() the adapter calls.
      const id = await boss.send(name, data, {
        db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql),
        ...(options.startAfter && { startAfter: options.startAfter }),
      });
      if (!id) throw new Error(`Job ${name} was not stored`);
      const ref = { name, id };
      // A job for later is left to the workers: nobody waits for it after the commit.
      if (!options.startAfter || options.startAfter.getTime() <= Date.now()) pendingByTx.get(tx)?.push(ref);
      return ref;
    },

    async runSoon(jobs, waitMs = 30_000) {
      if (!started || jobs.length === 0) return;
      const deadline = Date.now() + waitMs;
      for (const ref of jobs) {
        const done = new Promise<void>((resolve) => {
          const set = waiters.get(ref.id) ?? new Set();
          set.add(resolve);
          waiters.set(ref.id, set);
        });
        // The change is committed and its jobs stored: a database that stops answering now ends the wait,
        // not the caller's command.
        for (;;) {
          const state = await stateOf(ref).catch(() => 'unknown');
          if (state === undefined || state === 'unknown' || FINISHED.has(state)) break;
          // Waiting in line: this caller claims and runs the next job of that kind itself (ours, or one
          // before it), rather than wait for a worker's next look.
          if (state === 'created' && (await claimAndRun(ref.name).catch(() => false))) continue;
          // Running elsewhere (here or on another instance): wait for it, looking now and then.
          const remaining = deadline - Date.now();
          if (remaining <= 0) break;
          await Promise.race([done, new Promise((resolve) => setTimeout(resolve, Math.min(remaining, 100)))]);
        }
        waiters.delete(ref.id);
      }
    },

    async start() {
      if (started) return;
      await boss.start();
      // One read of every stored queue; a queue is written only when it is new or its settings changed, not at
      // every start.
      const stored = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
      for (const [name, { options }] of kinds) {
        const queue = {
          retryLimit: options.retryLimit ?? 5,
          retryDelay: options.retryDelaySeconds ?? 5,
          retryBackoff: true,
          retryDelayMax: 3600,
          deleteAfterSeconds: options.keepFinishedSeconds ?? 7 * 24 * 3600,
        };
        const current = stored.get(name);
        if (!current) await boss.createQueue(name, queue);
        else if (!sameSettings(current, queue)) await boss.updateQueue(name, queue);
        // The worker picks up what no caller ran: retries, and jobs of an instance that stopped first.
        await boss.work<object>(
          name,
          { pollingIntervalSeconds: pollSeconds, batchSize: 1 },
          async ([job]) => {
            if (job) await runOne(name, job);
          },
        );
      }
      started = true;
    },

    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: timeoutMs, close: false });
      for (const id of [...waiters.keys()]) settle(id);
    },

    async counts() {
      const queues = await boss.getQueues();
      return queues.reduce(
        (sum, queue) => ({
          waiting: sum.waiting + queue.queuedCount,
          running: sum.running + queue.activeCount,
          failed: sum.failed + queue.failedCount,
        }),
        { waiting: 0, running: 0, failed: 0 },
      );
    },

    async failed(limit = 100) {
      const found: FailedJob[] = [];
      for (const { name } of await boss.getQueues()) {
        for (const job of await boss.findJobs<object>(name, { limit: 10_000 })) {
          if (job.state !== 'failed') continue;
          found.push({
            name,
            id: job.id,
            error: errorText(job.output),
            attempts: job.retryCount + 1,
            createdAt: job.createdOn,
            failedAt: job.completedOn ?? null,
          });
        }
      }
      return found.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).slice(0, limit);
    },

    async retry(jobs) {
      let count = 0;
      for (const ref of jobs) {
        if ((await stateOf(ref)) !== 'failed') continue;
        await boss.retry(ref.name, ref.id);
        count += 1;
      }
      return count;
    },
  };
  return queue;
}

/** pg-boss's way into our database: the PGlite instance itself, or a pool of the PostgreSQL server. */
function sqlRunner(database: Database): JobDb {
  const driver = database.driver;
  if (driver.kind === 'pglite') return fromPglite(driver.client);
  return {
    executeSql: (text: string, values?: unknown[]) => driver.pool.query(text, values),
  };
}

/** What a failed job keeps of its error, as pg-boss's own workers store it. */
function errorOutput(error: unknown): object {
  return error instanceof Error
    ? { name: error.name, message: error.message, stack: error.stack }
    : { message: String(error) };
}

function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return output === null || output === undefined ? '' : JSON.stringify(output);
}
