import {
  FieldType,
  FieldValidationStatus,
  LIST_VALUE_SEPARATOR,
  SWITCH_DEFAULT_VALUE,
  SWITCH_ON_VALUE,
  allowsNegativeValue,
} from '@health-passport/domain';
import { computeEnabled } from './enablement.js';
import {
  isValidBarcode,
  normalizeTime,
  durationToMinutes,
  MAX_DURATION_MINUTES,
  parseDateField,
  parseNumericInput,
  repeaterValue,
  splitList,
} from './formats.js';
import {
  collectFields,
  forEachField,
  holdsValue,
  isEmptyValue,
  isFieldAnswered,
  isReadOnly,
  isRequired,
  valueOf,
} from './model.js';
import type { DataItem, FormField, FormGroup, FormValues } from './model.js';

export const ValidationErrorCode = Object.freeze({
  REQUIRED: 'required',
  NOT_AN_OPTION: 'notAnOption',
  TOO_FEW_SELECTED: 'tooFewSelected',
  TOO_MANY_SELECTED: 'tooManySelected',
  INVALID_DATE: 'invalidDate',
  INVALID_DURATION: 'invalidDuration',
  INVALID_TIME: 'invalidTime',
  INVALID_DATE_TIME: 'invalidDateTime',
  NOT_A_NUMBER: 'notANumber',
  NEGATIVE_NOT_ALLOWED: 'negativeNotAllowed',
  ABOVE_MAX: 'aboveMax',
  BELOW_MIN: 'belowMin',
  INVALID_REPEATER: 'invalidRepeater',
  INVALID_BARCODE: 'invalidBarcode',
} as const);
export type ValidationErrorCode = (typeof ValidationErrorCode)[keyof typeof ValidationErrorCode];

export interface FieldValidation {
  /** `none` means nothing to judge (optional and empty, display-only, disabled) and counts as passing. */
  status: FieldValidationStatus;
  error?: ValidationErrorCode;
  /** The value to store when it differs in form from the input (e.g. `3,5` is stored as `3.5`). */
  normalized?: string;
}

export interface ValidationContext {
  /** A disabled field is not validated (§4: it is not shown). */
  enabled?: boolean;
  /** Overrides the field's own required flag; the server uses false to let a save clear an answer. */
  required?: boolean;
}

const NONE: FieldValidation = Object.freeze({ status: FieldValidationStatus.NONE });
const valid = (normalized: string): FieldValidation => ({ status: FieldValidationStatus.VALID, normalized });
const invalid = (error: ValidationErrorCode): FieldValidation => ({
  status: FieldValidationStatus.INVALID,
  error,
});

/** Passing means not invalid: `none` passes. */
export function isPassing(result: FieldValidation): boolean {
  return result.status !== FieldValidationStatus.INVALID;
}

function optionValues(field: FormField): string[] | undefined {
  if (field.options !== undefined && field.options.length > 0) return field.options.map((o) => o.value);
  // §5 "switch (yes/no)": without options a switch holds yes or no.
  if (field.type === FieldType.Switch) return [SWITCH_ON_VALUE, SWITCH_DEFAULT_VALUE];
  return undefined;
}

function checkOption(field: FormField, value: string): FieldValidation {
  const options = optionValues(field);
  return options === undefined || options.includes(value) ? valid(value) : invalid('notAnOption');
}

function distinctItems(value: string): string[] {
  return [...new Set(splitList(value).filter((item) => item !== ''))];
}

function validateCheckBoxGroup(
  field: FormField,
  value: string | undefined,
  ctx: ValidationContext,
): FieldValidation {
  const items = isEmptyValue(value) ? [] : distinctItems(value ?? '');
  const options = optionValues(field);
  if (options !== undefined && items.some((item) => !options.includes(item))) return invalid('notAnOption');
  const required = ctx.required ?? isRequired(field);
  // With the requirement lifted (a save clearing the answer) an empty selection passes whatever the minimum.
  if (items.length === 0 && !required) return valid('');
  const min = Math.max(field.minSelectedValues ?? 0, required ? 1 : 0);
  if (items.length < min) return invalid(items.length === 0 ? 'required' : 'tooFewSelected');
  if (field.maxSelectedValues !== undefined && items.length > field.maxSelectedValues) {
    return invalid('tooManySelected');
  }
  // §5: a checkbox group always shows valid or invalid, also when nothing is needed.
  return valid(items.join(LIST_VALUE_SEPARATOR));
}

function validateNumeric(field: FormField, value: string): FieldValidation {
  const parsed = parseNumericInput(value, { allowNegative: allowsNegativeValue(field.dataKey) });
  if (!parsed.ok) return invalid(parsed.error);
  if (field.maxValue !== undefined && parsed.value > field.maxValue) return invalid('aboveMax');
  if (field.minValue !== undefined && parsed.value < field.minValue) return invalid('belowMin');
  return valid(parsed.normalized);
}

