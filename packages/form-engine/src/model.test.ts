import { describe, expect, it } from 'vitest';
import { FieldType } from '@health-passport/domain';
import {
  collectFields,
  forEachField,
  forEachGroup,
  initialValues,
  isFieldAnswered,
  isReadOnly,
  isRequired,
  toDataItems,
  valueOf,
} from './model.js';
import { field, group } from './test-helpers.js';

const T = FieldType;

describe('model helpers', () => {
  it('knows which fields are read-only', () => {
    for (const type of [T.CategoryTitle, T.CategoryDescription, T.Label, T.ReadOnlyTextField]) {
      expect(isReadOnly(field(type, 'k'))).toBe(true);
    }
    expect(isReadOnly(field(T.TextField, 'k'))).toBe(false);
    expect(isReadOnly(field(T.TextField, 'k', { readOnly: true }))).toBe(true);
  });

  it('knows which fields are required (§5)', () => {
    expect(isRequired(field(T.TextField, 'k'))).toBe(false);
    expect(isRequired(field(T.TextField, 'k', { required: true }))).toBe(true);
    expect(isRequired(field(T.ReadOnlyTextField, 'k', { required: true }))).toBe(false);
    expect(isRequired(field(T.Label, 'k', { required: true }))).toBe(false);
    expect(isRequired(field(T.FieldGroup, 'k', { required: true }))).toBe(false);
    expect(isRequired(field(T.CheckBoxGroup, 'k', { required: true, minSelectedValues: 0 }))).toBe(false);
    expect(isRequired(field(T.CheckBoxGroup, 'k', { minSelectedValues: 2 }))).toBe(true);
  });

  it('reads answers without touching the prototype', () => {
    expect(valueOf({}, 'constructor')).toBeUndefined();
    expect(valueOf({ a: 'x' }, 'a')).toBe('x');
    expect(isFieldAnswered(field(T.TextField, 'a'), '-1')).toBe(false);
    expect(isFieldAnswered(field(T.TextField, 'FVC_ZScore', { numeric: true }), '-1')).toBe(true);
  });

  const groups = [
    group(
      'P1',
      [
        field(T.Label, ''),
        field(T.Switch, 'sw', { fields: [field(T.TextField, 'inner', { defaultValue: 'd' })] }),
        field(T.TextField, 'saved', { dataValue: 'v', defaultValue: 'd' }),
        field(T.TextField, 'blank'),
      ],
      { groups: [group('Sub', [field(T.Switch, 'sw2', { dataValue: 'yes' })])] },
    ),
    group('P2', [field(T.ReadOnlyTextField, 'bmi', { dataValue: '22' })]),
  ];

  it('walks groups and fields in document order with stable paths', () => {
    const groupPaths: string[] = [];
    forEachGroup(groups, ({ path }) => groupPaths.push(path));
    expect(groupPaths).toEqual(['0', '0.0', '1']);
    const fieldPaths: string[] = [];
    forEachField(groups, ({ path, field: f }) => fieldPaths.push(`${path}=${f.dataKey}`));
    expect(fieldPaths).toEqual([
      '0/0=',
      '0/1=sw',
      '0/1.0=inner',
      '0/2=saved',
      '0/3=blank',
      '0.0/0=sw2',
      '1/0=bmi',
    ]);
    expect(collectFields(groups[0] ?? group('', [])).map((f) => f.dataKey)).toEqual([
      '',
      'sw',
      'inner',
      'saved',
      'blank',
      'sw2',
    ]);
  });

  it('starts from saved values, then defaults, and switches at no (§5)', () => {
    expect(initialValues(groups)).toEqual({ sw: 'no', inner: 'd', saved: 'v', sw2: 'yes', bmi: '22' });
  });

  it('turns values into data items', () => {
    expect(toDataItems({ a: '1', b: '2' })).toEqual([
      { dataKey: 'a', dataValue: '1' },
      { dataKey: 'b', dataValue: '2' },
    ]);
    expect(toDataItems({ a: '1', b: '2' }, ['b', 'missing'])).toEqual([{ dataKey: 'b', dataValue: '2' }]);
  });
});
