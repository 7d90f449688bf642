import {
  APP_TIME_ZONE,
  DATA_EXPORT_KEEP_DAYS,
  DataExportStatus,
  type DocumentContentType,
  documentFileName,
} from '@health-passport/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import {
  createUrlSigner,
  type FileStore,
  hasExpired,
  signedUrlExpiry,
} from '../../integrations/files/index.js';
import type { MailQueue } from '../../integrations/notifier/index.js';
import type { JobQueue } from '../../jobs/index.js';
import { requestLanguage } from '../../locale.js';
import type { Viewer } from '../identity/index.js';
import type { UsersService } from '../users/index.js';
import { buildExportZip, type ExportFile } from './exportZip.js';
import { fhirBundleFor } from './fhirBundle.js';
import { exportReadyMail } from './personalData.messages.js';
import { personalDataErrors } from './personalData.errors.js';
import { personalDataExports } from './personalData.tables.js';
import { documents, measurementUploads } from '../../db/schema.js';

export const DATA_EXPORT_BUILD_JOB = 'personalData.buildExport';
export const DATA_EXPORT_EXPIRE_JOB = 'personalData.expireExport';
/** Tries after the first before an export is given up as FAILED (the person may then ask again). */
const BUILD_RETRIES = 2;

/** What /privacy shows of the person's latest export. */
export interface DataExportView {
  status: DataExportStatus;
  requestedAt: Date | null;
  readyAt: Date | null;
  /** Until when a READY export can be downloaded; then it is deleted. */
  expiresAt: Date | null;
  sizeBytes: number | null;
  /** READY only: the signed download url for the person who asked, valid a few minutes. */
  url: string | null;
  urlExpiresAt: Date | null;
}

/** What a download url grants: one export, to its owner, until `expires` (Unix seconds). */
export interface ExportGrant {
  exportId: string;
  expires: number;
}

export interface PersonalDataService {
  /** The person's latest export as it stands now. */
  myExport(viewer: Viewer): Promise<DataExportView>;
  /**
   * Starts preparing the person's export in the background; while one is being prepared, `exportAlreadyRunning`
   * and nothing changes.
   */
  requestExport(viewer: Viewer): Promise<DataExportView>;
  /**
   * The zip behind a signed url, for the signed-in person it was signed for and only while the export is theirs
   * and ready: anyone else gets `notFound`, as for an unknown export.
   */
  open(viewer: Viewer, grant: ExportGrant, signature: string): Promise<Buffer>;
  /** The background job's work: builds and stores the zip, then tells the person (idempotent). */
  build(exportId: string, attempt: number): Promise<void>;
  /** The expiry job's work: deletes the zip from the file store (idempotent). */
  expire(exportId: string): Promise<void>;
}

interface Deps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicUrl'>;
  jobs: JobQueue;
  mail: MailQueue;
  files: FileStore;
  users: UsersService;
  /** The server's session secret; the download signing key is derived from it. */
  secret: string;
}

type ExportRow = typeof personalDataExports.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 60 * 60 * 1000;

