import { AppError } from '../../errors.js';

/** Every products error in one place. `badRequest` answers HTTP 400, on GraphQL too. */
export const productErrors = {
  invalidQuery: (message: string, fields: Record<string, string>) =>
    new AppError('BAD_REQUEST', 'badRequest', message, { fields }),
};
