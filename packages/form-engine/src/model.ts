import { FieldType, SWITCH_DEFAULT_VALUE, allowsNegativeValue } from '@health-passport/domain';
import type { FieldDirection } from '@health-passport/domain';
import { isAnswered } from './answers.js';

/** passport-and-professional §3 "Form field" options. */
export interface FieldOption {
  label: string;
  value: string;
}

/**
 * §3 dependsOn: either a field and the value(s) it must have (a comma-separated `dataValue` matches any listed
 * item, §4) or a rule expression with `#name` references (see expression.ts).
 */
export type DependsOn = { dataKey: string; dataValue: string } | { rule: string };

/** passport-and-professional §3 "Form field". */
export interface FormField {
  type: FieldType;
  /** Empty only for display-only fields (titles, descriptions, labels) that carry no value. */
  dataKey: string;
  label: string;
  icon?: string;
  description?: string;
  placeholder?: string;
  /** The saved value the server sends with the definition. */
  dataValue?: string;
  required?: boolean;
  /** Marks an input as not editable; ReadOnlyTextField and the decoration types are read-only by type. */
  readOnly?: boolean;
  options?: readonly FieldOption[];
  unit?: string;
  numeric?: boolean;
  maxValue?: number;
  minValue?: number;
  defaultValue?: string;
  minLabel?: string;
  maxLabel?: string;
  direction?: FieldDirection;
  minSelectedValues?: number;
  maxSelectedValues?: number;
  toggleCriteriaRegex?: string;
  fields?: readonly FormField[];
  dependsOn?: DependsOn;
}

/** passport-and-professional §3 "Form group". The top-level groups of a form are its pages (§2.5). */
export interface FormGroup {
  label: string;
  fields: readonly FormField[];
  dependsOn?: DependsOn;
  groups?: readonly FormGroup[];
  toggleCriteriaRegex?: string;
}

/** passport-and-professional §3 "Data item": what the client sends when it saves. */
export interface DataItem {
  dataKey: string;
  dataValue: string;
}

/** Current answers by dataKey. */
export type FormValues = Readonly<Record<string, string>>;

/** Types that only show text and never hold an answer. */
export const DECORATION_FIELD_TYPES: readonly FieldType[] = Object.freeze([
  FieldType.CategoryTitle,
  FieldType.CategoryDescription,
  FieldType.Label,
]);

/** Types that are shown but never edited (§3): the decorations and ReadOnlyTextField. */
export const DISPLAY_ONLY_FIELD_TYPES: readonly FieldType[] = Object.freeze([
  ...DECORATION_FIELD_TYPES,
  FieldType.ReadOnlyTextField,
]);

export function isDecoration(field: Pick<FormField, 'type'>): boolean {
  return DECORATION_FIELD_TYPES.includes(field.type);
}

/** A field holds a value of its own (FieldGroup only contains fields; decorations only show text). */
export function holdsValue(field: Pick<FormField, 'type'>): boolean {
  return !isDecoration(field) && field.type !== FieldType.FieldGroup;
}

/** Read-only fields are never edited by the person filling the form, so they are never validated or accepted. */
export function isReadOnly(field: Pick<FormField, 'type' | 'readOnly'>): boolean {
  return field.readOnly === true || DISPLAY_ONLY_FIELD_TYPES.includes(field.type);
}

/**
 * Whether a field needs an answer (§5: "not required unless marked required"). A checkbox group with
 * minSelectedValues 0 is not required; one with a positive minimum is, even without the flag.
 */
export function isRequired(field: FormField): boolean {
  if (isReadOnly(field) || !holdsValue(field)) return false;
  if (field.type === FieldType.CheckBoxGroup && field.minSelectedValues !== undefined) {
    return field.minSelectedValues > 0;
  }
  return field.required === true;
}

/** Own-property lookup, so that keys such as `constructor` never read the prototype. */
export function valueOf(values: FormValues, dataKey: string): string | undefined {
  return Object.hasOwn(values, dataKey) ? values[dataKey] : undefined;
}

/** Empty in the sense of §5: no value, blank, or the "no answer" value -1. */
export function isEmptyValue(value: string | undefined): boolean {
  return !isAnswered(value);
}

