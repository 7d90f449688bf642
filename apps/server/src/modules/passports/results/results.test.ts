import { PackageCode, PassportStatus, ResultColor, Role, Trend } from '@health-passport/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../seed/demoSeed.js';
import { createUser } from '../../../test/auth.js';
import { validAnswers } from '../../../test/forms.js';
import { buyAndPay, instantPaymentProvider } from '../../../test/orders.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { createTestClock } from '../../../test/testClock.js';
import { FormName } from '../../formdata/index.js';
import type { UserRow } from '../../users/index.js';
import { healthPassports, passportResults, type PassportResults } from '../index.js';
import { ckdEpi2021 } from './ranges/blood.js';
import { REFERENCE_TABLE_VERSION } from './referenceTable.js';
import { ageOn } from './results.service.js';

// Today is 2 March 2026 (Amsterdam).
const clock = createTestClock();
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let onboarderId: string;
let people = 0;

const PACKAGE = PackageCode.GENERAL_HEALTH_CHECK_PLUS_ONSITE;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock, paymentProvider: instantPaymentProvider });
  await seedDemoData(t.ctx);
  onboarderId = (await createUser(t, { email: 'onboarder.r@example.com', groups: [Role.ONBOARDER] })).id;
});
afterAll(() => t.close());

/** A customer who bought and paid a health check: a CREATED passport. */
async function customer(
  profile: { gender?: 'Male' | 'Female'; birthDate?: string } = {},
  packageCode: string = PACKAGE,
): Promise<{ user: UserRow; passportId: string }> {
  people += 1;
  const user = await createUser(t, {
    email: `person${people}.r@example.com`,
    gender: profile.gender ?? 'Female',
    birthDate: profile.birthDate ?? '1990-05-17',
    groups: [Role.CONSUMER],
  });
  const passportId = await buyPassport(user, packageCode);
  return { user, passportId };
}

async function buyPassport(user: UserRow, packageCode: string = PACKAGE): Promise<string> {
  await buyAndPay(t, user, packageCode);
  const passport = await t.ctx.services.passports.currentForUser(user.id);
  return passport!.id;
}

/** Saves the whole measurements form as the onboarder would, with `overrides` by key. */
async function measure(user: UserRow, passportId: string, overrides: Record<string, string> = {}) {
  const { measurements } = t.ctx.services;
  const form = await measurements.form(user.serviceNumber, passportId, 'en');
  await measurements.save({
    serviceNumber: user.serviceNumber,
    passportId,
    items: validAnswers(form, overrides),
    savedBy: onboarderId,
    language: 'en',
  });
}

async function answerQuestionnaire(user: UserRow, packageCode: string = PACKAGE) {
  const { questionnaire } = t.ctx.services;
  await questionnaire.save(user.id, validAnswers(questionnaire.definition(packageCode, 'en')), 'en');
}

const result = (results: PassportResults, id: string) => results.results.find((r) => r.id === id);
const statusOf = async (passportId: string) => (await t.ctx.services.passports.getById(passportId))?.status;
const computedEvents = async (passportId: string) =>
  (await t.ctx.services.events.list({ type: 'passport.computed' })).filter(
    (e) => e.payload.passportId === passportId,
  );

async function publish(passportId: string) {
  await t.ctx.db
    .update(healthPassports)
    .set({ status: PassportStatus.PUBLISHED, publishedAt: clock.now() })
    .where(eq(healthPassports.id, passportId));
}

