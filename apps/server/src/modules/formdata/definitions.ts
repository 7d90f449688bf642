/**
 * Server-side form definitions: written once with English and Dutch side by side, resolved to the engine's
 * FormGroup[] (packages/form-engine model.ts) in the caller's language. Instruments (the questionnaire's
 * validated scales, the measurement form's parts) ride along with the groups and fields here and are stored
 * with every saved value; they never leave the server inside a definition.
 */
import { FieldType, type FieldDirection } from '@health-passport/domain';
import {
  forEachField,
  holdsValue,
  isPassing,
  isReadOnly,
  parseFormDefinition,
  validateField,
  type DependsOn,
  type FormField,
  type FormGroup,
  type FormValues,
} from '@health-passport/form-engine';
import type { Language } from '../../locale.js';

/** A text in both languages. */
export interface Text {
  en: string;
  nl: string;
}

export const t = (en: string, nl: string): Text => ({ en, nl });

/** The instrument (or form part) a value belongs to, stored with it. */
export interface Instrument {
  code: string;
  version: string;
}

export interface LocalizedOption {
  label: Text;
  value: string;
}

/** A FormField with its texts in both languages and an optional instrument. */
export interface LocalizedField {
  type: FieldType;
  /** Empty for display-only fields. */
  dataKey?: string;
  label?: Text;
  description?: Text;
  placeholder?: Text;
  unit?: Text;
  options?: readonly LocalizedOption[];
  minLabel?: Text;
  maxLabel?: Text;
  required?: boolean;
  readOnly?: boolean;
  numeric?: boolean;
  maxValue?: number;
  minValue?: number;
  defaultValue?: string;
  direction?: FieldDirection;
  minSelectedValues?: number;
  maxSelectedValues?: number;
  toggleCriteriaRegex?: string;
  dependsOn?: DependsOn;
  fields?: readonly LocalizedField[];
  /** Overrides the instrument of the enclosing group for this field (and its nested fields). */
  instrument?: Instrument;
}

/** A FormGroup with its label in both languages; `instrument` applies to every field inside. */
export interface LocalizedGroup {
  label: Text;
  fields: readonly LocalizedField[];
  groups?: readonly LocalizedGroup[];
  dependsOn?: DependsOn;
  toggleCriteriaRegex?: string;
  instrument?: Instrument;
}

const pick = (text: Text | undefined, language: Language): string | undefined => text?.[language];

function resolveField(field: LocalizedField, language: Language): FormField {
  const resolved: FormField = {
    type: field.type,
    dataKey: field.dataKey ?? '',
    label: pick(field.label, language) ?? '',
    description: pick(field.description, language),
    placeholder: pick(field.placeholder, language),
    unit: pick(field.unit, language),
    options: field.options?.map((o) => ({ label: o.label[language], value: o.value })),
    minLabel: pick(field.minLabel, language),
    maxLabel: pick(field.maxLabel, language),
    required: field.required,
    readOnly: field.readOnly,
    numeric: field.numeric,
    maxValue: field.maxValue,
    minValue: field.minValue,
    defaultValue: field.defaultValue,
    direction: field.direction,
    minSelectedValues: field.minSelectedValues,
    maxSelectedValues: field.maxSelectedValues,
    toggleCriteriaRegex: field.toggleCriteriaRegex,
    dependsOn: field.dependsOn,
    fields: field.fields?.map((f) => resolveField(f, language)),
  };
  return withoutUndefined(resolved);
}

function resolveGroup(group: LocalizedGroup, language: Language): FormGroup {
  return withoutUndefined({
    label: group.label[language],
    fields: group.fields.map((f) => resolveField(f, language)),
    groups: group.groups?.map((g) => resolveGroup(g, language)),
    dependsOn: group.dependsOn,
    toggleCriteriaRegex: group.toggleCriteriaRegex,
  });
}

/** The engine's FormGroup[] in one language. */
export function resolveGroups(groups: readonly LocalizedGroup[], language: Language): FormGroup[] {
  return groups.map((g) => resolveGroup(g, language));
}

/** The instrument of every value field: its own, else the nearest enclosing group's. */
export function instrumentsByKey(groups: readonly LocalizedGroup[]): Map<string, Instrument> {
  const result = new Map<string, Instrument>();
  const walkFields = (fields: readonly LocalizedField[], inherited: Instrument | undefined): void => {
    for (const field of fields) {
      const instrument = field.instrument ?? inherited;
      if (field.dataKey && instrument) result.set(field.dataKey, instrument);
      walkFields(field.fields ?? [], instrument);
    }
  };
  const walkGroups = (list: readonly LocalizedGroup[], inherited: Instrument | undefined): void => {
    for (const group of list) {
      const instrument = group.instrument ?? inherited;
      walkFields(group.fields, instrument);
      walkGroups(group.groups ?? [], instrument);
    }
  };
  walkGroups(groups, undefined);
  return result;
}

/** The keys a person filling the form can save: every value field that is not read-only. */
export function editableKeys(groups: readonly FormGroup[]): Set<string> {
  const keys = new Set<string>();
  forEachField(groups, ({ field }) => {
    if (field.dataKey !== '' && holdsValue(field) && !isReadOnly(field)) keys.add(field.dataKey);
  });
  return keys;
}

