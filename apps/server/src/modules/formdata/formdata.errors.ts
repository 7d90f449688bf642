import { AppError } from '../../errors.js';
import type { SubmissionError } from '@health-passport/form-engine';

/** A refused value: the engine's SubmissionError, or a form's own rule with its own code. */
export interface FormError {
  dataKey: string;
  code: SubmissionError['code'] | (string & {});
}

/** At most this many data items in one save, and this many characters in one value. */
export const MAX_ITEMS_PER_SAVE = 500;
export const MAX_VALUE_LENGTH = 10_000;

function describe(errors: readonly FormError[]): string {
  const shown = errors.slice(0, 5).map((e) => `${e.dataKey || '(no key)'}: ${e.code}`);
  const more = errors.length > shown.length ? ` and ${errors.length - shown.length} more` : '';
  return `${shown.join(', ')}${more}`;
}

/** Every form-data error in one place: code, English message and HTTP category. */
export const formDataErrors = {
  /** The body is not a list of data items. */
  notAList: () =>
    new AppError(
      'BAD_REQUEST',
      'invalidDataItems',
      'The body must be a list of data items ({ dataKey, dataValue }).',
    ),
  tooManyItems: () =>
    new AppError(
      'PAYLOAD_TOO_LARGE',
      'tooManyDataItems',
      `At most ${MAX_ITEMS_PER_SAVE} data items can be saved at once.`,
    ),
  /**
   * Values the form refuses. `details.keys` lists the failing keys and `details.fields` the engine's code per
   * key (required, notAnOption, aboveMax, unknownField ...). Keys the caller may not edit make it a 403.
   */
  rejected: (errors: readonly FormError[]) => {
    const fields = Object.fromEntries(errors.map((e) => [e.dataKey, e.code]));
    const details = { keys: Object.keys(fields), fields };
    if (errors.some((e) => e.code === 'notEditable')) {
      return new AppError(
        'FORBIDDEN',
        'notEditable',
        `You may not change these answers: ${describe(errors.filter((e) => e.code === 'notEditable'))}.`,
        details,
      );
    }
    return new AppError(
      'BAD_REQUEST',
      'invalidDataItems',
      `Some answers are missing or not valid: ${describe(errors)}.`,
      details,
    );
  },
};
