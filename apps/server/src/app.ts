import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from 'helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { trustProxyOption } from './clientAddress.js';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config.js';
import type { AppContext, AppModule } from './context.js';
import { type Database, isDatabaseUnavailable, isUnstorableText } from './db/database.js';
import { registerRateLimits } from './rateLimits.js';
import { AppError, databaseUnavailable, type ErrorBody, unstorableText } from './errors.js';
import { crashAfterCommit, readOnlyTransaction } from './faults.js';
import { GRAPHQL_PATH, registerGraphQL } from './graphql/yoga.js';
import { createErrorReporter, type ErrorReporter } from './integrations/errorReporting.js';
import { createFileStore } from './integrations/files/index.js';
import {
  createMailQueue,
  createNotifier,
  registerOutboxRoutes,
  type SmsAdapter,
} from './integrations/notifier/index.js';
import { createPaymentProvider, type PaymentProvider } from './integrations/payments/index.js';
import { createInFlightLimit } from './inFlight.js';
import { loggerOptions, withoutQuery } from './logger.js';
import { cartModule, createCartService } from './modules/cart/index.js';
import { consentModule, createConsentService } from './modules/consent/index.js';
import { createDocumentsService, documentsModule } from './modules/documents/index.js';
import { createJobQueue } from './jobs/index.js';
import { createEventsService, eventsModule } from './modules/events/index.js';
import { createFormDataService, formDataModule } from './modules/formdata/index.js';
import { createIdentityService, identityModule, resolveSessionSecret } from './modules/identity/index.js';
import {
  createJourneyService,
  journeyModule,
  registerRemeasurementReminders,
} from './modules/journey/index.js';
import { createLayoutsService, layoutsModule } from './modules/layouts/index.js';
import { createMeasurementsService, measurementsModule } from './modules/measurements/index.js';
import { createOrdersService, ordersModule } from './modules/orders/index.js';
import {
  createPassportsService,
  createResultsService,
  createPassportAccess,
  passportsModule,
  registerComputeJob,
} from './modules/passports/index.js';
import { paymentsModule } from './modules/payments/index.js';
import { createErasureService, erasureModule } from './modules/personalData/erasure.module.js';
import {
  createPersonalDataService,
  personalDataModule,
  registerPersonalDataJobs,
} from './modules/personalData/index.js';
import { createProductsService, productsModule } from './modules/products/index.js';
import { createQuestionnaireService, questionnaireModule } from './modules/questionnaire/index.js';
import {
  createRegisterConsentService,
  REGISTER_CONSENT_PACKAGES,
  registerConsentModule,
} from './modules/registerConsent/index.js';
import { createScansService, scansModule } from './modules/scans/index.js';
import { createSchedulingService, schedulingModule } from './modules/scheduling/index.js';
import { createSharingService, sharingModule } from './modules/sharing/index.js';
import { createSnapshotsService, registerSnapshotJobs, snapshotsModule } from './modules/snapshots/index.js';
import { createMaintenanceService, createSettingsService, systemModule } from './modules/system/index.js';
import { createUsersService, usersModule } from './modules/users/index.js';
import { refuseDemoAccounts } from './seed/demoSeed.js';

/** Every module of the server, in registration order (identity first: its bearer-token hook guards the rest). */
export const MODULES: readonly AppModule[] = [
  identityModule,
  systemModule,
  usersModule,
  eventsModule,
  passportsModule,
  formDataModule,
  questionnaireModule,
  registerConsentModule,
  measurementsModule,
  scansModule,
  productsModule,
  consentModule,
  cartModule,
  ordersModule,
  paymentsModule,
  journeyModule,
  layoutsModule,
  schedulingModule,
  sharingModule,
  documentsModule,
  snapshotsModule,
  personalDataModule,
  erasureModule,
];

/** Paths that belong to the API: they answer JSON, never the web app. */
const API_PATH = /^\/(api|graphql|auth|actuator|internal|dev)(\/|$|\?)/;
const REQUEST_ID = /^[A-Za-z0-9_.-]{1,64}$/;

export interface BuildOptions {
  config: Config;
  database: Database;
  errorReporter?: ErrorReporter;
  adminToken?: string;
  /** The process logger when the caller made one already; otherwise Fastify creates it from the config. */
  logger?: FastifyBaseLogger;
  /** "Now" for expiry, lockouts and tokens; tests pass a clock they move by hand. */
  clock?: Clock;
  /** Replaces the default SMS adapter (the outbox). */
  sms?: SmsAdapter;
  /** Replaces the configured payment provider. */
  paymentProvider?: PaymentProvider;
}

