import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp } from '../../test/testApp.js';
import { createMaintenanceService } from './index.js';

describe('system endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports UP with a db component', async () => {
    const response = await t.app.inject('/actuator/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'UP', components: { db: { status: 'UP' } } });
  });

  it('answers ping with the persisted maintenance flag', async () => {
    expect((await t.app.inject('/api/v2/ping')).json()).toBe(false);
    await t.ctx.services.maintenance.set(true);
    expect((await t.app.inject('/api/v2/ping')).json()).toBe(true);
    // Another instance on the same database sees the same flag: it is not held in memory.
    expect(await createMaintenanceService(t.ctx.db).isOn()).toBe(true);
    await t.ctx.services.maintenance.set(false);
    expect((await t.app.inject('/api/v2/ping')).json()).toBe(false);
  });

  it('switches maintenance through the loopback admin call only with the token', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/internal/maintenance',
      headers: { 'x-admin-token': 'wrong-token-wrong-token' },
      payload: { on: true },
      remoteAddress: '127.0.0.1',
    });
    expect(refused.statusCode).toBe(403);
    const fromOutside = await t.app.inject({
      method: 'POST',
      url: '/internal/maintenance',
      headers: { 'x-admin-token': 'test-admin-token' },
      payload: { on: true },
      remoteAddress: '203.0.113.9',
    });
    expect(fromOutside.statusCode).toBe(403);
    expect((await t.app.inject('/api/v2/ping')).json()).toBe(false);

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/internal/maintenance',
      headers: { 'x-admin-token': 'test-admin-token' },
      payload: { on: true },
      remoteAddress: '127.0.0.1',
    });
    expect(accepted.statusCode).toBe(200);
    expect((await t.app.inject('/api/v2/ping')).json()).toBe(true);
    await t.ctx.services.maintenance.set(false);
  });

  it('serves appInfo over GraphQL', async () => {
    const { status, body } = await gql(t.app, '{ appInfo { version mode maintenance } }');
    expect(status).toBe(200);
    expect(body.data).toEqual({ appInfo: { version: '1.8.0', mode: 'demo', maintenance: false } });
  });

  it('names the native-app wrappers that may hand over a session: none unless configured', async () => {
    const none = await gql(t.app, '{ appInfo { nativeAppOrigins } }');
    expect(none.body.data).toEqual({ appInfo: { nativeAppOrigins: [] } });
    const configured = await createTestApp({ NATIVE_APP_ORIGINS: 'https://wrapper.example.com' });
    try {
      const { body } = await gql(configured.app, '{ appInfo { nativeAppOrigins } }');
      expect(body.data).toEqual({ appInfo: { nativeAppOrigins: ['https://wrapper.example.com'] } });
    } finally {
      await configured.close();
    }
  });

  it('logs client error reports and rejects malformed ones', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v2/client-errors',
      payload: { message: 'boom', url: '/my-health' },
    });
    expect(ok.statusCode).toBe(204);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v2/client-errors',
      payload: { message: 42 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: { code: 'badRequest', details: { fields: { message: expect.any(String) } } },
    });
  });
});

describe('health when the database stops', () => {
  it('answers DOWN with 503', async () => {
    const t = await createTestApp();
    await t.database.close();
    const response = await t.app.inject('/actuator/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'DOWN', components: { db: { status: 'DOWN' } } });
    await t.app.close();
  });
});

describe('health of the local file store', () => {
  it('is UP while DATA_DIR/files can be written, and DOWN with 503 when it cannot', async () => {
    const t = await createTestApp();
    try {
      const up = await t.app.inject('/actuator/health');
      expect(up.json()).toMatchObject({
        components: { files: { status: 'UP', details: { kind: 'local' } } },
      });
      // A file where the directory should be: nothing can be stored.
      const directory = path.join(t.ctx.config.dataDir, 'files');
      fs.rmSync(directory, { recursive: true, force: true });
      fs.writeFileSync(directory, '');
      const down = await t.app.inject('/actuator/health');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        status: 'DOWN',
        components: { db: { status: 'UP' }, files: { status: 'DOWN', details: { kind: 'local' } } },
      });
    } finally {
      await t.close();
    }
  });
});
