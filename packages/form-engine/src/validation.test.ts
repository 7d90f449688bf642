import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_TYPES, FieldType, NEGATIVE_ALLOWED_FIELDS } from '@health-passport/domain';
import { field, group } from './test-helpers.js';
import { validateField, validatePage, validateSubmission } from './validation.js';

const T = FieldType;
const options = [
  { label: 'Yes', value: 'yes' },
  { label: 'No', value: 'no' },
  { label: 'Sometimes', value: 'sometimes' },
];

describe('validateField: required and empty (§5)', () => {
  const judgedOtherwise: readonly FieldType[] = [
    T.CategoryTitle,
    T.CategoryDescription,
    T.Label,
    T.ReadOnlyTextField,
    T.FieldGroup,
    T.CheckBoxGroup,
  ];
  const valueTypes = FIELD_TYPES.filter((t) => !judgedOtherwise.includes(t));

  it.each(valueTypes)('%s: required means not empty and not -1', (type) => {
    const f = field(type, 'k', { required: true });
    for (const value of [undefined, '', '  ', '-1']) {
      expect(validateField(f, value)).toEqual({ status: 'invalid', error: 'required' });
    }
  });

  it.each(valueTypes)('%s: not required and empty is none', (type) => {
    const f = field(type, 'k');
    for (const value of [undefined, '', '-1']) expect(validateField(f, value)).toEqual({ status: 'none' });
  });

  it('-1 is a measurement, not "no answer", in the negative-allowed z-score fields', () => {
    for (const key of NEGATIVE_ALLOWED_FIELDS) {
      const f = field(T.TextField, key, { numeric: true, required: true });
      expect(validateField(f, '-1')).toEqual({ status: 'valid', normalized: '-1' });
      expect(validateField(f, '')).toMatchObject({ error: 'required' });
    }
  });

  it('display-only fields and field groups are never judged', () => {
    for (const type of [T.CategoryTitle, T.CategoryDescription, T.Label, T.ReadOnlyTextField, T.FieldGroup]) {
      expect(validateField(field(type, 'k', { required: true }), '')).toEqual({ status: 'none' });
    }
    expect(validateField(field(T.TextField, 'k', { required: true, readOnly: true }), '')).toEqual({
      status: 'none',
    });
  });

  it('disabled fields are never judged, and a context may lift the required flag', () => {
    const f = field(T.TextField, 'k', { required: true });
    expect(validateField(f, '', { enabled: false })).toEqual({ status: 'none' });
    expect(validateField(f, '', { required: false })).toEqual({ status: 'none' });
    expect(validateField(field(T.TextField, 'k'), '', { required: true })).toMatchObject({
      error: 'required',
    });
  });
});

