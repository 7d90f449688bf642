import { AuthErrorCode, withShareErrorCode } from '@health-passport/domain';
import { AppError } from '../../errors.js';

/**
 * Share errors (customer-journey §8 "Sharing"). The share form reads the identity provider's code in
 * parentheses at the end of the message (UsernameExistsException, InvalidParameterException); the other
 * messages have none and are shown as they are.
 */
export const sharingErrors = {
  /** Unknown, or not the caller's: the same answer, so passport ids cannot be probed. */
  passportNotFound: () => new AppError('NOT_FOUND', 'notFound', 'That health passport was not found.'),
  notPublished: () =>
    new AppError('CONFLICT', 'passportNotPublished', 'Only a published health passport can be shared.'),
  invalidParameter: (message: string, fields: Record<string, string>) =>
    new AppError(
      'BAD_REQUEST',
      AuthErrorCode.INVALID_PARAMETER,
      withShareErrorCode(message, AuthErrorCode.INVALID_PARAMETER),
      { fields },
    ),
  shareWithYourself: () =>
    new AppError(
      'BAD_REQUEST',
      'shareWithYourself',
      withShareErrorCode(
        'You cannot share your health passport with yourself.',
        AuthErrorCode.INVALID_PARAMETER,
      ),
      { fields: { 'recipient.email': 'This is your own e-mail address' } },
    ),
  /** The e-mail belongs to a customer or staff account: only external accounts receive shares. */
  usernameExists: () =>
    new AppError(
      'CONFLICT',
      AuthErrorCode.USERNAME_EXISTS,
      withShareErrorCode(
        'An account with this e-mail address already exists for another customer.',
        AuthErrorCode.USERNAME_EXISTS,
      ),
      { fields: { 'recipient.email': 'Already in use by another customer' } },
    ),
  alreadyShared: () =>
    new AppError(
      'CONFLICT',
      'alreadyShared',
      'This health passport is already shared with this person. Revoke that share first to change it.',
    ),
  shareNotFound: () =>
    new AppError('NOT_FOUND', 'notFound', 'No share of this health passport with that person was found.'),
  /** activateShare: no pending or active, unrevoked and unexpired share from that person to the caller. */
  noShareToActivate: () =>
    new AppError('NOT_FOUND', 'notFound', 'No share from that person was found, or it has expired.'),
};
