import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { AppError } from '../../errors.js';
import { closedPort, s3Env, startTestS3, type TestS3 } from '../../test/s3Server.js';
import { createFileStore, type FileStore } from './index.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(300, 7),
]);
const NAME = /^[0-9a-f]{32}\.png$/;

const temporaryDirectory = () => fs.mkdtempSync(path.join(os.tmpdir(), 'hp-files-'));
/** The store the server would build from these settings. */
const storeFrom = (env: Record<string, string | undefined>) => createFileStore(loadConfig(env));

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3.stop());

// The same promises from both stores: the services that upload and download do not know which one they have.
describe.each([
  ['local', () => storeFrom({ DATA_DIR: temporaryDirectory() })],
  ['s3', () => storeFrom(s3.env)],
] as const)('the %s file store', (kind, open) => {
  let store: FileStore;
  beforeAll(async () => {
    store = await open();
  });

  it('keeps the bytes under a new random name and gives them back unchanged', async () => {
    expect(store.kind).toBe(kind);
    const first = await store.save(PNG, '.PNG');
    const second = await store.save(PNG, '.png');
    expect(first).toMatch(NAME);
    expect(second).toMatch(NAME);
    expect(second).not.toBe(first);
    expect((await store.read(first)).equals(PNG)).toBe(true);
  });

  it('reports a removed or never stored file as missing (ENOENT); removing twice is fine', async () => {
    const name = await store.save(PNG, '.png');
    await store.remove(name);
    await expect(store.read(name)).rejects.toMatchObject({ code: 'ENOENT' });
    await store.remove(name);
    await expect(store.read(`${'0'.repeat(32)}.png`)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses names it never hands out, such as paths', async () => {
    await expect(store.read('../server.json')).rejects.toThrow(/Not a stored file name/);
    await expect(store.remove('a/b.png')).rejects.toThrow(/Not a stored file name/);
  });

  it('answers the health check', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
  });
});

describe('the local file store', () => {
  it('fails the health check when its directory cannot be made', async () => {
    const dataDir = temporaryDirectory();
    fs.writeFileSync(path.join(dataDir, 'files'), 'a file where the directory should be');
    const store = await storeFrom({ DATA_DIR: dataDir });
    await expect(store.ping()).rejects.toThrow();
  });
});

describe('the S3 file store', () => {
  it('writes each file as an object named like the file, asking for server-side encryption (AES256)', async () => {
    const store = await storeFrom(s3.env);
    const name = await store.save(PNG, '.png');
    expect(await s3.objects()).toContain(name);
    const put = s3.received.find((request) => request.method === 'PUT' && request.path.endsWith(`/${name}`));
    expect(put?.path).toBe(`/${s3.bucket}/${name}`);
    expect(put?.headers['x-amz-server-side-encryption']).toBe('AES256');
    expect(put?.headers['x-amz-server-side-encryption-aws-kms-key-id']).toBeUndefined();
  });

  it('asks for KMS encryption with the configured key', async () => {
    const store = await storeFrom({
      ...s3.env,
      S3_SSE: 'aws:kms',
      S3_SSE_KMS_KEY_ID: 'alias/health-passport',
    });
    const name = await store.save(PNG, '.png');
    const put = s3.received.find((request) => request.method === 'PUT' && request.path.endsWith(`/${name}`));
    expect(put?.headers['x-amz-server-side-encryption']).toBe('aws:kms');
    expect(put?.headers['x-amz-server-side-encryption-aws-kms-key-id']).toBe('alias/health-passport');
  });

  it('fails the health check for a bucket that does not exist', async () => {
    const store = await storeFrom({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    await expect(store.ping()).rejects.toThrow();
  });

  it('answers "file store unavailable" (503) within seconds when the store is not there', async () => {
    const port = await closedPort();
    const store = await storeFrom({ ...s3Env(port), S3_BUCKET: 'health-passport-files' });
    const started = Date.now();
    const saving = store.save(PNG, '.png');
    await expect(saving).rejects.toBeInstanceOf(AppError);
    await expect(saving).rejects.toMatchObject({ status: 503, code: 'fileStoreUnavailable' });
    // Not ENOENT: a store that does not answer is not a missing file.
    await expect(store.read(`${'0'.repeat(32)}.png`)).rejects.toMatchObject({ code: 'fileStoreUnavailable' });
    await expect(store.ping()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
