import {
  addDays,
  calendarDateIn,
  HealthDataKind,
  PackageCode,
  PassportStatus,
  Role,
} from '@health-passport/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../integrations/notifier/index.js';
import { createUser, lastMessageTo, post, signedIn, signIn, TEST_PASSWORD } from '../../test/auth.js';
import { rest } from '../../test/rest.js';
import { createTestApp, gql, type TestApp } from '../../test/testApp.js';
import { createTestClock } from '../../test/testClock.js';
import type { Viewer } from '../identity/index.js';
import { healthPassports } from '../passports/index.js';
import { users, type UserRow } from '../users/index.js';
import { healthDataReads, passportShares } from './index.js';

// Today is 2 March 2026 (Amsterdam); the expiry tests move the clock on, so they come last.
const clock = createTestClock();
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let anna: UserRow;
let annaPassportId: string;
let annaDraftId: string;
let bobPassportId: string;
let coach: UserRow;
const tokens: Record<string, string> = {};

const today = () => calendarDateIn(clock.now());

const SHARE = `mutation Share($id: ID!, $expiry: Date, $recipient: ShareRecipientInput!) {
  shareHealthPassport(healthPassportId: $id, expiryDate: $expiry, recipient: $recipient) {
    id
    shares { name email phoneNumber serviceNumber status expiryDate }
  }
}`;
const REVOKE = `mutation Revoke($id: ID!, $recipient: String!) {
  revokeShare(healthPassportId: $id, recipientServiceNumber: $recipient) { id }
}`;
const ACTIVATE = `mutation Activate($sharer: String!) {
  activateShare(sharerServiceNumber: $sharer) { id healthPassportIds }
}`;
const PASSPORTS = `{ healthPassports { id status shares { name email serviceNumber status expiryDate } } }`;
const VIEWS = `query Views($id: ID!) {
  healthPassportViews(healthPassportId: $id) { healthPassportId viewerName viewerRoles what detail viewedAt }
}`;
const SCANS = `query Scans($id: ID!) { myScansData(healthPassportId: $id) { id } }`;

interface Share {
  name: string;
  email: string;
  serviceNumber: string;
  status: string;
  expiryDate: string;
}

async function call(query: string, variables: Record<string, unknown>, token: string) {
  const { status, body } = await gql(t.app, query, variables, token);
  const error = body.errors?.[0];
  return {
    status,
    data: body.data,
    error: error && {
      code: error.extensions?.code,
      message: error.message,
      fields: (error.extensions?.details as { fields?: Record<string, string> } | undefined)?.fields,
    },
  };
}

let recipients = 0;
function recipient(overrides: Record<string, string> = {}) {
  recipients += 1;
  return {
    firstName: 'Eva',
    lastName: `Extern${recipients}`,
    email: `eva${recipients}.s@example.com`,
    phoneNumber: '+31 6 1234 5678',
    ...overrides,
  };
}

function share(
  r: Record<string, string>,
  options: { passportId?: string; expiry?: string; token?: string } = {},
) {
  return call(
    SHARE,
    { id: options.passportId ?? annaPassportId, expiry: options.expiry, recipient: r },
    options.token ?? tokens.anna!,
  );
}

async function sharesOfAnna(): Promise<Share[]> {
  const { data } = await call(PASSPORTS, {}, tokens.anna!);
  const passports = data!.healthPassports as { id: string; shares: Share[] }[];
  return passports.find((p) => p.id === annaPassportId)!.shares;
}

/** Signs the new recipient in as they would: the mailed temporary password, then their own password. */
async function signInNewRecipient(email: string): Promise<string> {
  const mail = await t.ctx.db.select().from(outbox).where(eq(outbox.to, email));
  const temporary = mail.map((m) => /^ {4}(\S+)$/m.exec(m.text)?.[1]).find(Boolean);
  const first = (await signIn(t.app, email, temporary!)).json();
  expect(first).toMatchObject({ status: 'CHALLENGE', challenge: 'NEW_PASSWORD_REQUIRED' });
  const done = await post(t.app, '/auth/challenge', {
    challenge: 'NEW_PASSWORD_REQUIRED',
    session: first.session,
    newPassword: TEST_PASSWORD,
  });
  return done.json().tokens.accessToken as string;
}

async function scansAs(token: string, passportId = annaPassportId) {
  const { data, error } = await call(SCANS, { id: passportId }, token);
  return error?.code ?? (data?.myScansData ? 'OK' : 'NONE');
}

