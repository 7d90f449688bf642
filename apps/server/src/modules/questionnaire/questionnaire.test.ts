import { PackageCode, Role } from '@health-passport/domain';
import type { FormGroup } from '@health-passport/form-engine';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn } from '../../test/auth.js';
import { pageLabels, servedValue, validAnswers } from '../../test/forms.js';
import { rest } from '../../test/rest.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { createTestClock } from '../../test/testClock.js';
import { dataItems } from '../formdata/index.js';
import type { PassportRow } from '../passports/index.js';

const URL = '/api/v2/questionaire';
const clock = createTestClock();
let t: TestApp;
let bram: { token: string; passport: PassportRow; userId: string };
let dutchToken: string;
let shortToken: string;
let noPassportToken: string;
let onboarderToken: string;

async function consumer(email: string, locale: 'en_US' | 'nl_NL', packageCode?: string) {
  const user = await createUser(t, { email, locale, groups: [Role.CONSUMER] });
  const passport = packageCode
    ? await t.ctx.services.passports.create({ userId: user.id, packageCode })
    : undefined;
  return { token: (await signedIn(t, email)).accessToken, passport, userId: user.id };
}

const get = (token: string, language?: string) => rest(t.app, 'GET', URL, { token, language });
const put = (token: string, body: unknown, language = 'en-US') =>
  rest(t.app, 'PUT', URL, { token, body, language });
const storedRows = async () =>
  (await t.ctx.db.select({ n: count() }).from(dataItems).where(eq(dataItems.passportId, bram.passport.id)))[0]
    ?.n;
const completions = async () =>
  (await t.ctx.services.events.list({ type: 'questionnaire.completed' })).length;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
  const b = await consumer('bram.q@example.com', 'en_US', PackageCode.STANDARD_PERFORMANCE);
  bram = { token: b.token, passport: b.passport!, userId: b.userId };
  dutchToken = (await consumer('nl.q@example.com', 'nl_NL', PackageCode.STANDARD_PERFORMANCE)).token;
  shortToken = (await consumer('short.q@example.com', 'en_US', PackageCode.DIAMETER_ZGT_1)).token;
  noPassportToken = (await consumer('none.q@example.com', 'en_US')).token;
  await createUser(t, { email: 'onboarder.q@example.com', groups: [Role.ONBOARDER] });
  onboarderToken = (await signedIn(t, 'onboarder.q@example.com')).accessToken;
});
afterAll(() => t.close());

describe('GET /api/v2/questionaire', () => {
  it('serves the full questionnaire with Introduction first and Conclusion last', async () => {
    const response = await get(bram.token, 'en-US');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(pageLabels(response.json())).toEqual([
      'Introduction',
      'About you',
      'Wellbeing',
      'Stress',
      'Resilience',
      'Work',
      'Sleep',
      'Activity',
      'Alcohol and smoking',
      'Nutrition',
      'Conclusion',
    ]);
  });

  it('speaks the Accept-Language, else the user’s locale', async () => {
    const dutch = (await get(bram.token, 'nl-NL,nl;q=0.9')).json() as FormGroup[];
    expect(pageLabels(dutch).at(0)).toBe('Introductie');
    expect(pageLabels(dutch).at(-1)).toBe('Conclusie');
    expect(pageLabels(dutch)).toContain('Veerkracht');
    const who5 = dutch.find((g) => g.label === 'Welzijn')!.fields.find((f) => f.dataKey === 'WHO5_1');
    expect(who5).toMatchObject({ label: 'Ik voelde me opgewekt en in een goede stemming', required: true });
    expect(who5?.options?.[0]).toEqual({ label: 'De hele tijd', value: '5' });

    // No usable header: the user's own locale decides.
    expect(pageLabels((await get(dutchToken)).json()).at(0)).toBe('Introductie');
    expect(pageLabels((await get(dutchToken, 'de-DE')).json()).at(0)).toBe('Introductie');
    expect(pageLabels((await get(dutchToken, 'en-US')).json()).at(0)).toBe('Introduction');
  });

  it('gives package Diameter_ZGT_1 the short variant', async () => {
    const groups = (await get(shortToken, 'en-US')).json() as FormGroup[];
    expect(pageLabels(groups)).toEqual([
      'Introduction',
      'Wellbeing',
      'Activity',
      'Alcohol and smoking',
      'Conclusion',
    ]);
    expect(JSON.stringify(groups)).not.toContain('PSS10_1');
    expect(JSON.stringify(groups)).toContain('about 5 minutes');
  });

  it('answers 404 needsExistingHealthPassport without a current passport', async () => {
    const response = await get(noPassportToken);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('needsExistingHealthPassport');
  });

  it('is for consumers with a session', async () => {
    expect((await rest(t.app, 'GET', URL)).statusCode).toBe(401);
    expect((await get(onboarderToken)).statusCode).toBe(403);
  });
});