/** DurationField values are stored as total minutes (§5 "emitted as total minutes"); hh:mm is accepted too. */
function validateDuration(value: string): FieldValidation {
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const minutes = Number(text);
    return minutes <= MAX_DURATION_MINUTES ? valid(String(minutes)) : invalid('invalidDuration');
  }
  const minutes = durationToMinutes(text);
  return minutes === null ? invalid('invalidDuration') : valid(String(minutes));
}

/** DateTimeField: `dd-mm-yyyy hh:mm`, the date with the §5 date check and the time as a TimeField. */
function validateDateTime(value: string): FieldValidation {
  const [date = '', time = '', ...rest] = value.trim().split(/\s+/);
  const normalizedTime = normalizeTime(time);
  if (rest.length > 0 || parseDateField(date) === null || normalizedTime === null) {
    return invalid('invalidDateTime');
  }
  return valid(`${date} ${normalizedTime}`);
}

function validateRepeater(value: string): FieldValidation {
  const entries = value.split(LIST_VALUE_SEPARATOR);
  // §5: at least the first entry is non-empty.
  if ((entries[0] ?? '').trim() === '') return invalid('invalidRepeater');
  return valid(repeaterValue(entries));
}

function validateBarcodes(value: string): FieldValidation {
  const codes = splitList(value);
  return codes.every(isValidBarcode) ? valid(codes.join(LIST_VALUE_SEPARATOR)) : invalid('invalidBarcode');
}

/** Validates one field's value by its type (passport-and-professional §5). */
export function validateField(
  field: FormField,
  value: string | undefined,
  ctx: ValidationContext = {},
): FieldValidation {
  if (ctx.enabled === false || isReadOnly(field) || !holdsValue(field)) return NONE;
  if (field.type === FieldType.CheckBoxGroup) return validateCheckBoxGroup(field, value, ctx);

  // A dropdown showing its placeholder ("please select") has no answer (§5).
  const isPlaceholder =
    field.type === FieldType.DropDown && value !== undefined && value === field.placeholder;
  if (value === undefined || !isFieldAnswered(field, value) || isPlaceholder) {
    return (ctx.required ?? isRequired(field)) ? invalid('required') : NONE;
  }

  switch (field.type) {
    case FieldType.TextField:
      return field.numeric === true ? validateNumeric(field, value) : valid(value);
    case FieldType.DateField:
      return parseDateField(value.trim()) === null ? invalid('invalidDate') : valid(value.trim());
    case FieldType.DurationField:
      return validateDuration(value);
    case FieldType.TimeField: {
      const time = normalizeTime(value);
      return time === null ? invalid('invalidTime') : valid(time);
    }
    case FieldType.DateTimeField:
      return validateDateTime(value);
    case FieldType.DropDown:
    case FieldType.RadioGroup:
    case FieldType.RangeRadioGroup:
    case FieldType.Switch:
    case FieldType.GroupToggle:
      return checkOption(field, value);
    case FieldType.RangeRadioMultiGroup: {
      // Holds one or more selections on the range, joined like a checkbox group.
      const items = distinctItems(value);
      const options = optionValues(field);
      if (options !== undefined && items.some((item) => !options.includes(item)))
        return invalid('notAnOption');
      return valid(items.join(LIST_VALUE_SEPARATOR));
    }
    case FieldType.TextFieldRepeater:
      return validateRepeater(value);
    case FieldType.Barcode:
      return validateBarcodes(value);
    case FieldType.TextArea:
    case FieldType.TextAreaDropDown:
    case FieldType.UploadField:
      return valid(value);
    default:
      // Display-only types and FieldGroup were handled above.
      return NONE;
  }
}

function fieldsOf(source: FormGroup | readonly FormField[]): FormField[] {
  if (!Array.isArray(source)) return collectFields(source as FormGroup);
  const fields: FormField[] = [];
  const walk = (list: readonly FormField[]): void => {
    for (const field of list) {
      fields.push(field);
      walk(field.fields ?? []);
    }
  };
  walk(source as readonly FormField[]);
  return fields;
}

export interface PageValidation {
  valid: boolean;
  invalidKeys: string[];
}

/**
 * §5: a page is valid only when every enabled required field is answered. An enabled optional field whose
 * value breaks its rule also makes the page invalid, since the server would refuse that value.
 * Accepts a page (its subgroups and nested fields included) or a list of fields (nested fields included).
 */
export function validatePage(
  page: FormGroup | readonly FormField[],
  values: FormValues,
  enabled: ReadonlySet<string>,
): PageValidation {
  const invalidKeys = new Set<string>();
  for (const field of fieldsOf(page)) {
    if (field.dataKey === '' || !enabled.has(field.dataKey)) continue;
    const value = valueOf(values, field.dataKey);
    if (!isPassing(validateField(field, value))) invalidKeys.add(field.dataKey);
  }
  return { valid: invalidKeys.size === 0, invalidKeys: [...invalidKeys] };
}

