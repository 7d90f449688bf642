import { isEnumValue } from './enum';

/** Field types of the dynamic form engine (passport-and-professional §3 "Field types"). */
export const FieldType = Object.freeze({
  CategoryTitle: 'CategoryTitle',
  CategoryDescription: 'CategoryDescription',
  Label: 'Label',
  UploadField: 'UploadField',
  TextField: 'TextField',
  ReadOnlyTextField: 'ReadOnlyTextField',
  TextAreaDropDown: 'TextAreaDropDown',
  Barcode: 'Barcode',
  TextFieldRepeater: 'TextFieldRepeater',
  DateField: 'DateField',
  DurationField: 'DurationField',
  TimeField: 'TimeField',
  DateTimeField: 'DateTimeField',
  DropDown: 'DropDown',
  TextArea: 'TextArea',
  GroupToggle: 'GroupToggle',
  RadioGroup: 'RadioGroup',
  RangeRadioGroup: 'RangeRadioGroup',
  RangeRadioMultiGroup: 'RangeRadioMultiGroup',
  CheckBoxGroup: 'CheckBoxGroup',
  Switch: 'Switch',
  FieldGroup: 'FieldGroup',
} as const);
export type FieldType = (typeof FieldType)[keyof typeof FieldType];
export const FIELD_TYPES: readonly FieldType[] = Object.freeze(Object.values(FieldType));

export function isFieldType(value: unknown): value is FieldType {
  return isEnumValue(FieldType, value);
}

/** Validation status of a field: reset on focus, evaluated on blur (passport-and-professional §4). */
export const FieldValidationStatus = Object.freeze({
  NONE: 'none',
  VALID: 'valid',
  INVALID: 'invalid',
} as const);
export type FieldValidationStatus = (typeof FieldValidationStatus)[keyof typeof FieldValidationStatus];
export const FIELD_VALIDATION_STATUSES: readonly FieldValidationStatus[] = Object.freeze(
  Object.values(FieldValidationStatus),
);

/** Upload field states (passport-and-professional §4). */
export const UploadState = Object.freeze({
  IDLE: 'idle',
  UPLOADING: 'uploading',
  COMPLETED: 'completed',
  FAILED: 'failed',
  UPLOADED_EARLIER: 'uploadedEarlier',
} as const);
export type UploadState = (typeof UploadState)[keyof typeof UploadState];
export const UPLOAD_STATES: readonly UploadState[] = Object.freeze(Object.values(UploadState));
/** An upload answer containing this word means completed (passport-and-professional §4, §7). */
export const UPLOAD_SUCCESS_MARKER = 'success';

/** Colour direction of a range field (passport-and-professional §3 "Form field"). */
export const FieldDirection = Object.freeze({
  GREEN_TO_RED: 'greenToRed',
  RED_TO_GREEN: 'redToGreen',
} as const);
export type FieldDirection = (typeof FieldDirection)[keyof typeof FieldDirection];

/** A required value equal to this counts as unanswered (passport-and-professional §5). */
export const UNANSWERED_VALUE = '-1';
/** Values that switch a group toggle on besides its regex (passport-and-professional §4). */
export const GROUP_TOGGLE_ON_VALUES = Object.freeze(['Y', 'yes'] as const);
/** Switch fields default to "no" (passport-and-professional §5). */
export const SWITCH_DEFAULT_VALUE = 'no';
/** The value of a switch that is on (passport-and-professional §5 "switch (yes/no)"). */
export const SWITCH_ON_VALUE = 'yes';
/** Dependency references are written #name (passport-and-professional §4). */
export const FIELD_REFERENCE_PREFIX = '#';
/** A comma-separated dependency value matches any listed item; text repeaters join with commas (§4, §5). */
export const LIST_VALUE_SEPARATOR = ',';
/** Date fields are typed and stored as dd-mm-yyyy (passport-and-professional §5). */
export const DATE_FIELD_FORMAT = 'dd-mm-yyyy';

/** Barcode inputs hold at most 10 characters each (passport-and-professional §5, §9). */
export const BARCODE_MAX_LENGTH = 10;
/** Duration fields: hours 0-23 (passport-and-professional §5, §9). */
export const MAX_HOURS = 23;
/** Duration fields: minutes 00-59 (passport-and-professional §5, §9). */
export const MAX_MINUTES = 59;
/** Range radio groups with more than 7 options use the extended style (passport-and-professional §5). */
export const EXTENDED_RANGE_RADIO_THRESHOLD = 7;

/**
 * The only numeric fields that accept negative values: the FVC, FEV1 and FEV1/FVC-ratio z-scores of the
 * lung-function test (passport-and-professional §5, where "FCV" is a typo for FVC). The dataKeys are ours;
 * the measurement form definitions must use exactly these.
 */
export const NEGATIVE_ALLOWED_FIELDS = Object.freeze([
  'FVC_ZScore',
  'FEV1_ZScore',
  'FEV1_FVC_Ratio_ZScore',
] as const);

export function allowsNegativeValue(dataKey: string): boolean {
  return (NEGATIVE_ALLOWED_FIELDS as readonly string[]).includes(dataKey);
}

/** Questionnaire groups moved first / last by the questionnaire GET (customer-journey §7). */
export const QUESTIONNAIRE_FIRST_GROUP_LABELS = Object.freeze(['Introduction', 'Introductie'] as const);
export const QUESTIONNAIRE_LAST_GROUP_LABELS = Object.freeze(['Conclusion', 'Conclusie'] as const);

/** Orders questionnaire groups: Introduction/Introductie first, Conclusion/Conclusie last, others kept in order. */
export function orderQuestionnaireGroups<G extends { label: string }>(groups: readonly G[]): G[] {
  const rank = (g: G): number =>
    (QUESTIONNAIRE_FIRST_GROUP_LABELS as readonly string[]).includes(g.label)
      ? 0
      : (QUESTIONNAIRE_LAST_GROUP_LABELS as readonly string[]).includes(g.label)
        ? 2
        : 1;
  // Array.prototype.sort is stable, so groups of equal rank keep their order.
  return [...groups].sort((a, b) => rank(a) - rank(b));
}
