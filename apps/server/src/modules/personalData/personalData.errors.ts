import { DataExportErrorCode } from '@health-passport/domain';
import { AppError } from '../../errors.js';

/** Errors of the data export (codes in packages/domain DataExportErrorCode). */
export const personalDataErrors = {
  exportAlreadyRunning: () =>
    new AppError(
      'CONFLICT',
      DataExportErrorCode.ALREADY_RUNNING,
      'Your data is being prepared already; you get an e-mail when it is ready.',
    ),
  /** Unknown, someone else's, or no longer there: one answer, so nothing can be probed. */
  exportNotFound: () =>
    new AppError('NOT_FOUND', DataExportErrorCode.NOT_FOUND, 'This download was not found.'),
  linkExpired: () =>
    new AppError(
      'FORBIDDEN',
      DataExportErrorCode.LINK_EXPIRED,
      'This download link has expired; reload the privacy page for a new one.',
    ),
};
