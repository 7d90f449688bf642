import { LayoutErrorCode } from '@health-passport/domain';
import { AppError } from '../../errors.js';

/** Errors of the layouts module; access errors come from passportAccess (ACCESS_ERROR, UNPUBLISHED). */
export const layoutErrors = {
  layoutNotFound: () =>
    new AppError('NOT_FOUND', LayoutErrorCode.LAYOUT_NOT_FOUND, 'There is no page with that layout path.'),
  /** The PDF of a passport that is unknown or not the caller's to read: the same answer, so ids cannot be probed. */
  reportNotFound: () => new AppError('NOT_FOUND', 'notFound', 'That health passport was not found.'),
  /** Only a published passport has a PDF: its results are final then. */
  passportNotPublished: () =>
    new AppError('CONFLICT', 'passportNotPublished', 'This health passport is not published yet.'),
};
