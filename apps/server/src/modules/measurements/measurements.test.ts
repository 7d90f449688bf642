import fs from 'node:fs';
import path from 'node:path';
import { PackageCode, Role, UNIT_RULES } from '@health-passport/domain';
import { forEachField, type FormGroup } from '@health-passport/form-engine';
import writeExcelFile, { type SheetData } from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn } from '../../test/auth.js';
import { pageLabels, servedValue } from '../../test/forms.js';
import { multipartBody, rest, sendMultipart } from '../../test/rest.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { createTestClock } from '../../test/testClock.js';
import { zipBomb } from '../../test/zipBomb.js';
import { MAX_UPLOAD_BYTES } from './index.js';

// Today is 2 March 2026 (Amsterdam).
const clock = createTestClock();
let t: TestApp;
let serviceNumber: string;
let passportId: string;
let otherPassportId: string;
let premium: { serviceNumber: string; passportId: string };
let onboarderId: string;
const tokens: Record<string, string> = {};

const formUrl = (sn = serviceNumber, id = passportId) => `/api/v2/users/${sn}/${id}/onboarding`;
const uploadUrl = (sn: string, id: string) => `/api/v2/users/${sn}/${id}/uploads`;
const IMPORT_URL = '/api/v2/imports/activity-excel/';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
  const bram = await createUser(t, { email: 'bram.m@example.com', groups: [Role.CONSUMER] });
  serviceNumber = bram.serviceNumber;
  passportId = (
    await t.ctx.services.passports.create({ userId: bram.id, packageCode: PackageCode.STANDARD_PERFORMANCE })
  ).id;
  const anna = await createUser(t, { email: 'anna.m@example.com', groups: [Role.CONSUMER] });
  otherPassportId = (
    await t.ctx.services.passports.create({ userId: anna.id, packageCode: PackageCode.GLI_PRODUCT })
  ).id;
  const pia = await createUser(t, { email: 'pia.m@example.com', groups: [Role.CONSUMER] });
  premium = {
    serviceNumber: pia.serviceNumber,
    passportId: (
      await t.ctx.services.passports.create({ userId: pia.id, packageCode: PackageCode.PERFORMANCE_PREMIUM })
    ).id,
  };
  const staff = [
    ['onboarder', Role.ONBOARDER],
    ['doctor', Role.DOCTOR],
    ['data', Role.DATA_EXPERT],
    ['coach', Role.HEALTH_COACH],
  ] as const;
  for (const [name, role] of staff) {
    const user = await createUser(t, {
      email: `${name}.m@example.com`,
      givenName: 'Olivia',
      familyName: name,
      groups: [role],
    });
    if (name === 'onboarder') onboarderId = user.id;
    tokens[name] = (await signedIn(t, `${name}.m@example.com`)).accessToken;
  }
  tokens.bram = (await signedIn(t, 'bram.m@example.com')).accessToken;
});
afterAll(() => t.close());

