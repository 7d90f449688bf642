import { RemeasurementOrderErrorCode } from '@health-passport/domain';
import { AppError } from '../../errors.js';

/** Every passports error in one place: code, English message and HTTP category. */
export const passportErrors = {
  /** The caller has no current (unpublished) passport; customer-journey §8 needsExistingHealthPassport. */
  needsExistingHealthPassport: () =>
    new AppError(
      'NOT_FOUND',
      RemeasurementOrderErrorCode.NEEDS_EXISTING_HEALTH_PASSPORT,
      'You need a health passport that is not published yet for this.',
    ),
  personNotFound: () => new AppError('NOT_FOUND', 'notFound', 'No person has that service number.'),
  /** Unknown passport, or one that is not this person's: the same answer, so ids cannot be probed. */
  passportNotFound: () =>
    new AppError('NOT_FOUND', 'notFound', 'That health passport was not found for this person.'),
};
