import { AddonCode, PackageCode, PassportStatus } from '@health-passport/domain';
import { forEachField, type DataItem, type FormGroup } from '@health-passport/form-engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '../../seed/demoCatalogue.js';
import { createUser, signedIn } from '../../test/auth.js';
import { validAnswers } from '../../test/forms.js';
import { buyAndPay } from '../../test/orders.js';
import { rest } from '../../test/rest.js';
import { createTestApp, gql, type TestApp } from '../../test/testApp.js';
import { createTestClock } from '../../test/testClock.js';
import { editableKeys, FormName } from '../formdata/index.js';
import { healthPassports } from '../passports/index.js';
import type { UserRow } from '../users/index.js';

/**
 * The questionnaire of a person's next passport (customer-journey §2 /onboarding/questionaire, a remeasurement)
 * against the real server: it starts with the answers of their last visit, offered but neither stored nor
 * complete until each page is saved; a first passport's starts empty.
 */

const URL = '/api/v2/questionaire';
const clock = createTestClock(new Date('2026-03-02T09:00:00.000Z'));
let t: TestApp;
let anna: UserRow;
let firstPassportId: string;
let remeasurementId: string;

const tokenOf = async (user: UserRow) => (await signedIn(t, user.email)).accessToken;
const get = async (user: UserRow, language = 'en-US') =>
  (await rest(t.app, 'GET', URL, { token: await tokenOf(user), language })).json() as FormGroup[];
const put = async (user: UserRow, body: readonly DataItem[]) =>
  rest(t.app, 'PUT', URL, { token: await tokenOf(user), body, language: 'en-US' });

/** The answers a served questionnaire holds: saved (`dataValue`) or offered from the last visit (`defaultValue`). */
function served(groups: readonly FormGroup[], kind: 'dataValue' | 'defaultValue'): Record<string, string> {
  const values: Record<string, string> = {};
  forEachField(groups, ({ field }) => {
    const value = field[kind];
    if (value !== undefined) values[field.dataKey] = value;
  });
  return values;
}

const questionnaireStep = async (user: UserRow, passportId: string) => {
  const response = await gql(
    t.app,
    '{ healthPassports { id userSteps { type completed } } }',
    {},
    await tokenOf(user),
  );
  const list = response.body.data?.healthPassports as {
    id: string;
    userSteps: { type: string; completed: boolean }[];
  }[];
  return list.find((p) => p.id === passportId)?.userSteps.find((s) => s.type === 'COMPLETE_QUESTIONNAIRE');
};

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
  for (const product of DEMO_PRODUCTS) {
    if ([PackageCode.STANDARD_PERFORMANCE, AddonCode.REMEASUREMENT].includes(product.packageCode as never)) {
      await t.ctx.services.products.ensure(product);
    }
  }
  anna = await createUser(t, { email: 'anna.lastvisit@example.com' });
  await buyAndPay(t, anna, PackageCode.STANDARD_PERFORMANCE);
  firstPassportId = (await t.ctx.services.passports.listForUser(anna.id))[0]!.id;
}, 60_000);
afterAll(() => t.close());

