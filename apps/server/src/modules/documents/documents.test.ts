import fs from 'node:fs';
import path from 'node:path';
import { MAX_DOCUMENT_BYTES, PackageCode, PassportStatus, Role } from '@health-passport/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPdf } from '../../integrations/pdf/index.js';
import { createUser, signedIn } from '../../test/auth.js';
import { multipartBody, sendMultipart } from '../../test/rest.js';
import { createTestApp, gql, type TestApp } from '../../test/testApp.js';
import { createTestClock } from '../../test/testClock.js';
import { healthPassports } from '../passports/index.js';
import { userGroups } from '../users/index.js';
import { attachment } from './documents.routes.js';
import { documents } from './index.js';

const clock = createTestClock(new Date('2026-03-02T09:00:00.000Z'));
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let pia: { id: string; serviceNumber: string; passportId: string };
let bram: { id: string; serviceNumber: string };

const PDF = await createPdf({ title: 'Health check' }).paragraph('Results of the health check.').toBuffer();
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(120, 3),
]);

const LIST_FIELDS = 'id name type date uploadedBy url fileName contentType size';
const MY_DOCUMENTS = `query MyDocuments { myDocuments { ${LIST_FIELDS} } }`;
const DOCUMENTS = `query Documents($userASN: String!) { documents(userASN: $userASN) { ${LIST_FIELDS} } }`;

interface Doc {
  id: string;
  name: string;
  type: string;
  date: string;
  uploadedBy: string | null;
  url: string;
  fileName: string;
  contentType: string;
  size: number;
}

async function myDocuments(token: string) {
  const { body } = await gql(t.app, MY_DOCUMENTS, {}, token);
  return { list: body.data?.myDocuments as Doc[] | undefined, code: body.errors?.[0]?.extensions?.code };
}

async function documentsOf(serviceNumber: string, token?: string) {
  const { body } = await gql(t.app, DOCUMENTS, { userASN: serviceNumber }, token);
  return { list: body.data?.documents as Doc[] | undefined, code: body.errors?.[0]?.extensions?.code };
}

function upload(
  token: string,
  file: { name: string; bytes: Buffer } | undefined,
  fields: Record<string, string> = { type: 'REPORT' },
  serviceNumber = pia.serviceNumber,
) {
  return sendMultipart(
    t.app,
    'POST',
    `/api/v2/users/${serviceNumber}/documents`,
    token,
    multipartBody(
      fields,
      file && { field: 'file', name: file.name, contentType: 'application/octet-stream', bytes: file.bytes },
    ),
  );
}

const download = (url: string) => t.app.inject({ method: 'GET', url });

/** What is stored: document rows and files in the file store. */
async function stored() {
  const directory = path.join(t.ctx.config.dataDir, 'files');
  const files = fs.existsSync(directory) ? fs.readdirSync(directory).length : 0;
  return { rows: (await t.ctx.db.select().from(documents)).length, files };
}

/** The url with one query parameter changed. */
function withParam(url: string, name: string, value: string): string {
  const parsed = new URL(url, 'http://localhost');
  parsed.searchParams.set(name, value);
  return `${parsed.pathname}${parsed.search}`;
}

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
  const piaUser = await createUser(t, {
    email: 'pia.d@example.com',
    givenName: 'Pia',
    familyName: 'Jansen',
    groups: [Role.CONSUMER],
  });
  const passport = await t.ctx.services.passports.create({
    userId: piaUser.id,
    packageCode: PackageCode.PERFORMANCE_PREMIUM,
  });
  await t.ctx.db
    .update(healthPassports)
    .set({ status: PassportStatus.PUBLISHED, publishedAt: clock.now() })
    .where(eq(healthPassports.id, passport.id));
  pia = { id: piaUser.id, serviceNumber: piaUser.serviceNumber, passportId: passport.id };
  tokens.pia = (await signedIn(t, 'pia.d@example.com')).accessToken;
  const bramUser = await createUser(t, { email: 'bram.d@example.com', groups: [Role.CONSUMER] });
  bram = { id: bramUser.id, serviceNumber: bramUser.serviceNumber };
  tokens.bram = (await signedIn(t, 'bram.d@example.com')).accessToken;

  for (const [name, role] of [
    ['data', Role.DATA_EXPERT],
    ['coach', Role.HEALTH_COACH],
    ['doctor', Role.DOCTOR],
    ['onboarder', Role.ONBOARDER],
    ['external', Role.EXTERNAL],
    ['coachAdmin', Role.HEALTH_COACH_ADMIN],
    ['onboarderAdmin', Role.ONBOARDER_ADMIN],
    ['productManager', Role.PRODUCT_MANAGER],
  ] as const) {
    const user = await createUser(t, {
      email: `${name.toLowerCase()}.d@example.com`,
      givenName: name === 'data' ? 'Dana' : 'Staff',
      familyName: name === 'data' ? 'Expert' : name,
      groups: [role],
    });
    ids[name] = user.id;
    tokens[name] = (await signedIn(t, user.email)).accessToken;
  }
});
afterAll(() => t.close());

