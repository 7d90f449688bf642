import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldValidationStatus } from '@health-passport/domain';
import {
  canNavigateTo,
  collectFields,
  computeEnabled,
  forEachField,
  forEachGroup,
  holdsValue,
  initialValues,
  isPassing,
  isReadOnly,
  pagesProgress,
  questionnaireProgress,
  toDataItems,
  validateField,
  validatePage,
  valueOf,
} from '@health-passport/form-engine';
import type {
  DataItem,
  FieldPath,
  FormField,
  FormGroup,
  FormValues,
  GroupPath,
} from '@health-passport/form-engine';
import { reportError } from '../../lib/errorReporting';
import { Button, Callout, PageLoader } from '../../lib/ui';
import { FormRuntimeContext } from './formContext';
import type { FormRuntime } from './formContext';
import { focusTargetOf } from './focus';
import { FormProgress } from './FormProgress';
import type { ProgressPage } from './FormProgress';
import { GroupView } from './GroupView';
import { Heading } from './fields/Heading';
import type { FieldStatus, InputFormat, SoftWarning, SoftWarningOf, UploadHandler } from './types';
import styles from './DynamicForm.module.css';

export type DynamicFormMode = 'questionnaire' | 'measurements';

export interface DynamicFormProps {
  /** The form definition; each top-level group is a page (passport-and-professional §2.5). */
  groups: readonly FormGroup[];
  /** The answers by dataKey; start from the engine's `initialValues(groups)`. */
  values: FormValues;
  /** Every edit, with the complete next answers. */
  onChange: (values: Record<string, string>) => void;
  /**
   * `questionnaire`: no jumping more than one page ahead, back without validation, moving ahead validates,
   * the last page's progress follows the page before it. `measurements`: a page label saves the current
   * page and jumps to it.
   */
  mode: DynamicFormMode;
  /**
   * Saves one page: its index among `groups` and the data items of its enabled fields. May answer the
   * refreshed groups (the measurements PUT does), which then replace the definition. A rejection shows the
   * failure state.
   */
  onSavePage: (
    pageIndex: number,
    dataItems: DataItem[],
    /** With `softWarningOf`: the page's values the person confirmed after their warning. */
    saved?: { confirmedKeys: string[] },
  ) => Promise<readonly FormGroup[] | void>;
  /** Called after the last page was saved. */
  onFinished: () => void;
  /** The definition could not be loaded: shows the failure state (and reports the error). */
  loadError?: unknown;
  /** The definition is still loading. */
  isLoading?: boolean;
  /**
   * Uploads a file of an UploadField; answers the server's text ("success" means completed), or the text
   * and the value to keep (see UploadAnswer).
   */
  onUpload?: UploadHandler;
  /** Input masks for text fields by dataKey (card numbers, phone numbers, ...). */
  inputFormats?: Readonly<Record<string, InputFormat>>;
  /** The page to open first (index among `groups`), e.g. to resume. */
  initialPage?: number;
  /**
   * Values the page saves only once confirmed (the measurements' unit check): a changed value with a warning
   * shows it next to the field with a confirm checkbox, and the page is not saved until it is ticked. The
   * confirmed keys go to `onSavePage`.
   */
  softWarningOf?: SoftWarningOf;
}

type Check = 'complete' | 'noBrokenValues';

function pathsOf(groups: readonly FormGroup[]) {
  const fieldPaths = new Map<FormField, FieldPath>();
  const groupPaths = new Map<FormGroup, GroupPath>();
  forEachGroup(groups, ({ group, path }) => groupPaths.set(group, path));
  forEachField(groups, ({ field, path }) => fieldPaths.set(field, path));
  return { fieldPaths, groupPaths };
}

/** The answers the server sent with a refreshed definition (they win over what the form holds). */
function savedValues(groups: readonly FormGroup[]): Record<string, string> {
  const saved: Record<string, string> = {};
  forEachField(groups, ({ field }) => {
    if (field.dataKey !== '' && holdsValue(field) && field.dataValue !== undefined) {
      saved[field.dataKey] = field.dataValue;
    }
  });
  return saved;
}

const sameStatus = (a: FieldStatus | undefined, b: FieldStatus): boolean =>
  (a?.status ?? FieldValidationStatus.NONE) === b.status &&
  a?.error === b.error &&
  (a?.announce ?? false) === (b.announce ?? false);