describe('GET /api/v2/users/{serviceNumber}/{passportId}/onboarding', () => {
  it('serves one page per product part of the passport, with units and limits', async () => {
    const response = await rest(t.app, 'GET', formUrl(), { token: tokens.onboarder, language: 'en-US' });
    expect(response.statusCode).toBe(200);
    const groups = response.json() as FormGroup[];
    expect(pageLabels(groups)).toEqual([
      'Body measurements',
      'Blood pressure',
      'Lung function',
      'Grip strength',
      'Exercise test',
      'Laboratory',
    ]);
    const height = groups[0]!.fields.find((f) => f.dataKey === 'Body_Height');
    expect(height).toMatchObject({
      type: 'TextField',
      numeric: true,
      unit: 'cm',
      minValue: 100,
      maxValue: 250,
    });
    const dutch = (
      await rest(t.app, 'GET', formUrl(), { token: tokens.onboarder, language: 'nl-NL' })
    ).json();
    expect(pageLabels(dutch).at(0)).toBe('Lichaamsmetingen');
  });

  it('adds the ultrasound scans for a premium package', async () => {
    const groups = (
      await rest(t.app, 'GET', formUrl(premium.serviceNumber, premium.passportId), {
        token: tokens.doctor,
        language: 'en',
      })
    ).json() as FormGroup[];
    expect(pageLabels(groups).slice(-2)).toEqual(['Heart ultrasound', 'Abdominal ultrasound']);
    const keys = JSON.stringify(groups);
    for (const key of [
      'MyScans:LV_EF',
      'MyScans:LV_ED_Volume',
      'MyScans:Doppler_Image',
      'MyScans:4CH_Image',
      'MyScans:5CH_Image',
      'MyScans:Heart_Video',
      'MyScans:Abdo_AAA_Measurements',
      'MyScans:Abdo_AAA_Image',
    ]) {
      expect(keys).toContain(`"${key}"`);
    }
  });

  it('is for onboarders, onboarder admins, data experts and doctors only', async () => {
    expect((await rest(t.app, 'GET', formUrl(), { token: tokens.bram })).statusCode).toBe(403);
    expect((await rest(t.app, 'GET', formUrl(), { token: tokens.coach })).statusCode).toBe(403);
    expect((await rest(t.app, 'GET', formUrl())).statusCode).toBe(401);
    expect((await rest(t.app, 'GET', formUrl(), { token: tokens.data })).statusCode).toBe(200);
  });

  it('answers 404 for a passport that is not that person’s, a forged id or an unknown person', async () => {
    for (const url of [
      formUrl(serviceNumber, otherPassportId),
      formUrl(serviceNumber, 'not-a-uuid'),
      formUrl(serviceNumber, '00000000-0000-4000-8000-000000000000'),
      formUrl('HP00000000', passportId),
    ]) {
      const response = await rest(t.app, 'GET', url, { token: tokens.onboarder });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('PUT /api/v2/users/{serviceNumber}/{passportId}/onboarding', () => {
  it('stores values with who saved them and publishes measurements.saved', async () => {
    const response = await rest(t.app, 'PUT', formUrl(), {
      token: tokens.onboarder,
      body: [
        { dataKey: 'Body_Height', dataValue: '182' },
        { dataKey: 'Body_Weight', dataValue: '79,4' },
        { dataKey: 'FVC_ZScore', dataValue: '-1.5' },
        { dataKey: 'Lab_SampleBarcode', dataValue: 'LAB0012345' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(servedValue(response.json(), 'Body_Weight')).toBe('79.4');
    expect(servedValue(response.json(), 'FVC_ZScore')).toBe('-1.5');
    const [event] = await t.ctx.services.events.list({ type: 'measurements.saved' });
    expect(event?.payload).toMatchObject({ passportId, savedBy: onboarderId });
    expect(event?.payload.dataKeys).toContain('Body_Height');

    const history = await rest(
      t.app,
      'GET',
      `/api/v2/users/${serviceNumber}/${passportId}/data-items/history?dataKey=Body_Height`,
      {
        token: tokens.doctor,
      },
    );
    expect(history.json()).toEqual([
      expect.objectContaining({
        dataKey: 'Body_Height',
        dataValue: '182',
        savedBy: onboarderId,
        savedByName: 'Olivia onboarder',
        form: 'measurements',
        instrument: 'anthropometrics',
        savedAt: clock.now().toISOString(),
      }),
    ]);
  });

  it('keeps the history across saves by different professionals', async () => {
    clock.advance(60_000);
    await rest(t.app, 'PUT', formUrl(), {
      token: tokens.doctor,
      body: [{ dataKey: 'Body_Height', dataValue: '181.5' }],
    });
    const history = (
      await rest(t.app, 'GET', `/api/v2/users/${serviceNumber}/${passportId}/data-items/history`, {
        token: tokens.data,
      })
    ).json() as { dataKey: string; dataValue: string }[];
    expect(history.filter((h) => h.dataKey === 'Body_Height').map((h) => h.dataValue)).toEqual([
      '181.5',
      '182',
    ]);
    expect(history.length).toBeGreaterThanOrEqual(5);
  });

  it('refuses negatives outside the z-scores, values over the limits, unknown keys and forged passports', async () => {
    const cases: [string, unknown, number][] = [
      [formUrl(), [{ dataKey: 'Body_Height', dataValue: '-5' }], 400],
      [formUrl(), [{ dataKey: 'Body_Weight', dataValue: '900' }], 400],
      [formUrl(), [{ dataKey: 'FVC_ZScore', dataValue: '-11' }], 400],
      [formUrl(), [{ dataKey: 'Lab_SampleBarcode', dataValue: 'TOO-LONG-BARCODE' }], 400],
      [formUrl(), [{ dataKey: 'MyScans:LV_EF', dataValue: '55' }], 400],
      [formUrl(), [{ dataKey: 'WHO5_1', dataValue: '3' }], 400],
      [formUrl(serviceNumber, otherPassportId), [{ dataKey: 'Body_Height', dataValue: '170' }], 404],
    ];
    for (const [url, body, status] of cases) {
      const response = await rest(t.app, 'PUT', url, { token: tokens.onboarder, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      if (status === 400)
        expect(response.json().error.details.keys).toEqual([(body as { dataKey: string }[])[0]!.dataKey]);
    }
    expect((await rest(t.app, 'PUT', formUrl(), { token: tokens.bram, body: [] })).statusCode).toBe(403);
    const values = await t.ctx.services.formData.currentValues(passportId, 'measurements');
    expect(values.Body_Height).toBe('181.5');
    expect(values.Body_Weight).toBe('79.4');
  });

  it("refuses a negative FEV1 or weight with the engine's negativeNotAllowed and keeps the stored values", async () => {
    const before = await t.ctx.services.formData.currentValues(passportId, 'measurements');
    for (const item of [
      { dataKey: 'Spiro_FEV1', dataValue: '-3.2' },
      { dataKey: 'Body_Weight', dataValue: '-70' },
    ]) {
      const response = await rest(t.app, 'PUT', formUrl(), { token: tokens.onboarder, body: [item] });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.fields).toEqual({ [item.dataKey]: 'negativeNotAllowed' });
    }
    expect(await t.ctx.services.formData.currentValues(passportId, 'measurements')).toEqual(before);
  });
});

describe('a value that looks entered in another unit', () => {
  const haemoglobin = [{ dataKey: 'Lab_Haemoglobin', dataValue: '13.5' }];

  it('is refused without the confirmation, naming the unit it looks like, and nothing changes', async () => {
    const before = await t.ctx.services.formData.currentValues(passportId, 'measurements');
    const response = await rest(t.app, 'PUT', formUrl(), { token: tokens.onboarder, body: haemoglobin });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('unitCheckRequired');
    expect(error.message).toContain('Lab_Haemoglobin looks like g/dL (that would be 8.4 mmol/L)');
    expect(error.details.units).toEqual({
      Lab_Haemoglobin: { unit: 'mmol/L', likelyUnit: 'g/dL', convertedValue: 8.4 },
    });
    // Confirming another value does not confirm this one.
    const other = await rest(t.app, 'PUT', `${formUrl()}?unitsConfirmed=Lab_VitaminD`, {
      token: tokens.onboarder,
      body: haemoglobin,
    });
    expect(other.json().error.code).toBe('unitCheckRequired');
    expect(await t.ctx.services.formData.currentValues(passportId, 'measurements')).toEqual(before);
  });

  it('is stored once staff confirm it, and not asked about again when the page is saved unchanged', async () => {
    const response = await rest(t.app, 'PUT', `${formUrl()}?unitsConfirmed=Lab_Haemoglobin`, {
      token: tokens.onboarder,
      body: haemoglobin,
    });
    expect(response.statusCode).toBe(200);
    expect(servedValue(response.json() as FormGroup[], 'Lab_Haemoglobin')).toBe('13.5');
    const again = await rest(t.app, 'PUT', formUrl(), { token: tokens.onboarder, body: haemoglobin });
    expect(again.statusCode).toBe(200);
    // An everyday value needs no confirmation.
    const usual = [{ dataKey: 'Lab_Haemoglobin', dataValue: '8.9' }];
    expect((await rest(t.app, 'PUT', formUrl(), { token: tokens.onboarder, body: usual })).statusCode).toBe(
      200,
    );
  });

  it('is checked against the unit the form asks for', async () => {
    const response = await rest(t.app, 'GET', formUrl(), { token: tokens.onboarder, language: 'en-US' });
    const units = new Map<string, string | undefined>();
    forEachField(response.json() as FormGroup[], ({ field }) => units.set(field.dataKey, field.unit));
    for (const [dataKey, rule] of Object.entries(UNIT_RULES))
      expect(units.get(dataKey), dataKey).toBe(rule.unit);
  });
});

describe('POST /api/v2/users/{serviceNumber}/{passportId}/uploads', () => {
  const upload = (dataKey: string, bytes: Buffer, name = 'scan.png', token = tokens.onboarder) =>
    sendMultipart(
      t.app,
      'POST',
      uploadUrl(premium.serviceNumber, premium.passportId),
      token!,
      multipartBody({ dataKey }, { field: 'file', name, contentType: 'image/png', bytes }),
    );

  it('stores an image under a random name that the upload field can then hold', async () => {
    const response = await upload('MyScans:4CH_Image', PNG);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const name = /^success: ([0-9a-f]{32}\.png)$/.exec(response.body)?.[1];
    expect(name).toBeDefined();
    expect(fs.readFileSync(path.join(t.ctx.config.dataDir, 'files', name!))).toEqual(PNG);

    const saved = await rest(t.app, 'PUT', formUrl(premium.serviceNumber, premium.passportId), {
      token: tokens.onboarder,
      body: [{ dataKey: 'MyScans:4CH_Image', dataValue: name }],
    });
    expect(saved.statusCode).toBe(200);
    expect(servedValue(saved.json(), 'MyScans:4CH_Image')).toBe(name);
    // A name that was not uploaded for this field is refused.
    const forged = await rest(t.app, 'PUT', formUrl(premium.serviceNumber, premium.passportId), {
      token: tokens.onboarder,
      body: [{ dataKey: 'MyScans:5CH_Image', dataValue: name }],
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.details.fields).toEqual({ 'MyScans:5CH_Image': 'unknownUpload' });
  });

  it('takes a video clip for the heart video field, recognised by its bytes, and only there', async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64, 2)]);
    const webm = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]),
      Buffer.from([0x42, 0x82, 0x84]),
      Buffer.from('webm'),
      Buffer.alloc(64, 3),
    ]);
    for (const [bytes, extension] of [
      [mp4, '.mp4'],
      [webm, '.webm'],
    ] as const) {
      const response = await upload('MyScans:Heart_Video', bytes, 'clip.bin');
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(new RegExp(`^success: [0-9a-f]{32}\\${extension}$`));
    }
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64, 2)]);
    for (const [dataKey, bytes] of [
      ['MyScans:Heart_Video', PNG],
      ['MyScans:Heart_Video', heic],
      ['MyScans:4CH_Image', mp4],
    ] as const) {
      const refused = await upload(dataKey, bytes);
      expect(refused.statusCode, dataKey).toBe(400);
      expect(refused.json().error.code).toBe('unsupportedFileType');
    }
  });

  it('accepts only images, up to 10 MB, for upload fields, from measuring staff', async () => {
    const text = await upload('MyScans:4CH_Image', Buffer.from('just some text'), 'scan.png');
    expect(text.statusCode).toBe(400);
    expect(text.json().error.code).toBe('unsupportedFileType');
    const large = await upload('MyScans:4CH_Image', Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]));
    expect(large.statusCode).toBe(413);
    expect(large.json().error.code).toBe('fileTooLarge');
    const notUpload = await upload('MyScans:LV_EF', PNG);
    expect(notUpload.statusCode).toBe(400);
    expect(notUpload.json().error.code).toBe('notAnUploadField');
    expect((await upload('MyScans:4CH_Image', PNG, 'scan.png', tokens.bram)).statusCode).toBe(403);
    const json = await rest(t.app, 'POST', uploadUrl(premium.serviceNumber, premium.passportId), {
      token: tokens.onboarder,
      body: { dataKey: 'MyScans:4CH_Image' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.code).toBe('notMultipart');
  });
});

