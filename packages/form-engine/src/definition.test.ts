import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FieldType } from '@health-passport/domain';
import { parseFormDefinition } from './definition.js';

const T = FieldType;

const definition = [
  {
    label: 'Lifestyle',
    toggleCriteriaRegex: '^(yes|sometimes)$',
    fields: [
      { type: 'CategoryTitle', label: 'Smoking' },
      { type: 'GroupToggle', dataKey: 'smokes', label: 'Do you smoke?', icon: null },
      {
        type: 'TextField',
        dataKey: 'perDay',
        label: 'Cigarettes a day',
        numeric: true,
        maxValue: 100,
        unit: 'per day',
        dependsOn: { rule: "#smokes == 'yes'" },
      },
      {
        type: 'RangeRadioGroup',
        dataKey: 'craving',
        label: 'Craving',
        options: [
          { label: 'Low', value: '1' },
          { label: 'High', value: '2' },
        ],
        direction: 'greenToRed',
        minLabel: 'low',
        maxLabel: 'high',
      },
      {
        type: 'Switch',
        dataKey: 'quit',
        label: 'Tried to quit?',
        fields: [{ type: 'DateField', dataKey: 'quitDate', label: 'When', required: true }],
        futureProperty: 'ignored',
      },
    ],
    groups: [{ label: 'Details', fields: [], dependsOn: { dataKey: 'smokes', dataValue: 'yes,Y' } }],
  },
];

describe('parseFormDefinition', () => {
  it('accepts a well-formed definition and returns a clean copy', () => {
    const result = parseFormDefinition(definition);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [lifestyle] = result.groups;
    expect(lifestyle?.fields[0]).toEqual({ type: T.CategoryTitle, dataKey: '', label: 'Smoking' });
    expect(lifestyle?.fields[1]).toEqual({ type: T.GroupToggle, dataKey: 'smokes', label: 'Do you smoke?' });
    expect(lifestyle?.fields[4]).toEqual({
      type: T.Switch,
      dataKey: 'quit',
      label: 'Tried to quit?',
      fields: [{ type: T.DateField, dataKey: 'quitDate', label: 'When', required: true }],
    });
    expect(lifestyle?.groups?.[0]).toEqual({
      label: 'Details',
      fields: [],
      dependsOn: { dataKey: 'smokes', dataValue: 'yes,Y' },
    });
    expect(parseFormDefinition({ groups: definition })).toEqual(result);
  });

  it('reports every problem with its path, including unknown field types, without throwing', () => {
    const result = parseFormDefinition([
      {
        label: 'Bad',
        fields: [
          { type: 'FancySlider', dataKey: 'x', label: 'x' },
          { type: 'TextField', label: 'no key' },
          { type: 'TextField', dataKey: 'dup', label: 'a', required: 'yes' },
          { type: 'TextField', dataKey: 'dup', label: 'b', maxValue: '300' },
          { type: 'RadioGroup', dataKey: 'r', options: [{ label: 'A' }, 'B'] },
          { type: 'CheckBoxGroup', dataKey: 'c', minSelectedValues: 3, maxSelectedValues: 1 },
          { type: 'GroupToggle', dataKey: 't', toggleCriteriaRegex: '(' },
          { type: 'TextField', dataKey: 'd', dependsOn: { rule: '#a ==' } },
          { type: 'TextField', dataKey: 'e', dependsOn: { dataKey: 'a' } },
          { type: 'RangeRadioGroup', dataKey: 'f', direction: 'up' },
          { type: 'TextField', dataKey: 'g', minValue: 10, maxValue: 5 },
          42,
        ],
      },
      'not a group',
    ]);
    expect(result).toEqual({
      ok: false,
      errors: [
        'groups[0].fields[0].type: unknown field type "FancySlider"',
        'groups[0].fields[1].dataKey: a TextField needs a dataKey',
        'groups[0].fields[2].required: must be true or false',
        'groups[0].fields[3].dataKey: duplicates groups[0].fields[2].dataKey',
        'groups[0].fields[3].maxValue: must be a finite number',
        'groups[0].fields[4].options[0]: needs a label and a value',
        'groups[0].fields[4].options[1]: must be an object',
        'groups[0].fields[5]: minSelectedValues is larger than maxSelectedValues',
        'groups[0].fields[6].toggleCriteriaRegex: is not a valid regular expression',
        'groups[0].fields[7].dependsOn.rule: The rule ends too early. (unexpectedEnd at 5)',
        'groups[0].fields[8].dependsOn: needs a rule, or a dataKey and a dataValue',
        'groups[0].fields[9].direction: must be greenToRed or redToGreen',
        'groups[0].fields[10]: minValue is larger than maxValue',
        'groups[0].fields[11]: must be an object',
        'groups[1]: must be an object',
      ],
    });
  });

  it('refuses what is not a list of groups', () => {
    expect(parseFormDefinition(null)).toEqual({ ok: false, errors: ['groups: must be a list of groups'] });
    expect(parseFormDefinition({ groups: 'x' })).toEqual({
      ok: false,
      errors: ['groups: must be a list of groups'],
    });
    expect(parseFormDefinition([{ label: 'G', fields: {} }])).toEqual({
      ok: false,
      errors: ['groups[0].fields: must be a list'],
    });
  });

  it('refuses nesting deep enough to threaten the stack', () => {
    let deep: unknown = { type: 'TextField', dataKey: 'leaf' };
    for (let i = 0; i < 5000; i += 1) deep = { type: 'FieldGroup', dataKey: '', fields: [deep] };
    const result = parseFormDefinition([{ label: 'G', fields: [deep] }]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatch(/nests more than 16 levels deep/);
  });

  it('never throws on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        const result = parseFormDefinition(json);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
    const fieldish = fc.record(
      {
        type: fc.constantFrom(...Object.values(T), 'Nope'),
        dataKey: fc.oneof(fc.string({ maxLength: 3 }), fc.integer()),
        label: fc.string(),
        options: fc.jsonValue(),
        dependsOn: fc.oneof(fc.record({ rule: fc.string() }), fc.jsonValue()),
        fields: fc.jsonValue(),
      },
      { requiredKeys: ['type'] },
    );
    fc.assert(
      fc.property(fc.array(fc.record({ label: fc.string(), fields: fc.array(fieldish) })), (groups) => {
        expect(typeof parseFormDefinition(groups).ok).toBe('boolean');
      }),
    );
  });
});
