import { FIELD_REFERENCE_PREFIX } from '@health-passport/domain';

/**
 * The dependency-rule language of passport-and-professional §4: `#name` references to answers, compared
 * with literals and combined with boolean operators. A tokenizer, a recursive-descent parser into a typed
 * AST and an interpreter; nothing is ever passed to `eval` or `new Function`.
 *
 *   rule       := or
 *   or         := and ( '||' and )*
 *   and        := unary ( '&&' unary )*
 *   unary      := '!' unary | comparison
 *   comparison := operand ( ( '==' | '!=' | '<' | '<=' | '>' | '>=' ) operand | 'in' list )?
 *   operand    := number | '-' number | string | 'true' | 'false' | reference | '(' or ')'
 *   list       := '[' ( operand ( ',' operand )* )? ']'
 *   reference  := '#' [A-Za-z0-9_.:-]+
 *
 * `===` and `!==` are accepted as `==` and `!=`. Operands of `&&`, `||` and `!`, and the rule itself, must
 * be boolean (a comparison, `in`, or true/false): a bare `#smoker` is a type error, found when parsing.
 */

export type Literal = string | number | boolean;

export type ComparisonOperator = '==' | '!=' | '<' | '<=' | '>' | '>=';

export type Expression =
  | { kind: 'literal'; value: Literal }
  | { kind: 'reference'; name: string }
  | { kind: 'not'; operand: Expression }
  | { kind: 'and' | 'or'; left: Expression; right: Expression }
  | { kind: 'compare'; operator: ComparisonOperator; left: Expression; right: Expression }
  | { kind: 'in'; needle: Expression; items: Expression[] };

export const ExpressionErrorCode = Object.freeze({
  UNEXPECTED_CHARACTER: 'unexpectedCharacter',
  UNTERMINATED_STRING: 'unterminatedString',
  EMPTY_REFERENCE: 'emptyReference',
  UNEXPECTED_TOKEN: 'unexpectedToken',
  UNEXPECTED_END: 'unexpectedEnd',
  NOT_BOOLEAN: 'notBoolean',
  TOO_COMPLEX: 'tooComplex',
} as const);
export type ExpressionErrorCode = (typeof ExpressionErrorCode)[keyof typeof ExpressionErrorCode];

export interface ExpressionError {
  code: ExpressionErrorCode;
  /** Offset in the source where the problem was found. */
  position: number;
  message: string;
}

export type ParseResult = { ok: true; expression: Expression } | { ok: false; error: ExpressionError };

/**
 * The outcome of a rule: its boolean value, or why it has none. `missing` lists the references without a
 * value (undefined or blank), which §4 says disables the field, as does an `error`.
 */
export type RuleResult =
  | { kind: 'value'; value: boolean }
  | { kind: 'missing'; keys: string[] }
  | { kind: 'error'; error: ExpressionError };

/** Looks up a referenced answer; a plain values record works too. */
export type ValueLookup = (name: string) => string | undefined;

// Bounds that keep hostile or broken rules from exhausting the stack.
const MAX_TOKENS = 2000;
const MAX_DEPTH = 64;

type TokenKind = 'number' | 'string' | 'reference' | 'word' | 'operator' | 'end';
interface Token {
  kind: TokenKind;
  text: string;
  value?: string | number;
  position: number;
}

class ExpressionFailure {
  constructor(readonly error: ExpressionError) {}
}

function fail(code: ExpressionErrorCode, position: number, message: string): never {
  throw new ExpressionFailure({ code, position, message });
}

