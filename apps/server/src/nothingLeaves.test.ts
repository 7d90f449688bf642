import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErrorReporter, scrubSentryEvent } from './integrations/errorReporting.js';
import { loggerOptions } from './logger.js';
import { createTestApp, type TestApp } from './test/testApp.js';

/** A health value as an unexpected database error would carry it in its parameters. */
const HEALTH_VALUE = 'HbA1c 48.7 mmol/mol';

const logLines: string[] = [];
const logger = pino(
  loggerOptions({ logLevel: 'info' }),
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  }),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { logger });
});
afterAll(() => t.close());

/** A real database error: drizzle's, from a statement whose parameter is a health value. */
async function databaseError(): Promise<Error> {
  try {
    await t.ctx.db.execute(sql`select ${HEALTH_VALUE}::integer as value`);
  } catch (error) {
    return error as Error;
  }
  throw new Error('the statement did not fail');
}

describe('an unexpected database error carrying a health value', () => {
  it('is logged with its kind and stack, without the SQL text or parameters, through the whole cause chain', async () => {
    const error = await databaseError();
    // The attack: the error as thrown quotes the value (message, params, cause).
    expect(`${error.message} ${String((error.cause as Error | undefined)?.message)}`).toContain(HEALTH_VALUE);
    const wrapped = new Error('saving the measurement failed', { cause: error });

    logLines.length = 0;
    const reporter = await createErrorReporter(
      { sentryDsn: undefined, mode: 'demo', sentryTracesSampleRate: 0.1 },
      logger,
    );
    reporter.report(wrapped, { where: 'test' });
    logger.warn({ err: error }, 'database error');
    const output = logLines.join('');
    expect(output).toContain('unexpected error');
    expect(output).toContain('saving the measurement failed');
    expect(output).toContain('Failed query');
    expect(output).not.toContain('48.7');
    expect(output).not.toMatch(/select .*::integer/i);
  });

  it('reaches Sentry without the SQL text, parameters, query strings or request bodies', async () => {
    const error = await databaseError();
    const event = scrubSentryEvent({
      message: error.message,
      exception: { values: [{ value: error.message }, { value: String((error.cause as Error).message) }] },
      extra: { query: 'select $1::integer', params: [HEALTH_VALUE], nested: { parameters: [HEALTH_VALUE] } },
      breadcrumbs: [{ message: error.message, data: { url: '/api/v2/users?search=de+Vries' } }],
      request: {
        url: '/api/v2/scans/p/media/m?signature=c0ffee',
        query_string: 'signature=c0ffee',
        data: { value: HEALTH_VALUE },
      },
    });
    const sent = JSON.stringify(event);
    expect(sent).not.toContain('48.7');
    expect(sent).not.toContain('c0ffee');
    expect(sent).not.toContain('Vries');
    expect(sent).toContain('Failed query');
  });
});

describe('request logs', () => {
  it('keep the path of signed links and searches, never their query strings', async () => {
    logLines.length = 0;
    await t.app.inject('/api/v2/users?search=de%20Vries&page=0');
    await t.app.inject('/api/v2/scans/p1/media/m1.jpg?expires=1&viewer=v1&signature=c0ffee1234');
    const output = logLines.join('');
    expect(output).toContain('/api/v2/users');
    expect(output).toContain('/api/v2/scans/p1/media/m1.jpg');
    expect(output).not.toContain('Vries');
    expect(output).not.toContain('c0ffee1234');
  });
});

describe('/api/v2/ping', () => {
  it('never answers with the internal error text', async () => {
    const { maintenance } = t.ctx.services;
    const isOn = maintenance.isOn;
    maintenance.isOn = () => Promise.reject(new Error(`Failed query: select ... params: ${HEALTH_VALUE}`));
    try {
      const response = await t.app.inject({ url: '/api/v2/ping', remoteAddress: '203.0.113.9' });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('databaseUnavailable');
      expect(response.body).not.toContain('48.7');
      expect(response.body).not.toContain('Failed query');
    } finally {
      maintenance.isOn = isOn;
    }
  });
});

describe('/graphql answers', () => {
  it('are never cached', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ __typename }' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('are not readable by another origin without CORS_ORIGINS', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { origin: 'https://evil.example' },
      payload: { query: '{ __typename }' },
    });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS_ORIGINS and HSTS', () => {
  let listed: TestApp;
  beforeAll(async () => {
    listed = await createTestApp({
      CORS_ORIGINS: 'https://app.example.com',
      PUBLIC_URL: 'https://passport.example.com',
    });
  });
  afterAll(() => listed.close());

  it('lets a listed origin call /graphql, and no other', async () => {
    const allowed = await listed.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.com');
    const other = await listed.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { origin: 'https://evil.example' },
      payload: { query: '{ __typename }' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends HSTS whenever PUBLIC_URL is https, and not on a plain http portal', async () => {
    const secure = await listed.app.inject('/actuator/health');
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    const local = await t.app.inject('/actuator/health');
    expect(local.headers['strict-transport-security']).toBeUndefined();
  });
});
