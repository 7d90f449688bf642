import { PackageCode, Role } from '@health-passport/domain';
import type { FormGroup } from '@health-passport/form-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn } from '../../test/auth.js';
import { pageLabels, servedValue, validAnswers } from '../../test/forms.js';
import { rest } from '../../test/rest.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { createTestClock } from '../../test/testClock.js';
import { SIGNATURE_DATE_KEY } from './index.js';

const URL = '/api/v2/rivm-consent';
// 2 March 2026, 09:00 UTC: 02-03-2026 in Amsterdam.
const clock = createTestClock();
let t: TestApp;
let gliToken: string;
let gliPassportId: string;
let gliUserId: string;
let otherToken: string;

const given = async () => t.ctx.services.events.list({ type: 'rivmConsent.given' });

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
  const gijs = await createUser(t, { email: 'gijs.c@example.com', locale: 'nl_NL', groups: [Role.CONSUMER] });
  gliUserId = gijs.id;
  gliPassportId = (
    await t.ctx.services.passports.create({ userId: gijs.id, packageCode: PackageCode.GLI_PRODUCT })
  ).id;
  gliToken = (await signedIn(t, 'gijs.c@example.com')).accessToken;
  const other = await createUser(t, { email: 'other.c@example.com', groups: [Role.CONSUMER] });
  await t.ctx.services.passports.create({ userId: other.id, packageCode: PackageCode.STANDARD_PERFORMANCE });
  otherToken = (await signedIn(t, 'other.c@example.com')).accessToken;
});
afterAll(() => t.close());

describe('GET /api/v2/rivm-consent', () => {
  it('serves one page of declarations, approvals and a signature dated today', async () => {
    const response = await rest(t.app, 'GET', URL, { token: gliToken });
    expect(response.statusCode).toBe(200);
    const groups = response.json() as FormGroup[];
    expect(pageLabels(groups)).toEqual(['Toestemming register']);
    expect(groups[0]?.groups?.map((g) => g.label)).toEqual([
      'Verklaringen',
      'Je toestemming',
      'Ondertekening',
    ]);
    const approvals = groups[0]!.groups![1]!.fields;
    expect(approvals).toHaveLength(3);
    for (const field of approvals) {
      expect(field).toMatchObject({ type: 'RadioGroup', required: true });
      expect(field.options?.map((o) => o.value)).toEqual(['agree', 'disagree']);
    }
    const date = groups[0]!.groups![2]!.fields.find((f) => f.dataKey === SIGNATURE_DATE_KEY);
    expect(date).toMatchObject({ type: 'DateField', defaultValue: '02-03-2026', required: true });

    const english = (
      await rest(t.app, 'GET', URL, { token: gliToken, language: 'en-US' })
    ).json() as FormGroup[];
    expect(english[0]?.groups?.[1]?.fields[0]?.options?.map((o) => o.label)).toEqual(['Agree', 'Disagree']);
  });

  it('answers 404 noRegisterConsent for other packages', async () => {
    const response = await rest(t.app, 'GET', URL, { token: otherToken });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('noRegisterConsent');
    const put = await rest(t.app, 'PUT', URL, { token: otherToken, body: [] });
    expect(put.json().error.code).toBe('noRegisterConsent');
  });
});

describe('PUT /api/v2/rivm-consent', () => {
  it('refuses a signature that is not dated today, and values outside the options', async () => {
    const late = await rest(t.app, 'PUT', URL, {
      token: gliToken,
      body: [{ dataKey: SIGNATURE_DATE_KEY, dataValue: '01-01-2026' }],
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.details).toEqual({
      keys: [SIGNATURE_DATE_KEY],
      fields: { [SIGNATURE_DATE_KEY]: 'notToday' },
    });
    const maybe = await rest(t.app, 'PUT', URL, {
      token: gliToken,
      body: [{ dataKey: 'RIVM_ShareWithRegister', dataValue: 'maybe' }],
    });
    expect(maybe.statusCode).toBe(400);
    expect(maybe.json().error.details.keys).toEqual(['RIVM_ShareWithRegister']);
  });

  it('is complete when every declaration and approval is answered and it is signed: rivmConsent.given once', async () => {
    const definition = (await rest(t.app, 'GET', URL, { token: gliToken })).json() as FormGroup[];
    const answers = validAnswers(definition, {
      RIVM_LinkOtherRegistries: 'disagree',
      RIVM_SignatureName: 'Gijs Gerritsen',
      [SIGNATURE_DATE_KEY]: '02-03-2026',
    });
    const withoutSignature = answers.filter((a) => a.dataKey !== 'RIVM_SignatureName');
    expect((await rest(t.app, 'PUT', URL, { token: gliToken, body: withoutSignature })).statusCode).toBe(200);
    expect(await given()).toHaveLength(0);

    const response = await rest(t.app, 'PUT', URL, { token: gliToken, body: answers });
    expect(response.statusCode).toBe(200);
    expect(servedValue(response.json(), 'RIVM_SignatureName')).toBe('Gijs Gerritsen');
    const events = await given();
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toEqual({
      passportId: gliPassportId,
      userId: gliUserId,
      approvals: {
        RIVM_ShareWithRegister: 'agree',
        RIVM_ContactForResearch: 'agree',
        RIVM_LinkOtherRegistries: 'disagree',
      },
    });
    await rest(t.app, 'PUT', URL, { token: gliToken, body: answers });
    expect(await given()).toHaveLength(1);
  });
});