/** The sharer's passports as the external viewer's passport list asks for them (forms-api). */
async function annaListedFor(token: string) {
  const response = await rest(t.app, 'GET', `/api/v2/users/${anna.serviceNumber}/health-passports`, {
    token,
  });
  if (response.statusCode !== 200) return response.statusCode;
  const body = response.json() as { person: { birthDate: string | null }; passports: { id: string }[] };
  return { birthDate: body.person.birthDate, passports: body.passports.map((p) => p.id) };
}

async function rowCounts() {
  const [shares] = await t.ctx.db.select({ n: count() }).from(passportShares);
  const [people] = await t.ctx.db.select({ n: count() }).from(users);
  const [messages] = await t.ctx.db.select({ n: count() }).from(outbox);
  return { shares: shares!.n, people: people!.n, messages: messages!.n };
}

async function publishedPassport(userId: string): Promise<string> {
  const { id } = await t.ctx.services.passports.create({
    userId,
    packageCode: PackageCode.STANDARD_PERFORMANCE,
  });
  await t.ctx.db
    .update(healthPassports)
    .set({ status: PassportStatus.PUBLISHED, publishedAt: clock.now() })
    .where(eq(healthPassports.id, id));
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://passport.example.com' }, undefined, { clock });
  anna = await createUser(t, {
    email: 'anna.s@example.com',
    givenName: 'Anna',
    familyName: 'de Vries',
    birthDate: '1985-04-12',
    groups: [Role.CONSUMER],
  });
  annaPassportId = await publishedPassport(anna.id);
  annaDraftId = (
    await t.ctx.services.passports.create({ userId: anna.id, packageCode: PackageCode.REMEASUREMENT })
  ).id;
  const bob = await createUser(t, { email: 'bob.s@example.com', groups: [Role.CONSUMER] });
  bobPassportId = await publishedPassport(bob.id);
  coach = await createUser(t, {
    email: 'coach.s@example.com',
    givenName: 'Carla',
    familyName: 'Coach',
    groups: [Role.HEALTH_COACH],
  });
  await createUser(t, { email: 'known.external.s@example.com', givenName: 'Kees', groups: [Role.EXTERNAL] });
  for (const name of ['anna', 'bob', 'coach', 'known.external'] as const) {
    tokens[name] = (await signedIn(t, `${name}.s@example.com`)).accessToken;
  }
});
afterAll(() => t.close());

