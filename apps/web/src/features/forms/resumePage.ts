import {
  computeEnabled,
  forEachField,
  holdsValue,
  isAnswered,
  isReadOnly,
  pagesProgress,
  questionnaireProgress,
} from '@health-passport/form-engine';
import type { FormGroup, FormValues } from '@health-passport/form-engine';
import type { DynamicFormMode } from './DynamicForm';
import { offeredKeys } from './offeredAnswers';

/** Whether the server sent any saved answer with the definition (an editable field with a dataValue). */
function hasSavedAnswers(groups: readonly FormGroup[]): boolean {
  let found = false;
  forEachField(groups, ({ field }) => {
    if (!found && holdsValue(field) && !isReadOnly(field) && isAnswered(field.dataValue)) found = true;
  });
  return found;
}

/**
 * The page to open when a saved form is opened again (the `initialPage` of DynamicForm): the first shown
 * page that is not complete, by the engine's page progress. A form without any saved answer starts on its
 * first page (so the introduction is read); a complete form opens its last page, to finish it. Answers the
 * server only offers (see offeredKeys) do not count: their page still waits to be checked and saved.
 */
export function resumePageIndex(
  groups: readonly FormGroup[],
  values: FormValues,
  mode: DynamicFormMode = 'questionnaire',
): number {
  const offered = offeredKeys(groups);
  const confirmed = Object.fromEntries(Object.entries(values).filter(([key]) => !offered.has(key)));
  const enablement = computeEnabled(groups, confirmed);
  const visible = groups
    .map((_group, index) => index)
    .filter((index) => enablement.groups.get(String(index))?.visible === true);
  const first = visible[0] ?? 0;
  if (!hasSavedAnswers(groups)) return first;
  const progress = (mode === 'questionnaire' ? questionnaireProgress : pagesProgress)(groups, confirmed);
  return visible.find((index) => (progress[index] ?? 0) < 100) ?? visible[visible.length - 1] ?? first;
}
