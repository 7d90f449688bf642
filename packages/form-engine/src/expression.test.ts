import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareValues,
  evaluateRule,
  expressionReferences,
  isRuleMet,
  parseExpression,
} from './expression.js';
import type { ComparisonOperator } from './expression.js';

const values = { smoker: 'yes', cigarettesPerDay: '12', age: '17', works: 'Y', sport: 'cycling', a: 'x' };

describe('parseExpression and evaluateRule', () => {
  it.each([
    ["#smoker == 'yes' && #cigarettesPerDay > 10", true],
    ["#smoker == 'yes' && #cigarettesPerDay > 12", false],
    ["#age >= 18 || #works == 'Y'", true],
    ["#age >= 18 || #works == 'N'", false],
    ["!(#a == 'x')", false],
    ["!(#a == 'y')", true],
    ["#sport in ['running','cycling']", true],
    ['#sport in ["running", "swimming"]', false],
    ['#sport in []', false],
    ["#smoker === 'yes'", true],
    ["#smoker !== 'yes'", false],
    ['true', true],
    ['false || true', true],
    ['!false && !!true', true],
    ['(#age < 18) == true', true],
    ['#age > -1', true],
    ["#a != 'x' || (#age <= 17 && #age >= 17)", true],
  ])('%s -> %s', (rule, expected) => {
    expect(evaluateRule(rule, values)).toEqual({ kind: 'value', value: expected });
  });

  it('gives && precedence over ||', () => {
    // false && false || true is true; false && (false || true) would be false.
    expect(isRuleMet("#a == 'y' && #a == 'z' || #a == 'x'", values)).toBe(true);
    expect(isRuleMet("#a == 'y' && (#a == 'z' || #a == 'x')", values)).toBe(false);
  });

  it('compares numerically when both sides are numbers, else as strings', () => {
    expect(isRuleMet('#n > 9', { n: '10' })).toBe(true); // '10' > '9' as text would be false
    expect(isRuleMet("#n == '10.0'", { n: '10' })).toBe(true);
    expect(isRuleMet('#n > 9', { n: 'abc' })).toBe(true); // 'abc' > '9' by code unit
    expect(isRuleMet("#n == 'abc'", { n: 'abc' })).toBe(true);
    expect(isRuleMet('#n == 1', { n: '1x' })).toBe(false);
    expect(compareValues('<', '2', '10')).toBe(true);
    expect(compareValues('<', '2', '10a')).toBe(false);
    expect(compareValues('==', true, 'true')).toBe(true);
  });

  it('reads names with the characters of our dataKeys', () => {
    expect(isRuleMet('#MyScans:LV_EF >= 50', { 'MyScans:LV_EF': '55' })).toBe(true);
    expect(isRuleMet('#FEV1_FVC_Ratio_ZScore < -1.5', { FEV1_FVC_Ratio_ZScore: '-2' })).toBe(true);
  });

  it('handles escapes in strings', () => {
    expect(isRuleMet("#q == 'it\\'s'", { q: "it's" })).toBe(true);
    expect(isRuleMet('#q == "say \\"hi\\""', { q: 'say "hi"' })).toBe(true);
  });

  it('is disabled ("missing") when any referenced value is undefined or blank, whatever else the rule says', () => {
    expect(evaluateRule("#age >= 18 || #missing == 'x'", values)).toEqual({
      kind: 'missing',
      keys: ['missing'],
    });
    expect(evaluateRule("#blank == ''", { blank: '  ' })).toEqual({ kind: 'missing', keys: ['blank'] });
    expect(isRuleMet("#other == 'x'", {})).toBe(false);
    expect(isRuleMet("!(#other == 'x')", {})).toBe(false);
  });

  it('never reads inherited properties as values', () => {
    expect(evaluateRule("#constructor == 'x'", {})).toEqual({ kind: 'missing', keys: ['constructor'] });
    expect(evaluateRule("#toString == 'x'", { a: 'b' }).kind).toBe('missing');
  });

  it('accepts a lookup function', () => {
    expect(isRuleMet("#k == 'v'", (name) => (name === 'k' ? 'v' : undefined))).toBe(true);
  });

  it('lists references once, in order', () => {
    const parsed = parseExpression('#b == 1 && (#a == 2 || #b == 3) && #c in [#a]');
    expect(parsed.ok && expressionReferences(parsed.expression)).toEqual(['b', 'a', 'c']);
  });

  it.each([
    ['', 'unexpectedEnd'],
    ["#a == 'x", 'unterminatedString'],
    ["#a = 'x'", 'unexpectedCharacter'],
    ['# == 1', 'emptyReference'],
    ['#a == 1 &&', 'unexpectedEnd'],
    ['(#a == 1', 'unexpectedEnd'],
    ['#a == 1)', 'unexpectedToken'],
    ['#a', 'notBoolean'],
    ['#a && #b', 'notBoolean'],
    ['!#a', 'notBoolean'],
    ["'yes'", 'notBoolean'],
    ['#a == 1 #b', 'unexpectedToken'],
    ['foo == 1', 'unexpectedToken'],
    ['#a in 1', 'unexpectedToken'],
    ['#a == 1.', 'unexpectedCharacter'],
    ['alert(1)', 'unexpectedToken'],
    ['#a == 1; process.exit()', 'unexpectedCharacter'],
    [`${'('.repeat(200)}true${')'.repeat(200)}`, 'tooComplex'],
    [`${'!'.repeat(500)}true`, 'tooComplex'],
    [Array.from({ length: 1500 }, () => "#a == 'x'").join(' && '), 'tooComplex'],
  ])('rejects %j with %s', (rule, code) => {
    const parsed = parseExpression(rule);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.code).toBe(code);
    const result = evaluateRule(rule, { a: 'x', b: 'y' });
    expect(result.kind).toBe('error');
  });

  it('reports where the error is', () => {
    const parsed = parseExpression("#a == 'x' && $");
    expect(parsed).toMatchObject({ ok: false, error: { code: 'unexpectedCharacter', position: 13 } });
  });
});