/**
 * Whether a field has an answer (§5: not empty and not -1). In the numeric fields that accept negative
 * values (the lung-function z-scores) -1 is a measurement, not the "no answer" marker.
 */
export function isFieldAnswered(field: FormField, value: string | undefined): boolean {
  if (field.numeric === true && allowsNegativeValue(field.dataKey)) {
    return value !== undefined && value.trim() !== '';
  }
  return isAnswered(value);
}

/** Paths identify groups and fields by position: group `0.2` is the third subgroup of page 0. */
export type GroupPath = string;
/** Field `0.2/1.0` is the first nested field of the second field of group `0.2`. */
export type FieldPath = string;

export interface GroupVisit {
  group: FormGroup;
  path: GroupPath;
  parentPath: GroupPath | undefined;
  depth: number;
}

export interface FieldVisit {
  field: FormField;
  path: FieldPath;
  group: FormGroup;
  groupPath: GroupPath;
  /** The field this one is nested in (a Switch or FieldGroup), if any. */
  parent: FormField | undefined;
  parentPath: FieldPath | undefined;
}

/** Visits every group depth-first in document order. */
export function forEachGroup(groups: readonly FormGroup[], visit: (v: GroupVisit) => void): void {
  const walk = (list: readonly FormGroup[], parentPath: GroupPath | undefined, depth: number): void => {
    list.forEach((group, index) => {
      const path = parentPath === undefined ? String(index) : `${parentPath}.${index}`;
      visit({ group, path, parentPath, depth });
      walk(group.groups ?? [], path, depth + 1);
    });
  };
  walk(groups, undefined, 0);
}

/** Visits the fields of one group (not of its subgroups), nested fields after their parent. */
export function forEachOwnField(
  group: FormGroup,
  groupPath: GroupPath,
  visit: (v: FieldVisit) => void,
): void {
  const walk = (
    list: readonly FormField[],
    parent: FormField | undefined,
    parentPath: FieldPath | undefined,
  ): void => {
    list.forEach((field, index) => {
      const path = parentPath === undefined ? `${groupPath}/${index}` : `${parentPath}.${index}`;
      visit({ field, path, group, groupPath, parent, parentPath });
      walk(field.fields ?? [], field, path);
    });
  };
  walk(group.fields, undefined, undefined);
}

/** Visits every field of every group, nested fields included. */
export function forEachField(groups: readonly FormGroup[], visit: (v: FieldVisit) => void): void {
  forEachGroup(groups, ({ group, path }) => forEachOwnField(group, path, visit));
}

/** All fields of a group and its subgroups, nested fields included, in document order. */
export function collectFields(groups: FormGroup | readonly FormGroup[]): FormField[] {
  const fields: FormField[] = [];
  forEachField(isGroupList(groups) ? groups : [groups], ({ field }) => fields.push(field));
  return fields;
}

function isGroupList(groups: FormGroup | readonly FormGroup[]): groups is readonly FormGroup[] {
  return Array.isArray(groups);
}

/**
 * The values a form starts with: each field's saved dataValue, else its defaultValue, else for a Switch
 * "no" (§5 "Switch defaults to no"). Callers overlay edits on this map; the engine reads values only from it.
 */
export function initialValues(groups: readonly FormGroup[]): Record<string, string> {
  const entries: [string, string][] = [];
  forEachField(groups, ({ field }) => {
    if (field.dataKey === '' || !holdsValue(field)) return;
    const value =
      field.dataValue ??
      field.defaultValue ??
      (field.type === FieldType.Switch ? SWITCH_DEFAULT_VALUE : undefined);
    if (value !== undefined) entries.push([field.dataKey, value]);
  });
  return Object.fromEntries(entries);
}

/** The data items to save for the given keys (all keys of `values` when none are given). */
export function toDataItems(values: FormValues, keys?: Iterable<string>): DataItem[] {
  const items: DataItem[] = [];
  for (const dataKey of keys ?? Object.keys(values)) {
    const dataValue = valueOf(values, dataKey);
    if (dataValue !== undefined) items.push({ dataKey, dataValue });
  }
  return items;
}