export async function buildApp({
  config,
  database,
  errorReporter,
  adminToken,
  logger,
  clock = systemClock,
  sms,
  paymentProvider,
}: BuildOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(config) }),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Keep a caller's request id (from a proxy) when it is sane, so one id follows a request through the logs.
    requestIdHeader: 'x-request-id',
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  });

  const db = database.db;
  const settings = createSettingsService(db);
  const users = createUsersService(db, clock, database.changes);
  // Before anything runs on it: a production database must not hold the demo accounts and their public password.
  if (!config.isDemo) await refuseDemoAccounts(users);
  const reporter = errorReporter ?? (await createErrorReporter(config, app.log));
  // Durable background work; the kinds of job are defined while the app is built, the workers start at its end.
  const jobs = createJobQueue({
    database,
    log: app.log,
    errorReporter: reporter,
    afterCommit: crashAfterCommit(config.faultInject),
    beforeWork: readOnlyTransaction(config.faultInject, () => app.server.listening),
  });
  const notifier = createNotifier({ config, db, clock, log: app.log, sms });
  app.addHook('onClose', async () => notifier.close());
  const mail = createMailQueue({ jobs, notifier, db, clock });
  const sessionSecret = await resolveSessionSecret(config, settings);
  const identity = createIdentityService({
    db,
    config,
    clock,
    users,
    notifier,
    mail,
    jobs,
    log: app.log,
    sessionSecret,
  });
  const files = await createFileStore(config);
  const events = createEventsService({ db, clock, jobs });
  const passports = createPassportsService(db, clock, users, database.changes);
  const formData = createFormDataService(db, clock, database.changes);
  const measurements = createMeasurementsService({ db, clock, passports, formData, events, files });
  const sharing = createSharingService({
    db,
    clock,
    config,
    log: app.log,
    mail,
    jobs,
    users,
    identity,
    passports,
  });
  // Shares let external viewers in; every read by someone else goes to the sharing module's access audit.
  const passportAccess = createPassportAccess(passports, users, { shareGrants: sharing, readLog: sharing });
  const results = createResultsService({ db, clock, passports, formData, users });
  registerComputeJob({
    events,
    passports,
    formData,
    results,
    needsRegisterConsent: (packageCode) => REGISTER_CONSENT_PACKAGES.includes(packageCode),
  });
  const products = createProductsService(db, clock);
  const cart = createCartService({ db, clock, products });
  const journey = createJourneyService(db, clock, database.changes);
  const consent = createConsentService({ db, clock, passports, products, events, changes: database.changes });
  const snapshots = createSnapshotsService({
    db,
    clock,
    config,
    jobs,
    mail,
    users,
    identity,
    results,
    secret: sessionSecret,
  });
  registerSnapshotJobs({ db, jobs, events, snapshots });
  registerRemeasurementReminders({ db, clock, config, jobs, events, mail, users, passports });
  const personalData = createPersonalDataService({
    db,
    clock,
    config,
    jobs,
    mail,
    files,
    users,
    secret: sessionSecret,
  });
  registerPersonalDataJobs(jobs, personalData);
  const ctx: AppContext = {
    config,
    inFlight: createInFlightLimit(database.kind),
    database,
    db,
    log: app.log,
    errorReporter: reporter,
    clock,
    notifier,
    mail,
    files,
    jobs,
    payments: paymentProvider ?? (await createPaymentProvider({ config, db, clock, settings, log: app.log })),
    services: {
      maintenance: createMaintenanceService(db),
      settings,
      users,
      identity,
      events,
      passports,
      passportAccess,
      results,
      formData,
      questionnaire: createQuestionnaireService({ passports, formData, events }),
      registerConsent: createRegisterConsentService({ passports, formData, events, clock }),
      measurements,
      scans: createScansService({
        clock,
        files,
        formData,
        measurements,
        passportAccess,
        users,
        secret: sessionSecret,
      }),
      products,
      cart,
      consent,
      journey,
      layouts: createLayoutsService({ users, passports, passportAccess, results, measurements, products }),
      sharing,
      documents: createDocumentsService({ db, clock, files, users, sharing, secret: sessionSecret }),
      snapshots,
      personalData,
      erasure: createErasureService({ db, clock, config, log: app.log, jobs, mail, files, users, identity }),
      scheduling: createSchedulingService({
        db,
        changes: database.changes,
        clock,
        config,
        mail,
        events,
        users,
        passports,
        orders: () => ctx.services.orders,
      }),
      orders: createOrdersService({
        db,
        changes: database.changes,
        clock,
        config,
        log: app.log,
        errorReporter: reporter,
        users,
        identity,
        products,
        passports,
        cart,
        journey,
        events,
        // Read when an order needs it: ctx.payments is the provider the app was built with.
        payments: () => ctx.payments,
        mail,
      }),
    },
    adminToken,
  };

  // Security headers: helmet's middleware made once (the Fastify plugin makes it again, CSP parsing included, on
  // every request) and applied to each response before anything else runs.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // Configured external scheduling widgets are embedded in the appointment pages.
        frameSrc: ["'self'", ...schedulingWidgetOrigins(config)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only makes sense over HTTPS; added below when the portal is public on https or the request came so.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await registerRateLimits(app, config);

  // Behind a TLS-terminating proxy the request itself may look like plain http: a public https address is enough.
  const publicOnHttps = config.publicUrl.startsWith('https:');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (publicOnHttps || request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });

  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (body.error.code === 'databaseUnavailable') {
      // Expected while the database is away (every request says so): logged, not reported one by one.
      request.log.warn({ err: error }, 'database unavailable');
    } else if (status >= 500) {
      ctx.errorReporter.report(error, {
        reqId: request.id,
        url: withoutQuery(request.url),
        method: request.method,
      });
    } else {
      request.log.info({ code: body.error.code }, 'request rejected');
    }
    // A /graphql request that fails before GraphQL runs (its session check while the database is away, a rate
    // limit) still answers in GraphQL's shape, with the code where the client looks for it.
    if (withoutQuery(request.url) === GRAPHQL_PATH) {
      const { code, message, details } = body.error;
      return reply.status(status).send({ errors: [{ message, extensions: { code, status, details } }] });
    }
    return reply.status(status).send(body);
  });

  for (const module of MODULES) await module.routes?.(app, ctx);
  registerOutboxRoutes(app, db, config.isDemo);
  registerGraphQL(app, ctx, MODULES);
  await registerWebApp(app, config.webDist);

  await jobs.start();
  // Before anything the jobs use closes: running jobs finish, waiting ones stay stored for the next start.
  app.addHook('preClose', async () => jobs.stop());

  return { app, ctx };
}

