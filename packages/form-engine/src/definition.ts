import { FieldDirection, isFieldType } from '@health-passport/domain';
import { compileToggleRegex } from './enablement.js';
import { parseExpression } from './expression.js';
import { holdsValue } from './model.js';
import type { DependsOn, FieldOption, FormField, FormGroup } from './model.js';

export type DefinitionResult = { ok: true; groups: FormGroup[] } | { ok: false; errors: string[] };

// Deeper nesting than this is a broken definition, and recursion must stay far from the stack limit.
const MAX_NESTING = 16;

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON null means absent, as many servers send it. */
const present = (value: unknown): boolean => value !== undefined && value !== null;

class Reader {
  readonly errors: string[] = [];
  private readonly keys = new Map<string, string>();

  error(path: string, message: string): void {
    this.errors.push(`${path}: ${message}`);
  }

  string(obj: JsonObject, key: string, path: string): string | undefined {
    const value = obj[key];
    if (!present(value)) return undefined;
    if (typeof value === 'string') return value;
    this.error(`${path}.${key}`, 'must be a string');
    return undefined;
  }

  boolean(obj: JsonObject, key: string, path: string): boolean | undefined {
    const value = obj[key];
    if (!present(value)) return undefined;
    if (typeof value === 'boolean') return value;
    this.error(`${path}.${key}`, 'must be true or false');
    return undefined;
  }

  number(obj: JsonObject, key: string, path: string, count = false): number | undefined {
    const value = obj[key];
    if (!present(value)) return undefined;
    if (
      typeof value === 'number' &&
      Number.isFinite(value) &&
      (!count || (Number.isInteger(value) && value >= 0))
    ) {
      return value;
    }
    this.error(`${path}.${key}`, count ? 'must be a whole number of 0 or more' : 'must be a finite number');
    return undefined;
  }

  regex(obj: JsonObject, path: string): string | undefined {
    const source = this.string(obj, 'toggleCriteriaRegex', path);
    if (source !== undefined && compileToggleRegex(source) === null) {
      this.error(`${path}.toggleCriteriaRegex`, 'is not a valid regular expression');
    }
    return source;
  }

  dependsOn(obj: JsonObject, path: string): DependsOn | undefined {
    const value = obj['dependsOn'];
    if (!present(value)) return undefined;
    const at = `${path}.dependsOn`;
    if (!isObject(value)) {
      this.error(at, 'must be an object');
      return undefined;
    }
    if (present(value['rule'])) {
      const rule = this.string(value, 'rule', at);
      if (rule === undefined) return undefined;
      const parsed = parseExpression(rule);
      if (!parsed.ok) {
        this.error(
          `${at}.rule`,
          `${parsed.error.message} (${parsed.error.code} at ${parsed.error.position})`,
        );
      }
      return { rule };
    }
    const dataKey = this.string(value, 'dataKey', at);
    const dataValue = this.string(value, 'dataValue', at);
    if (dataKey === undefined || dataKey === '' || dataValue === undefined) {
      this.error(at, 'needs a rule, or a dataKey and a dataValue');
      return undefined;
    }
    return { dataKey, dataValue };
  }

  options(obj: JsonObject, path: string): FieldOption[] | undefined {
    const value = obj['options'];
    if (!present(value)) return undefined;
    if (!Array.isArray(value)) {
      this.error(`${path}.options`, 'must be a list');
      return undefined;
    }
    const options: FieldOption[] = [];
    value.forEach((option: unknown, index) => {
      const at = `${path}.options[${index}]`;
      if (!isObject(option)) return this.error(at, 'must be an object');
      const label = this.string(option, 'label', at);
      const optionValue = this.string(option, 'value', at);
      if (label === undefined || optionValue === undefined)
        return this.error(at, 'needs a label and a value');
      options.push({ label, value: optionValue });
    });
    return options;
  }

  fields(value: unknown, path: string, depth: number): FormField[] {
    if (!present(value)) return [];
    if (!Array.isArray(value)) {
      this.error(path, 'must be a list');
      return [];
    }
    if (depth > MAX_NESTING) {
      this.error(path, `nests more than ${MAX_NESTING} levels deep`);
      return [];
    }
    const fields: FormField[] = [];
    value.forEach((item: unknown, index) => {
      const field = this.field(item, `${path}[${index}]`, depth);
      if (field !== undefined) fields.push(field);
    });
    return fields;
  }

