import type { ComponentType, ReactNode } from 'react';
import type { FieldType, FieldValidationStatus } from '@health-passport/domain';
import type { FormField, ValidationErrorCode } from '@health-passport/form-engine';

/** Validation codes of the engine plus the upload failure, which only the renderer knows. */
export type FieldErrorCode = ValidationErrorCode | 'uploadFailed';

/** The validation status of one field as shown (passport-and-professional §4). */
export interface FieldStatus {
  status: FieldValidationStatus;
  error?: FieldErrorCode;
  /** True when set by the person's own action (blur, upload), so the error is announced at once. */
  announce?: boolean;
}

/** Input masks a page may assign to a text field by dataKey (§5 "formatting input", §9 defaults). */
export type InputFormat = 'creditCard' | 'phone' | 'time' | 'date' | 'numeral';

/**
 * What an upload answers: the server's text, or the text plus the value the field should keep (e.g. the
 * name the server stored the file under, from `success: <stored name>`). With text only, the field keeps
 * the chosen file's name.
 */
export type UploadAnswer = string | { text: string; value: string };

/** Upload of one chosen file; resolves with the server's answer ("success" in the text means completed, §4). */
export type UploadHandler = (file: File, field: FormField) => Promise<UploadAnswer>;

/** Element ids of one field, for label, description, error and unit wiring. */
export interface FieldIds {
  input: string;
  label: string;
  description: string;
  error: string;
  unit: string;
  hint: string;
  warning: string;
}

/**
 * A value the form saves only after the person confirms it is right (a measurement that looks entered in another
 * unit): the warning shown next to the field and the label of its confirm checkbox.
 */
export interface SoftWarning {
  message: string;
  confirmLabel: string;
  /** False when the value is refused anyway (outside the field's limits): the warning explains, nothing to confirm. */
  confirmable: boolean;
}

/** The page's rule that finds such values; null when the value needs no confirmation. */
export type SoftWarningOf = (field: FormField, value: string) => SoftWarning | null;

/** What every component of the field registry receives. */
export interface FieldProps {
  field: FormField;
  /** The current answer; undefined when there is none. */
  value: string | undefined;
  onChange: (value: string) => void;
  status: FieldValidationStatus;
  /** The translated error of an invalid field. */
  errorMessage: string | undefined;
  /** Whether the error should interrupt the screen reader (the person just left the field). */
  announceError: boolean;
  ids: FieldIds;
  /** Heading level of the group the field sits in; titles use the level below it. */
  headingLevel: number;
  /** Sets the field's status from inside (an upload that completed or failed). */
  setStatus: (status: FieldStatus) => void;
  /** Uploads a file for this field (UploadField). */
  upload: ((file: File) => Promise<UploadAnswer>) | undefined;
  /** A mask the page chose for this field, if any. */
  inputFormat: InputFormat | undefined;
  /** Shown next to the field: its value looks wrong in a way the person must confirm. */
  warning?: SoftWarning;
  /** Renders the field's nested fields (a FieldGroup places them itself; other types get them after). */
  renderNested: () => ReactNode;
}

export type FieldComponent = ComponentType<FieldProps>;
export type FieldRegistry = Readonly<Record<FieldType, FieldComponent>>;