describe('resultsFor', () => {
  it('computes results from the saved measurements and answers', async () => {
    const { user, passportId } = await customer();
    await measure(user, passportId, { Body_Height: '180', Body_Weight: '72' });
    await answerQuestionnaire(user);
    const results = await t.ctx.services.results.resultsFor(passportId);
    expect(results.passportId).toBe(passportId);
    expect(results.tableVersion).toBe(REFERENCE_TABLE_VERSION);
    expect(result(results, 'bmi')).toMatchObject({
      value: 22.2,
      unit: 'kg/m²',
      color: ResultColor.GREEN,
      label: { en: 'Healthy weight', nl: 'Gezond gewicht' },
      trend: Trend.WHITE_NEUTRAL,
      previousValue: null,
    });
    // Questionnaire instruments are scored too.
    expect(result(results, 'who5')).toBeDefined();
    expect(results.flagged).toEqual([]);
  });

  it('uses the person’s gender and age on the measurement day for sex- and age-dependent ranges', async () => {
    const woman = await customer({ gender: 'Female', birthDate: '1990-05-17' });
    const man = await customer({ gender: 'Male', birthDate: '1950-01-10' });
    const values = { Body_Waist: '85', Lab_Creatinine: '80' };
    await measure(woman.user, woman.passportId, values);
    await measure(man.user, man.passportId, values);
    const hers = await t.ctx.services.results.resultsFor(woman.passportId);
    const his = await t.ctx.services.results.resultsFor(man.passportId);
    // WHO waist: increased risk from 80 cm for women, 94 cm for men.
    expect(result(hers, 'waistCircumference')?.color).toBe(ResultColor.YELLOW);
    expect(result(his, 'waistCircumference')?.color).toBe(ResultColor.GREEN);
    // Measured on 2 March 2026: she is 35, he is 76.
    expect(result(hers, 'egfr')?.value).toBe(Math.round(ckdEpi2021(80, 35, 'Female')));
    expect(result(his, 'egfr')?.value).toBe(Math.round(ckdEpi2021(80, 76, 'Male')));
  });

  it('shows the trend against the person’s newest earlier PUBLISHED passport', async () => {
    const { user, passportId: first } = await customer();
    await measure(user, first, { Body_Height: '180', Body_Weight: '90' });
    await publish(first);
    clock.advance(DAY);
    const second = await buyPassport(user);
    await measure(user, second, { Body_Height: '180', Body_Weight: '81' });
    const results = await t.ctx.services.results.resultsFor(second);
    expect(result(results, 'bmi')).toMatchObject({
      value: 25,
      color: ResultColor.YELLOW,
      previousValue: 27.8,
      trend: Trend.GREEN_DOWN,
    });
  });

  it('flags physiologically impossible values instead of scoring them', async () => {
    const { user, passportId } = await customer();
    await measure(user, passportId, { Body_Height: '100', Body_Weight: '350' });
    const results = await t.ctx.services.results.resultsFor(passportId);
    expect(results.flagged).toContainEqual({ id: 'bmi', value: 350, reason: 'implausible' });
    expect(result(results, 'bmi')).toBeUndefined();
  });

  it('gives a child no adult colour: the value is kept without a colour, and no colour is stored for it', async () => {
    // Measured on 2 March 2026: 15 years old.
    const teen = await customer({ gender: 'Male', birthDate: '2010-06-01' });
    await measure(teen.user, teen.passportId, {
      Body_Height: '170',
      Body_Weight: '75.1',
      BP_Systolic_1: '135',
      BP_Systolic_2: '135',
      BP_Diastolic_1: '95',
      BP_Diastolic_2: '95',
    });
    const results = await t.ctx.services.results.resultsFor(teen.passportId);
    expect(result(results, 'bmi')).toBeUndefined();
    expect(result(results, 'systolicBloodPressure')).toBeUndefined();
    expect(results.flagged).toContainEqual({ id: 'bmi', value: 26, reason: 'notRatedForAge' });
    expect(results.flagged).toContainEqual({
      id: 'systolicBloodPressure',
      value: 135,
      reason: 'notRatedForAge',
    });
    // Company snapshots count the stored colours: the child's BMI is in none of them.
    const [row] = await t.ctx.db
      .select()
      .from(passportResults)
      .where(eq(passportResults.passportId, teen.passportId));
    expect(row!.resultIds).not.toContain('bmi');
    expect(row!.resultColors).toHaveLength(row!.resultIds.length);

    // The same values measured at 18 get the adult bands.
    const adult = await customer({ gender: 'Male', birthDate: '2008-03-02' });
    await measure(adult.user, adult.passportId, { Body_Height: '170', Body_Weight: '75.1' });
    const adults = await t.ctx.services.results.resultsFor(adult.passportId);
    expect(result(adults, 'bmi')).toMatchObject({ value: 26, color: ResultColor.YELLOW });
  });

  it('answers the stored row until the data changes, then computes the new data version', async () => {
    const { user, passportId } = await customer();
    await measure(user, passportId, { Body_Height: '180', Body_Weight: '72' });
    const first = await t.ctx.services.results.resultsFor(passportId);
    clock.advance(60_000);
    const again = await t.ctx.services.results.resultsFor(passportId);
    expect(again).toEqual(first);
    expect(again.computedAt).toEqual(first.computedAt);

    await measure(user, passportId, { Body_Height: '180', Body_Weight: '100' });
    const changed = await t.ctx.services.results.resultsFor(passportId);
    expect(changed.dataVersion).toBeGreaterThan(first.dataVersion);
    expect(result(changed, 'bmi')).toMatchObject({ value: 30.9, color: ResultColor.ORANGE });
    const rows = await t.ctx.db
      .select()
      .from(passportResults)
      .where(eq(passportResults.passportId, passportId));
    expect(rows.map((r) => r.dataVersion).sort((a, b) => a - b)).toEqual([
      first.dataVersion,
      changed.dataVersion,
    ]);
  });

  it('counts the age in whole years', () => {
    expect(ageOn('1990-05-17', '2026-05-16')).toBe(35);
    expect(ageOn('1990-05-17', '2026-05-17')).toBe(36);
    expect(ageOn(null, '2026-05-17')).toBeNull();
  });
});

