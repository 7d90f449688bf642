import { LayoutErrorCode } from '@health-passport/domain';
import { AppError } from '../../errors.js';

/** Errors of the layouts module; access errors come from passportAccess (ACCESS_ERROR, UNPUBLISHED). */
export const layoutErrors = {
  layoutNotFound: () =>
    new AppError('NOT_FOUND', LayoutErrorCode.LAYOUT_NOT_FOUND, 'There is no page with that layout path.'),
};
