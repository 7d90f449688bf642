import { SnapshotErrorCode } from '@health-passport/domain';
import { isApiError } from '../../lib/api';

/** The error code of a failed call (GraphQL extensions.code), if the server gave one. */
export function errorCodeOf(error: unknown): string | undefined {
  return isApiError(error) ? error.code : undefined;
}

/**
 * The form fields the server refused (`invalidSnapshotInput`, details.fields keyed by input path). A path is
 * looked up whole (`logoURI.nl_NL`), then by its last part (`manager.email` -> `email`).
 */
export function refusedFields<F extends string>(error: unknown, fieldOf: Readonly<Record<string, F>>): F[] {
  if (!isApiError(error)) return [];
  const named = error.details?.fields;
  if (typeof named !== 'object' || named === null) return [];
  const fields = Object.keys(named).flatMap((path) => {
    const field = fieldOf[path] ?? fieldOf[path.split('.').at(-1) ?? path];
    return field ? [field] : [];
  });
  return [...new Set(fields)];
}

/** The messages of the snapshot forms, translated under snapshots.form.errors. */
export const FORM_ERRORS = [
  'name',
  'nameTooLong',
  'company',
  'unknownCompany',
  'customerType',
  'descriptionTooLong',
  'status',
  'notComputed',
  'expiryDate',
  'logo',
  'minSummary',
  'stepSummary',
  'firstName',
  'lastName',
  'email',
  'accountNotAllowed',
  'alreadyManager',
  'serviceNumber',
  'unknownPerson',
  'companyExists',
  'packageCode',
  'invalid',
  'notFound',
  'failed',
] as const;
export type FormErrorKey = (typeof FORM_ERRORS)[number];

const KNOWN_ERRORS: ReadonlySet<string> = new Set(FORM_ERRORS);
export function isFormErrorKey(value: string | undefined): value is FormErrorKey {
  return value !== undefined && KNOWN_ERRORS.has(value);
}

/** What a refused form shows: messages under fields, and/or one for the whole form. */
export interface FormFailure<F extends string> {
  fields: { field: F; key: FormErrorKey }[];
  problem: FormErrorKey | null;
}

export interface FailureRules<F extends string> {
  /** Server input paths -> the form's fields (see `refusedFields`). */
  fieldOf: Readonly<Record<string, F>>;
  /** The message under each field the server refused. */
  messageOf: Readonly<Record<F, FormErrorKey>>;
  /** Error codes with an answer of their own (unknownCompany at the company field ...). */
  byCode?: Readonly<Record<string, FormFailure<F>>>;
}

/**
 * A failed snapshot call as the form shows it: a code of its own, or invalidSnapshotInput at the fields the
 * server named (the form's message when it named none the form has), or "something went wrong".
 */
export function formFailureOf<F extends string>(error: unknown, rules: FailureRules<F>): FormFailure<F> {
  const code = errorCodeOf(error);
  const own = code !== undefined ? rules.byCode?.[code] : undefined;
  if (own) return own;
  if (code === SnapshotErrorCode.INVALID_INPUT) {
    const fields = refusedFields(error, rules.fieldOf).map((field) => ({
      field,
      key: rules.messageOf[field],
    }));
    return { fields, problem: fields.length > 0 ? null : 'invalid' };
  }
  return { fields: [], problem: code === SnapshotErrorCode.NOT_FOUND ? 'notFound' : 'failed' };
}

/** Marks the refused fields (react-hook-form's setError) and focuses the first in screen order. */
export function showFieldFailures<F extends string>(
  failure: FormFailure<F>,
  order: readonly F[],
  setError: (field: F, error: { type: string; message: string }, options: { shouldFocus: boolean }) => void,
): void {
  const first = order.find((field) => failure.fields.some((f) => f.field === field));
  for (const { field, key } of failure.fields) {
    setError(field, { type: 'server', message: key }, { shouldFocus: field === first });
  }
}