describe('properties', () => {
  const ruleAlphabet = fc.constantFrom(
    '#a',
    '#b',
    ' ',
    '==',
    '!=',
    '<',
    '>=',
    '&&',
    '||',
    '!',
    '(',
    ')',
    '[',
    ']',
    ',',
    'in',
    'true',
    'false',
    "'x'",
    '"y"',
    '1',
    '2.5',
    '-',
    "'",
    '"',
    '#',
    '=',
    '.',
    'z',
    '\\',
  );

  it('never throws on arbitrary strings, nor on near-grammatical ones', () => {
    const check = (source: string): boolean => {
      const result = evaluateRule(source, { a: 'x', b: '2' });
      return ['value', 'missing', 'error'].includes(result.kind);
    };
    fc.assert(fc.property(fc.string({ maxLength: 200 }), check), { numRuns: 500 });
    fc.assert(fc.property(fc.string({ unit: ruleAlphabet, maxLength: 40 }), check), { numRuns: 2000 });
  });

  type Gen =
    | { kind: 'cmp'; key: string; op: ComparisonOperator; literal: string | number }
    | { kind: 'not'; e: Gen }
    | { kind: 'and' | 'or'; l: Gen; r: Gen };

  const operator = fc.constantFrom<ComparisonOperator>('==', '!=', '<', '<=', '>', '>=');
  const literal = fc.oneof(
    fc.integer({ min: -20, max: 20 }),
    fc.constantFrom('yes', 'no', 'a', 'B', '10', '9', '-3', ''),
  );
  const { tree } = fc.letrec<{ tree: Gen }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.record({
        kind: fc.constant('cmp' as const),
        key: fc.constantFrom('p', 'q', 'r'),
        op: operator,
        literal,
      }),
      fc.record({ kind: fc.constant('not' as const), e: tie('tree') }),
      fc.record({ kind: fc.constantFrom('and' as const, 'or' as const), l: tie('tree'), r: tie('tree') }),
    ),
  }));
  const value = fc.oneof(
    fc.integer({ min: -20, max: 20 }).map(String),
    fc.constantFrom('yes', 'no', 'a', 'B', '10', '9', '1.5'),
  );

  const render = (g: Gen): string => {
    switch (g.kind) {
      case 'cmp':
        return `#${g.key} ${g.op} ${typeof g.literal === 'number' ? String(g.literal) : `'${g.literal}'`}`;
      case 'not':
        return `!(${render(g.e)})`;
      default:
        return `(${render(g.l)}) ${g.kind === 'and' ? '&&' : '||'} (${render(g.r)})`;
    }
  };

  // Reference semantics written independently of the interpreter.
  const reference = (g: Gen, env: Record<string, string>): boolean => {
    switch (g.kind) {
      case 'cmp': {
        const left = env[g.key] as string;
        const right = String(g.literal);
        const numeric = /^-?\d+(\.\d+)?$/;
        const [x, y] =
          numeric.test(left) && numeric.test(right) ? [Number(left), Number(right)] : [left, right];
        return { '==': x === y, '!=': x !== y, '<': x < y, '<=': x <= y, '>': x > y, '>=': x >= y }[g.op];
      }
      case 'not':
        return !reference(g.e, env);
      case 'and':
        return reference(g.l, env) && reference(g.r, env);
      case 'or':
        return reference(g.l, env) || reference(g.r, env);
    }
  };

  it('agrees with a reference evaluator on generated comparison expressions', () => {
    fc.assert(
      fc.property(tree, value, value, value, (g, p, q, r) => {
        const env = { p, q, r };
        expect(evaluateRule(render(g), env)).toEqual({ kind: 'value', value: reference(g, env) });
      }),
      { numRuns: 1000 },
    );
  });

  it('is missing exactly when a referenced key has no value', () => {
    fc.assert(
      fc.property(tree, fc.constantFrom('p', 'q', 'r'), value, (g, absent, v) => {
        const env: Record<string, string> = { p: v, q: v, r: v };
        delete env[absent];
        const source = render(g);
        const parsed = parseExpression(source);
        const refs = parsed.ok ? expressionReferences(parsed.expression) : [];
        const result = evaluateRule(source, env);
        expect(result.kind).toBe(refs.includes(absent) ? 'missing' : 'value');
      }),
    );
  });
});
