import type { ComponentProps, ReactNode } from 'react';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'className' | 'children'> {
  id: string;
  label: ReactNode;
  /** Under the label and in line with it: a description, a link to the document agreed to. */
  children?: ReactNode;
}

/** A native checkbox with its label beside it and what explains it under the label. */
export function Checkbox({ id, label, children, ...props }: CheckboxProps) {
  return (
    <div className={styles.checkbox}>
      <div className={styles.row}>
        <input {...props} id={id} type="checkbox" className={styles.box} />
        <label htmlFor={id}>{label}</label>
      </div>
      {children !== undefined && <div className={styles.details}>{children}</div>}
    </div>
  );
}