/**
 * The values this definition can take as they are: those of its editable fields that the field's rules accept.
 * Values of questions it no longer has, or that its rules now refuse, are left out (e.g. answers given to an
 * older definition, offered again).
 */
export function acceptedValues(groups: readonly FormGroup[], values: FormValues): Record<string, string> {
  const accepted: Record<string, string> = {};
  forEachField(groups, ({ field }) => {
    const value = field.dataKey !== '' && Object.hasOwn(values, field.dataKey) ? values[field.dataKey] : '';
    if (!value || !holdsValue(field) || isReadOnly(field)) return;
    if (isPassing(validateField(field, value, { required: false }))) accepted[field.dataKey] = value;
  });
  return accepted;
}

/** A copy of the definition with the saved values filled in as `dataValue` (empty values are left out). */
export function withValues(groups: readonly FormGroup[], values: FormValues): FormGroup[] {
  const fill = (field: FormField): FormField => {
    const value = field.dataKey !== '' && Object.hasOwn(values, field.dataKey) ? values[field.dataKey] : '';
    return {
      ...field,
      ...(value ? { dataValue: value } : {}),
      ...(field.fields ? { fields: field.fields.map(fill) } : {}),
    };
  };
  const fillGroup = (group: FormGroup): FormGroup => ({
    ...group,
    fields: group.fields.map(fill),
    ...(group.groups ? { groups: group.groups.map(fillGroup) } : {}),
  });
  return groups.map(fillGroup);
}

/** A copy of the definition with `defaultValue` set for the given keys (e.g. today's date). */
export function withDefaults(groups: readonly FormGroup[], defaults: FormValues): FormGroup[] {
  const fill = (field: FormField): FormField => ({
    ...field,
    ...(field.dataKey !== '' && Object.hasOwn(defaults, field.dataKey)
      ? { defaultValue: defaults[field.dataKey] }
      : {}),
    ...(field.fields ? { fields: field.fields.map(fill) } : {}),
  });
  const fillGroup = (group: FormGroup): FormGroup => ({
    ...group,
    fields: group.fields.map(fill),
    ...(group.groups ? { groups: group.groups.map(fillGroup) } : {}),
  });
  return groups.map(fillGroup);
}

/**
 * Checks a definition with the engine's own parser (value fields need keys, keys are unique, rules parse,
 * regexes compile) and returns it; a broken definition is a programming error and stops start-up.
 */
export function checkedDefinition(name: string, groups: FormGroup[]): FormGroup[] {
  const parsed = parseFormDefinition(groups);
  if (!parsed.ok) throw new Error(`Form definition ${name} is invalid:\n${parsed.errors.join('\n')}`);
  return groups;
}

function withoutUndefined<T extends object>(obj: T): T {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as T;
}

// ---------------------------------------------------------------------------------------------------------
// Builders: short helpers so definitions read like the questionnaire they describe. Answer fields are
// required unless `required: false` is given (the engine ignores required fields that are switched off).

type Extra = Partial<Omit<LocalizedField, 'type' | 'dataKey' | 'label'>>;

/** Options from [value, text] pairs. */
export function options(...pairs: readonly (readonly [string, Text])[]): LocalizedOption[] {
  return pairs.map(([value, label]) => ({ value, label }));
}

export const YES_NO = options(['yes', t('Yes', 'Ja')], ['no', t('No', 'Nee')]);

/** A heading inside a page (CategoryTitle). */
export function title(label: Text, description?: Text): LocalizedField {
  return { type: FieldType.CategoryTitle, label, ...(description ? { description } : {}) };
}

/** Explanatory text (CategoryDescription); the text is the label. */
export function paragraph(label: Text): LocalizedField {
  return { type: FieldType.CategoryDescription, label };
}

/** Any answer field, required by default. */
export function answer(type: FieldType, dataKey: string, label: Text, extra: Extra = {}): LocalizedField {
  return { type, dataKey, label, required: true, ...extra };
}

/** One choice from a short list (RadioGroup). */
export function radio(
  dataKey: string,
  label: Text,
  choices: readonly LocalizedOption[],
  extra: Extra = {},
): LocalizedField {
  return answer(FieldType.RadioGroup, dataKey, label, { options: choices, ...extra });
}

/** One point on a scale (RangeRadioGroup). */
export function scale(
  dataKey: string,
  label: Text,
  choices: readonly LocalizedOption[],
  extra: Extra = {},
): LocalizedField {
  return answer(FieldType.RangeRadioGroup, dataKey, label, { options: choices, ...extra });
}

/** A number typed as text, with its unit and limits (§5 numeric text fields). */
export function numberField(
  dataKey: string,
  label: Text,
  limits: { unit?: Text; min: number; max: number },
  extra: Extra = {},
): LocalizedField {
  return answer(FieldType.TextField, dataKey, label, {
    numeric: true,
    minValue: limits.min,
    maxValue: limits.max,
    ...(limits.unit ? { unit: limits.unit } : {}),
    ...extra,
  });
}

/** The same text in both languages (units such as kg). */
export const same = (text: string): Text => ({ en: text, nl: text });