const OPERATORS = [
  '===',
  '!==',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '<',
  '>',
  '!',
  '(',
  ')',
  '[',
  ']',
  ',',
  '-',
];
const isDigit = (c: string): boolean => c >= '0' && c <= '9';
const isWordChar = (c: string): boolean => /^[A-Za-z_]$/.test(c);
const isNameChar = (c: string): boolean => /^[A-Za-z0-9_.:-]$/.test(c);

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    if (tokens.length > MAX_TOKENS) fail('tooComplex', i, `A rule may have at most ${MAX_TOKENS} tokens.`);
    const c = source.charAt(i);
    if (/\s/.test(c)) {
      i += 1;
    } else if (isDigit(c)) {
      const match = /^\d+(?:\.\d+)?/.exec(source.slice(i));
      const text = match?.[0] ?? c;
      tokens.push({ kind: 'number', text, value: Number(text), position: i });
      i += text.length;
    } else if (c === "'" || c === '"') {
      const start = i;
      let text = '';
      i += 1;
      for (;;) {
        if (i >= source.length) fail('unterminatedString', start, 'A string is not closed.');
        const d = source.charAt(i);
        if (d === c) break;
        if (d === '\\' && i + 1 < source.length) {
          text += source.charAt(i + 1);
          i += 2;
        } else {
          text += d;
          i += 1;
        }
      }
      i += 1;
      tokens.push({ kind: 'string', text: source.slice(start, i), value: text, position: start });
    } else if (source.startsWith(FIELD_REFERENCE_PREFIX, i)) {
      const start = i;
      i += FIELD_REFERENCE_PREFIX.length;
      while (i < source.length && isNameChar(source.charAt(i))) i += 1;
      const name = source.slice(start + FIELD_REFERENCE_PREFIX.length, i);
      if (name === '') fail('emptyReference', start, 'A # must be followed by a field name.');
      tokens.push({ kind: 'reference', text: source.slice(start, i), value: name, position: start });
    } else if (isWordChar(c)) {
      const start = i;
      while (i < source.length && isWordChar(source.charAt(i))) i += 1;
      tokens.push({ kind: 'word', text: source.slice(start, i), position: start });
    } else {
      const op = OPERATORS.find((o) => source.startsWith(o, i));
      if (op === undefined) fail('unexpectedCharacter', i, `Unexpected character ${JSON.stringify(c)}.`);
      tokens.push({ kind: 'operator', text: op, position: i });
      i += op.length;
    }
  }
  tokens.push({ kind: 'end', text: '', position: source.length });
  return tokens;
}

type StaticType = 'boolean' | 'value';

function staticType(e: Expression): StaticType {
  switch (e.kind) {
    case 'literal':
      return typeof e.value === 'boolean' ? 'boolean' : 'value';
    case 'reference':
      return 'value';
    default:
      return 'boolean';
  }
}