describe('validateField per type (§5)', () => {
  it('TextField and TextArea are valid when non-empty', () => {
    expect(validateField(field(T.TextField, 'k'), 'hello')).toEqual({ status: 'valid', normalized: 'hello' });
    expect(validateField(field(T.TextArea, 'k', { required: true }), 'x')).toMatchObject({ status: 'valid' });
    expect(validateField(field(T.TextAreaDropDown, 'k', { options }), 'free text')).toMatchObject({
      status: 'valid',
    });
  });

  it('numeric TextField: digits and one decimal separator, maxValue and minValue', () => {
    const weight = field(T.TextField, 'weight', { numeric: true, maxValue: 300, minValue: 20 });
    expect(validateField(weight, '72,5')).toEqual({ status: 'valid', normalized: '72.5' });
    expect(validateField(weight, '300')).toMatchObject({ status: 'valid' });
    expect(validateField(weight, '300.1')).toEqual({ status: 'invalid', error: 'aboveMax' });
    expect(validateField(weight, '19.9')).toEqual({ status: 'invalid', error: 'belowMin' });
    expect(validateField(weight, '7.2.5')).toEqual({ status: 'invalid', error: 'notANumber' });
    expect(validateField(weight, 'abc')).toEqual({ status: 'invalid', error: 'notANumber' });
    expect(validateField(weight, '-50')).toEqual({ status: 'invalid', error: 'negativeNotAllowed' });
    expect(validateField(field(T.TextField, 'FEV1_ZScore', { numeric: true }), '-1.8')).toEqual({
      status: 'valid',
      normalized: '-1.8',
    });
    // Without numeric the same text is plain text.
    expect(validateField(field(T.TextField, 'k'), '7.2.5')).toMatchObject({ status: 'valid' });
  });

  it('numeric fields accept negatives only for the three z-score keys', () => {
    // -1 itself is the "no answer" value outside the z-score fields, so start at 2.
    const dataKey = fc.oneof(
      fc.constantFrom(...NEGATIVE_ALLOWED_FIELDS),
      fc.string({ minLength: 1, maxLength: 20 }),
    );
    fc.assert(
      fc.property(dataKey, fc.integer({ min: 2, max: 1000 }), (key, n) => {
        const result = validateField(field(T.TextField, key, { numeric: true }), `-${n}`);
        expect(result.status).toBe(
          (NEGATIVE_ALLOWED_FIELDS as readonly string[]).includes(key) ? 'valid' : 'invalid',
        );
      }),
    );
  });

  it('DateField uses the §5 check and stays dd-mm-yyyy', () => {
    const f = field(T.DateField, 'birth', { required: true });
    expect(validateField(f, '07-03-1985')).toEqual({ status: 'valid', normalized: '07-03-1985' });
    expect(validateField(f, '31-02-1985')).toMatchObject({ status: 'valid' });
    expect(validateField(f, '1985-03-07')).toEqual({ status: 'invalid', error: 'invalidDate' });
    expect(validateField(f, '07-13-1985')).toEqual({ status: 'invalid', error: 'invalidDate' });
  });

  it('DurationField takes hh:mm or total minutes and stores total minutes', () => {
    const f = field(T.DurationField, 'sleep');
    expect(validateField(f, '01:30')).toEqual({ status: 'valid', normalized: '90' });
    expect(validateField(f, '90')).toEqual({ status: 'valid', normalized: '90' });
    expect(validateField(f, '1439')).toMatchObject({ status: 'valid' });
    expect(validateField(f, '1440')).toEqual({ status: 'invalid', error: 'invalidDuration' });
    expect(validateField(f, '24:00')).toEqual({ status: 'invalid', error: 'invalidDuration' });
    expect(validateField(f, '10:60')).toEqual({ status: 'invalid', error: 'invalidDuration' });
  });

  it('TimeField and DateTimeField', () => {
    expect(validateField(field(T.TimeField, 't'), '7:05')).toEqual({ status: 'valid', normalized: '07:05' });
    expect(validateField(field(T.TimeField, 't'), '25:00')).toEqual({
      status: 'invalid',
      error: 'invalidTime',
    });
    const dt = field(T.DateTimeField, 'dt');
    expect(validateField(dt, '07-03-2024 9:15')).toEqual({ status: 'valid', normalized: '07-03-2024 09:15' });
    expect(validateField(dt, '07-03-2024')).toEqual({ status: 'invalid', error: 'invalidDateTime' });
    expect(validateField(dt, '07-13-2024 09:15')).toEqual({ status: 'invalid', error: 'invalidDateTime' });
    expect(validateField(dt, '07-03-2024 09:15 x')).toEqual({ status: 'invalid', error: 'invalidDateTime' });
  });

  it('DropDown is valid when not the placeholder and, with options, one of them', () => {
    const f = field(T.DropDown, 'k', { required: true, placeholder: 'Please select', options });
    expect(validateField(f, 'Please select')).toEqual({ status: 'invalid', error: 'required' });
    expect(validateField({ ...f, required: false }, 'Please select')).toEqual({ status: 'none' });
    expect(validateField(f, 'yes')).toEqual({ status: 'valid', normalized: 'yes' });
    expect(validateField(f, 'maybe')).toEqual({ status: 'invalid', error: 'notAnOption' });
  });

  it.each([T.RadioGroup, T.RangeRadioGroup, T.GroupToggle])('%s needs a value from its options', (type) => {
    expect(validateField(field(type, 'k', { options }), 'sometimes')).toMatchObject({ status: 'valid' });
    expect(validateField(field(type, 'k', { options }), 'never')).toEqual({
      status: 'invalid',
      error: 'notAnOption',
    });
    expect(validateField(field(type, 'k'), 'anything')).toMatchObject({ status: 'valid' });
  });

  it('RangeRadioMultiGroup holds one or more options', () => {
    const f = field(T.RangeRadioMultiGroup, 'k', { options });
    expect(validateField(f, 'yes')).toEqual({ status: 'valid', normalized: 'yes' });
    expect(validateField(f, 'yes, no')).toEqual({ status: 'valid', normalized: 'yes,no' });
    expect(validateField(f, 'yes,never')).toEqual({ status: 'invalid', error: 'notAnOption' });
  });

  it('Switch holds yes or no', () => {
    const f = field(T.Switch, 's', { required: true });
    expect(validateField(f, 'yes')).toMatchObject({ status: 'valid' });
    expect(validateField(f, 'no')).toMatchObject({ status: 'valid' });
    expect(validateField(f, 'maybe')).toEqual({ status: 'invalid', error: 'notAnOption' });
  });

  it('CheckBoxGroup counts selections within min and max, min 0 not required, always valid or invalid', () => {
    const f = field(T.CheckBoxGroup, 'c', { options, minSelectedValues: 1, maxSelectedValues: 2 });
    expect(validateField(f, '')).toEqual({ status: 'invalid', error: 'required' });
    expect(validateField(f, 'yes')).toEqual({ status: 'valid', normalized: 'yes' });
    expect(validateField(f, 'yes,no')).toEqual({ status: 'valid', normalized: 'yes,no' });
    expect(validateField(f, 'yes,no,sometimes')).toEqual({ status: 'invalid', error: 'tooManySelected' });
    expect(validateField(f, 'yes,yes')).toEqual({ status: 'valid', normalized: 'yes' });
    expect(validateField(f, 'yes,never')).toEqual({ status: 'invalid', error: 'notAnOption' });
    const two = { ...f, minSelectedValues: 2 };
    expect(validateField(two, 'yes')).toEqual({ status: 'invalid', error: 'tooFewSelected' });
    expect(validateField(two, '', { required: false })).toEqual({ status: 'valid', normalized: '' });
    expect(validateField(two, 'yes', { required: false })).toEqual({
      status: 'invalid',
      error: 'tooFewSelected',
    });
    const optional = field(T.CheckBoxGroup, 'c', { options, minSelectedValues: 0, required: true });
    expect(validateField(optional, '')).toEqual({ status: 'valid', normalized: '' });
    expect(validateField(field(T.CheckBoxGroup, 'c', { required: true }), '')).toMatchObject({
      error: 'required',
    });
    expect(validateField(field(T.CheckBoxGroup, 'c'), '')).toEqual({ status: 'valid', normalized: '' });
  });

  it('TextFieldRepeater needs a first entry and is stored joined with commas', () => {
    const f = field(T.TextFieldRepeater, 'meds', { required: true });
    expect(validateField(f, 'aspirin,,ibuprofen')).toEqual({
      status: 'valid',
      normalized: 'aspirin,ibuprofen',
    });
    expect(validateField(f, ',aspirin')).toEqual({ status: 'invalid', error: 'invalidRepeater' });
  });

  it('Barcode entries hold at most 10 characters each', () => {
    const f = field(T.Barcode, 'tubes');
    expect(validateField(f, 'AB12345678')).toMatchObject({ status: 'valid' });
    expect(validateField(f, 'AB12345678, CD1')).toEqual({ status: 'valid', normalized: 'AB12345678,CD1' });
    expect(validateField(f, 'AB123456789')).toEqual({ status: 'invalid', error: 'invalidBarcode' });
    expect(validateField(f, 'AB,,CD')).toEqual({ status: 'invalid', error: 'invalidBarcode' });
  });

  it('UploadField is valid when a file is chosen', () => {
    expect(validateField(field(T.UploadField, 'u', { required: true }), 'scan.png')).toMatchObject({
      status: 'valid',
    });
  });
});

