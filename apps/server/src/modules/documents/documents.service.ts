import {
  type DocumentContentType,
  documentFileName,
  type DocumentType,
  DOCUMENT_EXTENSIONS,
  extensionMatches,
  hasAnyRole,
  HealthDataKind,
  isDocumentContentType,
  isDocumentType,
  LayoutErrorCode,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_NAME_LENGTH,
  Role,
  STAFF_DOCUMENTS_ROLES,
} from '@health-passport/domain';
import { desc, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import {
  createUrlSigner,
  detectFileType,
  type FileStore,
  hasExpired,
  signedUrlExpiry,
} from '../../integrations/files/index.js';
import type { Viewer } from '../identity/index.js';
import type { SharingService } from '../sharing/index.js';
import { users as usersTable, type UserRow, type UsersService } from '../users/index.js';
import { documents } from './documents.tables.js';

export type DocumentRow = typeof documents.$inferSelect;

/** A document as the list shows it (§3 Document), with the url that downloads it. */
export interface DocumentView {
  id: string;
  name: string;
  type: DocumentType;
  /** When it was uploaded. */
  date: Date;
  /** The uploader's full name; null when their account was removed. */
  uploadedBy: string | null;
  /** The name it downloads under: the name with the file type's extension. */
  fileName: string;
  contentType: DocumentContentType;
  size: number;
  /** Signed for the viewer who asked, valid 10 minutes; null in the uploader's answer. */
  url: string | null;
}

/** What a download url grants: one document, to one viewer, until `expires` (Unix seconds). */
export interface DownloadGrant {
  documentId: string;
  viewerId: string;
  expires: number;
}

export interface DocumentFile {
  bytes: Buffer;
  contentType: DocumentContentType;
  fileName: string;
}

export interface UploadCommand {
  uploader: Viewer;
  /** The person's service number. */
  serviceNumber: string;
  /** The form's fields: `type` (a DocumentType) and an optional `name`. */
  type: unknown;
  name: unknown;
  file: { fileName: string; bytes: Buffer } | undefined;
}

export interface DocumentsService {
  /** The viewer's own documents, newest first. */
  own(viewer: Viewer): Promise<DocumentView[]>;
  /**
   * A person's documents by service number, newest first: for data expert, health coach and doctor, and for
   * an EXTERNAL viewer while the person shares a passport with them. The read is recorded in the access audit.
   */
  ofPerson(viewer: Viewer, serviceNumber: string): Promise<DocumentView[]>;
  /** Stores a document for a person after every check; nothing is stored when one fails. */
  upload(command: UploadCommand): Promise<DocumentView>;
  /**
   * The file behind a signed download url, after every check: the signature, the expiry, and that the signing
   * viewer (with their roles as they are now) may still see the person's documents. 403 or 404 otherwise.
   */
  open(grant: DownloadGrant, signature: string): Promise<DocumentFile>;
}

export const documentErrors = {
  accessError: () =>
    new AppError('FORBIDDEN', LayoutErrorCode.ACCESS_ERROR, "You may not see this person's documents."),
  personNotFound: () => new AppError('NOT_FOUND', 'notFound', 'No person has this service number.'),
  documentNotFound: () => new AppError('NOT_FOUND', 'notFound', 'This document was not found.'),
  invalidSignature: () => new AppError('FORBIDDEN', 'invalidSignature', 'This download link is not valid.'),
  linkExpired: () =>
    new AppError(
      'FORBIDDEN',
      'linkExpired',
      'This download link has expired; reload the documents page for a new one.',
    ),
  missingFile: () =>
    new AppError('BAD_REQUEST', 'badRequest', 'Choose a file to upload.', { fields: { file: 'Required' } }),
  invalidType: () =>
    new AppError('BAD_REQUEST', 'badRequest', 'Choose what kind of document this is.', {
      fields: { type: 'Required' },
    }),
  invalidName: () =>
    new AppError(
      'BAD_REQUEST',
      'badRequest',
      `A document's name has at most ${MAX_DOCUMENT_NAME_LENGTH} characters and no line breaks.`,
      { fields: { name: 'Invalid' } },
    ),
  fileTooLarge: () =>
    new AppError(
      'PAYLOAD_TOO_LARGE',
      'fileTooLarge',
      `The file is larger than ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB.`,
      { fields: { file: 'TooLarge' } },
    ),
  unsupportedFileType: () =>
    new AppError('BAD_REQUEST', 'unsupportedFileType', 'Only PDF, PNG, JPEG or WebP files can be uploaded.', {
      fields: { file: 'UnsupportedType' },
    }),
  extensionMismatch: (fileName: string, contentType: DocumentContentType) =>
    new AppError(
      'BAD_REQUEST',
      'fileExtensionMismatch',
      `${fileName} is not what its extension claims: it is a ${describe(contentType)}.`,
      { fields: { file: 'ExtensionMismatch' }, expected: [...DOCUMENT_EXTENSIONS] },
    ),
};

function describe(contentType: DocumentContentType): string {
  return contentType === 'application/pdf'
    ? 'PDF'
    : `${contentType.slice('image/'.length).toUpperCase()} image`;
}

/** Control characters and the path separators a downloaded file's name cannot hold. */
const UNSAFE_NAME = /[\p{Cc}/\\]/u;

/** The document's name: the one given, else the uploaded file's name; trimmed and checked. */
function nameOf(given: unknown, fileName: string): string {
  const name = (typeof given === 'string' && given.trim() !== '' ? given : fileName).trim();
  if (name === '' || name.length > MAX_DOCUMENT_NAME_LENGTH || UNSAFE_NAME.test(name)) {
    throw documentErrors.invalidName();
  }
  return name;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_SERVICE_NUMBER_LENGTH = 64;

interface Deps {
  db: Db;
  clock: Clock;
  files: FileStore;
  users: UsersService;
  /** Active shares let an external viewer in; every read by someone else goes to the access audit. */
  sharing: Pick<SharingService, 'activeSharesTo' | 'recordRead'>;
  /** The server's session secret; the download signing key is derived from it. */
  secret: string;
}

/** Staff who read any person's documents (§6); EXTERNAL reads through shares only. */
const STAFF_READERS = STAFF_DOCUMENTS_ROLES.filter((role) => role !== Role.EXTERNAL);

export function createDocumentsService({ db, clock, files, users, sharing, secret }: Deps): DocumentsService {
  const signer = createUrlSigner(secret, 'hp-document-download');
  const partsOf = (grant: DownloadGrant) => [grant.documentId, grant.viewerId, String(grant.expires)];

  const downloadUrl = (documentId: string, viewerId: string) => {
    const grant = { documentId, viewerId, expires: signedUrlExpiry(clock.now()) };
    const query = new URLSearchParams({
      expires: String(grant.expires),
      viewer: viewerId,
      signature: signer.sign(partsOf(grant)),
    });
    return `/api/v2/documents/${encodeURIComponent(documentId)}/file?${query}`;
  };

  /** Whether the viewer may see the person's documents: their own, staff, or an external viewer with a share. */
  const mayRead = async (viewer: Viewer, personId: string): Promise<boolean> => {
    if (viewer.userId === personId) return true;
    if (hasAnyRole(viewer.roles, STAFF_READERS)) return true;
    if (!viewer.roles.includes(Role.EXTERNAL)) return false;
    return (await sharing.activeSharesTo(viewer.userId)).some((grant) => grant.sharerId === personId);
  };

  const recordRead = async (viewer: Viewer, personId: string, detail: string | null) => {
    if (viewer.userId === personId) return;
    await sharing.recordRead({
      personId,
      passportId: null,
      readerId: viewer.userId,
      readerRoles: viewer.roles,
      what: HealthDataKind.DOCUMENTS,
      detail,
    });
  };

  const personBy = (serviceNumber: string): Promise<UserRow | undefined> =>
    serviceNumber.length === 0 || serviceNumber.length > MAX_SERVICE_NUMBER_LENGTH
      ? Promise.resolve(undefined)
      : users.findByServiceNumber(serviceNumber);

  /** The person's documents, newest first, with their uploaders' names. */
  const listOf = async (personId: string, viewerId: string): Promise<DocumentView[]> => {
    const rows = await db
      .select({ document: documents, uploader: usersTable })
      .from(documents)
      .leftJoin(usersTable, eq(usersTable.id, documents.uploadedBy))
      .where(eq(documents.personId, personId))
      .orderBy(desc(documents.createdAt), desc(documents.id));
    return rows.map(({ document, uploader }) =>
      toView(document, uploader, downloadUrl(document.id, viewerId)),
    );
  };

  /** The viewer as a fresh sign-in would make them: their roles as they are now, not when the url was made. */
  const currentViewer = async (userId: string): Promise<Viewer | undefined> => {
    const user = await users.findById(userId);
    return user ? { userId: user.id, email: user.email, roles: await users.groupsOf(user.id) } : undefined;
  };

  return {
    own: (viewer) => listOf(viewer.userId, viewer.userId),

    async ofPerson(viewer, serviceNumber) {
      const person = await personBy(serviceNumber);
      const staff = hasAnyRole(viewer.roles, STAFF_READERS);
      // Only staff learn that a service number is unknown; anyone else gets the same answer as for a stranger.
      if (!person) throw staff ? documentErrors.personNotFound() : documentErrors.accessError();
      if (!(await mayRead(viewer, person.id))) throw documentErrors.accessError();
      const list = await listOf(person.id, viewer.userId);
      await recordRead(viewer, person.id, null);
      return list;
    },

    async upload({ uploader, serviceNumber, type, name, file }) {
      const person = await personBy(serviceNumber);
      if (!person) throw documentErrors.personNotFound();
      if (!isDocumentType(type)) throw documentErrors.invalidType();
      if (!file || file.bytes.length === 0) throw documentErrors.missingFile();
      if (file.bytes.length > MAX_DOCUMENT_BYTES) throw documentErrors.fileTooLarge();
      const detected = detectFileType(file.bytes);
      if (!detected || !isDocumentContentType(detected.contentType)) {
        throw documentErrors.unsupportedFileType();
      }
      const contentType = detected.contentType;
      if (!extensionMatches(file.fileName, contentType)) {
        throw documentErrors.extensionMismatch(file.fileName, contentType);
      }
      const documentName = nameOf(name, file.fileName);

      const storedName = await files.save(file.bytes, detected.extension);
      let row: DocumentRow;
      try {
        [row] = (await db
          .insert(documents)
          .values({
            personId: person.id,
            type,
            name: documentName,
            storedName,
            contentType,
            sizeBytes: file.bytes.length,
            uploadedBy: uploader.userId,
            createdAt: clock.now(),
          })
          .returning()) as [DocumentRow];
      } catch (error) {
        // The row is the document: without it the file is of no use to anyone. Best effort: the row's error
        // is the one to answer, and a left-over file under a random name is reachable by no one.
        await files.remove(storedName).catch(() => undefined);
        throw error;
      }
      const uploaderRow = await users.findById(uploader.userId);
      // The uploader may not be allowed to read the person's documents (an onboarder): no url for them.
      return toView(row, uploaderRow ?? null, null);
    },

    async open(grant, signature) {
      if (!UUID.test(grant.documentId) || !signer.verify(partsOf(grant), signature)) {
        throw documentErrors.invalidSignature();
      }
      if (hasExpired(grant.expires, clock.now())) throw documentErrors.linkExpired();
      const viewer = await currentViewer(grant.viewerId);
      if (!viewer) throw documentErrors.accessError();
      const [row] = await db.select().from(documents).where(eq(documents.id, grant.documentId));
      if (!row) throw documentErrors.documentNotFound();
      // Asked on every download: a revoked share or a changed role counts at once.
      if (!(await mayRead(viewer, row.personId))) throw documentErrors.accessError();
      let bytes: Buffer;
      try {
        bytes = await files.read(row.storedName);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw documentErrors.documentNotFound();
        throw error;
      }
      const contentType = row.contentType as DocumentContentType;
      // What is served is what was checked at the upload, or nothing.
      if (detectFileType(bytes)?.contentType !== contentType) throw documentErrors.documentNotFound();
      await recordRead(viewer, row.personId, row.name);
      return { bytes, contentType, fileName: documentFileName(row.name, contentType) };
    },
  };
}

function fullName(user: Pick<UserRow, 'givenName' | 'middleName' | 'familyName'>): string {
  return [user.givenName, user.middleName, user.familyName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

function toView(row: DocumentRow, uploader: UserRow | null, url: string | null): DocumentView {
  const contentType = row.contentType as DocumentContentType;
  return {
    id: row.id,
    name: row.name,
    type: row.type as DocumentType,
    date: row.createdAt,
    uploadedBy: uploader ? fullName(uploader) : null,
    fileName: documentFileName(row.name, contentType),
    contentType,
    size: row.sizeBytes,
    url,
  };
}
