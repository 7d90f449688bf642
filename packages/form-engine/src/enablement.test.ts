import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FieldType } from '@health-passport/domain';
import { computeEnabled, isToggleOn, matchesDependencyValue } from './enablement.js';
import { isRuleMet } from './expression.js';
import type { DependsOn, FormGroup } from './model.js';
import { field, group } from './test-helpers.js';

const T = FieldType;
const enabledKeys = (groups: FormGroup[], values: Record<string, string>): string[] =>
  [...computeEnabled(groups, values).fields].sort();

describe('dependsOn with dataKey and dataValue (§4)', () => {
  const groups = [
    group('G', [
      field(T.RadioGroup, 'sport'),
      field(T.TextField, 'hours', { dependsOn: { dataKey: 'sport', dataValue: 'running, cycling' } }),
    ]),
  ];

  it('matches any item of a comma-separated value', () => {
    expect(enabledKeys(groups, { sport: 'running' })).toEqual(['hours', 'sport']);
    expect(enabledKeys(groups, { sport: 'cycling' })).toEqual(['hours', 'sport']);
    expect(enabledKeys(groups, { sport: 'swimming' })).toEqual(['sport']);
    expect(enabledKeys(groups, { sport: 'run' })).toEqual(['sport']);
  });

  it('is disabled when the value is missing', () => {
    expect(enabledKeys(groups, {})).toEqual(['sport']);
    expect(enabledKeys(groups, { sport: ' ' })).toEqual(['sport']);
  });

  it('matches a list-valued answer that shares an item', () => {
    expect(matchesDependencyValue('swimming,cycling', 'running,cycling')).toBe(true);
    expect(matchesDependencyValue('swimming', 'running,cycling')).toBe(false);
    expect(matchesDependencyValue(undefined, 'x')).toBe(false);
  });
});

describe('dependsOn with a rule (§4)', () => {
  const groups = [
    group('G', [
      field(T.RadioGroup, 'smoker'),
      field(T.TextField, 'perDay', { dependsOn: { rule: "#smoker == 'yes'" } }),
      field(T.TextField, 'quit', { dependsOn: { rule: "#smoker == 'yes' && #perDay > 10" } }),
      field(T.TextField, 'broken', { dependsOn: { rule: "#smoker == 'yes' &&" } }),
    ]),
  ];

  it('enables when the rule holds', () => {
    expect(enabledKeys(groups, { smoker: 'yes', perDay: '20' })).toEqual(['perDay', 'quit', 'smoker']);
    expect(enabledKeys(groups, { smoker: 'yes', perDay: '5' })).toEqual(['perDay', 'smoker']);
    expect(enabledKeys(groups, { smoker: 'no', perDay: '20' })).toEqual(['smoker']);
  });

  it('treats the value of a disabled field as missing', () => {
    // perDay still holds 20 from before, but it is disabled, so quit is too.
    expect(enabledKeys(groups, { smoker: 'no', perDay: '20' })).not.toContain('quit');
  });

  it('disables the field of a rule that does not parse and reports the rule', () => {
    const result = computeEnabled(groups, { smoker: 'yes' });
    expect(result.fields.has('broken')).toBe(false);
    expect(result.ruleErrors).toEqual([
      { path: '0/3', error: expect.objectContaining({ code: 'unexpectedEnd' }) as unknown },
    ]);
  });

  it('reads keys that are not fields of the form straight from the values', () => {
    const g = [group('G', [field(T.TextField, 'pregnant', { dependsOn: { rule: "#gender == 'Female'" } })])];
    expect(enabledKeys(g, { gender: 'Female' })).toEqual(['pregnant']);
    expect(enabledKeys(g, { gender: 'Male' })).toEqual([]);
  });

  it('tracks display-only fields by path', () => {
    const g = [
      group('G', [
        field(T.RadioGroup, 'works'),
        field(T.Label, '', { dependsOn: { dataKey: 'works', dataValue: 'yes' } }),
      ]),
    ];
    expect(computeEnabled(g, { works: 'yes' }).fieldPaths).toEqual(new Set(['0/0', '0/1']));
    expect(computeEnabled(g, { works: 'no' }).fieldPaths).toEqual(new Set(['0/0']));
  });
});

