import fs from 'node:fs';
import path from 'node:path';
import { PackageCode, Role } from '@health-passport/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../modules/documents/index.js';
import { measurementUploads } from '../../modules/measurements/index.js';
import { createUser, signedIn } from '../../test/auth.js';
import { multipartBody, sendMultipart } from '../../test/rest.js';
import { startTestS3, type TestS3 } from '../../test/s3Server.js';
import { createTestApp, gql, type TestApp } from '../../test/testApp.js';
import { createPdf } from '../pdf/index.js';

// The server with its files in an S3-compatible bucket: uploads and downloads as with the local directory,
// and a store that stops answering turns uploads into a clear 503 with nothing stored.
const PDF = await createPdf({ title: 'Health check' }).paragraph('Results of the health check.').toBuffer();
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(90, 5),
]);

let s3: TestS3;
let t: TestApp;
let person: { serviceNumber: string; passportId: string };
const tokens: Record<string, string> = {};

const uploadDocument = (bytes = PDF) =>
  sendMultipart(
    t.app,
    'POST',
    `/api/v2/users/${person.serviceNumber}/documents`,
    tokens.data!,
    multipartBody(
      { type: 'REPORT' },
      { field: 'file', name: 'report.pdf', contentType: 'application/pdf', bytes },
    ),
  );

const uploadScan = () =>
  sendMultipart(
    t.app,
    'POST',
    `/api/v2/users/${person.serviceNumber}/${person.passportId}/uploads`,
    tokens.onboarder!,
    multipartBody(
      { dataKey: 'MyScans:4CH_Image' },
      { field: 'file', name: 'scan.png', contentType: 'image/png', bytes: PNG },
    ),
  );

async function documentList() {
  const { body } = await gql(
    t.app,
    'query Documents($userASN: String!) { documents(userASN: $userASN) { url } }',
    { userASN: person.serviceNumber },
    tokens.data,
  );
  return body.data?.documents as { url: string }[];
}

const rows = async () => ({
  documents: (await t.ctx.db.select().from(documents)).length,
  uploads: (await t.ctx.db.select().from(measurementUploads)).length,
});

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp(s3.env);
  const consumer = await createUser(t, { email: 'sara.s3@example.com', groups: [Role.CONSUMER] });
  const passport = await t.ctx.services.passports.create({
    userId: consumer.id,
    packageCode: PackageCode.PERFORMANCE_PREMIUM,
  });
  person = { serviceNumber: consumer.serviceNumber, passportId: passport.id };
  for (const [name, role] of [
    ['data', Role.DATA_EXPERT],
    ['onboarder', Role.ONBOARDER],
  ] as const) {
    await createUser(t, { email: `${name}.s3@example.com`, groups: [role] });
    tokens[name] = (await signedIn(t, `${name}.s3@example.com`)).accessToken;
  }
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

describe('with the object store answering', () => {
  it('stores an uploaded document in the bucket and serves it through the signed download url', async () => {
    const response = await uploadDocument();
    expect(response.statusCode).toBe(201);
    const [row] = await t.ctx.db.select().from(documents);
    expect(await s3.objects()).toEqual([row!.storedName]);
    // Nothing on the server's own disk: another instance reads the same bucket.
    expect(fs.existsSync(path.join(t.ctx.config.dataDir, 'files'))).toBe(false);

    const [listed] = await documentList();
    expect(listed?.url).toMatch(/^\/api\/v2\/documents\/[\w-]+\/file\?expires=\d+&viewer=[\w-]+&signature=/);
    const download = await t.app.inject({ method: 'GET', url: listed!.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('stores a scan image in the bucket', async () => {
    const response = await uploadScan();
    expect(response.statusCode).toBe(200);
    const name = /^success: ([0-9a-f]{32}\.png)$/.exec(response.body)?.[1];
    expect(await s3.objects()).toContain(name);
  });

  it('reports the file store as UP in the health check', async () => {
    const response = await t.app.inject('/actuator/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'UP',
      components: { db: { status: 'UP' }, files: { status: 'UP', details: { kind: 's3' } } },
    });
  });
});

describe('with the object store stopped', () => {
  beforeAll(() => s3.stop());

  it('answers a document upload with 503 fileStoreUnavailable and keeps no document row', async () => {
    const before = await rows();
    const started = Date.now();
    const response = await uploadDocument();
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatchObject({
      code: 'fileStoreUnavailable',
      message: expect.stringMatching(/file store cannot be reached/),
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await rows()).toEqual(before);
  });

  it('answers a scan upload with the same 503 and keeps no upload row', async () => {
    const before = await rows();
    const response = await uploadScan();
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('fileStoreUnavailable');
    expect(await rows()).toEqual(before);
  });

  it('answers a download with 503, not as a missing document', async () => {
    const [listed] = await documentList();
    const download = await t.app.inject({ method: 'GET', url: listed!.url });
    expect(download.statusCode).toBe(503);
    expect(download.json().error.code).toBe('fileStoreUnavailable');
  });

  it('reports the file store DOWN, and the server DOWN with 503, in the health check', async () => {
    const response = await t.app.inject('/actuator/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'DOWN',
      components: { db: { status: 'UP' }, files: { status: 'DOWN', details: { kind: 's3' } } },
    });
  });
});
