import type { ReactNode } from 'react';
import type { FieldProps } from '../types';
import { FieldIcon } from './FieldIcon';
import styles from './fields.module.css';

interface FieldShellProps {
  props: FieldProps;
  /**
   * `label` points a <label> at the input with id `ids.input`; `text` is referenced with aria-labelledby;
   * `none` when the control carries its own label (a switch).
   */
  labelAs?: 'label' | 'text' | 'none';
  /** A short line about the expected format, under the description. */
  hint?: ReactNode;
  /** Shown instead of the field's own error text (e.g. a date that is not complete yet). */
  errorMessage?: string;
  children: ReactNode;
}

/** The ids that describe the field's input: its error, description, format hint and unit. */
export function describedBy(
  { field, ids, errorMessage, warning }: FieldProps,
  options: { hint?: boolean; error?: string } = {},
): string | undefined {
  const parts = [
    (options.error ?? errorMessage) !== undefined ? ids.error : undefined,
    field.description ? ids.description : undefined,
    options.hint === true ? ids.hint : undefined,
    field.unit ? ids.unit : undefined,
    warning ? ids.warning : undefined,
  ].filter((id): id is string => id !== undefined);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/**
 * Label, description, format hint, control (with the unit beside it) and the error under it
 * (DESIGN.md: labels always visible, errors under the field and announced).
 */
export function FieldShell({ props, labelAs = 'label', hint, errorMessage, children }: FieldShellProps) {
  const { field, ids, announceError } = props;
  const error = errorMessage ?? props.errorMessage;
  return (
    <>
      {labelAs !== 'none' && (
        <div className={styles.labelRow}>
          <FieldIcon icon={field.icon} />
          {labelAs === 'label' ? (
            <label id={ids.label} htmlFor={ids.input} className={styles.label}>
              {field.label}
            </label>
          ) : (
            <span id={ids.label} className={styles.label}>
              {field.label}
            </span>
          )}
        </div>
      )}
      {field.description && (
        <p id={ids.description} className={styles.description}>
          {field.description}
        </p>
      )}
      {hint && (
        <p id={ids.hint} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.control}>
        {children}
        {field.unit && (
          <span id={ids.unit} className={styles.unit}>
            {field.unit}
          </span>
        )}
      </div>
      {error !== undefined && (
        <p id={ids.error} className={styles.error} role={announceError ? 'alert' : undefined}>
          <span className={styles.errorMark} aria-hidden="true">
            !
          </span>
          {error}
        </p>
      )}
    </>
  );
}
