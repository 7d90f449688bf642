import { PackageCode, Role } from '@health-passport/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn } from '../../test/auth.js';
import { rest } from '../../test/rest.js';
import { createTestApp, gql, type TestApp } from '../../test/testApp.js';
import { createTestClock } from '../../test/testClock.js';
import { FormName } from '../formdata/index.js';
import type { UserRow } from '../users/index.js';

// Staff reading a person's measurements and questionnaire answers show in that person's "who viewed my data".
const clock = createTestClock();
let t: TestApp;
let bram: UserRow;
let passportId: string;
let onboarder: UserRow;
let doctor: UserRow;
const tokens: Record<string, string> = {};

const VIEWS = `query Views($viewerId: ID, $what: HealthDataKind) {
  myHealthDataViews(viewerId: $viewerId, what: $what) { healthPassportId viewerId viewerName viewerRoles what }
}`;
interface View {
  healthPassportId: string | null;
  viewerId: string | null;
  viewerName: string | null;
  viewerRoles: string[];
  what: string;
}

async function views(token: string, filter: { viewerId?: string; what?: string } = {}): Promise<View[]> {
  const { status, body } = await gql(t.app, VIEWS, filter, token);
  expect(status).toBe(200);
  return (body.data!.myHealthDataViews as View[]) ?? [];
}

const formUrl = () => `/api/v2/users/${bram.serviceNumber}/${passportId}/onboarding`;
const historyUrl = (query = '') =>
  `/api/v2/users/${bram.serviceNumber}/${passportId}/data-items/history${query}`;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
  bram = await createUser(t, { email: 'bram.r@example.com', givenName: 'Bram', familyName: 'Reads' });
  passportId = (
    await t.ctx.services.passports.create({ userId: bram.id, packageCode: PackageCode.STANDARD_PERFORMANCE })
  ).id;
  await t.ctx.db.transaction(async (tx) => {
    await t.ctx.services.formData.append(tx, {
      passportId,
      form: FormName.QUESTIONNAIRE,
      items: [{ dataKey: 'Q_Smoking', dataValue: 'no' }],
      savedBy: bram.id,
    });
    await t.ctx.services.formData.append(tx, {
      passportId,
      form: FormName.MEASUREMENTS,
      items: [{ dataKey: 'Body_Height', dataValue: '181' }],
      savedBy: bram.id,
    });
  });
  onboarder = await createUser(t, {
    email: 'onboarder.r@example.com',
    givenName: 'Olivia',
    familyName: 'Onboarder',
    groups: [Role.ONBOARDER],
  });
  doctor = await createUser(t, {
    email: 'doctor.r@example.com',
    givenName: 'Dirk',
    familyName: 'Doctor',
    groups: [Role.DOCTOR],
  });
  for (const email of ['bram.r@example.com', 'onboarder.r@example.com', 'doctor.r@example.com']) {
    tokens[email.split('.')[0]!] = (await signedIn(t, email)).accessToken;
  }
});
afterAll(() => t.close());

describe("staff reads of a person's measurements and answers", () => {
  it('are not recorded when the person reads their own data, and there is nothing to see yet', async () => {
    const own = await rest(t.app, 'GET', '/api/v2/questionaire', { token: tokens.bram });
    expect(own.statusCode).toBe(200);
    expect(await views(tokens.bram!)).toEqual([]);
  });

  it("an onboarder opening the measurements form is in the person's log once a minute", async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await rest(t.app, 'GET', formUrl(), { token: tokens.onboarder })).statusCode).toBe(200);
    }
    expect(await views(tokens.bram!)).toEqual([
      {
        healthPassportId: passportId,
        viewerId: onboarder.id,
        viewerName: 'Olivia Onboarder',
        viewerRoles: [Role.ONBOARDER],
        what: 'measurements',
      },
    ]);
    clock.advance(61_000);
    await rest(t.app, 'GET', formUrl(), { token: tokens.onboarder });
    expect((await views(tokens.bram!)).map((v) => v.what)).toEqual(['measurements', 'measurements']);
  });

  it('a doctor reading the saved history reads measurements and questionnaire answers', async () => {
    const all = await rest(t.app, 'GET', historyUrl(), { token: tokens.doctor });
    expect(all.statusCode).toBe(200);
    const byDoctor = await views(tokens.bram!, { viewerId: doctor.id });
    expect(byDoctor.map((v) => v.what).sort()).toEqual(['measurements', 'questionnaire']);
    expect(byDoctor.every((v) => v.viewerName === 'Dirk Doctor')).toBe(true);

    // Filtered by kind: the onboarder's two looks at the form and the doctor's one.
    const measurements = await views(tokens.bram!, { what: 'measurements' });
    expect(measurements.map((v) => v.viewerName)).toEqual([
      'Dirk Doctor',
      'Olivia Onboarder',
      'Olivia Onboarder',
    ]);
    expect(await views(tokens.bram!, { viewerId: 'not-an-id' })).toEqual([]);
  });

  it("staff reading their own passport's measurements are not in their log", async () => {
    const own = await t.ctx.services.passports.create({
      userId: onboarder.id,
      packageCode: PackageCode.STANDARD_PERFORMANCE,
    });
    const response = await rest(
      t.app,
      'GET',
      `/api/v2/users/${onboarder.serviceNumber}/${own.id}/onboarding`,
      {
        token: tokens.onboarder,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(await views(tokens.onboarder!)).toEqual([]);
  });

  it('a refused read is not recorded, and nobody else sees the log', async () => {
    const before = (await views(tokens.bram!)).length;
    const foreign = await rest(
      t.app,
      'GET',
      `/api/v2/users/${onboarder.serviceNumber}/${passportId}/onboarding`,
      { token: tokens.doctor },
    );
    expect(foreign.statusCode).toBe(404);
    expect(await views(tokens.bram!)).toHaveLength(before);
    // Staff asking see only reads of their own data: none.
    expect(await views(tokens.doctor!)).toEqual([]);
    expect((await gql(t.app, VIEWS, {})).status).toBe(401);
  });
});
