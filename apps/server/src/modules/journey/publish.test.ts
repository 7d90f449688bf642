import { PassportStatus, Role, ROLES, UNLOCK_PASSPORT_ROLES } from '@health-passport/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn } from '../../test/auth.js';
import { rest } from '../../test/rest.js';
import { createTestApp, gql, type TestApp } from '../../test/testApp.js';
import { healthPassports } from '../passports/index.js';
import type { UserRow } from '../users/index.js';
import { passportToPublish } from './journey.unlock.js';

let t: TestApp;
const tokens: Partial<Record<Role, string>> = {};
const DAY = 86_400_000;

const publish = (serviceNumber: string, token?: string) =>
  rest(t.app, 'POST', `/api/v2/health-coach/${encodeURIComponent(serviceNumber)}/passport/publish`, {
    token,
  });

/** A person with passports of these statuses, oldest first, created a day apart. */
async function personWith(email: string, statuses: PassportStatus[]) {
  const person = await createUser(t, { email });
  const ids: string[] = [];
  for (const [i, status] of statuses.entries()) {
    const passport = await t.ctx.services.passports.create({ userId: person.id, packageCode: 'standard' });
    await t.ctx.db
      .update(healthPassports)
      .set({ status, createdAt: new Date(Date.now() - (statuses.length - i) * DAY) })
      .where(eq(healthPassports.id, passport.id));
    ids.push(passport.id);
  }
  return { person, ids };
}

const statusOf = async (id: string) => (await t.ctx.services.passports.getById(id))?.status;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES.filter((r) => r !== Role.ANONYMOUS)) {
    const email = `publisher.${role.toLowerCase()}@example.com`;
    await createUser(t, { email, groups: [role] });
    tokens[role] = (await signedIn(t, email)).accessToken;
  }
});
afterAll(() => t.close());

describe('POST /api/v2/health-coach/{serviceNumber}/passport/publish', () => {
  it('publishes the computed passport for a data expert, as the journey and the consumer then see it', async () => {
    const { person, ids } = await personWith('computed@example.com', [PassportStatus.COMPUTED]);
    const response = await publish(person.serviceNumber, tokens.DATA_EXPERT);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: ids[0], status: PassportStatus.PUBLISHED });
    expect(await statusOf(ids[0]!)).toBe(PassportStatus.PUBLISHED);
    const events = await t.ctx.services.events.list({ type: 'passport.published' });
    expect(events.map((event) => event.payload)).toContainEqual({
      passportId: ids[0],
      userId: person.id,
      unlockedBy: expect.any(String),
    });
  });

  it('lets a doctor publish too', async () => {
    const { person, ids } = await personWith('doctor.publish@example.com', [PassportStatus.COMPUTED]);
    expect((await publish(person.serviceNumber, tokens.DOCTOR)).statusCode).toBe(200);
    expect(await statusOf(ids[0]!)).toBe(PassportStatus.PUBLISHED);
  });

  it('refuses every other role, and asks for a session', async () => {
    const { person, ids } = await personWith('refused@example.com', [PassportStatus.COMPUTED]);
    expect((await publish(person.serviceNumber)).statusCode).toBe(401);
    for (const role of ROLES.filter((r) => r !== Role.ANONYMOUS && !UNLOCK_PASSPORT_ROLES.includes(r))) {
      const response = await publish(person.serviceNumber, tokens[role]);
      expect([role, response.statusCode]).toEqual([role, 403]);
    }
    expect(await statusOf(ids[0]!)).toBe(PassportStatus.COMPUTED);
  });

  it('answers the errors of unlockHealthPassport, and changes nothing', async () => {
    const expect409 = async (person: UserRow, code: string) => {
      const response = await publish(person.serviceNumber, tokens.DATA_EXPERT);
      expect([response.statusCode, response.json().error.code]).toEqual([409, code]);
      expect(response.json().error.message).toBeTruthy();
    };
    const created = await personWith('created@example.com', [PassportStatus.CREATED]);
    await expect409(created.person, 'notReadyToUnlock');
    expect(await statusOf(created.ids[0]!)).toBe(PassportStatus.CREATED);

    const published = await personWith('published@example.com', [PassportStatus.PUBLISHED]);
    await expect409(published.person, 'alreadyUnlocked');

    // An older onboarding still in progress: that one first (one onboarding at a time).
    const waiting = await personWith('waiting@example.com', [
      PassportStatus.CREATED,
      PassportStatus.COMPUTED,
    ]);
    await expect409(waiting.person, 'anotherOnboardingActive');
    expect(await statusOf(waiting.ids[1]!)).toBe(PassportStatus.COMPUTED);
  });

  it('answers 404 for an unknown person and for a person without passports', async () => {
    const unknown = await publish('HP99999999', tokens.DATA_EXPERT);
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'notFound']);
    const none = await personWith('none@example.com', []);
    const response = await publish(none.person.serviceNumber, tokens.DATA_EXPERT);
    expect([response.statusCode, response.json().error.code]).toEqual([404, 'notFound']);
  });

  it('publishes the same passport the GraphQL mutation would, once', async () => {
    const { person, ids } = await personWith('twice@example.com', [
      PassportStatus.PUBLISHED,
      PassportStatus.COMPUTED,
    ]);
    expect((await publish(person.serviceNumber, tokens.DOCTOR)).json()).toEqual({
      id: ids[1],
      status: PassportStatus.PUBLISHED,
    });
    const again = await gql(
      t.app,
      'mutation($id: ID!) { unlockHealthPassport(healthPassportId: $id) { id status } }',
      { id: ids[1] },
      tokens.DOCTOR,
    );
    expect(again.body.errors?.[0]?.extensions?.code).toBe('alreadyUnlocked');
  });
});

describe('passportToPublish', () => {
  const row = (id: string, status: PassportStatus) => ({ id, status }) as never;

  it('takes the oldest computed passport, else the one in progress, else the newest', () => {
    const pick = (...rows: [string, PassportStatus][]) =>
      (passportToPublish(rows.map(([id, status]) => row(id, status))) as { id: string } | undefined)?.id;
    const { PUBLISHED, COMPUTED, CREATED } = PassportStatus;
    expect(pick(['c', COMPUTED], ['b', COMPUTED], ['a', PUBLISHED])).toBe('b');
    expect(pick(['b', CREATED], ['a', PUBLISHED])).toBe('b');
    expect(pick(['b', PUBLISHED], ['a', PUBLISHED])).toBe('b');
    expect(pick()).toBeUndefined();
  });
});
