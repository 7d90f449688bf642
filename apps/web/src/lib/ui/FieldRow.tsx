import type { ComponentProps, ReactNode } from 'react';
import styles from './Field.module.css';

/** What a field's control needs to be tied to its label, description and error. */
export interface ControlAria {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldRowProps {
  /** The control's id, which the label points at. */
  id: string;
  label: string;
  required?: boolean;
  /** A hint under the control, linked to it with aria-describedby. */
  description?: string;
  /** Shown under the control and linked to it with aria-describedby; also marks it invalid. */
  error?: string;
  /**
   * Also announce the error as it appears (role="alert"), for a form that shows one error at a time;
   * a form that moves the focus to the first invalid field lets the field's description say it.
   */
  announceError?: boolean;
  /** In a FormGrid: the full width of the form rather than one column. */
  wide?: boolean;
  /** The control, given the id and aria attributes to spread on it. */
  children: (aria: ControlAria) => ReactNode;
}

/**
 * A form row: a visible label (with a required marker that screen readers skip: the control says
 * aria-required), the control, an optional hint and the error under it.
 */
export function FieldRow({
  id,
  label,
  required,
  description,
  error,
  announceError = false,
  wide = false,
  children,
}: FieldRowProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.requiredMark} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The native text input in the form look (a file input keeps the browser's button). */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  const look = props.type === 'file' ? styles.file : styles.control;
  return <input {...props} className={className ? `${look} ${className}` : look} />;
}

/** The native select in the form look. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select {...props} className={className ? `${styles.control} ${className}` : styles.control} />;
}

/** The native text area in the form look, for a few lines of text. */
export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea {...props} className={className ? `${styles.control} ${className}` : styles.control} />;
}
