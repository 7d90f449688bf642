import { PackageCode, PassportStatus, Role, SCAN_DATA_KEY_PREFIX } from '@health-passport/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn } from '../../test/auth.js';
import { multipartBody, sendMultipart } from '../../test/rest.js';
import { createTestApp, gql, type TestApp } from '../../test/testApp.js';
import { createTestClock } from '../../test/testClock.js';
import { healthPassports } from '../passports/index.js';
import { userGroups } from '../users/index.js';
import { byteRange } from './scans.routes.js';
import { SCAN_MEDIA_TTL_SECONDS } from './index.js';

const clock = createTestClock();
let t: TestApp;
const tokens: Record<string, string> = {};
let pia: { id: string; serviceNumber: string; passportId: string };
let coachId: string;
let draftPassportId: string;
let bramPassportId: string;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);
const WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
  Buffer.from('webm'),
  Buffer.alloc(2000, 9),
]);

const SCANS_QUERY = `query Scans($id: ID!) {
  myScansData(healthPassportId: $id) { id data { key value } media { key kind url } }
}`;

interface ScanData {
  id: string;
  data: { key: string; value: string }[];
  media: { key: string; kind: string; url: string }[];
}

async function scansOf(passportId: string, token: string) {
  const { body } = await gql(t.app, SCANS_QUERY, { id: passportId }, token);
  return {
    data: body.data?.myScansData as ScanData | null | undefined,
    code: body.errors?.[0]?.extensions?.code,
  };
}

/** Uploads a file for one of pia's upload fields as the onboarder does; answers the stored name. */
async function upload(dataKey: string, bytes: Buffer): Promise<string> {
  const response = await sendMultipart(
    t.app,
    'POST',
    `/api/v2/users/${pia.serviceNumber}/${pia.passportId}/uploads`,
    tokens.onboarder!,
    multipartBody(
      { dataKey },
      { field: 'file', name: 'scan', contentType: 'application/octet-stream', bytes },
    ),
  );
  expect(response.statusCode).toBe(200);
  return response.body.replace('success: ', '');
}

async function saveScanValues(values: Record<string, string>) {
  await t.ctx.services.measurements.save({
    serviceNumber: pia.serviceNumber,
    passportId: pia.passportId,
    items: Object.entries(values).map(([dataKey, dataValue]) => ({ dataKey, dataValue })),
    savedBy: coachId,
    language: 'en',
  });
}

const media = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The url with one query parameter (or the path) changed. */
function withParam(url: string, name: string, value: string): string {
  const parsed = new URL(url, 'http://localhost');
  parsed.searchParams.set(name, value);
  return `${parsed.pathname}${parsed.search}`;
}

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
  const consumer = async (email: string, packageCode: string) => {
    const user = await createUser(t, { email, groups: [Role.CONSUMER] });
    const passport = await t.ctx.services.passports.create({ userId: user.id, packageCode });
    tokens[email] = (await signedIn(t, email)).accessToken;
    return { id: user.id, serviceNumber: user.serviceNumber, passportId: passport.id };
  };
  pia = await consumer('pia.s@example.com', PackageCode.PERFORMANCE_PREMIUM);
  bramPassportId = (await consumer('bram.s@example.com', PackageCode.PERFORMANCE_PREMIUM)).passportId;
  draftPassportId = (await consumer('carl.s@example.com', PackageCode.PERFORMANCE_PREMIUM)).passportId;
  for (const [name, role] of [
    ['onboarder', Role.ONBOARDER],
    ['coach', Role.HEALTH_COACH],
  ] as const) {
    const user = await createUser(t, { email: `${name}.s@example.com`, groups: [role] });
    if (name === 'coach') coachId = user.id;
    tokens[name] = (await signedIn(t, `${name}.s@example.com`)).accessToken;
  }

  const fourChamber = await upload('MyScans:4CH_Image', PNG);
  const video = await upload('MyScans:Heart_Video', WEBM);
  await saveScanValues({
    'MyScans:LV_EF': '58',
    'MyScans:LV_ED_Volume': '121',
    'MyScans:Heart_Assessment': 'Normal size and function of the left ventricle.',
    'MyScans:4CH_Image': fourChamber,
    'MyScans:Heart_Video': video,
    'MyScans:Abdo_AAA_Measurements': '18',
    Body_Height: '170',
  });
  for (const id of [pia.passportId, bramPassportId]) {
    await t.ctx.db
      .update(healthPassports)
      .set({ status: PassportStatus.PUBLISHED, publishedAt: clock.now() })
      .where(eq(healthPassports.id, id));
  }
});
afterAll(() => t.close());