export const SubmissionErrorCode = Object.freeze({
  ...ValidationErrorCode,
  INVALID_ITEM: 'invalidItem',
  DUPLICATE_KEY: 'duplicateKey',
  UNKNOWN_FIELD: 'unknownField',
  NOT_EDITABLE: 'notEditable',
} as const);
export type SubmissionErrorCode = (typeof SubmissionErrorCode)[keyof typeof SubmissionErrorCode];

export interface SubmissionError {
  dataKey: string;
  code: SubmissionErrorCode;
}

export interface SubmissionOptions {
  /** The keys the caller may edit (by role); when absent every editable field may be saved. */
  editableKeys?: ReadonlySet<string>;
  /** The answers already stored, needed to decide which fields are enabled. */
  currentValues?: FormValues;
  /** Also demand that every enabled required field of the whole form is answered (a final submit). */
  requireComplete?: boolean;
}

export type SubmissionResult =
  | {
      ok: true;
      /** The accepted values, normalised, for enabled fields only. */
      values: Record<string, string>;
      /** Keys of disabled fields whose values were dropped rather than stored. */
      ignoredKeys: string[];
    }
  | { ok: false; errors: SubmissionError[] };

/**
 * Server-side check of saved data items against the form definition (the same rules as the web app).
 * Refuses malformed items, duplicate keys, keys of no field, read-only or not-editable fields, and values
 * that break their field's rule. An empty value is accepted as clearing an answer; completeness is only
 * checked with `requireComplete`.
 *
 * Values for fields that are disabled (given the stored answers merged with this submission) are ignored,
 * not refused: a client may still hold answers of a branch the person has just switched off, and refusing
 * them would block a legitimate save. They are reported in `ignoredKeys` and never stored.
 */
export function validateSubmission(
  groups: readonly FormGroup[],
  items: readonly DataItem[],
  options: SubmissionOptions = {},
): SubmissionResult {
  const fieldsByKey = new Map<string, FormField[]>();
  forEachField(groups, ({ field }) => {
    if (field.dataKey !== '')
      fieldsByKey.set(field.dataKey, [...(fieldsByKey.get(field.dataKey) ?? []), field]);
  });

  const errors: SubmissionError[] = [];
  const seen = new Set<string>();
  const accepted = new Map<string, { field: FormField; value: string; result: FieldValidation }>();
  for (const item of items as readonly unknown[]) {
    const { dataKey, dataValue } = (
      typeof item === 'object' && item !== null ? item : {}
    ) as Partial<DataItem>;
    if (typeof dataKey !== 'string' || typeof dataValue !== 'string') {
      errors.push({ dataKey: typeof dataKey === 'string' ? dataKey : '', code: 'invalidItem' });
      continue;
    }
    if (seen.has(dataKey)) {
      errors.push({ dataKey, code: 'duplicateKey' });
      continue;
    }
    seen.add(dataKey);
    const field = fieldsByKey.get(dataKey)?.find((f) => holdsValue(f) && !isReadOnly(f));
    if (field === undefined) {
      errors.push({ dataKey, code: fieldsByKey.has(dataKey) ? 'notEditable' : 'unknownField' });
      continue;
    }
    if (options.editableKeys !== undefined && !options.editableKeys.has(dataKey)) {
      errors.push({ dataKey, code: 'notEditable' });
      continue;
    }
    accepted.set(dataKey, {
      field,
      value: dataValue,
      result: validateField(field, dataValue, { required: false }),
    });
  }

  const merged: Record<string, string> = Object.fromEntries([
    ...Object.entries(options.currentValues ?? {}),
    ...[...accepted].map(([key, { value, result }]): [string, string] => [key, result.normalized ?? value]),
  ]);
  const enabled = computeEnabled(groups, merged).fields;

  const values: [string, string][] = [];
  const ignoredKeys: string[] = [];
  for (const [dataKey, { value, result }] of accepted) {
    if (!enabled.has(dataKey)) ignoredKeys.push(dataKey);
    else if (result.error !== undefined) errors.push({ dataKey, code: result.error });
    else values.push([dataKey, result.normalized ?? value]);
  }

  if (options.requireComplete === true) {
    const failed = new Set(errors.map((e) => e.dataKey));
    forEachField(groups, ({ field }) => {
      if (!isRequired(field) || !enabled.has(field.dataKey) || failed.has(field.dataKey)) return;
      const value = valueOf(merged, field.dataKey);
      const result = validateField(field, value);
      if (result.error !== undefined) {
        errors.push({ dataKey: field.dataKey, code: result.error });
        failed.add(field.dataKey);
      }
    });
  }

  return errors.length > 0
    ? { ok: false, errors }
    : { ok: true, values: Object.fromEntries(values), ignoredKeys };
}