/**
 * The paged form shell of the dynamic form engine: progress bar with page labels, the current page's
 * groups and fields, "Save and continue" at the top and bottom, the missing-input callout, and the failure
 * state. All rules (enablement, validation, progress, navigation) come from `@health-passport/form-engine`.
 */
export function DynamicForm({
  groups,
  values,
  onChange,
  mode,
  onSavePage,
  onFinished,
  loadError,
  isLoading = false,
  onUpload,
  inputFormats,
  initialPage = 0,
  softWarningOf,
}: DynamicFormProps) {
  const { t } = useTranslation();

  // The definition the form shows: the given groups, replaced by refreshed ones after a save.
  const [definition, setDefinition] = useState({ given: groups, current: groups });
  let formGroups = definition.current;
  if (definition.given !== groups) {
    formGroups = groups;
    setDefinition({ given: groups, current: groups });
  }

  const [pageIndex, setPageIndex] = useState(initialPage);
  const [statuses, setStatuses] = useState<Record<string, FieldStatus>>({});
  const [callout, setCallout] = useState<Check | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ dataKey: string; confirm?: boolean } | null>(null);
  /** The values the person confirmed after a soft warning, by dataKey: a changed value needs a new tick. */
  const [confirmed, setConfirmedValues] = useState<Record<string, string>>({});
  const [headingFocus, setHeadingFocus] = useState(0);

  const containerRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const valuesRef = useRef<FormValues>(values);
  const keepStatusOnFocusRef = useRef<string | null>(null);
  const savingRef = useRef(false);

  useLayoutEffect(() => {
    valuesRef.current = values;
  }, [values]);

  const reportedLoadErrorRef = useRef<unknown>(null);
  useEffect(() => {
    // Reported once per error (effects run twice in development).
    if (loadError !== undefined && loadError !== null && reportedLoadErrorRef.current !== loadError) {
      reportedLoadErrorRef.current = loadError;
      reportError(loadError, { feature: 'forms', mode, stage: 'load' });
    }
  }, [loadError, mode]);

  const enablement = useMemo(() => computeEnabled(formGroups, values), [formGroups, values]);
  const paths = useMemo(() => pathsOf(formGroups), [formGroups]);
  const progress = useMemo(
    () => (mode === 'questionnaire' ? questionnaireProgress : pagesProgress)(formGroups, values),
    [mode, formGroups, values],
  );
  const visiblePages = formGroups
    .map((group, index) => ({ group, index }))
    .filter(({ group }) => enablement.groups.get(paths.groupPaths.get(group) ?? '')?.visible === true)
    .map(({ index }) => index);

  // The open page: the chosen one, or the nearest visible page after it when it is hidden.
  const currentIndex =
    visiblePages.find((index) => index >= pageIndex) ?? visiblePages[visiblePages.length - 1];
  const position = currentIndex === undefined ? -1 : visiblePages.indexOf(currentIndex);
  const page = currentIndex === undefined ? undefined : formGroups[currentIndex];

  useEffect(() => {
    if (focusRequest === null || containerRef.current === null) return;
    const target = focusRequest.confirm
      ? ([...containerRef.current.querySelectorAll<HTMLElement>('[data-confirm-for]')].find(
          (element) => element.dataset.confirmFor === focusRequest.dataKey,
        ) ?? null)
      : focusTargetOf(containerRef.current, focusRequest.dataKey);
    if (target !== null) {
      keepStatusOnFocusRef.current = focusRequest.dataKey;
      target.focus();
      keepStatusOnFocusRef.current = null;
    }
  }, [focusRequest]);

  useEffect(() => {
    if (headingFocus > 0) headingRef.current?.focus();
  }, [headingFocus]);

  const setStatus = (dataKey: string, status: FieldStatus): void => {
    setStatuses((previous) =>
      sameStatus(previous[dataKey], status) ? previous : { ...previous, [dataKey]: status },
    );
  };

  const setValue = (dataKey: string, value: string): void => {
    const next = { ...valuesRef.current, [dataKey]: value };
    valuesRef.current = next;
    onChange(next);
  };

  /** The editable, enabled value fields of a page, one per dataKey, in document order. */
  const pageFields = (target: FormGroup): FormField[] => {
    const byKey = new Map<string, FormField>();
    for (const field of collectFields(target)) {
      if (field.dataKey === '' || !holdsValue(field) || isReadOnly(field)) continue;
      if (enablement.fields.has(field.dataKey) && !byKey.has(field.dataKey)) byKey.set(field.dataKey, field);
    }
    return [...byKey.values()];
  };

  const saved = useMemo(() => savedValues(formGroups), [formGroups]);

  /** The soft warning of a field's value: only a value changed since the last save is asked about. */
  const warningOf = (field: FormField): SoftWarning | null => {
    const value = valueOf(values, field.dataKey);
    if (softWarningOf === undefined || value === undefined || value === '' || value === saved[field.dataKey])
      return null;
    return softWarningOf(field, value);
  };
  const isConfirmed = (dataKey: string): boolean => {
    const value = valueOf(values, dataKey);
    return value !== undefined && confirmed[dataKey] === value;
  };
  const setConfirmed = (dataKey: string, yes: boolean): void => {
    const value = valueOf(values, dataKey) ?? '';
    setConfirmedValues(({ [dataKey]: _previous, ...rest }) => (yes ? { ...rest, [dataKey]: value } : rest));
  };

  /**
   * Evaluates every field of the page (§4 "evaluated for every field when the form is validated") and
   * marks them; when the page fails (the engine's `validatePage`) shows the callout and focuses the first
   * invalid field. `noBrokenValues` lifts the requirement: a measurements jump may leave fields empty, but
   * never sends a value the server would refuse.
   */
  const checkPage = (target: FormGroup, check: Check): boolean => {
    const next: Record<string, FieldStatus> = {};
    const broken: string[] = [];
    for (const field of pageFields(target)) {
      const result = validateField(field, valueOf(values, field.dataKey), {
        enabled: true,
        ...(check === 'noBrokenValues' ? { required: false } : {}),
      });
      next[field.dataKey] = { status: result.status, error: result.error };
      if (!isPassing(result)) broken.push(field.dataKey);
    }
    const invalidKeys =
      check === 'complete' ? validatePage(target, values, enablement.fields).invalidKeys : broken;
    setStatuses(next);
    const firstInvalid = invalidKeys[0];
    if (firstInvalid === undefined) {
      setCallout(null);
      // A valid page still waits for the values its warnings ask to confirm: the first one's checkbox gets focus.
      const unconfirmed = pageFields(target).find(
        (field) => warningOf(field)?.confirmable === true && !isConfirmed(field.dataKey),
      );
      if (unconfirmed === undefined) return true;
      setFocusRequest({ dataKey: unconfirmed.dataKey, confirm: true });
      return false;
    }
    setCallout(check);
    setFocusRequest({ dataKey: firstInvalid });
    return false;
  };

  const dataItemsOf = (target: FormGroup): DataItem[] => {
    const normalized: Record<string, string> = {};
    for (const field of pageFields(target)) {
      const value = valueOf(values, field.dataKey);
      if (value === undefined) continue;
      normalized[field.dataKey] = validateField(field, value, { required: false }).normalized ?? value;
    }
    return toDataItems(normalized);
  };

  const openPage = (index: number): void => {
    setPageIndex(index);
    setStatuses({});
    setCallout(null);
    setHeadingFocus((n) => n + 1);
  };

  /** Saves the open page after `check`, then opens `target` (a page index) or finishes. */
  const saveAndGo = async (check: Check, target: number | 'finish'): Promise<void> => {
    if (page === undefined || currentIndex === undefined || savingRef.current) return;
    if (!checkPage(page, check)) return;
    savingRef.current = true;
    setSaving(true);
    try {
      const confirmedKeys = pageFields(page)
        .filter((field) => warningOf(field) !== null && isConfirmed(field.dataKey))
        .map((field) => field.dataKey);
      const refreshed =
        softWarningOf === undefined
          ? await onSavePage(currentIndex, dataItemsOf(page))
          : await onSavePage(currentIndex, dataItemsOf(page), { confirmedKeys });
      if (refreshed !== undefined) {
        setDefinition({ given: groups, current: refreshed });
        const merged = { ...initialValues(refreshed), ...valuesRef.current, ...savedValues(refreshed) };
        valuesRef.current = merged;
        onChange(merged);
      }
      if (target === 'finish') onFinished();
      else openPage(target);
    } catch (error) {
      reportError(error, { feature: 'forms', mode, stage: 'save', page: currentIndex });
      setFailure({ error });
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  const isLast = position === visiblePages.length - 1;
  const saveAndContinue = (): void => {
    const next = visiblePages[position + 1];
    void saveAndGo('complete', isLast || next === undefined ? 'finish' : next);
  };

  /** A page label or "Previous page": measurements save and jump; the questionnaire follows its rules. */
  const goTo = (index: number): void => {
    if (currentIndex === undefined || index === currentIndex || savingRef.current) return;
    const targetPosition = visiblePages.indexOf(index);
    if (mode === 'measurements') {
      void saveAndGo('noBrokenValues', index);
    } else if (canNavigateTo(position, targetPosition, true, visiblePages.length)) {
      // Back needs no validation (nor a save); the one page ahead is reached only with this page valid.
      if (targetPosition < position) openPage(index);
      else void saveAndGo('complete', index);
    }
  };

  if (isLoading) return <PageLoader />;

  if ((loadError !== undefined && loadError !== null) || failure !== null) {
    return (
      <div className={styles.failure}>
        <Callout tone="danger" role="alert">
          <p>{t('forms.failure')}</p>
          <p>
            <a href={typeof window === 'undefined' ? '' : window.location.href}>{t('forms.reload')}</a>
          </p>
        </Callout>
      </div>
    );
  }

  if (page === undefined || currentIndex === undefined) return null;

  const runtime: FormRuntime = {
    values,
    setValue,
    enablement,
    fieldPaths: paths.fieldPaths,
    groupPaths: paths.groupPaths,
    statuses,
    setStatus,
    valuesRef,
    keepStatusOnFocusRef,
    onUpload,
    inputFormats,
    hasSoftWarnings: softWarningOf !== undefined,
    warningOf,
    isConfirmed,
    setConfirmed,
  };

  const progressPages: ProgressPage[] = visiblePages.map((index, at) => ({
    index,
    label: formGroups[index]?.label ?? '',
    progress: progress[index] ?? 0,
    isCurrent: index === currentIndex,
    // Questionnaire: back or one page ahead (which then validates); measurements: any page.
    isReachable: mode === 'measurements' || canNavigateTo(position, at, true, visiblePages.length),
  }));

  const calloutShown =
    callout !== null &&
    pageFields(page).some(
      (field) =>
        !isPassing(
          validateField(field, valueOf(values, field.dataKey), {
            enabled: true,
            ...(callout === 'noBrokenValues' ? { required: false } : {}),
          }),
        ),
    );

  const saveButton = (
    <Button
      onPress={saveAndContinue}
      isPending={saving}
      pendingLabel={t('forms.saving')}
      className={styles.save}
    >
      {t('forms.saveAndContinue')}
    </Button>
  );

  return (
    <FormRuntimeContext.Provider value={runtime}>
      <div ref={containerRef} className={styles.form} aria-busy={saving || undefined}>
        {visiblePages.length > 1 && <FormProgress pages={progressPages} onSelect={goTo} isBusy={saving} />}
        <div className={styles.pageHeader}>
          <div>
            {visiblePages.length > 1 && (
              <p className={styles.pageOf}>
                {t('forms.pageOf', { current: position + 1, total: visiblePages.length })}
              </p>
            )}
            <Heading level={2} className={styles.pageTitle} tabIndex={-1} ref={headingRef}>
              {page.label}
            </Heading>
          </div>
          <div className={styles.actions}>{saveButton}</div>
        </div>
        {calloutShown && (
          <Callout tone="danger" role="alert">
            {t('forms.invalidPage')}
          </Callout>
        )}
        <GroupView group={page} level={2} hideHeading />
        <div className={styles.footer}>
          {position > 0 && (
            <Button
              variant="quiet"
              onPress={() => {
                const previous = visiblePages[position - 1];
                if (previous !== undefined) goTo(previous);
              }}
              isDisabled={saving}
            >
              {t('forms.previousPage')}
            </Button>
          )}
          <div className={styles.actions}>{saveButton}</div>
        </div>
      </div>
    </FormRuntimeContext.Provider>
  );
}