  field(value: unknown, path: string, depth: number): FormField | undefined {
    if (!isObject(value)) {
      this.error(path, 'must be an object');
      return undefined;
    }
    const type = value['type'];
    if (!isFieldType(type)) {
      this.error(`${path}.type`, `unknown field type ${JSON.stringify(type)}`);
      return undefined;
    }
    const dataKey = this.string(value, 'dataKey', path) ?? '';
    if (holdsValue({ type })) {
      if (dataKey === '') this.error(`${path}.dataKey`, `a ${type} needs a dataKey`);
      else if (this.keys.has(dataKey)) this.error(`${path}.dataKey`, `duplicates ${this.keys.get(dataKey)}`);
      else this.keys.set(dataKey, `${path}.dataKey`);
    }
    const direction = this.string(value, 'direction', path);
    if (
      direction !== undefined &&
      direction !== FieldDirection.GREEN_TO_RED &&
      direction !== FieldDirection.RED_TO_GREEN
    ) {
      this.error(
        `${path}.direction`,
        `must be ${FieldDirection.GREEN_TO_RED} or ${FieldDirection.RED_TO_GREEN}`,
      );
    }
    const field: FormField = {
      type,
      dataKey,
      label: this.string(value, 'label', path) ?? '',
      icon: this.string(value, 'icon', path),
      description: this.string(value, 'description', path),
      placeholder: this.string(value, 'placeholder', path),
      dataValue: this.string(value, 'dataValue', path),
      required: this.boolean(value, 'required', path),
      readOnly: this.boolean(value, 'readOnly', path),
      options: this.options(value, path),
      unit: this.string(value, 'unit', path),
      numeric: this.boolean(value, 'numeric', path),
      maxValue: this.number(value, 'maxValue', path),
      minValue: this.number(value, 'minValue', path),
      defaultValue: this.string(value, 'defaultValue', path),
      minLabel: this.string(value, 'minLabel', path),
      maxLabel: this.string(value, 'maxLabel', path),
      direction: direction as FieldDirection | undefined,
      minSelectedValues: this.number(value, 'minSelectedValues', path, true),
      maxSelectedValues: this.number(value, 'maxSelectedValues', path, true),
      toggleCriteriaRegex: this.regex(value, path),
      fields: present(value['fields'])
        ? this.fields(value['fields'], `${path}.fields`, depth + 1)
        : undefined,
      dependsOn: this.dependsOn(value, path),
    };
    if (field.minValue !== undefined && field.maxValue !== undefined && field.minValue > field.maxValue) {
      this.error(path, 'minValue is larger than maxValue');
    }
    if (
      field.minSelectedValues !== undefined &&
      field.maxSelectedValues !== undefined &&
      field.minSelectedValues > field.maxSelectedValues
    ) {
      this.error(path, 'minSelectedValues is larger than maxSelectedValues');
    }
    return withoutUndefined(field);
  }

  groups(value: unknown, path: string, depth: number): FormGroup[] {
    if (!Array.isArray(value)) {
      this.error(path, 'must be a list of groups');
      return [];
    }
    if (depth > MAX_NESTING) {
      this.error(path, `nests more than ${MAX_NESTING} levels deep`);
      return [];
    }
    const groups: FormGroup[] = [];
    value.forEach((item: unknown, index) => {
      const at = `${path}[${index}]`;
      if (!isObject(item)) return this.error(at, 'must be an object');
      groups.push(
        withoutUndefined({
          label: this.string(item, 'label', at) ?? '',
          fields: this.fields(item['fields'], `${at}.fields`, depth),
          dependsOn: this.dependsOn(item, at),
          groups: present(item['groups'])
            ? this.groups(item['groups'], `${at}.groups`, depth + 1)
            : undefined,
          toggleCriteriaRegex: this.regex(item, at),
        }),
      );
    });
    return groups;
  }
}

/** Drops absent optional properties so that parsed definitions compare equal to hand-written ones. */
function withoutUndefined<T extends object>(obj: T): T {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Checks that a server-sent form definition (a list of groups, or an object with a `groups` list) is
 * well-formed and returns a clean copy: known properties only, JSON null read as absent. Every problem is
 * reported with its path; nothing throws, and unknown field types are errors, not exceptions.
 * Also reported: a value field without a dataKey, duplicate dataKeys, rules that do not parse, and toggle
 * regexes that do not compile.
 */
export function parseFormDefinition(json: unknown): DefinitionResult {
  const reader = new Reader();
  const list = isObject(json) && present(json['groups']) ? json['groups'] : json;
  const groups = reader.groups(list, 'groups', 0);
  return reader.errors.length > 0 ? { ok: false, errors: reader.errors } : { ok: true, groups };
}
