import { useCallback, useState } from 'react';
import { initialValues } from '@health-passport/form-engine';
import type { FormGroup } from '@health-passport/form-engine';

interface AnswersState {
  source: readonly FormGroup[] | undefined;
  values: Record<string, string>;
}

/**
 * The answers a page keeps for its DynamicForm: the engine's `initialValues(groups)` once the definition
 * is there. When the definition changes (the same form in another language, or a refreshed copy after a
 * save) the answers already held stay and the new definition only fills in keys that have none.
 */
export function useFormAnswers(
  groups: readonly FormGroup[] | undefined,
): [Record<string, string>, (values: Record<string, string>) => void] {
  const [state, setState] = useState<AnswersState>(() => ({
    source: groups,
    values: groups === undefined ? {} : initialValues(groups),
  }));
  let current = state;
  if (state.source !== groups) {
    current = {
      source: groups,
      values: groups === undefined ? state.values : { ...initialValues(groups), ...state.values },
    };
    setState(current);
  }
  const setValues = useCallback(
    (values: Record<string, string>) => setState((previous) => ({ ...previous, values })),
    [],
  );
  return [current.values, setValues];
}