class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): Expression {
    const expression = this.parseOr();
    const next = this.peek();
    if (next.kind !== 'end') this.unexpected(next);
    this.expectBoolean(expression, 0);
    return expression;
  }

  private peek(): Token {
    // tokenize always ends with an 'end' token, so the last index is valid.
    return this.tokens[Math.min(this.index, this.tokens.length - 1)] as Token;
  }

  private take(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.index += 1;
    return token;
  }

  private isOperator(text: string): boolean {
    const token = this.peek();
    return token.kind === 'operator' && token.text === text;
  }

  private unexpected(token: Token): never {
    if (token.kind === 'end') fail('unexpectedEnd', token.position, 'The rule ends too early.');
    fail('unexpectedToken', token.position, `Unexpected ${JSON.stringify(token.text)}.`);
  }

  private expect(text: string): void {
    if (this.isOperator(text)) this.take();
    else this.unexpected(this.peek());
  }

  private expectBoolean(e: Expression, position: number): void {
    if (staticType(e) !== 'boolean') {
      fail('notBoolean', position, 'Expected a comparison or true/false, not a bare value.');
    }
  }

  private nested<T>(parse: () => T): T {
    this.depth += 1;
    if (this.depth > MAX_DEPTH) fail('tooComplex', this.peek().position, 'The rule is nested too deeply.');
    try {
      return parse();
    } finally {
      this.depth -= 1;
    }
  }

  private parseOr(): Expression {
    let left = this.parseAnd();
    while (this.isOperator('||')) {
      const position = this.take().position;
      const right = this.parseAnd();
      this.expectBoolean(left, position);
      this.expectBoolean(right, position);
      left = { kind: 'or', left, right };
    }
    return left;
  }

  private parseAnd(): Expression {
    let left = this.parseUnary();
    while (this.isOperator('&&')) {
      const position = this.take().position;
      const right = this.parseUnary();
      this.expectBoolean(left, position);
      this.expectBoolean(right, position);
      left = { kind: 'and', left, right };
    }
    return left;
  }

  private parseUnary(): Expression {
    if (this.isOperator('!')) {
      const position = this.take().position;
      const operand = this.nested(() => this.parseUnary());
      this.expectBoolean(operand, position);
      return { kind: 'not', operand };
    }
    return this.parseComparison();
  }

  private parseComparison(): Expression {
    const left = this.parseOperand();
    const token = this.peek();
    if (token.kind === 'operator') {
      const operator = comparisonOperator(token.text);
      if (operator !== undefined) {
        this.take();
        return { kind: 'compare', operator, left, right: this.parseOperand() };
      }
    }
    if (token.kind === 'word' && token.text === 'in') {
      this.take();
      return { kind: 'in', needle: left, items: this.parseList() };
    }
    return left;
  }

  private parseList(): Expression[] {
    this.expect('[');
    const items: Expression[] = [];
    if (!this.isOperator(']')) {
      items.push(this.parseOperand());
      while (this.isOperator(',')) {
        this.take();
        items.push(this.parseOperand());
      }
    }
    this.expect(']');
    return items;
  }

  private parseOperand(): Expression {
    const token = this.take();
    switch (token.kind) {
      case 'number':
        return { kind: 'literal', value: token.value as number };
      case 'string':
        return { kind: 'literal', value: token.value as string };
      case 'reference':
        return { kind: 'reference', name: token.value as string };
      case 'word':
        if (token.text === 'true' || token.text === 'false') {
          return { kind: 'literal', value: token.text === 'true' };
        }
        return this.unexpected(token);
      case 'operator':
        if (token.text === '(') {
          const inner = this.nested(() => this.parseOr());
          this.expect(')');
          return inner;
        }
        if (token.text === '-' && this.peek().kind === 'number') {
          return { kind: 'literal', value: -(this.take().value as number) };
        }
        return this.unexpected(token);
      default:
        return this.unexpected(token);
    }
  }
}

function comparisonOperator(text: string): ComparisonOperator | undefined {
  switch (text) {
    case '===':
      return '==';
    case '!==':
      return '!=';
    case '==':
    case '!=':
    case '<':
    case '<=':
    case '>':
    case '>=':
      return text;
    default:
      return undefined;
  }
}

/** Parses a rule. Never throws: every problem comes back as a typed error. */
export function parseExpression(source: string): ParseResult {
  try {
    return { ok: true, expression: new Parser(tokenize(source)).parse() };
  } catch (caught) {
    if (caught instanceof ExpressionFailure) return { ok: false, error: caught.error };
    // A RangeError from an unforeseen deep recursion is still a rule that cannot be used.
    return {
      ok: false,
      error: { code: 'tooComplex', position: 0, message: 'The rule cannot be evaluated.' },
    };
  }
}

/** The distinct names referenced by an expression, in order of appearance. */
export function expressionReferences(expression: Expression): string[] {
  const names = new Set<string>();
  const walk = (e: Expression): void => {
    switch (e.kind) {
      case 'reference':
        names.add(e.name);
        break;
      case 'not':
        walk(e.operand);
        break;
      case 'and':
      case 'or':
      case 'compare':
        walk(e.left);
        walk(e.right);
        break;
      case 'in':
        walk(e.needle);
        e.items.forEach(walk);
        break;
      case 'literal':
        break;
    }
  };
  walk(expression);
  return [...names];
}

