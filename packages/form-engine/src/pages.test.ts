import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FieldType, orderQuestionnaireGroups } from '@health-passport/domain';
import { computeEnabled } from './enablement.js';
import {
  canNavigateTo,
  pageProgress,
  pagesProgress,
  questionnaireProgress,
  requiredFieldsOf,
} from './pages.js';
import { field, group } from './test-helpers.js';
import { validatePage } from './validation.js';

const T = FieldType;
const options = [
  { label: 'Yes', value: 'yes' },
  { label: 'No', value: 'no' },
];

const page = group(
  'Lifestyle',
  [
    field(T.CategoryTitle, ''),
    field(T.RadioGroup, 'smoker', { required: true, options }),
    field(T.TextField, 'perDay', {
      required: true,
      numeric: true,
      dependsOn: { dataKey: 'smoker', dataValue: 'yes' },
    }),
    field(T.TextField, 'alcohol', { required: true }),
    field(T.TextField, 'note'),
    field(T.Switch, 'sport', { fields: [field(T.TextField, 'sportName', { required: true })] }),
    field(T.CheckBoxGroup, 'diet', { minSelectedValues: 0, required: true, options }),
  ],
  { groups: [group('More', [field(T.TextField, 'sleep', { required: true })])] },
);

describe('pageProgress (§2.5)', () => {
  const progress = (values: Record<string, string>): number =>
    pageProgress(page, values, computeEnabled([page], values).fields);

  it('is the rounded percentage of enabled required fields filled', () => {
    // Enabled required: smoker, alcohol, sleep (perDay and sportName are disabled; diet has min 0).
    expect(progress({})).toBe(0);
    expect(progress({ smoker: 'no' })).toBe(33);
    expect(progress({ smoker: 'no', alcohol: '2' })).toBe(67);
    expect(progress({ smoker: 'no', alcohol: '2', sleep: '8' })).toBe(100);
    // Enabling a required field lowers the progress until it is filled.
    expect(progress({ smoker: 'yes', alcohol: '2', sleep: '8' })).toBe(75);
    expect(progress({ smoker: 'yes', perDay: '10', alcohol: '2', sleep: '8', sport: 'yes' })).toBe(80);
  });

  it('does not count -1 or a value that breaks its rule as filled', () => {
    expect(progress({ smoker: '-1', alcohol: '2', sleep: '8' })).toBe(67);
    expect(progress({ smoker: 'maybe', alcohol: '2', sleep: '8' })).toBe(67);
  });

  it('is 100 when there are no enabled required fields', () => {
    expect(pageProgress(group('Intro', [field(T.CategoryDescription, '')]), {}, new Set())).toBe(100);
    expect(pageProgress(page, {}, new Set())).toBe(100);
  });

  it('counts each dataKey once', () => {
    expect(
      requiredFieldsOf(page, new Set(['smoker', 'alcohol', 'sleep', 'diet'])).map((f) => f.dataKey),
    ).toEqual(['smoker', 'alcohol', 'sleep']);
  });

  it('is 100 whenever the page is valid, and always between 0 and 100', () => {
    const value = fc.constantFrom('', 'yes', 'no', '-1', '5', 'x');
    const values = fc.record(
      {
        smoker: value,
        perDay: value,
        alcohol: value,
        note: value,
        sport: value,
        sportName: value,
        sleep: value,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(values, (vals) => {
        const enabled = computeEnabled([page], vals).fields;
        const p = pageProgress(page, vals, enabled);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
        if (validatePage(page, vals, enabled).valid) expect(p).toBe(100);
      }),
    );
  });
});

describe('form progress', () => {
  const pages = [
    group('Introduction', [field(T.CategoryTitle, '')]),
    group('A', [field(T.TextField, 'a', { required: true })]),
    group('B', [field(T.TextField, 'b', { required: true }), field(T.TextField, 'b2', { required: true })]),
    group('Conclusion', [field(T.TextField, 'c', { required: true })]),
  ];

  it('gives every page its own progress in the measurements form', () => {
    expect(pagesProgress(pages, { b: 'x', c: 'y' })).toEqual([100, 0, 50, 100]);
  });

  it('shows the questionnaire last page 100 only when the previous page is 100, otherwise 0', () => {
    expect(questionnaireProgress(pages, { b: 'x', c: 'y' })).toEqual([100, 0, 50, 0]);
    expect(questionnaireProgress(pages, { b: 'x', b2: 'y' })).toEqual([100, 0, 100, 100]);
    const noRequired = [pages[0], group('Last', [field(T.TextField, 'z')])].filter((g) => g !== undefined);
    expect(questionnaireProgress(noRequired, {})).toEqual([100, 100]);
    expect(questionnaireProgress([pages[1] ?? group('', [])], {})).toEqual([0]);
  });

  it('works with the questionnaire order of the domain package', () => {
    const ordered = orderQuestionnaireGroups([pages[3], pages[1], pages[0]].filter((g) => g !== undefined));
    expect(ordered.map((g) => g.label)).toEqual(['Introduction', 'A', 'Conclusion']);
    expect(questionnaireProgress(ordered, { a: 'x' })).toEqual([100, 100, 100]);
  });
});

describe('canNavigateTo (customer-journey §2 /onboarding/questionaire)', () => {
  it('goes back or stays without validation', () => {
    expect(canNavigateTo(3, 0, false)).toBe(true);
    expect(canNavigateTo(3, 2, false)).toBe(true);
    expect(canNavigateTo(3, 3, false)).toBe(true);
  });

  it('moves one ahead only when the current page is valid', () => {
    expect(canNavigateTo(3, 4, true)).toBe(true);
    expect(canNavigateTo(3, 4, false)).toBe(false);
  });

  it('never reaches a page more than one ahead, a negative page or one past the end', () => {
    expect(canNavigateTo(3, 5, true)).toBe(false);
    expect(canNavigateTo(0, -1, true)).toBe(false);
    expect(canNavigateTo(3, 4, true, 4)).toBe(false);
    expect(canNavigateTo(1.5, 2, true)).toBe(false);
  });

  it('holds for all pages', () => {
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), fc.boolean(), (current, target, valid) => {
        expect(canNavigateTo(current, target, valid)).toBe(
          target <= current || (target === current + 1 && valid),
        );
      }),
    );
  });
});
