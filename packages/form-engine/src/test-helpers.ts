import type { FieldType } from '@health-passport/domain';
import type { FormField, FormGroup } from './model.js';

/** Builds a field for tests: type, key and any extra properties. */
export function field(type: FieldType, dataKey: string, extra: Partial<FormField> = {}): FormField {
  return { type, dataKey, label: dataKey, ...extra };
}

export function group(label: string, fields: FormField[], extra: Partial<FormGroup> = {}): FormGroup {
  return { label, fields, ...extra };
}
