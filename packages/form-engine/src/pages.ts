import { computeEnabled } from './enablement.js';
import { collectFields, isRequired, valueOf } from './model.js';
import type { FormField, FormGroup, FormValues } from './model.js';
import { isPassing, validateField } from './validation.js';

/** The enabled required fields of a page (subgroups and nested fields included), one per dataKey. */
export function requiredFieldsOf(page: FormGroup, enabled: ReadonlySet<string>): FormField[] {
  const byKey = new Map<string, FormField>();
  for (const field of collectFields(page)) {
    if (isRequired(field) && enabled.has(field.dataKey) && !byKey.has(field.dataKey)) {
      byKey.set(field.dataKey, field);
    }
  }
  return [...byKey.values()];
}

/**
 * §2.5: the percentage (0-100, rounded) of the page's enabled required fields that are filled, or 100 when
 * there are none. A field counts as filled when its value passes validation, so 100 means the page's
 * required answers are all acceptable.
 */
export function pageProgress(page: FormGroup, values: FormValues, enabled: ReadonlySet<string>): number {
  const required = requiredFieldsOf(page, enabled);
  if (required.length === 0) return 100;
  const filled = required.filter((field) => isPassing(validateField(field, valueOf(values, field.dataKey))));
  return Math.round((filled.length / required.length) * 100);
}

/** Progress of every page of a form (the measurements form); the pages are the form's top-level groups. */
export function pagesProgress(pages: readonly FormGroup[], values: FormValues): number[] {
  const enabled = computeEnabled(pages, values).fields;
  return pages.map((page) => pageProgress(page, values, enabled));
}

/** §2.5 for the questionnaire: the last page shows 100 only when the page before it is 100, otherwise 0. */
export function questionnaireProgress(pages: readonly FormGroup[], values: FormValues): number[] {
  const progress = pagesProgress(pages, values);
  if (progress.length >= 2) {
    const last = progress.length - 1;
    progress[last] = progress[last - 1] === 100 ? 100 : 0;
  }
  return progress;
}

/**
 * customer-journey §2 /onboarding/questionaire: going back (or staying) needs no validation, moving one
 * page ahead needs the current page valid, and a page more than one ahead cannot be reached.
 * `pageCount`, when given, also refuses targets past the last page.
 */
export function canNavigateTo(
  current: number,
  target: number,
  pageValid: boolean,
  pageCount?: number,
): boolean {
  if (!Number.isInteger(current) || !Number.isInteger(target) || target < 0) return false;
  if (pageCount !== undefined && target >= pageCount) return false;
  if (target <= current) return true;
  return target === current + 1 && pageValid;
}