describe('POST /api/v2/users/{serviceNumber}/documents', () => {
  it('stores a document for the person; the uploader gets it back without a download url', async () => {
    const response = await upload(
      tokens.data!,
      { name: 'health-check.pdf', bytes: PDF },
      { type: 'REPORT', name: 'Health check report' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Health check report',
      type: 'REPORT',
      uploadedBy: 'Dana Expert',
      fileName: 'Health check report.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      url: null,
    });
    expect(await stored()).toEqual({ rows: 1, files: 1 });
  });

  it('names a document after its file when no name is given', async () => {
    clock.advance(60_000);
    const response = await upload(
      tokens.doctor!,
      { name: 'Referral letter.png', bytes: PNG },
      { type: 'REFERRAL' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Referral letter.png', fileName: 'Referral letter.png' });
  });

  it('lets an onboarder add a document they cannot list afterwards', async () => {
    clock.advance(60_000);
    const response = await upload(tokens.onboarder!, { name: 'lab.pdf', bytes: PDF }, { type: 'LAB_RESULT' });
    expect(response.statusCode).toBe(201);
    expect((await documentsOf(pia.serviceNumber, tokens.onboarder)).code).toBe('forbidden');
  });

  it('refuses a file over 10 MB with 413, storing nothing', async () => {
    const before = await stored();
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES, 32)]);
    const response = await upload(tokens.coach!, { name: 'big.pdf', bytes: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'fileTooLarge',
      message: 'The file is larger than 10 MB.',
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a file that is no PDF or image, whatever its name, storing nothing', async () => {
    const before = await stored();
    for (const file of [
      { name: 'report.pdf', bytes: Buffer.from('Just some text pretending to be a PDF.') },
      { name: 'clip.mp4', bytes: Buffer.from('000000186674797069736f6d', 'hex') },
      { name: 'empty.pdf', bytes: Buffer.alloc(0) },
    ]) {
      const response = await upload(tokens.coach!, file);
      expect(response.statusCode, file.name).toBe(400);
      expect(response.json().error.code, file.name).toBe(
        file.bytes.length === 0 ? 'badRequest' : 'unsupportedFileType',
      );
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a file that is not what its extension claims, storing nothing', async () => {
    const before = await stored();
    for (const [name, bytes, what] of [
      ['report.pdf', PNG, 'PNG image'],
      ['scan.png', PDF, 'PDF'],
      ['letter', PDF, 'PDF'],
    ] as const) {
      const response = await upload(tokens.coach!, { name, bytes });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error, name).toMatchObject({
        code: 'fileExtensionMismatch',
        message: `${name} is not what its extension claims: it is a ${what}.`,
      });
    }
    expect(await stored()).toEqual(before);
  });

  it('asks for a known type, a file and a sane name, and a known person', async () => {
    const before = await stored();
    const cases = [
      [{ type: 'DIARY' }, { name: 'a.pdf', bytes: PDF }, 'type'],
      [{}, { name: 'a.pdf', bytes: PDF }, 'type'],
      [{ type: 'REPORT' }, undefined, 'file'],
      [{ type: 'REPORT', name: 'x'.repeat(121) }, { name: 'a.pdf', bytes: PDF }, 'name'],
      [{ type: 'REPORT', name: 'line\nbreak' }, { name: 'a.pdf', bytes: PDF }, 'name'],
      [{ type: 'REPORT', name: '../../etc' }, { name: 'a.pdf', bytes: PDF }, 'name'],
    ] as const;
    for (const [fields, file, field] of cases) {
      const response = await upload(tokens.coach!, file, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(response.json().error.details.fields)).toEqual([field]);
    }
    const unknown = await upload(tokens.coach!, { name: 'a.pdf', bytes: PDF }, undefined, 'HP-NOBODY');
    expect(unknown.statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('is for data expert, doctor, health coach and onboarder only', async () => {
    const before = await stored();
    for (const who of ['pia', 'external', 'coachAdmin', 'onboarderAdmin', 'productManager']) {
      const response = await upload(tokens[who]!, { name: 'a.pdf', bytes: PDF });
      expect(response.statusCode, who).toBe(403);
    }
    const form = multipartBody(
      { type: 'REPORT' },
      { field: 'file', name: 'a.pdf', contentType: 'application/pdf', bytes: PDF },
    );
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v2/users/${pia.serviceNumber}/documents`,
      payload: form.payload,
      headers: { 'content-type': form.contentType },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await stored()).toEqual(before);
  });
});

describe('myDocuments', () => {
  it('lists the caller’s own documents, newest first, with who uploaded them and a signed url', async () => {
    const { list } = await myDocuments(tokens.pia!);
    expect(list?.map((d) => [d.name, d.type, d.uploadedBy])).toEqual([
      ['lab.pdf', 'LAB_RESULT', 'Staff onboarder'],
      ['Referral letter.png', 'REFERRAL', 'Staff doctor'],
      ['Health check report', 'REPORT', 'Dana Expert'],
    ]);
    expect(list?.[2]?.date).toBe('2026-03-02T09:00:00.000Z');
    expect(list?.[0]?.url).toMatch(
      new RegExp(
        `^/api/v2/documents/${list?.[0]?.id}/file\\?expires=\\d+&viewer=${pia.id}&signature=[\\w-]{43}$`,
      ),
    );
  });

  it('is empty for someone without documents, and needs a session', async () => {
    expect((await myDocuments(tokens.bram!)).list).toEqual([]);
    const { body } = await gql(t.app, MY_DOCUMENTS);
    expect(body.errors?.[0]?.extensions?.code).toBe('NotAuthorizedException');
  });
});

describe('documents(userASN)', () => {
  it('lets data expert, health coach and doctor read a person’s documents, recorded in her access audit', async () => {
    for (const who of ['data', 'coach', 'doctor']) {
      const { list } = await documentsOf(pia.serviceNumber, tokens[who]);
      expect(
        list?.map((d) => d.name),
        who,
      ).toEqual(['lab.pdf', 'Referral letter.png', 'Health check report']);
      expect(new URL(list![0]!.url, 'http://x').searchParams.get('viewer'), who).toBe(ids[who]);
    }
    const reads = await t.ctx.services.sharing.readsOf(pia.id);
    expect(reads.slice(0, 3).map((read) => [read.readerName, read.what, read.passportId])).toEqual([
      ['Staff doctor', 'documents', null],
      ['Staff coach', 'documents', null],
      ['Dana Expert', 'documents', null],
    ]);
    // pia sees them among who viewed her passport: documents belong to the person, not to one passport.
    const views = await t.ctx.services.sharing.readsOf(pia.id, { passportId: pia.passportId });
    expect(views.slice(0, 3).map((read) => read.what)).toEqual(['documents', 'documents', 'documents']);
  });

  it('refuses the roles §6 keeps from documents, and anyone without a session', async () => {
    for (const who of ['pia', 'bram', 'onboarder', 'coachAdmin', 'onboarderAdmin', 'productManager']) {
      const { list, code } = await documentsOf(pia.serviceNumber, tokens[who]);
      expect(list, who).toBeUndefined();
      expect(code, who).toBe('forbidden');
    }
    expect((await documentsOf(pia.serviceNumber)).code).toBe('NotAuthorizedException');
  });

  it('tells staff that a service number is unknown', async () => {
    expect((await documentsOf('HP-NOBODY', tokens.coach)).code).toBe('notFound');
  });

  it('shows an external viewer only the documents of someone with an active share to them', async () => {
    // No share yet; bram shares nothing; an unknown number answers the same.
    for (const serviceNumber of [pia.serviceNumber, bram.serviceNumber, 'HP-NOBODY']) {
      expect((await documentsOf(serviceNumber, tokens.external)).code, serviceNumber).toBe('ACCESS_ERROR');
    }
    await t.ctx.services.sharing.share({
      ownerId: pia.id,
      passportId: pia.passportId,
      recipient: {
        firstName: 'Eva',
        lastName: 'External',
        email: 'external.d@example.com',
        phoneNumber: '+31612345678',
      },
      language: 'en',
    });
    // PENDING until activated.
    expect((await documentsOf(pia.serviceNumber, tokens.external)).code).toBe('ACCESS_ERROR');
    await t.ctx.services.sharing.activate(ids.external!, pia.serviceNumber);
    const { list } = await documentsOf(pia.serviceNumber, tokens.external);
    expect(list?.map((d) => d.name)).toEqual(['lab.pdf', 'Referral letter.png', 'Health check report']);
    expect((await documentsOf(bram.serviceNumber, tokens.external)).code).toBe('ACCESS_ERROR');

    const url = list![2]!.url;
    expect((await download(url)).statusCode).toBe(200);
    await t.ctx.services.sharing.revoke(
      pia.id,
      pia.passportId,
      (await t.ctx.services.users.findById(ids.external!))!.serviceNumber,
    );
    expect((await documentsOf(pia.serviceNumber, tokens.external)).code).toBe('ACCESS_ERROR');
    const afterRevoke = await download(url);
    expect(afterRevoke.statusCode).toBe(403);
    expect(afterRevoke.json().error.code).toBe('ACCESS_ERROR');
  });
});

describe('GET /api/v2/documents/{id}/file', () => {
  const piaReport = async () => (await myDocuments(tokens.pia!)).list!.find((d) => d.type === 'REPORT')!;

  it('answers the file as an attachment named after the document', async () => {
    const readsBefore = (await t.ctx.services.sharing.readsOf(pia.id)).length;
    const response = await download((await piaReport()).url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(PDF);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Health check report.pdf"; filename*=UTF-8''Health%20check%20report.pdf`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Her own download is not in her audit.
    expect(await t.ctx.services.sharing.readsOf(pia.id)).toHaveLength(readsBefore);
  });

  it('records a staff member’s download with the document’s name', async () => {
    const { list } = await documentsOf(pia.serviceNumber, tokens.doctor);
    const report = list!.find((d) => d.type === 'REPORT')!;
    expect((await download(report.url)).statusCode).toBe(200);
    const [latest] = await t.ctx.services.sharing.readsOf(pia.id);
    expect(latest).toMatchObject({
      readerName: 'Staff doctor',
      what: 'documents',
      detail: 'Health check report',
    });
  });

  it('refuses a tampered signature, viewer, expiry or document, and a url without its signature', async () => {
    const report = await piaReport();
    const other = (await myDocuments(tokens.pia!)).list!.find((d) => d.type === 'REFERRAL')!;
    const signature = new URL(report.url, 'http://x').searchParams.get('signature')!;
    const expires = Number(new URL(report.url, 'http://x').searchParams.get('expires'));
    const forged = [
      withParam(report.url, 'signature', `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`),
      withParam(report.url, 'viewer', ids.coach!),
      withParam(report.url, 'expires', String(expires + 600)),
      report.url.replace(report.id, other.id),
      report.url.replace(report.id, 'not-a-document'),
      report.url.split('?')[0]!,
    ];
    for (const url of forged) {
      const response = await download(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code, url).toBe('invalidSignature');
    }
  });

  it('refuses a url once it has expired', async () => {
    const { url } = await piaReport();
    clock.advance(10 * 60_000 - 1000);
    expect((await download(url)).statusCode).toBe(200);
    clock.advance(1000);
    const expired = await download(url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error.code).toBe('linkExpired');
  });

  it('refuses a url signed for a viewer who has lost their role since', async () => {
    const { list } = await documentsOf(pia.serviceNumber, tokens.coach);
    const url = list![0]!.url;
    expect((await download(url)).statusCode).toBe(200);
    await t.ctx.db
      .delete(userGroups)
      .where(and(eq(userGroups.userId, ids.coach!), eq(userGroups.group, Role.HEALTH_COACH)));
    const refused = await download(url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ACCESS_ERROR');
    expect(t.reported).toEqual([]);
  });
});

describe('attachment', () => {
  it('keeps the exact name for browsers and a plain one for old clients', () => {
    expect(attachment('Rapport gezondheidscheck – één.pdf')).toBe(
      `attachment; filename="Rapport gezondheidscheck  een.pdf"; ` +
        `filename*=UTF-8''Rapport%20gezondheidscheck%20%E2%80%93%20%C3%A9%C3%A9n.pdf`,
    );
    expect(attachment('a "quoted" (name).pdf')).toBe(
      `attachment; filename="a _quoted_ (name).pdf"; filename*=UTF-8''a%20%22quoted%22%20%28name%29.pdf`,
    );
  });
});
