import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPdf } from '../src/integrations/pdf/index.js';
import { startTestS3, type TestS3 } from '../src/test/s3Server.js';
import { call, me, report, signIn, uploadDocument } from './support/api.js';
import { createDatabase, type TestDatabase } from './support/postgres.js';
import { CLI, startServer, stopServers } from './support/server.js';

let original: TestDatabase;
let restored: TestDatabase;
let s3: TestS3;
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-faults-backup-'));

beforeAll(async () => {
  original = await createDatabase('backup');
  restored = await createDatabase('restored');
  s3 = await startTestS3();
});
afterAll(async () => {
  await stopServers();
  await s3?.stop();
  await original?.drop();
  await restored?.drop();
  fs.rmSync(directory, { recursive: true, force: true });
});

/** What an operator compares after a restore: the rows that matter, the background work included. */
const census = async (db: TestDatabase) => ({
  users: await db.count('select count(*) from users'),
  orders: await db.count('select count(*) from orders'),
  documents: await db.count('select count(*) from documents'),
  jobs: await db.count('select count(*) from jobs.job'),
});

describe('backup and restore', () => {
  it('a pg_dump of the database, jobs included, restored with pg_restore serves the same portal', async () => {
    const server = await startServer('A', { DATABASE_URL: original.url, ...s3.env } as Record<
      string,
      string
    >);
    const onboarder = await signIn(server, 'onboarder@example.com');
    const anna = await signIn(server, 'anna@example.com');
    const { serviceNumber } = await me(server, anna.accessToken);
    const pdf = await createPdf({ title: 'Referral' }).paragraph('Kept through a restore.').toBuffer();
    const uploaded = await uploadDocument(server, onboarder.accessToken, serviceNumber, pdf);
    expect(uploaded.status).toBe(201);

    // Dumped while the instance runs: pg_dump reads one consistent snapshot.
    const dump = path.join(directory, 'health-passport.dump');
    const before = await census(original);
    execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, original.url]);
    expect(await server.stop()).toEqual({ code: 0, signal: null });
    execFileSync('pg_restore', ['--no-owner', `--dbname=${restored.url}`, dump]);
    expect(await census(restored)).toEqual(before);

    // An instance on the restored database and the same bucket: sign-in, the document and its file.
    const onRestored = await startServer('R', { DATABASE_URL: restored.url, ...s3.env } as Record<
      string,
      string
    >);
    const session = await signIn(onRestored, 'anna@example.com');
    const listed = await call(onRestored, 'POST', '/graphql', {
      token: session.accessToken,
      json: { query: '{ myDocuments { id url } }' },
    });
    const document = (listed.body.data.myDocuments as { id: string; url: string }[]).find(
      (d) => d.id === uploaded.body.id,
    );
    const url = new URL(document!.url, 'http://x');
    const download = await call(onRestored, 'GET', url.pathname + url.search);
    expect(download.bytes.equals(pdf)).toBe(true);

    // The operator commands work on it as on the original (DATABASE_URL: they open the database themselves).
    const cli = (...args: string[]) =>
      execFileSync(process.execPath, [CLI, ...args], {
        env: { PATH: process.env.PATH ?? '', DATABASE_URL: restored.url, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      }).trim();
    expect(cli('jobs', 'failed')).toBe('No failed jobs.');
    expect(cli('maintenance', 'status')).toBe('Maintenance mode is off.');
    report(
      `backup: pg_dump --format=custom of a running instance's database (${before.users} users, ${before.orders} orders, ` +
        `${before.documents} documents, ${before.jobs} jobs), pg_restore into an empty database: the same rows; ` +
        `an instance on it signs in and downloads the document from the bucket; jobs failed / maintenance status answer`,
    );
  });
});