/** The origins of the configured external scheduling widgets (locations and experts). */
export function schedulingWidgetOrigins(config: Config): string[] {
  const { locationUrls, expertUrls } = config.scheduling;
  const urls = [
    ...Object.values(locationUrls),
    ...Object.values(expertUrls).flatMap((byLanguage) => Object.values(byLanguage)),
  ].filter((url): url is string => typeof url === 'string');
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/** One place that turns any thrown error into an HTTP status and the JSON error body. */
export function toErrorResponse(error: FastifyError | Error): { status: number; body: ErrorBody } {
  if (error instanceof AppError) return { status: error.status, body: error.toJSON() };
  if (error instanceof ZodError) {
    const fields = Object.fromEntries(
      error.issues.map((issue) => [issue.path.join('.') || '_', issue.message]),
    );
    return {
      status: 400,
      body: { error: { code: 'badRequest', message: 'The request is not valid', details: { fields } } },
    };
  }
  if (isDatabaseUnavailable(error)) {
    const unavailable = databaseUnavailable();
    return { status: unavailable.status, body: unavailable.toJSON() };
  }
  if (isUnstorableText(error)) {
    const refused = unstorableText();
    return { status: refused.status, body: refused.toJSON() };
  }
  const statusCode = 'statusCode' in error ? error.statusCode : undefined;
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    // Fastify's own rejections: malformed JSON, body too large, unsupported media type...
    const code = 'code' in error && typeof error.code === 'string' ? error.code : 'badRequest';
    return { status: statusCode, body: { error: { code, message: error.message } } };
  }
  return { status: 500, body: { error: { code: 'internalError', message: 'Something went wrong' } } };
}

/**
 * The built single-page app: hashed assets cached for a year, index.html never cached, and every other
 * browser path answered with index.html so client-side routes survive a reload. The build writes each script and
 * stylesheet brotli-compressed beside it (`.br`, at the highest level, about an eighth smaller than gzip): a browser
 * that accepts brotli gets that file, others the compression plugin's gzip.
 */
async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexHtml = path.join(webDist, 'index.html');
  const hasWebApp = fs.existsSync(indexHtml);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: true,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      hasWebApp &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PATH.test(request.url) &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    const pathOnly = request.url.split('?')[0];
    return reply.status(404).send({
      error: { code: 'notFound', message: `No route for ${request.method} ${pathOnly}` },
    } satisfies ErrorBody);
  });
}
