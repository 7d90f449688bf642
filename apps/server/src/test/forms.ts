import { FieldType, UNIT_RULES } from '@health-passport/domain';
import {
  forEachField,
  holdsValue,
  isReadOnly,
  type DataItem,
  type FormGroup,
} from '@health-passport/form-engine';

/**
 * The smallest number of a field, or, where that looks entered in another unit (vitamin D 5 nmol/L looks like
 * ng/mL), the first number above that look, so the answers save without the unit confirmation.
 */
function smallestPlainNumber(dataKey: string, min: number): number {
  const look = (Object.hasOwn(UNIT_RULES, dataKey) ? UNIT_RULES[dataKey]!.others : []).find(
    (other) => min >= other.from && min < other.to,
  );
  return look ? look.to : min;
}

/**
 * A valid answer for every editable field of a definition (the first option, the smallest number...), so a
 * test can complete a form; `overrides` replaces answers by key.
 */
export function validAnswers(
  groups: readonly FormGroup[],
  overrides: Record<string, string> = {},
): DataItem[] {
  const items: DataItem[] = [];
  forEachField(groups, ({ field }) => {
    if (field.dataKey === '' || !holdsValue(field) || isReadOnly(field)) return;
    let value: string | undefined;
    if (field.options && field.options.length > 0) value = field.options[0]?.value;
    else if (field.type === FieldType.TextField)
      value = field.numeric ? String(smallestPlainNumber(field.dataKey, field.minValue ?? 0)) : 'Test answer';
    else if (field.type === FieldType.TextArea) value = 'Test answer';
    else if (field.type === FieldType.TimeField) value = '23:15';
    else if (field.type === FieldType.DurationField) value = '45';
    else if (field.type === FieldType.DateField) value = '01-02-2026';
    else if (field.type === FieldType.Barcode) value = 'AB12345678';
    if (Object.hasOwn(overrides, field.dataKey)) value = overrides[field.dataKey];
    if (value !== undefined) items.push({ dataKey: field.dataKey, dataValue: value });
  });
  return items;
}

/** The top-level group labels (the pages). */
export const pageLabels = (groups: readonly FormGroup[]) => groups.map((g) => g.label);

/** The saved value of one key in a served definition. */
export function servedValue(groups: readonly FormGroup[], dataKey: string): string | undefined {
  let value: string | undefined;
  forEachField(groups, ({ field }) => {
    if (field.dataKey === dataKey) value = field.dataValue;
  });
  return value;
}
