import { PackageCode, Role } from '@health-passport/domain';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, dataItems } from './db/schema.js';
import { createUser, signedIn } from './test/auth.js';
import { rest } from './test/rest.js';
import { createTestApp, gql, type TestApp } from './test/testApp.js';

/** A NUL character, which anyone can send inside a JSON string and PostgreSQL cannot store in text. */
const NUL = '\u0000';

let t: TestApp;
let person: { id: string; serviceNumber: string };
let passportId: string;
let onboarderToken: string;
let dataExpertToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t, {
    email: 'nul.person@example.com',
    givenName: 'Noor',
    groups: [Role.CONSUMER],
  });
  person = user;
  passportId = (
    await t.ctx.services.passports.create({ userId: user.id, packageCode: PackageCode.STANDARD_PERFORMANCE })
  ).id;
  await createUser(t, { email: 'nul.onboarder@example.com', groups: [Role.ONBOARDER] });
  onboarderToken = (await signedIn(t, 'nul.onboarder@example.com')).accessToken;
  await createUser(t, { email: 'nul.data@example.com', groups: [Role.DATA_EXPERT] });
  dataExpertToken = (await signedIn(t, 'nul.data@example.com')).accessToken;
});
afterAll(() => t.close());

describe('a NUL character in text the database would store', () => {
  it('is refused on GraphQL as the caller’s error (unstorableText, 400), not a 500, and changes nothing', async () => {
    const answer = await gql(
      t.app,
      'mutation ($name: String!) { createCompany(name: $name, customerType: B2B) { id } }',
      { name: `Acme${NUL} Trucking` },
      dataExpertToken,
    );
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'unstorableText', status: 400 });
    expect(answer.body.errors?.[0]?.message).toMatch(/cannot be stored/);
    expect(t.reported).toHaveLength(0);
    const stored = await t.ctx.db.select().from(companies).where(like(companies.name, 'Acme%Trucking'));
    expect(stored).toEqual([]);
  });

  it('is refused on REST with 400 unstorableText when staff save a measurement, and nothing is saved', async () => {
    const url = `/api/v2/users/${person.serviceNumber}/${passportId}/onboarding`;
    const answer = await rest(t.app, 'PUT', url, {
      token: onboarderToken,
      body: [{ dataKey: 'Lab_SampleBarcode', dataValue: `HP-1234${NUL}` }],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: { code: 'unstorableText' } });
    expect(t.reported).toHaveLength(0);
    const stored = await t.ctx.db.select().from(dataItems).where(eq(dataItems.passportId, passportId));
    expect(stored).toEqual([]);
  });
});
