import { forEachField, holdsValue } from '@health-passport/form-engine';
import type { FormGroup } from '@health-passport/form-engine';

/**
 * The keys whose answer the server only offers: a `defaultValue` without a saved `dataValue` (e.g. the
 * questionnaire's answers from the last visit). They are shown filled in, but saved only with their page.
 */
export function offeredKeys(groups: readonly FormGroup[]): Set<string> {
  const keys = new Set<string>();
  forEachField(groups, ({ field }) => {
    if (
      field.dataKey !== '' &&
      holdsValue(field) &&
      field.dataValue === undefined &&
      field.defaultValue !== undefined
    )
      keys.add(field.dataKey);
  });
  return keys;
}
