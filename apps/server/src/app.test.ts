import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toErrorResponse } from './app.js';
import { createTestApp, gql, type TestApp } from './test/testApp.js';
import { PRODUCTION_ENV } from './test/productionEnv.js';

describe('HTTP contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an unknown REST path with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/v2/nothing-here', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'notFound', message: 'No route for GET /api/v2/nothing-here' },
    });
  });

  it('answers malformed JSON with a 400 and no stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].extensions.code).toBe('FST_ERR_CTP_INVALID_JSON_BODY');
    expect(response.body).not.toMatch(/at .*\.js:\d+/);
  });

  it('answers a malformed or invalid GraphQL operation with 400', async () => {
    const syntax = await gql(t.app, '{ appInfo { ');
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors?.[0]?.message).toMatch(/Syntax Error/);
    const unknownField = await gql(t.app, '{ secrets }');
    expect(unknownField.status).toBe(400);
    // No "Did you mean" hints that map the schema for an attacker.
    expect(JSON.stringify(unknownField.body)).not.toMatch(/Did you mean/);
  });

  it('refuses batched operations', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: [{ query: '{ appInfo { version } }' }, { query: '{ appInfo { version } }' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/Batching is not supported/);
  });

  it('limits aliases so one request cannot repeat a field many times', async () => {
    const aliases = Array.from({ length: 6 }, (_, i) => `a${i}: appInfo { version }`).join(' ');
    const { status, body } = await gql(t.app, `{ ${aliases} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/Aliases limit/);
  });

  it('allows introspection in demo mode', async () => {
    const { status, body } = await gql(t.app, '{ __schema { queryType { name } } }');
    expect(status).toBe(200);
    expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('sends security headers and a request id', async () => {
    const response = await t.app.inject({
      url: '/actuator/health',
      headers: { 'x-request-id': 'trace-123' },
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-request-id']).toBe('trace-123');
    // Plain HTTP: no HSTS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('external scheduling widgets', () => {
  it('may be framed when configured, and nothing else', async () => {
    const t = await createTestApp({
      SCHEDULING_URL_AMSTERDAM: 'https://go.oncehub.com/HealthPassportAmsterdam',
      SCHEDULING_URLS: JSON.stringify({
        doctor: { nl: 'https://calendly.com/hp-arts', en: 'https://calendly.com/hp-doctor' },
      }),
    });
    const response = await t.app.inject({ url: '/actuator/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self' https://go.oncehub.com https://calendly.com;");
    await t.close();
  });
});

describe('a database that cannot be reached', () => {
  /** A failed query as drizzle throws it: its own error, with the driver's underneath. */
  const failedQuery = (cause: Error) => new Error('Failed query: select 1', { cause });
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  it('answers 503 databaseUnavailable, whatever the driver said', () => {
    for (const cause of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      expect(toErrorResponse(failedQuery(cause)), cause.message).toEqual({
        status: 503,
        body: { error: { code: 'databaseUnavailable', message: 'The portal cannot reach its database' } },
      });
    }
  });

  it('leaves other database errors unexpected: 500', () => {
    const unique = failedQuery(withCode('duplicate key value violates unique constraint', '23505'));
    expect(toErrorResponse(unique).status).toBe(500);
  });
});

describe('production mode', () => {
  it('disables introspection and GraphiQL', async () => {
    const t = await createTestApp(PRODUCTION_ENV);
    try {
      const { status, body } = await gql(t.app, '{ __schema { queryType { name } } }');
      expect(status).toBe(400);
      expect(body.errors?.[0]?.message).toMatch(/introspection/i);
      const page = await t.app.inject({ url: '/graphql', headers: { accept: 'text/html' } });
      expect(page.headers['content-type']).not.toMatch(/text\/html/);
    } finally {
      await t.close();
    }
  });
});

describe('behind a TLS-terminating proxy', () => {
  it('adds HSTS for HTTPS requests', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const response = await t.app.inject({
        url: '/actuator/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await t.close();
    }
  });
});

describe('the built web app', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Health Passport</title><div id="root"></div>',
    );
    fs.writeFileSync(
      path.join(webDist, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(5000))});`,
    );
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('answers client-side routes with index.html, never cached', async () => {
    for (const url of ['/', '/my-health/body-heart', '/shop/cart?x=1']) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends the brotli file the build wrote beside an asset to a browser that accepts brotli', async () => {
    const script = `console.log(${JSON.stringify('y'.repeat(5000))});`;
    fs.writeFileSync(path.join(webDist, 'assets', 'app-def456.js'), script);
    fs.writeFileSync(path.join(webDist, 'assets', 'app-def456.js.br'), zlib.brotliCompressSync(script));
    const response = await t.app.inject({
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);

    const gzipOnly = await t.app.inject({
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipOnly.rawPayload).toString()).toBe(script);
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await t.app.inject({ url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
  });
});

describe('a /graphql request that fails before GraphQL runs', () => {
  it("answers in GraphQL's shape: its session check with the database away is 503 databaseUnavailable", async () => {
    const t = await createTestApp();
    try {
      const lost = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      vi.spyOn(t.ctx.services.identity, 'verifyAccessToken').mockRejectedValueOnce(
        new Error('Failed query: select 1', { cause: lost }),
      );
      const response = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: 'Bearer some.access.token' },
        payload: { query: '{ me { serviceNumber } }' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().errors[0].extensions).toMatchObject({
        code: 'databaseUnavailable',
        status: 503,
      });
    } finally {
      await t.close();
    }
  });
});