describe('PUT /api/v2/imports/activity-excel/', () => {
  const xlsx = (rows: unknown[][]) =>
    writeExcelFile(rows as SheetData, { dateFormat: 'dd-mm-yyyy' }).toBuffer();
  const send = async (rows: unknown[][] | Buffer, sn = serviceNumber, token = tokens.onboarder) =>
    sendMultipart(
      t.app,
      'PUT',
      IMPORT_URL,
      token!,
      multipartBody(
        { serviceNumber: sn },
        {
          field: 'file',
          name: 'activity.xlsx',
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          bytes: Buffer.isBuffer(rows) ? rows : await xlsx(rows),
        },
      ),
    );

  it('imports one row per day onto the person’s current passport', async () => {
    const response = await send([
      ['Date', 'Steps', 'Active minutes', 'Sleep hours'],
      [new Date(Date.UTC(2026, 1, 27)), 8012, 41, 7.5],
      ['28-02-2026', '10450', '63', null],
      [],
      [new Date(Date.UTC(2026, 2, 1)), 3120, 12, 8],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toBe('success: 3 days imported');
    const values = await t.ctx.services.formData.currentValues(passportId, 'measurements');
    expect(values).toMatchObject({
      'Activity:2026-02-27:Steps': '8012',
      'Activity:2026-02-27:SleepHours': '7.5',
      'Activity:2026-02-28:ActiveMinutes': '63',
      'Activity:2026-03-01:Steps': '3120',
    });
    expect(values['Activity:2026-02-28:SleepHours']).toBeUndefined();
  });

  it('answers a message naming the row and column of a bad cell, and stores nothing', async () => {
    const response = await send([
      ['Datum', 'Stappen', 'Actieve minuten'],
      ['20-02-2026', 5000, 30],
      ['21-02-2026', 5100, 31],
      ['22-02-2026', 12.5, 32],
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'invalidSpreadsheet',
      message: 'Row 4, column Steps: must be a whole number from 0 to 100000',
    });
    const values = await t.ctx.services.formData.currentValues(passportId, 'measurements');
    expect(values['Activity:2026-02-20:Steps']).toBeUndefined();
  });

  it('refuses a zip bomb with a clear error, and the server stays up', async () => {
    const bomb = await send(zipBomb());
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().error).toMatchObject({
      code: 'invalidSpreadsheet',
      message: 'The file is not a readable .xlsx spreadsheet: it unpacks to too much data.',
    });
    expect((await t.app.inject('/actuator/health')).statusCode).toBe(200);
  });

  it('refuses a file that is not a spreadsheet, a missing service number and non-measuring roles', async () => {
    const garbage = await send(Buffer.from('PK\u0003\u0004 this is not really a zip archive at all'));
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error.code).toBe('invalidSpreadsheet');
    const noPerson = await send([['Date', 'Steps', 'Active minutes']], 'HP00000000');
    expect(noPerson.statusCode).toBe(404);
    const missing = await sendMultipart(
      t.app,
      'PUT',
      IMPORT_URL,
      tokens.onboarder!,
      multipartBody({ serviceNumber }),
    );
    expect(missing.statusCode).toBe(400);
    expect((await send([['Date']], serviceNumber, tokens.bram)).statusCode).toBe(403);
  });
});