describe('validatePage (§5)', () => {
  const page = group(
    'Page',
    [
      field(T.TextField, 'name', { required: true }),
      field(T.TextField, 'nickname'),
      field(T.TextField, 'weight', { numeric: true, maxValue: 300 }),
      field(T.Switch, 'sw', { fields: [field(T.TextField, 'nested', { required: true })] }),
    ],
    { groups: [group('Sub', [field(T.RadioGroup, 'sub', { required: true, options })])] },
  );
  const all = new Set(['name', 'nickname', 'weight', 'sw', 'nested', 'sub']);

  it('is valid only when every enabled required field is answered', () => {
    expect(validatePage(page, { name: 'Bram', nested: 'x', sub: 'yes' }, all)).toEqual({
      valid: true,
      invalidKeys: [],
    });
    expect(validatePage(page, { name: '-1', sub: 'yes' }, all)).toEqual({
      valid: false,
      invalidKeys: ['name', 'nested'],
    });
    expect(validatePage(page, { name: 'Bram' }, all).invalidKeys).toEqual(['nested', 'sub']);
  });

  it('ignores disabled fields', () => {
    expect(validatePage(page, { name: 'Bram' }, new Set(['name']))).toEqual({ valid: true, invalidKeys: [] });
  });

  it('also fails on an optional field whose value breaks its rule', () => {
    expect(
      validatePage(page, { name: 'Bram', nested: 'x', sub: 'yes', weight: '400' }, all).invalidKeys,
    ).toEqual(['weight']);
  });

  it('accepts a list of fields, nested fields included', () => {
    expect(validatePage(page.fields, { name: 'Bram' }, all).invalidKeys).toEqual(['nested']);
  });
});

