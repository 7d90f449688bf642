import { pino } from 'pino';
import { loadConfig, type Config } from './config.js';
import { migrateDatabase, openDatabase, type Database } from './db/database.js';
import { readOwner, type Ownership as Owner } from './db/ownership.js';
import { databaseTarget } from './db/target.js';
import { createJobQueue, type FailedJob, type JobRef } from './jobs/index.js';
import { staffWithoutMfa, type StaffWithoutMfa } from './modules/identity/index.js';
import { createMaintenanceService } from './modules/system/index.js';

const USAGE = [
  'Usage: npm run maintenance -- on|off|status',
  '       npm run jobs -- failed',
  '       npm run jobs -- retry NAME/ID [NAME/ID ...] | --all',
  '       node apps/server/dist/cli.js staff without-mfa',
].join('\n');

class UsageError extends Error {}

/**
 * Operator commands.
 * - `maintenance on|off|status` switches the blocking maintenance modal for every user.
 * - `jobs failed` lists background jobs that failed after their last try, with their error; `jobs retry` puts
 *   the named ones (or all of them) back in line.
 * - `staff without-mfa` lists the staff who read health data and have no authenticator app yet (their next
 *   sign-in in production asks them to set one up).
 * While a server owns the embedded database, the command asks it over loopback instead of opening the files
 * twice; with DATABASE_URL it works on the database directly.
 */
async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  const config = loadConfig();
  const owner = config.databaseUrl ? undefined : readOwner(config.dataDir);
  if (command === 'maintenance') return maintenance(config, owner, args);
  if (command === 'jobs') return jobs(config, owner, args);
  if (command === 'staff') return staff(config, owner, args);
  throw new UsageError();
}

async function maintenance(config: Config, owner: Owner | undefined, [value]: string[]): Promise<void> {
  if (!value || !['on', 'off', 'status'].includes(value)) throw new UsageError();
  if (owner && value !== 'status') {
    await askServer(owner, 'POST', '/internal/maintenance', { on: value === 'on' });
    console.log(`Maintenance mode is ${value}.`);
    return;
  }
  if (owner) {
    const response = await fetch(`http://127.0.0.1:${owner.port}/api/v2/ping`);
    console.log(`Maintenance mode is ${(await response.json()) === true ? 'on' : 'off'}.`);
    return;
  }
  await withDatabase(config, async (database) => {
    const service = createMaintenanceService(database.db);
    if (value !== 'status') await service.set(value === 'on');
    console.log(`Maintenance mode is ${(await service.isOn()) ? 'on' : 'off'}.`);
  });
}

async function jobs(config: Config, owner: Owner | undefined, [action, ...refs]: string[]): Promise<void> {
  if (action !== 'failed' && action !== 'retry') throw new UsageError();
  if (action === 'retry' && refs.length === 0) throw new UsageError();
  const named = refs.includes('--all') ? undefined : refs.map(parseRef);

  const run = async (queue: {
    failed(): Promise<FailedJob[]>;
    retry(jobs: readonly JobRef[]): Promise<number>;
  }) => {
    const failed = await queue.failed();
    if (action === 'failed') return printFailed(failed);
    const retried = await queue.retry(named ?? failed);
    console.log(`${retried} ${retried === 1 ? 'job' : 'jobs'} put back in line.`);
  };

  if (owner) {
    return run({
      failed: async () =>
        ((await askServer(owner, 'GET', '/internal/jobs/failed')) as FailedJob[]).map((job) => ({
          ...job,
          createdAt: new Date(job.createdAt),
          failedAt: job.failedAt ? new Date(job.failedAt) : null,
        })),
      retry: async (jobs) =>
        ((await askServer(owner, 'POST', '/internal/jobs/retry', { jobs })) as { retried: number }).retried,
    });
  }
  await withDatabase(config, async (database) => {
    const queue = createJobQueue({
      database,
      log: pino({ level: 'silent' }),
      errorReporter: { report: (error) => console.error(error), flush: async () => {} },
    });
    await queue.start();
    try {
      await run(queue);
    } finally {
      await queue.stop();
    }
  });
}

async function staff(config: Config, owner: Owner | undefined, [action]: string[]): Promise<void> {
  if (action !== 'without-mfa') throw new UsageError();
  let listed: StaffWithoutMfa[] = [];
  if (owner) {
    listed = (await askServer(owner, 'GET', '/internal/staff/without-mfa')) as StaffWithoutMfa[];
  } else {
    await withDatabase(config, async (database) => {
      listed = await staffWithoutMfa(database.db);
    });
  }
  for (const person of listed) console.log(`${person.email}  ${person.name}  ${person.roles.join(', ')}`);
  console.log(
    listed.length === 0
      ? 'Every staff member who reads health data has an authenticator app.'
      : `${listed.length} without an authenticator app: their next sign-in asks them to set one up.`,
  );
}

function parseRef(text: string): JobRef {
  const slash = text.lastIndexOf('/');
  if (slash <= 0 || slash === text.length - 1) throw new UsageError();
  return { name: text.slice(0, slash), id: text.slice(slash + 1) };
}

function printFailed(failed: readonly FailedJob[]): void {
  if (failed.length === 0) {
    console.log('No failed jobs.');
    return;
  }
  for (const job of failed) {
    const when = (job.failedAt ?? job.createdAt).toISOString();
    console.log(`${job.name}/${job.id}  ${when}  after ${job.attempts} tries: ${job.error}`);
  }
  console.log(`${failed.length} failed. Retry with: npm run jobs -- retry NAME/ID (or --all)`);
}

async function askServer(
  owner: Owner,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${owner.port}${path}`, {
    method,
    headers: {
      'x-admin-token': owner.adminToken,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`The running server refused: ${response.status} ${await response.text()}`);
  return response.json();
}

async function withDatabase(config: Config, work: (database: Database) => Promise<void>): Promise<void> {
  const database = await openDatabase(databaseTarget(config));
  try {
    await migrateDatabase(database);
    await work(database);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) console.error(USAGE);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof UsageError ? 2 : 1);
});