describe('myScansData', () => {
  it('gives the owner of a published passport the scan values and signed media urls', async () => {
    const { data } = await scansOf(pia.passportId, tokens['pia.s@example.com']!);
    expect(data?.id).toBe(pia.passportId);
    expect(data?.data).toEqual(
      expect.arrayContaining([
        { key: 'MyScans:LV_EF', value: '58' },
        { key: 'MyScans:LV_ED_Volume', value: '121' },
        { key: 'MyScans:Heart_Assessment', value: 'Normal size and function of the left ventricle.' },
        { key: 'MyScans:Abdo_AAA_Measurements', value: '18' },
      ]),
    );
    expect(data?.data).toHaveLength(4);
    // Only scan values, and no stored file names among them.
    for (const item of data!.data) expect(item.key.startsWith(SCAN_DATA_KEY_PREFIX)).toBe(true);
    expect(data!.data.map((d) => d.key)).not.toContain('MyScans:4CH_Image');

    expect(data?.media.map((m) => [m.key, m.kind])).toEqual([
      ['MyScans:4CH_Image', 'image'],
      ['MyScans:Heart_Video', 'video'],
    ]);
    const expires = Math.floor(clock.now().getTime() / 1000) + SCAN_MEDIA_TTL_SECONDS;
    const pattern = new RegExp(
      `^/api/v2/scans/${pia.passportId}/media/[0-9a-f]{32}\\.png\\?expires=${expires}&viewer=${pia.id}&signature=[\\w-]{43}$`,
    );
    expect(data?.media[0]?.url).toMatch(pattern);
  });

  it('lets a health coach read it, and pia sees the scans and the image among who viewed her passport', async () => {
    const { data } = await scansOf(pia.passportId, tokens.coach!);
    expect(data?.data.find((d) => d.key === 'MyScans:LV_EF')?.value).toBe('58');
    expect((await media(data!.media[0]!.url)).statusCode).toBe(200);
    const reads = await t.ctx.services.sharing.readsOf(pia.id, { passportId: pia.passportId });
    expect(reads.slice(0, 2).map((read) => read.what)).toEqual(['scanMedia', 'scans']);
  });

  it('refuses another consumer with ACCESS_ERROR, an unknown id too', async () => {
    for (const id of [pia.passportId, 'not-a-passport', '00000000-0000-4000-8000-000000000000']) {
      const { data, code } = await scansOf(id, tokens['bram.s@example.com']!);
      expect(data, id).toBeNull();
      expect(code, id).toBe('ACCESS_ERROR');
    }
  });

  it('refuses the owner’s own passport before it is published with UNPUBLISHED', async () => {
    expect((await scansOf(draftPassportId, tokens['carl.s@example.com']!)).code).toBe('UNPUBLISHED');
  });

  it('needs a session', async () => {
    const { body } = await gql(t.app, SCANS_QUERY, { id: pia.passportId });
    expect(body.errors?.[0]?.extensions?.code).toBe('NotAuthorizedException');
  });
});

describe('GET /api/v2/scans/{passportId}/media/{name}', () => {
  const piaMedia = async () => (await scansOf(pia.passportId, tokens['pia.s@example.com']!)).data!.media;

  it('answers the image bytes, privately cached, never sniffed, inline', async () => {
    const [image] = await piaMedia();
    const response = await media(image!.url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(PNG);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, max-age=600');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe('inline');
  });

  it('streams a video, in ranges when asked', async () => {
    const video = (await piaMedia()).find((m) => m.kind === 'video')!;
    const whole = await media(video.url);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.rawPayload).toEqual(WEBM);
    const part = await media(video.url, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${WEBM.length}`);
    expect(part.rawPayload).toEqual(WEBM.subarray(0, 100));
    const outside = await media(video.url, { range: `bytes=${WEBM.length}-` });
    expect(outside.statusCode).toBe(416);
  });

  it('refuses a tampered signature, viewer, file or passport, and a url without its signature', async () => {
    const [image, video] = await piaMedia();
    const signature = new URL(image!.url, 'http://localhost').searchParams.get('signature')!;
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const videoName = new URL(video!.url, 'http://localhost').pathname.split('/').pop()!;
    const imageName = new URL(image!.url, 'http://localhost').pathname.split('/').pop()!;
    const forged = [
      withParam(image!.url, 'signature', flipped),
      withParam(image!.url, 'signature', `${signature}=`),
      withParam(image!.url, 'viewer', coachId),
      withParam(
        image!.url,
        'expires',
        String(Number(new URL(image!.url, 'http://x').searchParams.get('expires')) + 600),
      ),
      image!.url.replace(imageName, videoName),
      image!.url.replace(pia.passportId, bramPassportId),
      image!.url.split('?')[0]!,
      image!.url.replace(pia.passportId, 'not-a-uuid'),
    ];
    for (const url of forged) {
      const response = await media(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code, url).toBe('invalidSignature');
    }
  });

  it('refuses a url once it has expired', async () => {
    const [image] = await piaMedia();
    clock.advance(SCAN_MEDIA_TTL_SECONDS * 1000 - 1000);
    expect((await media(image!.url)).statusCode).toBe(200);
    clock.advance(1000);
    const expired = await media(image!.url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error.code).toBe('linkExpired');
  });

  it('refuses a url signed for a viewer who has lost access since', async () => {
    const { data } = await scansOf(pia.passportId, tokens.coach!);
    const url = data!.media[0]!.url;
    expect((await media(url)).statusCode).toBe(200);
    await t.ctx.db
      .delete(userGroups)
      .where(and(eq(userGroups.userId, coachId), eq(userGroups.group, Role.HEALTH_COACH)));
    const refused = await media(url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ACCESS_ERROR');
  });

  it('answers 404 for a file the passport no longer holds', async () => {
    const [image] = await piaMedia();
    await saveScanValues({ 'MyScans:4CH_Image': await upload('MyScans:4CH_Image', PNG) });
    const response = await media(image!.url);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('notFound');
    expect(t.reported).toEqual([]);
  });
});

describe('byteRange', () => {
  it('reads the single ranges browsers send and refuses the rest', () => {
    expect(byteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(byteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    for (const header of ['bytes=100-', 'bytes=9-1', 'bytes=-', 'bytes=0-1,5-9', 'items=0-1', 'bytes=-0']) {
      expect(byteRange(header, 100), header).toBeNull();
    }
  });
});
