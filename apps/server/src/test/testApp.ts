import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { type Clock, systemClock } from '../clock.js';
import { loadConfig, type Env } from '../config.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/database.js';
import type { ErrorReporter } from '../integrations/errorReporting.js';
import type { SmsAdapter } from '../integrations/notifier/index.js';
import {
  createInjectDeliver,
  createPaymentProvider,
  type DeliverNotification,
  type PaymentProvider,
} from '../integrations/payments/index.js';
import { createSettingsService } from '../modules/system/index.js';
import { createTestDatabase } from './testDatabase.js';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  reported: unknown[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** A clock the test moves by hand (src/test/testClock.ts). */
  clock?: Clock;
  /** A logger whose output the test reads. */
  logger?: FastifyBaseLogger;
  sms?: SmsAdapter;
  /** A payment provider the test controls (e.g. one that records its requests or fails). */
  paymentProvider?: PaymentProvider;
  /** How the test payment provider reaches the webhook; default app.inject into this app. */
  paymentDeliver?: DeliverNotification;
}

/** The real server on a fresh database, driven through app.inject. Reported errors are collected for assertions. */
export async function createTestApp(
  env: Partial<Record<keyof Env, string>> = {},
  database?: Database,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-test-'));
  const config = loadConfig({
    MODE: 'demo',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-app'),
    ...env,
  });
  const db = database ?? (await createTestDatabase());
  const reported: unknown[] = [];
  const errorReporter: ErrorReporter = {
    report: (error) => void reported.push(error),
    flush: async () => {},
  };
  const { paymentDeliver, ...buildOptions } = options;
  const built: { app?: FastifyInstance } = {};
  const paymentProvider =
    buildOptions.paymentProvider ??
    (await createPaymentProvider({
      config,
      db: db.db,
      clock: buildOptions.clock ?? systemClock,
      settings: createSettingsService(db.db),
      // The test app does not listen: the test provider delivers through app.inject.
      deliver: paymentDeliver ?? createInjectDeliver(() => built.app, config.webhookAuth),
    }));
  const { app, ctx } = await buildApp({
    config,
    database: db,
    errorReporter,
    adminToken: 'test-admin-token',
    ...buildOptions,
    paymentProvider,
  });
  built.app = app;
  await app.ready();
  return {
    app,
    ctx,
    database: db,
    reported,
    close: async () => {
      await app.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function gql(
  app: FastifyInstance,
  query: string,
  variables?: Record<string, unknown>,
  accessToken?: string,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
    ...(accessToken ? { headers: { authorization: `Bearer ${accessToken}` } } : {}),
  });
  return {
    status: response.statusCode,
    body: response.json() as {
      data?: Record<string, unknown>;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    },
  };
}

/**
 * The status the web client acts on (apps/web/src/lib/api/graphql.ts): a domain error's own `extensions.status`
 * (GraphQL answers domain errors with HTTP 200, docs/architecture.md), else the HTTP status.
 */
export function clientStatus(
  httpStatus: number,
  body: { errors?: { extensions?: Record<string, unknown> }[] },
) {
  const own = body.errors?.[0]?.extensions?.status;
  return typeof own === 'number' ? own : httpStatus;
}