describe('PUT /api/v2/questionaire', () => {
  it('stores answers with their instrument and answers the refreshed form', async () => {
    const response = await put(bram.token, [
      { dataKey: 'WHO5_1', dataValue: '3' },
      { dataKey: 'PSQI_SleepHours', dataValue: '7,5' },
    ]);
    expect(response.statusCode).toBe(200);
    const groups = response.json() as FormGroup[];
    expect(pageLabels(groups).at(0)).toBe('Introduction');
    expect(servedValue(groups, 'WHO5_1')).toBe('3');
    // The engine normalises the decimal comma.
    expect(servedValue(groups, 'PSQI_SleepHours')).toBe('7.5');
    const [row] = await t.ctx.db
      .select()
      .from(dataItems)
      .where(and(eq(dataItems.passportId, bram.passport.id), eq(dataItems.dataKey, 'WHO5_1')));
    expect(row).toMatchObject({
      form: 'questionnaire',
      instrument: 'WHO-5',
      instrumentVersion: '1998',
      savedBy: bram.userId,
    });
  });

  it('keeps the history: a new value is a new row, the newest is current', async () => {
    clock.advance(60_000);
    await put(bram.token, [{ dataKey: 'WHO5_1', dataValue: '4' }]);
    // Re-sending an unchanged value adds nothing.
    await put(bram.token, [{ dataKey: 'WHO5_1', dataValue: '4' }]);
    const history = await t.ctx.services.formData.history(bram.passport.id, { dataKey: 'WHO5_1' });
    expect(history.map((h) => h.dataValue)).toEqual(['4', '3']);
    expect(servedValue((await get(bram.token)).json(), 'WHO5_1')).toBe('4');
  });

  it('refuses unknown keys, wrong types and broken rules with the failing keys, storing nothing', async () => {
    const before = await storedRows();
    const cases: [unknown, number, string[]][] = [
      [
        [
          { dataKey: 'WHO5_2', dataValue: '2' },
          { dataKey: 'NotAQuestion', dataValue: '1' },
        ],
        400,
        ['NotAQuestion'],
      ],
      [[{ dataKey: 'WHO5_2', dataValue: 2 }], 400, ['WHO5_2']],
      [[{ dataKey: 'WHO5_2', dataValue: '9' }], 400, ['WHO5_2']],
      [[{ dataKey: 'PSQI_SleepHours', dataValue: '25' }], 400, ['PSQI_SleepHours']],
      [[{ dataKey: 'PSQI_LatencyMinutes', dataValue: '-5' }], 400, ['PSQI_LatencyMinutes']],
      [[{ dataKey: 'PSQI_Bedtime', dataValue: '25:00' }], 400, ['PSQI_Bedtime']],
      // A field of another form.
      [[{ dataKey: 'Body_Height', dataValue: '180' }], 400, ['Body_Height']],
    ];
    for (const [body, status, keys] of cases) {
      const response = await put(bram.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().error).toMatchObject({ code: 'invalidDataItems', details: { keys } });
    }
    const notAList = await put(bram.token, { dataKey: 'WHO5_2', dataValue: '2' });
    expect(notAList.statusCode).toBe(400);
    expect(await storedRows()).toBe(before);
    expect(servedValue((await get(bram.token)).json(), 'WHO5_2')).toBeUndefined();
  });

  it('ignores answers of a branch that is switched off', async () => {
    const response = await put(bram.token, [
      { dataKey: 'Work_PaidWork', dataValue: 'no' },
      { dataKey: 'UWES9_1', dataValue: '3' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(servedValue(response.json(), 'Work_PaidWork')).toBe('no');
    expect(servedValue(response.json(), 'UWES9_1')).toBeUndefined();
  });

  it('publishes questionnaire.completed once, when every required answer is present', async () => {
    const definition = (await get(bram.token, 'en-US')).json() as FormGroup[];
    const answers = validAnswers(definition, { Work_PaidWork: 'yes' });
    const firstHalf = answers.slice(0, 20);
    await put(bram.token, firstHalf);
    expect(await completions()).toBe(0);

    const done = await put(bram.token, answers);
    expect(done.statusCode).toBe(200);
    expect(await completions()).toBe(1);
    const [event] = await t.ctx.services.events.list({ type: 'questionnaire.completed' });
    expect(event?.payload).toEqual({ passportId: bram.passport.id, userId: bram.userId });

    // Changing an answer afterwards does not complete it again.
    await put(bram.token, [{ dataKey: 'WHO5_5', dataValue: '1' }]);
    expect(await completions()).toBe(1);
  });

  it('completes the short variant with far fewer answers', async () => {
    const definition = (await get(shortToken, 'en-US')).json() as FormGroup[];
    const answers = validAnswers(definition);
    expect(answers.length).toBeLessThan(25);
    expect((await put(shortToken, answers)).statusCode).toBe(200);
    expect(await completions()).toBe(2);
  });
});