describe('the COMPUTED job', () => {
  it('computes a passport once its measurements and questionnaire are complete, once', async () => {
    const { user, passportId } = await customer();
    await measure(user, passportId, { Body_Height: '180', Body_Weight: '72' });
    expect(await statusOf(passportId)).toBe(PassportStatus.CREATED);
    await answerQuestionnaire(user);
    expect(await statusOf(passportId)).toBe(PassportStatus.COMPUTED);
    expect((await computedEvents(passportId)).map((e) => e.payload)).toEqual([
      { passportId, userId: user.id },
    ]);
    // The results were cached with the move.
    const rows = await t.ctx.db
      .select()
      .from(passportResults)
      .where(eq(passportResults.passportId, passportId));
    expect(rows).toHaveLength(1);

    // New data after COMPUTED: no second move, but a new data version for the results.
    await measure(user, passportId, { Body_Height: '180', Body_Weight: '81' });
    expect(await statusOf(passportId)).toBe(PassportStatus.COMPUTED);
    expect(await computedEvents(passportId)).toHaveLength(1);
    expect(result(await t.ctx.services.results.resultsFor(passportId), 'bmi')?.value).toBe(25);
  });

  it('leaves a passport with incomplete data CREATED', async () => {
    const { user, passportId } = await customer();
    await measure(user, passportId);
    expect(await statusOf(passportId)).toBe(PassportStatus.CREATED);
    expect(await computedEvents(passportId)).toEqual([]);
  });

  it('waits for the register consent of a GLI passport', async () => {
    const { user, passportId } = await customer({}, PackageCode.GLI_PRODUCT);
    await measure(user, passportId);
    await answerQuestionnaire(user, PackageCode.GLI_PRODUCT);
    expect(await statusOf(passportId)).toBe(PassportStatus.CREATED);
  });

  it('leaves a PUBLISHED passport as it is', async () => {
    const { user, passportId } = await customer();
    await t.ctx.services.events.transaction((tx) =>
      t.ctx.services.formData.markCompleted(tx, passportId, FormName.QUESTIONNAIRE, user.id),
    );
    await publish(passportId);
    await measure(user, passportId);
    expect(await statusOf(passportId)).toBe(PassportStatus.PUBLISHED);
    expect(await computedEvents(passportId)).toEqual([]);
  });
});