// Both sides compare as numbers only when both read as plain decimal numbers (§4 rules compare answers,
// which are always text).
const NUMBER_PATTERN = /^[+-]?\d+(?:\.\d+)?$/;

function asNumber(value: Literal): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && NUMBER_PATTERN.test(value.trim())) return Number(value.trim());
  return undefined;
}

function asText(value: Literal): string {
  return String(value);
}

/** Compares two operands: numerically when both are numbers, otherwise as strings (by UTF-16 code unit). */
export function compareValues(operator: ComparisonOperator, left: Literal, right: Literal): boolean {
  const a = asNumber(left);
  const b = asNumber(right);
  const [x, y]: [number | string, number | string] =
    a !== undefined && b !== undefined ? [a, b] : [asText(left), asText(right)];
  switch (operator) {
    case '==':
      return x === y;
    case '!=':
      return x !== y;
    case '<':
      return x < y;
    case '<=':
      return x <= y;
    case '>':
      return x > y;
    case '>=':
      return x >= y;
  }
}

function interpret(e: Expression, lookup: (name: string) => string): Literal {
  switch (e.kind) {
    case 'literal':
      return e.value;
    case 'reference':
      return lookup(e.name);
    case 'not':
      return interpret(e.operand, lookup) !== true;
    case 'and':
      return interpret(e.left, lookup) === true && interpret(e.right, lookup) === true;
    case 'or':
      return interpret(e.left, lookup) === true || interpret(e.right, lookup) === true;
    case 'compare':
      return compareValues(e.operator, interpret(e.left, lookup), interpret(e.right, lookup));
    case 'in': {
      const needle = interpret(e.needle, lookup);
      return e.items.some((item) => compareValues('==', needle, interpret(item, lookup)));
    }
  }
}

function toLookup(values: ValueLookup | Readonly<Record<string, string>>): ValueLookup {
  if (typeof values === 'function') return values;
  return (name) => (Object.hasOwn(values, name) ? values[name] : undefined);
}

/** A reference without a value: undefined or blank (§4 "a missing value makes the field disabled"). */
export function isMissingValue(value: string | undefined): boolean {
  return value === undefined || value.trim() === '';
}

/**
 * Evaluates a parsed expression. If any referenced value is missing the result is `missing`, whatever the
 * rest of the rule says, because §4 disables the field in that case.
 */
export function evaluateExpression(
  expression: Expression,
  values: ValueLookup | Readonly<Record<string, string>>,
): RuleResult {
  const lookup = toLookup(values);
  const resolved = new Map<string, string>();
  const missing: string[] = [];
  for (const name of expressionReferences(expression)) {
    const value = lookup(name);
    if (value === undefined || isMissingValue(value)) missing.push(name);
    else resolved.set(name, value);
  }
  if (missing.length > 0) return { kind: 'missing', keys: missing };
  return { kind: 'value', value: interpret(expression, (name) => resolved.get(name) ?? '') === true };
}

const parseCache = new Map<string, ParseResult>();
const PARSE_CACHE_LIMIT = 500;

/** Parses with a small cache: forms re-evaluate the same rules on every change. */
export function parseRule(source: string): ParseResult {
  const cached = parseCache.get(source);
  if (cached !== undefined) return cached;
  const result = parseExpression(source);
  if (parseCache.size >= PARSE_CACHE_LIMIT) parseCache.clear();
  parseCache.set(source, result);
  return result;
}

/** Parses and evaluates a rule source. Never throws. */
export function evaluateRule(
  source: string,
  values: ValueLookup | Readonly<Record<string, string>>,
): RuleResult {
  const parsed = parseRule(source);
  if (!parsed.ok) return { kind: 'error', error: parsed.error };
  return evaluateExpression(parsed.expression, values);
}

/** True only when the rule evaluates to true; missing values and errors count as not met. */
export function isRuleMet(source: string, values: ValueLookup | Readonly<Record<string, string>>): boolean {
  const result = evaluateRule(source, values);
  return result.kind === 'value' && result.value;
}
