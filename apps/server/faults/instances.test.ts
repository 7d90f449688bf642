import { PackageCode } from '@health-passport/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPdf } from '../src/integrations/pdf/index.js';
import { startTestS3, type TestS3 } from '../src/test/s3Server.js';
import { call, eventually, gql, guestCheckout, me, report, signIn, uploadDocument } from './support/api.js';
import { createDatabase, type TestDatabase } from './support/postgres.js';
import { type PortalServer, startServer, stopServers } from './support/server.js';

// Two instances on one database and one object store, as behind a load balancer.
let db: TestDatabase;
let s3: TestS3;
let a: PortalServer;
let b: PortalServer;

beforeAll(async () => {
  db = await createDatabase('instances');
  s3 = await startTestS3();
  const env = { DATABASE_URL: db.url, ...s3.env } as Record<string, string>;
  // The first one migrates the database and seeds the demo data; the second finds both done.
  a = await startServer('A', env);
  b = await startServer('B', env);
});
afterAll(async () => {
  await stopServers();
  await s3?.stop();
  await db?.drop();
});

const ME = '{ me { identityInformation { email } } }';

describe('two instances, one database', () => {
  it('a session made on one works on the other', async () => {
    const session = await signIn(a, 'anna@example.com');
    const onB = await gql(b, ME, {}, session.accessToken);
    expect(onB.data?.me.identityInformation.email).toBe('anna@example.com');
    const refreshed = await call(b, 'POST', '/auth/refresh', { refreshCookie: session.refresh });
    expect(refreshed.status).toBe(200);
    const backOnA = await gql(a, ME, {}, refreshed.body.tokens.accessToken);
    expect(backOnA.data?.me.identityInformation.email).toBe('anna@example.com');
    report(
      'sessions: signed in on A, the access token read me on B, B refreshed it, the new token read me on A',
    );
  });

  it('a refresh token reused on one revokes the family on the other', async () => {
    const { refresh: first } = await signIn(a, 'bram@example.com');
    const rotated = await call(a, 'POST', '/auth/refresh', { refreshCookie: first });
    expect(rotated.status).toBe(200);
    const replay = await call(b, 'POST', '/auth/refresh', { refreshCookie: first });
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('NotAuthorizedException');
    const victim = await call(a, 'POST', '/auth/refresh', { refreshCookie: rotated.refreshCookie });
    expect(victim.status).toBe(401);
    report(
      'refresh: rotated on A; the spent token replayed on B: 401; the rotated one on A: 401 (family revoked)',
    );
  });

  it('counts failed sign-ins of both instances towards one lockout', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const server = i % 2 === 0 ? a : b;
      const answer = await call(server, 'POST', '/auth/sign-in', {
        json: { username: 'coach@example.com', password: 'Not-The-Password-1!' },
      });
      expect(answer.body.error.code).toBe('NotAuthorizedException');
      statuses.push(answer.status);
    }
    for (const server of [a, b]) {
      const right = await call(server, 'POST', '/auth/sign-in', {
        json: { username: 'coach@example.com', password: 'Passport-Demo-2026!' },
      });
      expect(right.status).toBe(429);
      expect(right.body.error.code).toBe('LimitExceededException');
    }
    report(
      `lockout: 5 wrong passwords alternating A/B (${statuses.join(',')}), then the right one: 429 on A and on B`,
    );
  });

  it('lets exactly one of two bookings of one slot through different instances', async () => {
    const bram = await signIn(a, 'bram@example.com');
    const cees = await signIn(b, 'cees@example.com');
    const bramPassport = (await me(a, bram.accessToken)).passportId;
    const ceesPassport = (await me(b, cees.accessToken)).passportId;
    const now = Date.now();
    const free = await gql(
      a,
      `query ($from: DateTime!, $to: DateTime!) {
        availableSlots(resource: "AMSTERDAM", kind: EXAMINATION, from: $from, to: $to) { startsAt }
      }`,
      { from: new Date(now).toISOString(), to: new Date(now + 28 * 86_400_000).toISOString() },
      bram.accessToken,
    );
    const startsAt = free.data?.availableSlots[0].startsAt as string;
    const BOOK = `mutation ($input: BookAppointmentInput!) { bookAppointment(input: $input) { bookingId } }`;
    const input = { kind: 'EXAMINATION', resource: 'AMSTERDAM', startsAt };
    const [onA, onB] = await Promise.all([
      gql(a, BOOK, { input: { ...input, healthPassportId: bramPassport } }, bram.accessToken),
      gql(b, BOOK, { input: { ...input, healthPassportId: ceesPassport } }, cees.accessToken),
    ]);
    const answers = [onA, onB];
    expect(answers.filter((x) => x.status === 200 && x.data?.bookAppointment).length).toBe(1);
    expect(answers.filter((x) => x.status === 409 && x.error === 'slotTaken').length).toBe(1);
    const booked = await db.count(
      `select count(*) from bookings where resource = 'AMSTERDAM' and starts_at = $1 and status = 'BOOKED'`,
      [startsAt],
    );
    expect(booked).toBe(1);
    report(
      `bookings: ${startsAt} asked through A and B at once: answers ${onA.status}/${onB.status}; rows: ${booked}`,
    );
  });

  it('downloads a file through one instance that was uploaded through the other', async () => {
    const onboarder = await signIn(a, 'onboarder@example.com');
    const anna = await signIn(b, 'anna@example.com');
    const { serviceNumber } = await me(b, anna.accessToken);
    const pdf = await createPdf({ title: 'Lab print-out' })
      .paragraph('Handed over at the examination.')
      .toBuffer();
    const objectsBefore = (await s3.objects()).length;
    const uploaded = await uploadDocument(a, onboarder.accessToken, serviceNumber, pdf);
    expect(uploaded.status).toBe(201);
    const listed = await gql(b, '{ myDocuments { id url } }', {}, anna.accessToken);
    const url = (listed.data?.myDocuments as { id: string; url: string }[]).find(
      (doc) => doc.id === uploaded.body.id,
    )!.url;
    const path = new URL(url, 'http://x').pathname + new URL(url, 'http://x').search;
    for (const server of [a, b]) {
      const download = await call(server, 'GET', path);
      expect(download.status).toBe(200);
      expect(download.bytes.equals(pdf)).toBe(true);
    }
    expect((await s3.objects()).length).toBe(objectsBefore + 1);
    report(
      `files: a ${pdf.length}-byte PDF uploaded through A into the bucket; its signed url from B downloads the same bytes on A and B`,
    );
  });

  it('a change made through one is read at once there and within moments on the other', async () => {
    const session = await signIn(a, 'bram@example.com');
    const nameOn = async (server: PortalServer) =>
      (await gql(server, '{ me { name } }', {}, session.accessToken)).data?.me.name as string | undefined;
    // Both instances have read (and keep) bram's row before the change.
    const before = await nameOn(a);
    expect(await nameOn(b)).toBe(before);
    const changed = await gql(
      a,
      'mutation ($input: UpdateMeInput!) { updateMe(input: $input) { name } }',
      { input: { givenName: 'Bramwell' } },
      session.accessToken,
    );
    const after = changed.data?.updateMe.name as string;
    expect(after).toMatch(/^Bramwell\b/);
    expect(await nameOn(a)).toBe(after);
    const startedAt = Date.now();
    expect(await eventually(async () => (await nameOn(b)) === after, 5_000, 10)).toBe(true);
    report(`kept reads: bram's new name read at once on A and after ${Date.now() - startedAt} ms on B`);
  });

  it('runs each job once: the mails of orders placed through both instances go out once each', async () => {
    const count = 12;
    const emails = Array.from({ length: count }, (_, i) => `guest${i}.faults@example.com`);
    // Four at a time, alternating instances: both queues' workers look for the same jobs meanwhile.
    for (let i = 0; i < count; i += 4) {
      const batch = emails.slice(i, i + 4);
      const answers = await Promise.all(
        batch.map((email, j) =>
          guestCheckout((i + j) % 2 === 0 ? a : b, PackageCode.STANDARD_PERFORMANCE, email),
        ),
      );
      for (const answer of answers)
        expect(answer.data?.createOrder.status, JSON.stringify(answer)).toBe('PAYMENT_PENDING');
    }
    const mailed = () =>
      db.count(`select count(*) from outbox where "to" = any($1)`, [emails]).then((n) => n >= count);
    expect(await eventually(mailed)).toBe(true);
    // A late second delivery would show up now.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const perAddress = await db.rows<{ to: string; n: string }>(
      `select "to", count(*) as n from outbox where "to" = any($1) group by "to"`,
      [emails],
    );
    expect(perAddress.map((row) => Number(row.n))).toEqual(Array(count).fill(1));
    const jobs = await db.rows<{ state: string; n: string }>(
      `select state, count(*) as n from jobs.job where name = 'notifier.send' and data->>'to' = any($1) group by state`,
      [emails],
    );
    expect(jobs).toEqual([{ state: 'completed', n: String(count) }]);
    report(
      `jobs: ${count} guest checkouts through A and B; mails in the outbox: ${count}, each address once; mail jobs: ${count} completed`,
    );
  });
});
