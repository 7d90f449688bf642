import { useEffect, useId, useRef } from 'react';
import { FieldType, FieldValidationStatus } from '@health-passport/domain';
import { holdsValue, isReadOnly, validateField, valueOf } from '@health-passport/form-engine';
import type { FormField } from '@health-passport/form-engine';
import { fieldRegistry, isKnownFieldType } from './fieldRegistry';
import { useFormRuntime } from './formContext';
import { useErrorMessage } from './messages';
import type { FieldIds, FieldProps, FieldStatus, SoftWarning } from './types';
import { UnknownField } from './fields/UnknownField';
import styles from './fields/fields.module.css';

interface FieldRendererProps {
  field: FormField;
  headingLevel: number;
}

/** Renders one field when the engine enables it (§4: disabled fields are not shown). */
export function FieldRenderer({ field, headingLevel }: FieldRendererProps) {
  const { fieldPaths, enablement } = useFormRuntime();
  const path = fieldPaths.get(field);
  if (!isKnownFieldType(field.type)) return <UnknownField type={String(field.type)} />;
  if (path === undefined || !enablement.fieldPaths.has(path)) return null;
  return <EnabledField field={field} headingLevel={headingLevel} />;
}

/** Fields nested in another field (FieldGroup contents, a Switch's follow-up questions). */
export function NestedFields({
  fields,
  headingLevel,
}: {
  fields: readonly FormField[];
  headingLevel: number;
}) {
  return fields.map((nested, index) => (
    <FieldRenderer key={`${nested.dataKey}:${index}`} field={nested} headingLevel={headingLevel} />
  ));
}

function EnabledField({ field, headingLevel }: FieldRendererProps) {
  const runtime = useFormRuntime();
  const { setStatus, valuesRef, keepStatusOnFocusRef, onUpload } = runtime;
  const messageFor = useErrorMessage();
  const idBase = useId();
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const key = field.dataKey;
  const editable = key !== '' && holdsValue(field) && !isReadOnly(field);

  useEffect(
    () => () => {
      if (blurTimer.current !== null) clearTimeout(blurTimer.current);
    },
    [],
  );

  const current = editable ? runtime.statuses[key] : undefined;
  const status = current?.status ?? FieldValidationStatus.NONE;
  const errorMessage =
    status === FieldValidationStatus.INVALID && current?.error !== undefined
      ? messageFor(field, current.error)
      : undefined;

  const ids: FieldIds = {
    input: `${idBase}-input`,
    label: `${idBase}-label`,
    description: `${idBase}-description`,
    error: `${idBase}-error`,
    unit: `${idBase}-unit`,
    hint: `${idBase}-hint`,
    warning: `${idBase}-warning`,
  };
  const warning = editable ? runtime.warningOf(field) : null;

  // Focus and blur of the whole field (its inputs, buttons and popovers): moving inside it is neither.
  // React focus events bubble through portals, so a list box opened by the field counts as inside.
  const onFocus = (): void => {
    if (blurTimer.current !== null) {
      clearTimeout(blurTimer.current);
      blurTimer.current = null;
      return;
    }
    if (keepStatusOnFocusRef.current === key) {
      keepStatusOnFocusRef.current = null;
      return;
    }
    setStatus(key, { status: FieldValidationStatus.NONE });
  };
  const onBlur = (): void => {
    if (blurTimer.current !== null) clearTimeout(blurTimer.current);
    blurTimer.current = setTimeout(() => {
      blurTimer.current = null;
      const result = validateField(field, valueOf(valuesRef.current, key), { enabled: true });
      setStatus(key, { status: result.status, error: result.error, announce: true });
    }, 0);
  };

  const upload = onUpload === undefined ? undefined : (file: File) => onUpload(file, field);
  const props: FieldProps = {
    field,
    value: key === '' ? undefined : valueOf(runtime.values, key),
    onChange: (value: string) => runtime.setValue(key, value),
    status,
    errorMessage,
    announceError: current?.announce === true,
    ids,
    headingLevel,
    setStatus: (next: FieldStatus) => setStatus(key, next),
    upload,
    inputFormat: runtime.inputFormats?.[key],
    ...(warning === null ? {} : { warning }),
    renderNested: () => <NestedFields fields={field.fields ?? []} headingLevel={headingLevel} />,
  };

  // A value field marked readOnly is shown, not edited (the engine never validates or accepts it).
  const Component =
    field.readOnly === true && holdsValue(field)
      ? fieldRegistry[FieldType.ReadOnlyTextField]
      : fieldRegistry[field.type];
  const hasOwnNested = field.type !== FieldType.FieldGroup && (field.fields?.length ?? 0) > 0;
  return (
    <>
      <div
        className={styles.field}
        data-field-key={editable ? key : undefined}
        data-input-id={editable ? ids.input : undefined}
        data-status={status}
        onFocus={editable ? onFocus : undefined}
        onBlur={editable ? onBlur : undefined}
      >
        <Component {...props} />
        {editable && runtime.hasSoftWarnings && field.numeric === true && (
          <SoftWarningNotice id={ids.warning} dataKey={key} warning={warning} />
        )}
      </div>
      {hasOwnNested && (
        <div className={styles.nested}>
          <NestedFields fields={field.fields ?? []} headingLevel={headingLevel} />
        </div>
      )}
    </>
  );
}

/**
 * The warning of a value that looks wrong (a measurement in another unit) and its confirm checkbox. The live
 * region is always there, so a warning that appears while typing is announced politely; the checkbox names the
 * warning as its description.
 */
function SoftWarningNotice({
  id,
  dataKey,
  warning,
}: {
  id: string;
  dataKey: string;
  warning: SoftWarning | null;
}) {
  const { isConfirmed, setConfirmed } = useFormRuntime();
  return (
    <>
      <p id={id} role="status" className={warning ? styles.softWarning : 'visually-hidden'}>
        {warning?.message}
      </p>
      {warning?.confirmable && (
        <label className={styles.confirm}>
          <input
            type="checkbox"
            data-confirm-for={dataKey}
            checked={isConfirmed(dataKey)}
            onChange={(event) => setConfirmed(dataKey, event.target.checked)}
            aria-describedby={id}
          />
          {warning.confirmLabel}
        </label>
      )}
    </>
  );
}
