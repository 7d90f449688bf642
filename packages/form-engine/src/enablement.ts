import { FieldType, GROUP_TOGGLE_ON_VALUES, LIST_VALUE_SEPARATOR } from '@health-passport/domain';
import { evaluateExpression, expressionReferences, isMissingValue, parseRule } from './expression.js';
import type { ExpressionError } from './expression.js';
import { forEachGroup, forEachOwnField, isDecoration, isEmptyValue, isReadOnly, valueOf } from './model.js';
import type { DependsOn, FieldPath, FormField, FormGroup, FormValues, GroupPath } from './model.js';

export interface GroupState {
  /** False when the group's dependsOn fails, all its fields are read-only and empty, or its parent is off. */
  visible: boolean;
  /** False when the group is hidden, its parent is disabled, or its group toggle is off. */
  enabled: boolean;
}

export interface RuleProblem {
  /** The group or field path whose rule could not be parsed. */
  path: GroupPath | FieldPath;
  error: ExpressionError;
}

export interface Enablement {
  /** dataKeys of the enabled fields (fields without a dataKey are only in fieldPaths). */
  fields: Set<string>;
  /** Paths of the enabled fields, including the display-only ones without a dataKey. */
  fieldPaths: Set<FieldPath>;
  groups: Map<GroupPath, GroupState>;
  /** Rules that could not be parsed; their group or field is disabled. */
  ruleErrors: RuleProblem[];
}

const compiledRegexes = new Map<string, RegExp | null>();

/** A server-defined toggle pattern; one that does not compile never matches (the parser reports it). */
export function compileToggleRegex(source: string): RegExp | null {
  if (!compiledRegexes.has(source)) {
    let regex: RegExp | null;
    try {
      regex = new RegExp(source);
    } catch {
      regex = null;
    }
    if (compiledRegexes.size >= 200) compiledRegexes.clear();
    compiledRegexes.set(source, regex);
  }
  return compiledRegexes.get(source) ?? null;
}

/**
 * §4: a toggle is on when its value is Y/yes, or when it matches the toggle regex (the field's own, else
 * its group's). The regex is used as written, unanchored.
 */
export function isToggleOn(value: string | undefined, toggleCriteriaRegex?: string): boolean {
  if (value === undefined) return false;
  if ((GROUP_TOGGLE_ON_VALUES as readonly string[]).includes(value)) return true;
  if (toggleCriteriaRegex === undefined) return false;
  return compileToggleRegex(toggleCriteriaRegex)?.test(value) ?? false;
}