describe('validateSubmission', () => {
  const groups = [
    group('Lifestyle', [
      field(T.RadioGroup, 'smoker', { options, required: true }),
      field(T.TextField, 'cigarettes', {
        numeric: true,
        maxValue: 100,
        dependsOn: { dataKey: 'smoker', dataValue: 'yes,sometimes' },
      }),
      field(T.ReadOnlyTextField, 'bmi'),
      field(T.TextField, 'note'),
      field(T.TextField, 'FVC_ZScore', { numeric: true }),
    ]),
  ];

  it('accepts valid items and normalises them', () => {
    expect(
      validateSubmission(groups, [
        { dataKey: 'smoker', dataValue: 'yes' },
        { dataKey: 'cigarettes', dataValue: '12,5' },
        { dataKey: 'FVC_ZScore', dataValue: '-1,2' },
      ]),
    ).toEqual({
      ok: true,
      values: { smoker: 'yes', cigarettes: '12.5', FVC_ZScore: '-1.2' },
      ignoredKeys: [],
    });
  });

  it('refuses unknown keys, read-only and non-editable fields, duplicates, malformed items and broken values', () => {
    const result = validateSubmission(
      groups,
      [
        { dataKey: 'smoker', dataValue: 'maybe' },
        { dataKey: 'unknown', dataValue: 'x' },
        { dataKey: 'bmi', dataValue: '22' },
        { dataKey: 'note', dataValue: 'x' },
        { dataKey: 'note', dataValue: 'y' },
        { dataKey: 'FVC_ZScore', dataValue: 5 } as unknown as { dataKey: string; dataValue: string },
        null as unknown as { dataKey: string; dataValue: string },
      ],
      { editableKeys: new Set(['smoker', 'bmi', 'FVC_ZScore', 'cigarettes']) },
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        { dataKey: 'unknown', code: 'unknownField' },
        { dataKey: 'bmi', code: 'notEditable' },
        { dataKey: 'note', code: 'notEditable' },
        { dataKey: 'note', code: 'duplicateKey' },
        { dataKey: 'FVC_ZScore', code: 'invalidItem' },
        { dataKey: '', code: 'invalidItem' },
        { dataKey: 'smoker', code: 'notAnOption' },
      ],
    });
  });

  it('refuses values that break a rule of an enabled field', () => {
    expect(
      validateSubmission(groups, [{ dataKey: 'cigarettes', dataValue: '500' }], {
        currentValues: { smoker: 'yes' },
      }),
    ).toEqual({ ok: false, errors: [{ dataKey: 'cigarettes', code: 'aboveMax' }] });
  });

  it('ignores values of disabled fields, judged on stored answers merged with the submission', () => {
    expect(
      validateSubmission(groups, [
        { dataKey: 'smoker', dataValue: 'no' },
        { dataKey: 'cigarettes', dataValue: '500' },
      ]),
    ).toEqual({ ok: true, values: { smoker: 'no' }, ignoredKeys: ['cigarettes'] });
    expect(
      validateSubmission(groups, [{ dataKey: 'cigarettes', dataValue: '10' }], {
        currentValues: { smoker: 'no' },
      }),
    ).toEqual({ ok: true, values: {}, ignoredKeys: ['cigarettes'] });
    expect(
      validateSubmission(groups, [{ dataKey: 'cigarettes', dataValue: '10' }], {
        currentValues: { smoker: 'sometimes' },
      }),
    ).toEqual({ ok: true, values: { cigarettes: '10' }, ignoredKeys: [] });
  });

  it('lets a save clear an answer, and checks completeness only when asked', () => {
    expect(validateSubmission(groups, [{ dataKey: 'smoker', dataValue: '' }])).toEqual({
      ok: true,
      values: { smoker: '' },
      ignoredKeys: [],
    });
    expect(
      validateSubmission(groups, [{ dataKey: 'note', dataValue: 'x' }], { requireComplete: true }),
    ).toEqual({
      ok: false,
      errors: [{ dataKey: 'smoker', code: 'required' }],
    });
    expect(
      validateSubmission(groups, [{ dataKey: 'note', dataValue: 'x' }], {
        requireComplete: true,
        currentValues: { smoker: 'no' },
      }),
    ).toMatchObject({ ok: true });
  });

  it('treats keys like __proto__ and constructor as plain unknown keys', () => {
    expect(
      validateSubmission(groups, [
        { dataKey: '__proto__', dataValue: 'x' },
        { dataKey: 'constructor', dataValue: 'x' },
      ]),
    ).toEqual({
      ok: false,
      errors: [
        { dataKey: '__proto__', code: 'unknownField' },
        { dataKey: 'constructor', code: 'unknownField' },
      ],
    });
  });
});
