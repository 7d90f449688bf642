import { isEnumValue } from './enum';
import { Role } from './roles';
import { addDays, APP_TIME_ZONE, calendarDateIn } from './time';

/**
 * A person's documents (passport-and-professional §2.2 /documents, §3 Document, §6, §7 myDocuments and
 * documents(userASN)): files that staff upload for a person, listed grouped by type. The server checks
 * every upload and download with these rules; the web app builds its upload form from them.
 */

/** What a document is; /documents groups by it, in this order. */
export const DocumentType = Object.freeze({
  REPORT: 'REPORT',
  LAB_RESULT: 'LAB_RESULT',
  REFERRAL: 'REFERRAL',
  SCAN_REPORT: 'SCAN_REPORT',
  OTHER: 'OTHER',
} as const);
export type DocumentType = (typeof DocumentType)[keyof typeof DocumentType];
export const DOCUMENT_TYPES: readonly DocumentType[] = Object.freeze(Object.values(DocumentType));

export function isDocumentType(value: unknown): value is DocumentType {
  return isEnumValue(DocumentType, value);
}

/** An uploaded document may be at most 10 MB. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** A document's name (shown in the list, and the downloaded file's name) is at most this long. */
export const MAX_DOCUMENT_NAME_LENGTH = 120;

/**
 * The file types a document may be: PDF and images, each with the extensions its file name may carry. The
 * server recognises the type from the file's own bytes and refuses a name whose extension says otherwise.
 */
export const DOCUMENT_FILE_TYPES = Object.freeze({
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
} as const satisfies Record<string, readonly string[]>);
export type DocumentContentType = keyof typeof DOCUMENT_FILE_TYPES;

export function isDocumentContentType(value: string): value is DocumentContentType {
  return Object.hasOwn(DOCUMENT_FILE_TYPES, value);
}

/** Every accepted extension, e.g. for a file input's `accept`. */
export const DOCUMENT_EXTENSIONS: readonly string[] = Object.freeze(
  Object.values(DOCUMENT_FILE_TYPES).flat(),
);

/** The extension of a file name, lower-cased with its dot ("Report.PDF" -> ".pdf"); "" without one. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot).toLowerCase();
}

/** Whether a file name's extension is one a file of `contentType` may carry. */
export function extensionMatches(fileName: string, contentType: DocumentContentType): boolean {
  return (DOCUMENT_FILE_TYPES[contentType] as readonly string[]).includes(fileExtension(fileName));
}

/**
 * The name a document downloads under: its name, with the file type's extension added when the name does
 * not end in one of that type's extensions already ("Health check report" -> "Health check report.pdf").
 */
export function documentFileName(name: string, contentType: DocumentContentType): string {
  return extensionMatches(name, contentType) ? name : `${name}${DOCUMENT_FILE_TYPES[contentType][0]}`;
}

/**
 * Staff who upload documents for a person: the doctor (referrals, letters), the data expert (health check
 * reports), the health coach (coaching reports) and the onboarder (papers handed over at the examination,
 * such as lab print-outs). The onboarder adds documents without reading them: §6 keeps the list from them.
 */
export const DOCUMENT_UPLOAD_ROLES: readonly Role[] = Object.freeze([
  Role.DATA_EXPERT,
  Role.DOCTOR,
  Role.HEALTH_COACH,
  Role.ONBOARDER,
]);

/** How /documents shows a date: "today", "yesterday", or the date itself (§2.2). */
export type DocumentDay = 'today' | 'yesterday' | 'earlier';

/** Which day `date` is, seen from `now`, in Amsterdam. */
export function documentDay(date: Date, now: Date, timeZone: string = APP_TIME_ZONE): DocumentDay {
  const day = calendarDateIn(date, timeZone);
  const today = calendarDateIn(now, timeZone);
  if (day === today) return 'today';
  return day === addDays(today, -1) ? 'yesterday' : 'earlier';
}
