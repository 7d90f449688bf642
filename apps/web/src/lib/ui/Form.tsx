import type { ComponentProps, ReactNode } from 'react';
import styles from './Form.module.css';

/**
 * A form's column: its intro, FormGrid, messages and FormActions one under the other. The browser's own
 * validation bubbles stay off (`noValidate`): errors are shown under the fields.
 */
export function Form({ className, noValidate = true, ...props }: ComponentProps<'form'>) {
  return (
    <form
      {...props}
      noValidate={noValidate}
      className={className ? `${styles.form} ${className}` : styles.form}
    />
  );
}

/** The grid of FieldRows: two columns when the form is wide enough, one on a narrow one. */
export function FormGrid({ children }: { children: ReactNode }) {
  return (
    <div className={styles.gridFrame}>
      <div className={styles.grid}>{children}</div>
    </div>
  );
}

/** The row of a form's buttons, with room for a note beside them. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** A small muted line of a form ("Fields marked with * are required."). */
export function FormNote({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.note}>
      {children}
    </p>
  );
}