describe('shareHealthPassport', () => {
  it('creates an EXTERNAL account for a new recipient, invites them and lists the PENDING share', async () => {
    const r = recipient({ firstName: 'Eva', lastName: 'Extern' });
    const { data, error } = await share(r);
    expect(error).toBeUndefined();

    const account = await t.ctx.services.users.findByEmail(r.email);
    expect(account).toMatchObject({ givenName: 'Eva', familyName: 'Extern', phoneNumber: '+31612345678' });
    expect(await t.ctx.services.users.groupsOf(account!.id)).toEqual([Role.EXTERNAL]);
    const expected = {
      name: 'Eva Extern',
      email: r.email,
      phoneNumber: '+31612345678',
      serviceNumber: account!.serviceNumber,
      status: 'PENDING',
      // No expiry given: 3 months from today.
      expiryDate: '2026-06-02',
    };
    expect(data!.shareHealthPassport).toEqual({ id: annaPassportId, shares: [expected] });
    const { phoneNumber: _phone, ...listed } = expected;
    expect(await sharesOfAnna()).toEqual([listed]);

    // After the commit: the temporary password, and the invitation naming the sharer, the date and the portal.
    const mails = await t.ctx.db.select().from(outbox).where(eq(outbox.to, r.email));
    expect(mails.map((m) => m.subject)).toEqual([
      'Your Health Passport account',
      'Anna de Vries shares a Health Passport with you',
    ]);
    const invitation = mails[1]!.text;
    expect(invitation).toContain('until and including 2 June 2026');
    expect(invitation).toContain('Sign in at https://passport.example.com/ with your e-mail address');
    expect(invitation).toContain('temporary password comes in a separate e-mail');
  });

  it('invites an existing external viewer without a new account, in their language', async () => {
    await t.ctx.db
      .update(users)
      .set({ locale: 'nl_NL' })
      .where(eq(users.email, 'known.external.s@example.com'));
    const before = await rowCounts();
    const { error } = await share(recipient({ firstName: 'Kees', email: 'Known.External.S@example.com' }), {
      expiry: addDays(today(), 365),
    });
    expect(error).toBeUndefined();
    const after = await rowCounts();
    expect(after).toEqual({
      shares: before.shares + 1,
      people: before.people,
      messages: before.messages + 1,
    });
    const mail = await lastMessageTo(t, 'known.external.s@example.com');
    expect(mail.subject).toBe('Anna de Vries deelt een Health Passport met je');
    expect(mail.text).toContain('tot en met 2 maart 2027');
    expect(mail.text).not.toContain('tijdelijke wachtwoord');
  });

  it('refuses bad requests with a clear error and stores nothing', async () => {
    const before = await rowCounts();
    const taken = recipient();
    expect((await share(taken)).error).toBeUndefined();
    const afterFirst = await rowCounts();

    const cases: [string, Awaited<ReturnType<typeof share>>][] = [
      ['unpublished', await share(recipient(), { passportId: annaDraftId })],
      ['foreign', await share(recipient(), { passportId: bobPassportId })],
      ['unknown id', await share(recipient(), { passportId: 'not-a-passport' })],
      ['expiry today', await share(recipient(), { expiry: today() })],
      ['expiry 366 days', await share(recipient(), { expiry: addDays(today(), 366) })],
      ['no such date', await share(recipient(), { expiry: '2026-02-30' })],
      ['duplicate', await share({ ...taken, firstName: 'Again' })],
      ['consumer e-mail', await share(recipient({ email: 'bob.s@example.com' }))],
      ['staff e-mail', await share(recipient({ email: 'COACH.s@example.com' }))],
      ['own e-mail', await share(recipient({ email: 'anna.s@example.com' }))],
      ['invalid phone', await share(recipient({ phoneNumber: '+3161234' }))],
      ['phone without +', await share(recipient({ phoneNumber: '0612345678' }))],
      ['invalid e-mail', await share(recipient({ email: 'eva@' }))],
      ['missing name', await share(recipient({ firstName: '  ', lastName: '' }))],
      ['not a consumer', await share(recipient(), { token: tokens.coach })],
    ];
    const outcome = Object.fromEntries(cases.map(([name, r]) => [name, r.error?.code]));
    expect(outcome).toEqual({
      unpublished: 'passportNotPublished',
      foreign: 'notFound',
      'unknown id': 'notFound',
      'expiry today': 'InvalidParameterException',
      'expiry 366 days': 'InvalidParameterException',
      'no such date': 'InvalidParameterException',
      duplicate: 'alreadyShared',
      'consumer e-mail': 'UsernameExistsException',
      'staff e-mail': 'UsernameExistsException',
      'own e-mail': 'shareWithYourself',
      'invalid phone': 'InvalidParameterException',
      'phone without +': 'InvalidParameterException',
      'invalid e-mail': 'InvalidParameterException',
      'missing name': 'InvalidParameterException',
      'not a consumer': 'forbidden',
    });
    const error = (name: string) => cases.find(([n]) => n === name)![1].error!;
    // The share form reads the provider's code in parentheses (customer-journey §8 "Sharing").
    expect(error('consumer e-mail').message).toMatch(/\(UsernameExistsException\)$/);
    expect(error('invalid phone').message).toMatch(/\(InvalidParameterException\)$/);
    expect(error('own e-mail').message).toMatch(/\(InvalidParameterException\)$/);
    expect(error('invalid phone').fields).toEqual({ 'recipient.phoneNumber': expect.any(String) });
    expect(error('expiry today').fields).toEqual({
      expiryDate: 'The expiry date must lie between 2026-03-03 and 2027-03-02',
    });
    expect(Object.keys(error('missing name').fields!)).toEqual(['recipient.firstName', 'recipient.lastName']);
    expect(error('duplicate').message).not.toMatch(/\(/);

    expect(await rowCounts()).toEqual(afterFirst);
    expect(afterFirst.shares).toBe(before.shares + 1);
  });
});

describe('an external viewer', () => {
  let eva: { email: string; token: string; serviceNumber: string };

  beforeAll(async () => {
    const r = recipient();
    await share(r);
    const token = await signInNewRecipient(r.email);
    const account = await t.ctx.services.users.findByEmail(r.email);
    eva = { email: r.email, token, serviceNumber: account!.serviceNumber };
  });

  it('reads the shared passport only after activating the share, and nothing else of the sharer', async () => {
    expect(await scansAs(eva.token)).toBe('ACCESS_ERROR');
    expect(await annaListedFor(eva.token)).toBe(403);

    const activated = await call(ACTIVATE, { sharer: anna.serviceNumber }, eva.token);
    expect(activated.data!.activateShare).toEqual({
      id: annaPassportId,
      healthPassportIds: [annaPassportId],
    });
    const share = (await sharesOfAnna()).find((s) => s.email === eva.email);
    expect(share?.status).toBe('ACTIVE');
    const [row] = await t.ctx.db.select().from(passportShares).where(eq(passportShares.email, eva.email));

    // Activating again changes nothing (the web activates at every "View health passport").
    clock.advance(60_000);
    const again = await call(ACTIVATE, { sharer: anna.serviceNumber }, eva.token);
    expect(again.data!.activateShare).toEqual(activated.data!.activateShare);
    const [same] = await t.ctx.db.select().from(passportShares).where(eq(passportShares.id, row!.id));
    expect(same!.activatedAt).toEqual(row!.activatedAt);

    expect(await scansAs(eva.token)).toBe('OK');
    // Her passport list shows the shared passport only, without her birth date.
    expect(await annaListedFor(eva.token)).toEqual({ birthDate: null, passports: [annaPassportId] });
    const viewer: Viewer = { userId: row!.recipientId, email: eva.email, roles: [Role.EXTERNAL] };
    const readable = await t.ctx.services.passportAccess.requireReadable(
      viewer,
      annaPassportId,
      anna.serviceNumber,
      { what: HealthDataKind.LAYOUT, detail: 'my-health' },
    );
    expect(readable).toMatchObject({ own: false, person: { id: anna.id } });
    // Her other passport, and someone else's, stay closed; so do the owner's share calls.
    expect(await scansAs(eva.token, annaDraftId)).toBe('ACCESS_ERROR');
    expect(await scansAs(eva.token, bobPassportId)).toBe('ACCESS_ERROR');
    expect((await call(PASSPORTS, {}, eva.token)).data!.healthPassports).toEqual([]);
    const revokeByViewer = await call(
      REVOKE,
      { id: annaPassportId, recipient: eva.serviceNumber },
      eva.token,
    );
    expect(revokeByViewer.error?.code).toBe('forbidden');
  });

  it('loses access with the next request after the owner revokes', async () => {
    expect(await scansAs(eva.token)).toBe('OK');
    const foreign = await call(REVOKE, { id: annaPassportId, recipient: eva.serviceNumber }, tokens.bob!);
    expect(foreign.error?.code).toBe('notFound');

    const revoked = await call(REVOKE, { id: annaPassportId, recipient: eva.serviceNumber }, tokens.anna!);
    expect(revoked.data!.revokeShare).toEqual({ id: annaPassportId });
    expect(await scansAs(eva.token)).toBe('ACCESS_ERROR');
    expect(await annaListedFor(eva.token)).toBe(403);
    expect((await sharesOfAnna()).map((s) => s.email)).not.toContain(eva.email);
    expect((await call(ACTIVATE, { sharer: anna.serviceNumber }, eva.token)).error?.code).toBe('notFound');
    const twice = await call(REVOKE, { id: annaPassportId, recipient: eva.serviceNumber }, tokens.anna!);
    expect(twice.error?.code).toBe('notFound');

    // A new share after a revocation is a new PENDING share.
    expect((await share({ ...recipient(), email: eva.email })).error).toBeUndefined();
    expect((await sharesOfAnna()).find((s) => s.email === eva.email)?.status).toBe('PENDING');
  });

  it('cannot activate what nobody shared, and only an external viewer activates', async () => {
    expect((await call(ACTIVATE, { sharer: 'HP00000000' }, eva.token)).error?.code).toBe('notFound');
    const bobSn = (await t.ctx.services.users.findByEmail('bob.s@example.com'))!.serviceNumber;
    expect((await call(ACTIVATE, { sharer: bobSn }, eva.token)).error?.code).toBe('notFound');
    expect((await call(ACTIVATE, { sharer: anna.serviceNumber }, tokens.bob!)).error?.code).toBe('forbidden');
  });
});

describe('the access audit', () => {
  it('records reads by staff and external viewers, not by the person, and shows them to the owner only', async () => {
    await t.ctx.db.delete(healthDataReads);
    expect(await scansAs(tokens.anna!)).toBe('OK');
    const [none] = await t.ctx.db.select({ n: count() }).from(healthDataReads);
    expect(none!.n).toBe(0);

    clock.advance(60_000);
    const coachViewer: Viewer = { userId: coach.id, email: coach.email, roles: [Role.HEALTH_COACH] };
    await t.ctx.services.passportAccess.requireReadable(coachViewer, annaPassportId, anna.serviceNumber, {
      what: HealthDataKind.LAYOUT,
      detail: 'my-health/body-heart',
    });
    // An external viewer with an active share reads through a real request.
    await createUser(t, {
      email: 'vera.s@example.com',
      givenName: 'Vera',
      familyName: 'Viewer',
      groups: [Role.EXTERNAL],
    });
    const vera = (await signedIn(t, 'vera.s@example.com')).accessToken;
    expect((await share(recipient({ email: 'vera.s@example.com' }))).error).toBeUndefined();
    await call(ACTIVATE, { sharer: anna.serviceNumber }, vera);
    clock.advance(60_000);
    expect(await scansAs(vera)).toBe('OK');

    const { data } = await call(VIEWS, { id: annaPassportId }, tokens.anna!);
    expect(data!.healthPassportViews).toEqual([
      {
        healthPassportId: annaPassportId,
        viewerName: 'Vera Viewer',
        viewerRoles: [Role.EXTERNAL],
        what: 'scans',
        detail: null,
        viewedAt: '2026-03-02T09:03:00.000Z',
      },
      {
        healthPassportId: annaPassportId,
        viewerName: 'Carla Coach',
        viewerRoles: [Role.HEALTH_COACH],
        what: 'layout',
        detail: 'my-health/body-heart',
        viewedAt: '2026-03-02T09:02:00.000Z',
      },
    ]);
    // Someone else's passport's views: the same answer as an unknown id.
    expect((await call(VIEWS, { id: annaPassportId }, tokens.bob!)).error?.code).toBe('notFound');
    expect((await call(VIEWS, { id: annaPassportId }, tokens.coach!)).error?.code).toBe('notFound');
    expect((await call(VIEWS, { id: bobPassportId }, tokens.bob!)).data!.healthPassportViews).toEqual([]);
  });

  it('answers the newest 100 reads', async () => {
    for (let i = 0; i < 105; i += 1) {
      await t.ctx.services.sharing.recordRead({
        personId: anna.id,
        passportId: annaPassportId,
        readerId: coach.id,
        readerRoles: [Role.HEALTH_COACH],
        what: HealthDataKind.ROUTES,
        detail: `read ${i}`,
      });
    }
    const { data } = await call(VIEWS, { id: annaPassportId }, tokens.anna!);
    const views = data!.healthPassportViews as { detail: string }[];
    expect(views).toHaveLength(100);
    expect(views[0]!.detail).toBe('read 104');
  });
});

describe('expiry', () => {
  it('grants access through the expiry date and refuses from the next day; a new share replaces it', async () => {
    const r = recipient();
    expect((await share(r, { expiry: addDays(today(), 1) })).error).toBeUndefined();
    let token = await signInNewRecipient(r.email);
    await call(ACTIVATE, { sharer: anna.serviceNumber }, token);
    expect(await scansAs(token)).toBe('OK');

    // Access tokens live 15 minutes: each day the viewer signs in again.
    const nextDay = async () => {
      clock.advance(DAY);
      tokens.anna = (await signedIn(t, 'anna.s@example.com')).accessToken;
      return (await signedIn(t, r.email)).accessToken;
    };
    token = await nextDay(); // the expiry date itself
    expect(await scansAs(token)).toBe('OK');
    token = await nextDay();
    expect(await scansAs(token)).toBe('ACCESS_ERROR');
    expect((await sharesOfAnna()).map((s) => s.email)).not.toContain(r.email);
    expect((await call(ACTIVATE, { sharer: anna.serviceNumber }, token)).error?.code).toBe('notFound');

    // The expired share does not block sharing again with the same person.
    expect((await share(r)).error).toBeUndefined();
    const rows = await t.ctx.db.select().from(passportShares).where(eq(passportShares.email, r.email));
    expect(rows.map((row) => row.revokedAt === null)).toEqual([false, true]);
  });
});
