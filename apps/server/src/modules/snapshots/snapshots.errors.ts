import { SnapshotErrorCode } from '@health-passport/domain';
import { AppError } from '../../errors.js';

/** Errors of the snapshot calls (codes in packages/domain SnapshotErrorCode). */
export const snapshotErrors = {
  /** Unknown, or not the caller's to see: the same answer, so snapshot ids cannot be probed. */
  notFound: () => new AppError('NOT_FOUND', SnapshotErrorCode.NOT_FOUND, 'That snapshot was not found.'),
  notReady: () => new AppError('CONFLICT', SnapshotErrorCode.NOT_READY, 'This snapshot is not ready yet.'),
  invalidInput: (fields: Record<string, string>) =>
    new AppError(
      'BAD_REQUEST',
      SnapshotErrorCode.INVALID_INPUT,
      `Please check: ${Object.entries(fields)
        .map(([field, problem]) => `${field} (${problem})`)
        .join(', ')}.`,
      { fields },
    ),
  unknownCompany: () =>
    new AppError('NOT_FOUND', SnapshotErrorCode.UNKNOWN_COMPANY, 'There is no company with that name.', {
      fields: { company: 'Unknown company' },
    }),
  companyExists: () =>
    new AppError('CONFLICT', SnapshotErrorCode.COMPANY_EXISTS, 'A company with that name or package exists.'),
  notComputed: () =>
    new AppError('CONFLICT', SnapshotErrorCode.NOT_COMPUTED, 'Only a computed snapshot can be published.', {
      fields: { status: 'Not computed yet' },
    }),
  managerAccountNotAllowed: () =>
    new AppError(
      'CONFLICT',
      SnapshotErrorCode.MANAGER_ACCOUNT_NOT_ALLOWED,
      'This e-mail address belongs to a customer or staff account; invite an HR manager by another address.',
      { fields: { email: 'Belongs to a customer or staff account' } },
    ),
  alreadyManager: () =>
    new AppError('CONFLICT', SnapshotErrorCode.ALREADY_MANAGER, 'This person already manages the snapshot.'),
  notAManager: () =>
    new AppError('NOT_FOUND', SnapshotErrorCode.NOT_A_MANAGER, 'This person does not manage the snapshot.'),
  unknownPerson: () =>
    new AppError(
      'NOT_FOUND',
      SnapshotErrorCode.UNKNOWN_PERSON,
      'There is no customer with that service number.',
      {
        fields: { serviceNumber: 'Unknown service number' },
      },
    ),
};