describe('group toggles (§4)', () => {
  const groups = [
    group('Work', [field(T.GroupToggle, 'works'), field(T.TextField, 'hours')], {
      groups: [group('Details', [field(T.TextField, 'employer')])],
    }),
  ];

  it('disables the rest of the group when off; the toggle itself stays enabled', () => {
    const off = computeEnabled(groups, { works: 'N' });
    expect([...off.fields]).toEqual(['works']);
    expect(off.groups.get('0')).toEqual({ visible: true, enabled: false });
    // Nested groups inherit a disabled parent.
    expect(off.groups.get('0.0')).toEqual({ visible: false, enabled: false });
    expect(enabledKeys(groups, {})).toEqual(['works']);
  });

  it.each(['Y', 'yes'])('is on for %s', (value) => {
    expect(enabledKeys(groups, { works: value })).toEqual(['employer', 'hours', 'works']);
    expect(computeEnabled(groups, { works: value }).groups.get('0.0')).toEqual({
      visible: true,
      enabled: true,
    });
  });

  it('is on when the value matches the group regex, or the field regex which wins', () => {
    const withGroupRegex = [{ ...(groups[0] as FormGroup), toggleCriteriaRegex: '^(fulltime|parttime)$' }];
    expect(enabledKeys(withGroupRegex, { works: 'parttime' })).toContain('hours');
    expect(enabledKeys(withGroupRegex, { works: 'retired' })).not.toContain('hours');
    expect(enabledKeys(withGroupRegex, { works: 'yes' })).toContain('hours');
    const withFieldRegex = [
      group(
        'Work',
        [field(T.GroupToggle, 'works', { toggleCriteriaRegex: '^retired$' }), field(T.TextField, 'hours')],
        {
          toggleCriteriaRegex: '^parttime$',
        },
      ),
    ];
    expect(enabledKeys(withFieldRegex, { works: 'retired' })).toContain('hours');
    expect(enabledKeys(withFieldRegex, { works: 'parttime' })).not.toContain('hours');
  });

  it('an invalid regex never matches', () => {
    expect(isToggleOn('x', '(')).toBe(false);
    expect(isToggleOn('yes', '(')).toBe(true);
    expect(isToggleOn(undefined, '.*')).toBe(false);
  });
});

describe('switches (§4, §5)', () => {
  const groups = [
    group('G', [
      field(T.Switch, 'meds', {
        fields: [
          field(T.TextFieldRepeater, 'medList'),
          field(T.Switch, 'dosage', { fields: [field(T.TextField, 'mg')] }),
        ],
      }),
    ]),
  ];

  it('enables nested fields when yes; the default no disables them', () => {
    expect(enabledKeys(groups, {})).toEqual(['meds']);
    expect(enabledKeys(groups, { meds: 'no' })).toEqual(['meds']);
    expect(enabledKeys(groups, { meds: 'yes' })).toEqual(['dosage', 'medList', 'meds']);
    expect(enabledKeys(groups, { meds: 'yes', dosage: 'yes' })).toEqual(['dosage', 'medList', 'meds', 'mg']);
    // An inner switch that is on does not help when the outer one is off.
    expect(enabledKeys(groups, { meds: 'no', dosage: 'yes' })).toEqual(['meds']);
  });

  it('nested fields of a FieldGroup follow the group field', () => {
    const g = [
      group('G', [
        field(T.RadioGroup, 'a'),
        field(T.FieldGroup, 'fg', {
          dependsOn: { dataKey: 'a', dataValue: 'x' },
          fields: [field(T.TextField, 'inner')],
        }),
      ]),
    ];
    expect(enabledKeys(g, { a: 'x' })).toEqual(['a', 'fg', 'inner']);
    expect(enabledKeys(g, { a: 'y' })).toEqual(['a']);
  });
});

describe('group visibility (§4)', () => {
  it('hides a group whose dependsOn fails, and its subgroups and fields with it', () => {
    const groups = [
      group('Intro', [field(T.RadioGroup, 'works')]),
      group('Work', [field(T.TextField, 'hours')], {
        dependsOn: { rule: "#works == 'yes'" },
        groups: [group('More', [field(T.TextField, 'employer')])],
      }),
    ];
    const off = computeEnabled(groups, { works: 'no' });
    expect(off.groups.get('1')).toEqual({ visible: false, enabled: false });
    expect(off.groups.get('1.0')).toEqual({ visible: false, enabled: false });
    expect([...off.fields]).toEqual(['works']);
    expect(enabledKeys(groups, { works: 'yes' })).toEqual(['employer', 'hours', 'works']);
  });

  it('hides a group whose fields are all read-only and empty', () => {
    const results = group('Results', [
      field(T.CategoryTitle, ''),
      field(T.ReadOnlyTextField, 'bmi'),
      field(T.TextField, 'vo2', { readOnly: true }),
    ]);
    expect(computeEnabled([results], {}).groups.get('0')?.visible).toBe(false);
    expect(computeEnabled([results], { bmi: '-1', vo2: ' ' }).groups.get('0')?.visible).toBe(false);
    expect(computeEnabled([results], { bmi: '22.5' }).groups.get('0')?.visible).toBe(true);
    const editable = group('R', [field(T.ReadOnlyTextField, 'bmi'), field(T.TextField, 'weight')]);
    expect(computeEnabled([editable], {}).groups.get('0')?.visible).toBe(true);
  });

  it('keeps a group of titles and descriptions only (an introduction page) visible', () => {
    const intro = group('Introduction', [field(T.CategoryTitle, ''), field(T.CategoryDescription, '')]);
    expect(computeEnabled([intro], {}).groups.get('0')).toEqual({ visible: true, enabled: true });
    expect(computeEnabled([group('Empty', [])], {}).groups.get('0')).toEqual({
      visible: true,
      enabled: true,
    });
  });
});

