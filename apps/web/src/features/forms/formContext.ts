import { createContext, useContext } from 'react';
import type { RefObject } from 'react';
import type {
  Enablement,
  FieldPath,
  FormField,
  FormGroup,
  FormValues,
  GroupPath,
} from '@health-passport/form-engine';
import type { FieldStatus, InputFormat, SoftWarning, UploadHandler } from './types';

/** What the fields of one rendered form share: answers, enablement, statuses and the page's handlers. */
export interface FormRuntime {
  values: FormValues;
  setValue: (dataKey: string, value: string) => void;
  enablement: Enablement;
  /** Engine paths of the fields, by identity, to look them up in `enablement.fieldPaths`. */
  fieldPaths: ReadonlyMap<FormField, FieldPath>;
  groupPaths: ReadonlyMap<FormGroup, GroupPath>;
  statuses: Readonly<Record<string, FieldStatus>>;
  setStatus: (dataKey: string, status: FieldStatus) => void;
  /** Latest answers, for handlers that run after a render (blur, finished uploads). */
  valuesRef: RefObject<FormValues>;
  /** A dataKey whose next focus comes from the form itself (first invalid field): it keeps its status. */
  keepStatusOnFocusRef: RefObject<string | null>;
  onUpload: UploadHandler | undefined;
  inputFormats: Readonly<Record<string, InputFormat>> | undefined;
  /** Whether the page checks values for soft warnings (the measurements' unit check). */
  hasSoftWarnings: boolean;
  /** The warning a field's current value needs confirmed, or null. */
  warningOf: (field: FormField) => SoftWarning | null;
  /** Whether the person confirmed the field's current value. */
  isConfirmed: (dataKey: string) => boolean;
  setConfirmed: (dataKey: string, confirmed: boolean) => void;
}

export const FormRuntimeContext = createContext<FormRuntime | null>(null);

export function useFormRuntime(): FormRuntime {
  const runtime = useContext(FormRuntimeContext);
  if (runtime === null) throw new Error('Form fields render only inside a DynamicForm.');
  return runtime;
}
