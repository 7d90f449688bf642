/**
 * The person's own data export (GDPR Art. 15 and 20): one zip prepared in the background, offered on /privacy
 * through a short-lived signed link and kept for a week.
 */

/** Where the signed-in person's latest export stands; NONE when there is none, or it expired. */
export const DataExportStatus = Object.freeze({
  NONE: 'NONE',
  PREPARING: 'PREPARING',
  READY: 'READY',
  FAILED: 'FAILED',
} as const);
export type DataExportStatus = (typeof DataExportStatus)[keyof typeof DataExportStatus];

/** How long a prepared export stays downloadable before it is deleted from the file store. */
export const DATA_EXPORT_KEEP_DAYS = 7;

/** The download's file name. */
export const DATA_EXPORT_FILE_NAME = 'my-data.zip';

/** Error codes of the export calls (GraphQL extensions.code, REST error.code). */
export const DataExportErrorCode = Object.freeze({
  /** A second request while one is being prepared: nothing changes. */
  ALREADY_RUNNING: 'exportAlreadyRunning',
  /** No such export, or not the caller's, or no longer there: the same answer, so ids cannot be probed. */
  NOT_FOUND: 'notFound',
  /** The signed download link is older than its few minutes: reload /privacy for a new one. */
  LINK_EXPIRED: 'linkExpired',
} as const);
export type DataExportErrorCode = (typeof DataExportErrorCode)[keyof typeof DataExportErrorCode];