describe('the questionnaire of a next passport', () => {
  it('starts empty on a first passport, also while other people have answers', async () => {
    const empty = await get(anna);
    expect(served(empty, 'dataValue')).toEqual({});
    expect(served(empty, 'defaultValue')).toEqual({});

    const answers = validAnswers(empty, {
      Work_PaidWork: 'yes',
      WHO5_1: '2',
      Profile_ChronicCondition: 'yes',
      Profile_ChronicConditionDetails: 'Asthma',
    });
    expect((await put(anna, answers)).statusCode).toBe(200);
    expect(await t.ctx.services.formData.completedAt(firstPassportId, FormName.QUESTIONNAIRE)).toBeDefined();

    const bram = await createUser(t, { email: 'bram.lastvisit@example.com' });
    await buyAndPay(t, bram, PackageCode.STANDARD_PERFORMANCE);
    const his = await get(bram);
    expect(served(his, 'dataValue')).toEqual({});
    expect(served(his, 'defaultValue')).toEqual({});
  });

  it('offers the last visit’s answers on the remeasurement passport, storing and completing nothing', async () => {
    // Answers of an older questionnaire: a question it no longer asks, and an answer its scale no longer has.
    await t.ctx.services.events.transaction((tx) =>
      t.ctx.services.formData.append(tx, {
        passportId: firstPassportId,
        form: FormName.QUESTIONNAIRE,
        savedBy: anna.id,
        items: [
          { dataKey: 'Old_Question', dataValue: '3' },
          { dataKey: 'WHO5_2', dataValue: '9' },
        ],
      }),
    );
    await t.ctx.db
      .update(healthPassports)
      .set({ status: PassportStatus.PUBLISHED, publishedAt: clock.now() })
      .where(eq(healthPassports.id, firstPassportId));
    await buyAndPay(t, anna, AddonCode.REMEASUREMENT);
    clock.set(new Date('2026-07-03T09:00:00.000Z'));
    const redeemed = await gql(
      t.app,
      `mutation($id: ID!, $a: RemeasurementAddressInput!) {
        redeemRemeasurement(healthPassportId: $id, address: $a) { id }
      }`,
      {
        id: firstPassportId,
        a: { streetAddress: 'Damrak 1', locality: 'Amsterdam', postalCode: '1012 LG', country: 'NL' },
      },
      await tokenOf(anna),
    );
    expect(redeemed.body.errors).toBeUndefined();
    const [passport] = await t.ctx.services.passports.listForUser(anna.id);
    expect(passport?.packageCode).toBe(PackageCode.REMEASUREMENT);
    remeasurementId = passport!.id;

    const before = await t.ctx.services.formData.currentValues(firstPassportId, FormName.QUESTIONNAIRE);
    const { Old_Question: _gone, WHO5_2: _refused, ...stillAsked } = before;
    const groups = await get(anna);
    expect(served(groups, 'dataValue')).toEqual({});
    expect(served(groups, 'defaultValue')).toEqual(stillAsked);
    expect(stillAsked).toMatchObject({
      WHO5_1: '2',
      Work_PaidWork: 'yes',
      Profile_ChronicConditionDetails: 'Asthma',
    });
    // The same answers in the person's other language.
    expect(served(await get(anna, 'nl-NL'), 'defaultValue')).toEqual(stillAsked);

    expect(await t.ctx.services.formData.history(remeasurementId)).toEqual([]);
    expect(await questionnaireStep(anna, remeasurementId)).toEqual({
      type: 'COMPLETE_QUESTIONNAIRE',
      completed: false,
    });
  });

  it('stores each page when it is saved and completes only once every page is saved', async () => {
    const groups = await get(anna);
    const offered = served(groups, 'defaultValue');
    const changed: Record<string, string> = { WHO5_1: '4', WHO5_2: '3' };
    // Each page as the web saves it: every answer on it, the person's changes included.
    const pages = groups
      .map((page) =>
        [...editableKeys([page])]
          .filter((key) => Object.hasOwn(changed, key) || Object.hasOwn(offered, key))
          .map((dataKey) => ({ dataKey, dataValue: changed[dataKey] ?? offered[dataKey]! })),
      )
      .filter((items) => items.length > 0);
    const last = pages.pop()!;

    const [aboutYou, ...middle] = pages;
    const afterFirst = (await put(anna, aboutYou!)).json() as FormGroup[];
    const savedKeys = aboutYou!.map((item) => item.dataKey);
    expect(Object.keys(served(afterFirst, 'dataValue')).sort()).toEqual([...savedKeys].sort());
    // The pages not saved yet still hold the last visit's answers.
    const stillOffered = served(afterFirst, 'defaultValue');
    expect(stillOffered).toMatchObject({ WHO5_1: '2', Work_PaidWork: 'yes' });
    for (const key of savedKeys) expect(stillOffered).not.toHaveProperty(key);

    for (const page of middle) expect((await put(anna, page)).statusCode).toBe(200);
    expect(await questionnaireStep(anna, remeasurementId)).toMatchObject({ completed: false });

    const done = (await put(anna, last)).json() as FormGroup[];
    expect(served(done, 'defaultValue')).toEqual({});
    expect(served(done, 'dataValue')).toMatchObject({ WHO5_1: '4', WHO5_2: '3', Work_PaidWork: 'yes' });
    expect(await questionnaireStep(anna, remeasurementId)).toMatchObject({ completed: true });
    // The first passport keeps its own answers.
    expect(await t.ctx.services.questionnaire.answers(firstPassportId)).toMatchObject({ WHO5_1: '2' });
  });
});
