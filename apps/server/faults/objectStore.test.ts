import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPdf } from '../src/integrations/pdf/index.js';
import { multipartBody } from '../src/test/rest.js';
import { startTestS3, type TestS3 } from '../src/test/s3Server.js';
import { call, me, report, signIn, uploadDocument } from './support/api.js';
import { createDatabase, type TestDatabase } from './support/postgres.js';
import { type PortalServer, startServer, stopServers } from './support/server.js';

let db: TestDatabase;
let s3: TestS3;
let server: PortalServer;

beforeAll(async () => {
  db = await createDatabase('objects');
  s3 = await startTestS3();
  server = await startServer('A', { DATABASE_URL: db.url, ...s3.env } as Record<string, string>);
});
afterAll(async () => {
  await stopServers();
  await s3?.stop();
  await db?.drop();
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(120, 3),
]);

describe('the object store unreachable', () => {
  it('refuses uploads with 503 and stores nothing, and takes them again when the store is back', async () => {
    const onboarder = await signIn(server, 'onboarder@example.com');
    const anna = await signIn(server, 'anna@example.com');
    // anna's premium health check has ultrasound scans: images uploaded for its measurements form.
    const { serviceNumber, passportId } = await me(server, anna.accessToken);
    const pdf = await createPdf({ title: 'Referral' }).paragraph('For the cardiologist.').toBuffer();
    const uploadScan = () =>
      call(server, 'POST', `/api/v2/users/${serviceNumber}/${passportId}/uploads`, {
        token: onboarder.accessToken,
        form: multipartBody(
          { dataKey: 'MyScans:4CH_Image' },
          { field: 'file', name: 'heart.png', contentType: 'image/png', bytes: PNG },
        ),
      });
    const rows = async () => ({
      documents: await db.count('select count(*) from documents'),
      scans: await db.count('select count(*) from measurement_uploads'),
    });

    const before = await uploadDocument(server, onboarder.accessToken, serviceNumber, pdf);
    expect(before.status).toBe(201);
    const listed = await call(server, 'POST', '/graphql', {
      token: anna.accessToken,
      json: { query: '{ myDocuments { id url } }' },
    });
    const url = new URL(
      (listed.body.data.myDocuments as { id: string; url: string }[]).find((d) => d.id === before.body.id)!
        .url,
      'http://x',
    );
    const stored = await rows();

    const port = Number(new URL(s3.env.S3_ENDPOINT!).port);
    await s3.stop();
    const startedAt = Date.now();
    const document = await uploadDocument(server, onboarder.accessToken, serviceNumber, pdf);
    const scan = await uploadScan();
    const download = await call(server, 'GET', url.pathname + url.search);
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    for (const answer of [document, scan, download]) {
      expect({ status: answer.status, code: answer.body.error?.code }).toEqual({
        status: 503,
        code: 'fileStoreUnavailable',
      });
    }
    expect(await rows()).toEqual(stored);
    const health = await call(server, 'GET', '/actuator/health');
    expect({
      status: health.status,
      files: health.body.components.files.status,
      db: health.body.components.db.status,
    }).toEqual({
      status: 503,
      files: 'DOWN',
      db: 'UP',
    });

    // Back where the server looks for it (an empty bucket: the stand-in keeps nothing across a restart).
    s3 = await startTestS3(s3.bucket, port);
    expect((await uploadDocument(server, onboarder.accessToken, serviceNumber, pdf)).status).toBe(201);
    expect((await uploadScan()).status).toBe(200);
    expect(await rows()).toEqual({ documents: stored.documents + 1, scans: stored.scans + 1 });
    expect((await s3.objects()).length).toBe(2);
    expect((await call(server, 'GET', '/actuator/health')).status).toBe(200);
    report(
      `object store down: a document upload, a scan upload and a download answered 503 fileStoreUnavailable within ${seconds} s; ` +
        `rows written meanwhile: 0; health 503 (files DOWN, db UP); after it returned: both uploads stored, 2 objects in the bucket`,
    );
  });
});