function listItems(value: string): string[] {
  return value
    .split(LIST_VALUE_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * §4 dataKey/dataValue dependency: a comma-separated dataValue matches any listed item. A list-valued answer
 * (a checkbox group) matches when it shares an item with the list.
 */
export function matchesDependencyValue(value: string | undefined, dataValue: string): boolean {
  if (value === undefined || isMissingValue(value)) return false;
  const wanted = new Set(listItems(dataValue));
  return listItems(value).some((item) => wanted.has(item));
}

interface DependencyCheck {
  met: boolean;
  references: string[];
  error?: ExpressionError;
}

function checkDependency(dependsOn: DependsOn | undefined, values: FormValues): DependencyCheck {
  if (dependsOn === undefined) return { met: true, references: [] };
  if ('rule' in dependsOn) {
    const parsed = parseRule(dependsOn.rule);
    if (!parsed.ok) return { met: false, references: [], error: parsed.error };
    const result = evaluateExpression(parsed.expression, values);
    return {
      met: result.kind === 'value' && result.value,
      references: expressionReferences(parsed.expression),
    };
  }
  return {
    met: matchesDependencyValue(valueOf(values, dependsOn.dataKey), dependsOn.dataValue),
    references: [dependsOn.dataKey],
  };
}

/** Decorations are ignored unless the group holds nothing else, so an introduction page stays visible. */
function isReadOnlyAndEmpty(group: FormGroup, values: FormValues): boolean {
  const leaves: FormField[] = [];
  const collect = (fields: readonly FormField[]): void => {
    for (const field of fields) {
      if (field.type === FieldType.FieldGroup) collect(field.fields ?? []);
      else if (!isDecoration(field)) leaves.push(field);
    }
  };
  collect(group.fields);
  return (
    leaves.length > 0 &&
    leaves.every((field) => isReadOnly(field) && isEmptyValue(valueOf(values, field.dataKey)))
  );
}

/** One condition of the fixpoint: true when its static test holds and all it requires is true. */
interface Node {
  staticOk: boolean;
  /** Nodes that must be true (the parent group, the parent switch, the group's toggles). */
  requires: number[];
  /** Referenced dataKeys: a key that belongs to a field of the form must have an enabled field. */
  references: string[];
}

/**
 * Which groups and fields are enabled (passport-and-professional §4). Pure: the result depends only on the
 * definition and the values.
 *
 * A field or group whose rule refers to a disabled field is disabled too (the disabled field's value counts
 * as missing). This is computed as the least fixpoint of the conditions, so a dependency cycle terminates
 * and disables every member of the cycle, since none of them can be enabled first.
 */
export function computeEnabled(groups: readonly FormGroup[], values: FormValues): Enablement {
  const nodes: Node[] = [];
  const add = (node: Node): number => nodes.push(node) - 1;
  const groupNodes = new Map<GroupPath, { visible: number; enabled: number }>();
  const fieldNodes: { path: FieldPath; dataKey: string; node: number }[] = [];
  const ruleErrors: RuleProblem[] = [];

  const dependency = (dependsOn: DependsOn | undefined, path: string): DependencyCheck => {
    const check = checkDependency(dependsOn, values);
    if (check.error !== undefined) ruleErrors.push({ path, error: check.error });
    return check;
  };

  forEachGroup(groups, ({ group, path, parentPath }) => {
    const parent = parentPath === undefined ? undefined : groupNodes.get(parentPath);
    const check = dependency(group.dependsOn, path);
    const visible = add({
      staticOk: check.met && !isReadOnlyAndEmpty(group, values),
      requires: parent === undefined ? [] : [parent.enabled],
      references: check.references,
    });
    const enabledNode: Node = { staticOk: true, requires: [visible], references: [] };
    const enabled = add(enabledNode);
    groupNodes.set(path, { visible, enabled });

    const fieldIndex = new Map<FieldPath, number>();
    forEachOwnField(
      group,
      path,
      ({ field, path: fieldPath, parent: parentField, parentPath: parentFieldPath }) => {
        const isGroupToggle = parentField === undefined && field.type === FieldType.GroupToggle;
        const fieldCheck = dependency(field.dependsOn, fieldPath);
        let staticOk = fieldCheck.met;
        let requires: number[];
        if (parentField !== undefined && parentFieldPath !== undefined) {
          requires = [fieldIndex.get(parentFieldPath) as number];
          // §4: a switch enables its nested fields when on; it defaults to no (§5).
          if (parentField.type === FieldType.Switch) {
            staticOk &&= isToggleOn(valueOf(values, parentField.dataKey), parentField.toggleCriteriaRegex);
          }
        } else {
          // The toggle itself stays usable while its group is off, so that it can be switched on.
          requires = [isGroupToggle ? visible : enabled];
        }
        const node = add({ staticOk, requires, references: fieldCheck.references });
        fieldIndex.set(fieldPath, node);
        fieldNodes.push({ path: fieldPath, dataKey: field.dataKey, node });
        if (isGroupToggle) {
          enabledNode.requires.push(node);
          enabledNode.staticOk &&= isToggleOn(
            valueOf(values, field.dataKey),
            field.toggleCriteriaRegex ?? group.toggleCriteriaRegex,
          );
        }
      },
    );
  });

  const nodesByKey = new Map<string, number[]>();
  for (const { dataKey, node } of fieldNodes) {
    if (dataKey === '') continue;
    nodesByKey.set(dataKey, [...(nodesByKey.get(dataKey) ?? []), node]);
  }

  const state = nodes.map(() => false);
  // Keys that are not fields of this form (answers from elsewhere) are always available.
  const available = (key: string): boolean => {
    const owners = nodesByKey.get(key);
    return owners === undefined || owners.some((n) => state[n] === true);
  };
  // Each pass only switches nodes on, so at most nodes.length + 1 passes run.
  let changed = true;
  while (changed) {
    changed = false;
    nodes.forEach((node, index) => {
      if (state[index] === true || !node.staticOk) return;
      if (node.requires.every((n) => state[n] === true) && node.references.every(available)) {
        state[index] = true;
        changed = true;
      }
    });
  }

  const result: Enablement = { fields: new Set(), fieldPaths: new Set(), groups: new Map(), ruleErrors };
  for (const [path, { visible, enabled }] of groupNodes) {
    result.groups.set(path, { visible: state[visible] === true, enabled: state[enabled] === true });
  }
  for (const { path, dataKey, node } of fieldNodes) {
    if (state[node] !== true) continue;
    result.fieldPaths.add(path);
    if (dataKey !== '') result.fields.add(dataKey);
  }
  return result;
}
