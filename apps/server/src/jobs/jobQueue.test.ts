import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createTestDatabase } from '../test/testDatabase.js';
import { createJobQueue, type JobQueue } from './index.js';

let database: Database;
const reported: unknown[] = [];
const queues: JobQueue[] = [];

/** A queue on the shared test database; workers look for stray work every `pollSeconds`. */
function queueOf(pollSeconds = 0.5): JobQueue {
  const queue = createJobQueue({
    database,
    log: pino({ level: 'silent' }),
    errorReporter: { report: (error) => void reported.push(error), flush: async () => {} },
    pollSeconds,
  });
  queues.push(queue);
  return queue;
}

/** Waits for what a worker does on its own (a retry, a restart), checking now and then; bounded. */
async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within the time allowed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop()));
});
afterAll(() => database.close());

describe('the job queue', () => {
  it('runs a job sent in a committed transaction once, right after the commit, and none of a rolled-back one', async () => {
    const queue = queueOf(60);
    const ran: string[] = [];
    queue.define<{ what: string }>('test.commit', async ({ what }) => {
      ran.push(what);
    });
    await queue.start();

    await queue.transaction(database.db, (tx) => queue.send(tx, 'test.commit', { what: 'kept' }));
    expect(ran).toEqual(['kept']);

    await expect(
      queue.transaction(database.db, async (tx) => {
        await queue.send(tx, 'test.commit', { what: 'rolled back' });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(ran).toEqual(['kept']);
    expect(await queue.failed()).toEqual([]);
  });

  it('retries a failing job, keeps it as failed with its error after the last try, and runs it again on retry', async () => {
    const queue = queueOf();
    let attempts = 0;
    let healthy = false;
    queue.define(
      'test.flaky',
      async () => {
        attempts++;
        if (!healthy) throw new Error(`mail server said no (${attempts})`);
      },
      { retryLimit: 2, retryDelaySeconds: 1 },
    );
    await queue.start();

    await queue.transaction(database.db, (tx) => queue.send(tx, 'test.flaky', {}));
    expect(attempts).toBe(1);
    await eventually(async () => (await queue.failed()).length === 1);
    expect(attempts).toBe(3);
    const [failed] = await queue.failed();
    expect(failed).toMatchObject({ name: 'test.flaky', attempts: 3, error: 'mail server said no (3)' });
    expect(reported).toHaveLength(3);

    healthy = true;
    expect(await queue.retry([failed!])).toBe(1);
    await eventually(() => attempts === 4);
    await eventually(async () => (await queue.failed()).length === 0);
    // A job that is not failed is left alone.
    expect(await queue.retry([failed!])).toBe(0);
  });

  it('keeps a failed job without the SQL parameters of its database error', async () => {
    const queue = queueOf();
    queue.define(
      'test.leaky',
      async () => {
        throw new Error(
          'Failed query: update passport_results set value = $1 where email = $2\nparams: 7.2,anna@example.com',
          {
            cause: Object.assign(new Error('deadlock detected'), { parameters: ['7.2', 'anna@example.com'] }),
          },
        );
      },
      { retryLimit: 0 },
    );
    await queue.start();
    await queue.transaction(database.db, (tx) => queue.send(tx, 'test.leaky', {}));
    await eventually(async () => (await queue.failed()).some((job) => job.name === 'test.leaky'));
    const failed = (await queue.failed()).find((job) => job.name === 'test.leaky');
    expect(failed?.error).toContain('Failed query [SQL and parameters removed]');
    expect(failed?.error).not.toMatch(/7\.2|anna@example\.com/);
  });

  it('runs a stored job after a restart when the instance that stored it stopped before running it', async () => {
    const before = queueOf(60);
    const ranBefore: string[] = [];
    before.define<{ n: number }>('test.restart', async ({ n }) => void ranBefore.push(String(n)));
    await before.start();
    await before.stop();
    // Stored with a change by an instance whose workers have stopped, as when it is killed right after the commit
    // (with its workers running, their first look could take the job before the stop on a busy machine).
    await database.db.transaction((tx) => before.send(tx, 'test.restart', { n: 7 }));
    expect(ranBefore).toEqual([]);

    const after = queueOf();
    const ranAfter: number[] = [];
    after.define<{ n: number }>('test.restart', async ({ n }) => void ranAfter.push(n));
    await after.start();
    await eventually(() => ranAfter.length > 0);
    expect(ranAfter).toEqual([7]);
  });

  it('applies the retry settings a new version gives a kind of job when it starts on a database that has the kind', async () => {
    const first = queueOf();
    first.define('test.settings', async () => {}, { retryLimit: 0 });
    await first.start();
    await first.stop();

    const second = queueOf();
    let attempts = 0;
    second.define(
      'test.settings',
      async () => {
        attempts++;
        throw new Error(`refused (${attempts})`);
      },
      { retryLimit: 1, retryDelaySeconds: 1 },
    );
    await second.start();
    await second.transaction(database.db, (tx) => second.send(tx, 'test.settings', {}));
    await eventually(async () => (await second.failed()).some((job) => job.name === 'test.settings'));
    expect(attempts).toBe(2);
  });

  it('shares the work of two instances on one database: each job runs once', async () => {
    const ran: string[] = [];
    const [first, second] = [queueOf(), queueOf()];
    for (const [queue, who] of [
      [first, 'first'],
      [second, 'second'],
    ] as const) {
      queue.define<{ n: number }>('test.shared', async ({ n }) => void ran.push(`${n}:${who}`));
      await queue.start();
    }
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < 8; n++) await first.send(tx, 'test.shared', { n });
    });
    await eventually(() => ran.length >= 8);
    const numbers = ran.map((entry) => Number(entry.split(':')[0])).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, n) => n));
  });

  it('refuses a job kind it does not know and a kind defined after the start', async () => {
    const queue = queueOf(60);
    await queue.start();
    await expect(database.db.transaction((tx) => queue.send(tx, 'test.unknown', {}))).rejects.toThrow(
      'Unknown job test.unknown',
    );
    expect(() => queue.define('test.late', async () => {})).toThrow('defined after the queue started');
  });
});