export function createPersonalDataService(deps: Deps): PersonalDataService {
  const { db, clock, jobs, files } = deps;
  const signer = createUrlSigner(deps.secret, 'hp-personal-data-export');
  // The owner is part of what is signed: a url works only in its owner's session.
  const partsOf = (grant: ExportGrant, ownerId: string) => [grant.exportId, ownerId, String(grant.expires)];

  const latest = async (userId: string): Promise<ExportRow | undefined> =>
    (
      await db
        .select()
        .from(personalDataExports)
        .where(eq(personalDataExports.userId, userId))
        .orderBy(desc(personalDataExports.requestedAt))
        .limit(1)
    )[0];

  const isDownloadable = (row: ExportRow) =>
    row.status === 'READY' && row.storedName !== null && !!row.expiresAt && row.expiresAt > clock.now();

  const viewOf = (row: ExportRow | undefined): DataExportView => {
    const none = {
      status: DataExportStatus.NONE,
      requestedAt: null,
      readyAt: null,
      expiresAt: null,
      sizeBytes: null,
      url: null,
      urlExpiresAt: null,
    };
    if (!row) return none;
    const base = { ...none, requestedAt: row.requestedAt };
    if (row.status === 'PREPARING') return { ...base, status: DataExportStatus.PREPARING };
    if (row.status === 'FAILED') return { ...base, status: DataExportStatus.FAILED };
    if (!isDownloadable(row)) return none;
    const grant = { exportId: row.id, expires: signedUrlExpiry(clock.now()) };
    const query = new URLSearchParams({
      expires: String(grant.expires),
      signature: signer.sign(partsOf(grant, row.userId)),
    });
    return {
      ...base,
      status: DataExportStatus.READY,
      readyAt: row.readyAt,
      expiresAt: row.expiresAt,
      sizeBytes: row.sizeBytes,
      url: `/api/v2/personal-data/exports/${row.id}/my-data.zip?${query}`,
      urlExpiresAt: new Date(grant.expires * 1000),
    };
  };

  const markFailed = (exportId: string) =>
    db
      .update(personalDataExports)
      .set({ status: 'FAILED', failedAt: clock.now() })
      .where(and(eq(personalDataExports.id, exportId), eq(personalDataExports.status, 'PREPARING')));

  /** The person's document files and scan images, read from the file store. */
  const filesOf = async (personId: string, passportIds: readonly string[]): Promise<ExportFile[]> => {
    const own = await db
      .select({
        id: documents.id,
        name: documents.name,
        storedName: documents.storedName,
        contentType: documents.contentType,
      })
      .from(documents)
      .where(eq(documents.personId, personId));
    const found: ExportFile[] = [];
    for (const document of own) {
      found.push({
        folder: 'documents',
        name: documentFileName(document.name, document.contentType as DocumentContentType),
        table: 'documents',
        id: document.id,
        bytes: await files.read(document.storedName),
      });
    }
    for (const passportId of passportIds) {
      const uploads = await db
        .select()
        .from(measurementUploads)
        .where(eq(measurementUploads.passportId, passportId));
      for (const upload of uploads) {
        found.push({
          folder: 'scans',
          name: upload.originalName ?? upload.name,
          table: 'measurement_uploads',
          id: upload.name,
          bytes: await files.read(upload.name),
        });
      }
    }
    return found;
  };

  return {
    myExport: async (viewer) => viewOf(await latest(viewer.userId)),

    async requestExport(viewer) {
      const inserted = await jobs.transaction(
        db,
        async (tx) => {
          const [row] = await tx
            .insert(personalDataExports)
            .values({ userId: viewer.userId, status: 'PREPARING', requestedAt: clock.now() })
            // The partial unique index holds one PREPARING export per person, also between racing requests.
            .onConflictDoNothing()
            .returning();
          if (row) await jobs.send(tx, DATA_EXPORT_BUILD_JOB, { exportId: row.id });
          return row;
        },
        'personalData.requestExport',
      );
      if (!inserted) throw personalDataErrors.exportAlreadyRunning();
      return viewOf(await latest(viewer.userId));
    },

    async open(viewer, grant, signature) {
      if (!UUID.test(grant.exportId) || !signer.verify(partsOf(grant, viewer.userId), signature)) {
        throw personalDataErrors.exportNotFound();
      }
      if (hasExpired(grant.expires, clock.now())) throw personalDataErrors.linkExpired();
      const [row] = await db
        .select()
        .from(personalDataExports)
        .where(
          and(eq(personalDataExports.id, grant.exportId), eq(personalDataExports.userId, viewer.userId)),
        );
      if (!row || !isDownloadable(row)) throw personalDataErrors.exportNotFound();
      try {
        return await files.read(row.storedName!);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw personalDataErrors.exportNotFound();
        throw error;
      }
    },

    async build(exportId, attempt) {
      const [row] = await db.select().from(personalDataExports).where(eq(personalDataExports.id, exportId));
      if (!row || row.status !== 'PREPARING') return;
      const person = await deps.users.findById(row.userId);
      if (!person) return;
      let storedName: string | undefined;
      try {
        const zip = await buildExportZip({
          db,
          personId: person.id,
          exportedAt: clock.now(),
          files: filesOf,
          healthRecord: () => fhirBundleFor(db, person.id, { clock, publicUrl: deps.config.publicUrl }),
        });
        storedName = await files.save(zip, '.zip');
        const readyAt = clock.now();
        const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_KEEP_DAYS * DAY_MS);
        const ready = await jobs.transaction(
          db,
          async (tx) => {
            const [updated] = await tx
              .update(personalDataExports)
              .set({ status: 'READY', readyAt, expiresAt, storedName, sizeBytes: zip.length })
              .where(and(eq(personalDataExports.id, exportId), eq(personalDataExports.status, 'PREPARING')))
              .returning();
            if (!updated) return false;
            await jobs.send(tx, DATA_EXPORT_EXPIRE_JOB, { exportId }, { startAfter: expiresAt });
            const language = requestLanguage(undefined, person.locale);
            await deps.mail.send(
              tx,
              exportReadyMail({
                to: person.email,
                language,
                firstName: person.givenName,
                privacyUrl: `${deps.config.publicUrl}/privacy`,
                until: new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
                  timeZone: APP_TIME_ZONE,
                  dateStyle: 'long',
                  timeStyle: 'short',
                }).format(expiresAt),
              }),
            );
            return true;
          },
          'personalData.exportReady',
        );
        // Another run finished first: this zip is nobody's.
        if (!ready) await files.remove(storedName);
      } catch (error) {
        // A zip stored before the failure is nobody's either (best effort: the failure is what counts).
        if (storedName) await files.remove(storedName).catch(() => undefined);
        if (attempt > BUILD_RETRIES) await markFailed(exportId);
        throw error;
      }
    },

    async expire(exportId) {
      const [row] = await db.select().from(personalDataExports).where(eq(personalDataExports.id, exportId));
      if (!row || row.status !== 'READY') return;
      if (row.storedName) await files.remove(row.storedName);
      await db
        .update(personalDataExports)
        .set({ status: 'EXPIRED', storedName: null })
        .where(eq(personalDataExports.id, exportId));
    },
  };
}

/** The module's background work: building an export, and deleting it when it expires. */
export function registerPersonalDataJobs(jobs: JobQueue, service: PersonalDataService): void {
  jobs.define<{ exportId: string }>(
    DATA_EXPORT_BUILD_JOB,
    ({ exportId }, job) => service.build(exportId, job.attempt),
    { retryLimit: BUILD_RETRIES },
  );
  jobs.define<{ exportId: string }>(DATA_EXPORT_EXPIRE_JOB, ({ exportId }) => service.expire(exportId));
}