describe('cycles', () => {
  it('disables every member of a dependency cycle and everything that depends on it', () => {
    const groups = [
      group('G', [
        field(T.TextField, 'a', { dependsOn: { dataKey: 'b', dataValue: 'x' } }),
        field(T.TextField, 'b', { dependsOn: { rule: "#a == 'x'" } }),
        field(T.TextField, 'c', { dependsOn: { dataKey: 'a', dataValue: 'x' } }),
        field(T.TextField, 'self', { dependsOn: { dataKey: 'self', dataValue: 'x' } }),
        field(T.TextField, 'free'),
      ]),
    ];
    expect(enabledKeys(groups, { a: 'x', b: 'x', c: 'x', self: 'x' })).toEqual(['free']);
  });

  it('a group depending on its own field is a cycle too', () => {
    const groups = [group('G', [field(T.TextField, 'a')], { dependsOn: { dataKey: 'a', dataValue: 'x' } })];
    expect(computeEnabled(groups, { a: 'x' }).groups.get('0')).toEqual({ visible: false, enabled: false });
  });
});

describe('properties on random dependency graphs', () => {
  const keys = ['k0', 'k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7'];
  const key = fc.constantFrom(...keys, 'outside');
  const dependsOn: fc.Arbitrary<DependsOn | undefined> = fc.oneof(
    fc.constant(undefined),
    fc.record({ dataKey: key, dataValue: fc.constantFrom('a', 'a,b', 'c') }),
    fc
      .tuple(key, key, fc.constantFrom('==', '!='))
      .map(([x, y, op]) => ({ rule: `#${x} ${op} 'a' || #${y} == 'b'` })),
  );
  const graph = fc.array(dependsOn, { minLength: keys.length, maxLength: keys.length });
  const values = fc.dictionary(fc.constantFrom(...keys, 'outside'), fc.constantFrom('a', 'b', 'c', ''));
  const split = fc.integer({ min: 0, max: keys.length });

  const build = (deps: (DependsOn | undefined)[], at: number): FormGroup[] => {
    const fields = keys.map((k, i) =>
      field(T.TextField, k, deps[i] === undefined ? {} : { dependsOn: deps[i] }),
    );
    return [group('P1', fields.slice(0, at)), group('P2', fields.slice(at))];
  };

  /** Independent reference: a field is enabled when its own condition holds and every field it refers to is. */
  const reference = (deps: (DependsOn | undefined)[], vals: Record<string, string>): string[] => {
    const memo = new Map<string, boolean>();
    const visiting = new Set<string>();
    const enabled = (k: string): boolean => {
      const known = memo.get(k);
      if (known !== undefined) return known;
      // Reaching a key that is being evaluated means a cycle: nothing on it can be enabled first.
      if (visiting.has(k)) return false;
      visiting.add(k);
      const dep = deps[keys.indexOf(k)];
      let result = true;
      if (dep !== undefined) {
        const refs =
          'rule' in dep ? [...dep.rule.matchAll(/#(\w+)/g)].map((m) => m[1] as string) : [dep.dataKey];
        const own =
          'rule' in dep
            ? isRuleMet(dep.rule, vals)
            : matchesDependencyValue(vals[dep.dataKey], dep.dataValue);
        result = own && refs.every((r) => !keys.includes(r) || enabled(r));
      }
      visiting.delete(k);
      memo.set(k, result);
      return result;
    };
    return keys.filter(enabled).sort();
  };

  it('terminates, agrees with the reference and is deterministic', () => {
    fc.assert(
      fc.property(graph, values, split, (deps, vals, at) => {
        const groups = build(deps, at);
        const first = computeEnabled(groups, vals);
        expect([...first.fields].sort()).toEqual(reference(deps, vals));
        const reordered = Object.fromEntries(Object.entries(vals).reverse());
        expect(computeEnabled(groups, reordered)).toEqual(first);
      }),
      { numRuns: 500 },
    );
  });

  it('finishes quickly on a long chain written backwards', () => {
    const n = 400;
    const fields = Array.from({ length: n }, (_, i) =>
      field(T.TextField, `f${i}`, i === n - 1 ? {} : { dependsOn: { dataKey: `f${i + 1}`, dataValue: 'a' } }),
    );
    const vals = Object.fromEntries(fields.map((f) => [f.dataKey, 'a']));
    const started = Date.now();
    expect(computeEnabled([group('G', fields)], vals).fields.size).toBe(n);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
