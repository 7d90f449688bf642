import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { IResolvers } from '@graphql-tools/utils';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database, Db } from './db/database.js';
import type { InFlight } from './inFlight.js';
import type { ErrorReporter } from './integrations/errorReporting.js';
import type { FileStore } from './integrations/files/index.js';
import type { JobQueue } from './jobs/index.js';
import type { MailQueue, Notifier } from './integrations/notifier/index.js';
import type { PaymentProvider } from './integrations/payments/index.js';
import type { CartService } from './modules/cart/index.js';
import type { ConsentService } from './modules/consent/index.js';
import type { DocumentsService } from './modules/documents/index.js';
import type { EventsService } from './modules/events/index.js';
import type { FormDataService } from './modules/formdata/index.js';
import type { IdentityService, Viewer } from './modules/identity/index.js';
import type { JourneyService } from './modules/journey/index.js';
import type { LayoutsService } from './modules/layouts/index.js';
import type { MeasurementsService } from './modules/measurements/index.js';
import type { OrdersService } from './modules/orders/index.js';
import type { ErasureService } from './modules/personalData/erasure.module.js';
import type { PassportAccess, PassportsService, ResultsService } from './modules/passports/index.js';
import type { PersonalDataService } from './modules/personalData/index.js';
import type { ProductsService } from './modules/products/index.js';
import type { QuestionnaireService } from './modules/questionnaire/index.js';
import type { RegisterConsentService } from './modules/registerConsent/index.js';
import type { ScansService } from './modules/scans/index.js';
import type { SchedulingService } from './modules/scheduling/index.js';
import type { SharingService } from './modules/sharing/index.js';
import type { SnapshotsService } from './modules/snapshots/index.js';
import type { MaintenanceService, SettingsService } from './modules/system/index.js';
import type { UsersService } from './modules/users/index.js';

/** The services every module may call; each is owned by one module and built in app.ts. */
export interface Services {
  maintenance: MaintenanceService;
  settings: SettingsService;
  users: UsersService;
  identity: IdentityService;
  events: EventsService;
  passports: PassportsService;
  /** Who may read a passport's health data (layouts, scans, media). */
  passportAccess: PassportAccess;
  results: ResultsService;
  formData: FormDataService;
  questionnaire: QuestionnaireService;
  registerConsent: RegisterConsentService;
  measurements: MeasurementsService;
  /** Scan results and their signed media urls. */
  scans: ScansService;
  products: ProductsService;
  cart: CartService;
  consent: ConsentService;
  orders: OrdersService;
  journey: JourneyService;
  /** The passport's pages: menu routes and layout documents. */
  layouts: LayoutsService;
  scheduling: SchedulingService;
  /** Passport shares and the access audit of health-data reads. */
  sharing: SharingService;
  /** A person's documents: lists, staff uploads and signed downloads. */
  documents: DocumentsService;
  /** Company snapshots: companies, aggregation, HR managers and their reports. */
  snapshots: SnapshotsService;
  /** The person's own data: the export of everything held about them. */
  personalData: PersonalDataService;
  /** Erasing one's account: the request, its grace period and the erasure job. */
  erasure: ErasureService;
}

/** What the server is made of, handed to every module. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  log: FastifyBaseLogger;
  errorReporter: ErrorReporter;
  /** "Now" for everything time-dependent; tests move it by hand. */
  clock: Clock;
  /** E-mail and SMS (SMTP / SMS adapter, or the outbox table). */
  notifier: Notifier;
  /** Messages stored with a change and sent by the job queue after its commit. */
  mail: MailQueue;
  /** Uploaded files: DATA_DIR/files by default, or the S3 bucket when configured. */
  files: FileStore;
  /** Durable background work (pg-boss in the same database): mails after a commit, event deliveries. */
  jobs: JobQueue;
  /** The payment provider: the built-in test provider, or Adyen Pay by Link when configured. */
  payments: PaymentProvider;
  services: Services;
  /** Runs a request's database-reading operation when one of the instance's places is free (src/inFlight.ts). */
  inFlight: InFlight;
  /** Secret for loopback-only admin calls (the maintenance CLI); set when this process owns the embedded database. */
  adminToken?: string;
}

/** Per-request GraphQL context. */
export interface GraphQLContext {
  app: AppContext;
  request: FastifyRequest;
  /** The signed-in caller (verified bearer token), or null. Guard with requireViewer / requireRole. */
  viewer: Viewer | null;
}

/** A domain module: its SDL and resolvers join the GraphQL schema, its routes join the HTTP server. */
export interface AppModule {
  name: string;
  typeDefs?: string;
  resolvers?: IResolvers<unknown, GraphQLContext>;
  routes?: (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;
}
