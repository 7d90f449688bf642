import type { ReactNode } from 'react';
import styles from './Callout.module.css';

export interface CalloutProps {
  tone: 'danger' | 'info' | 'success';
  children: ReactNode;
  /** `alert` interrupts the screen reader; use it for errors that appear after an action. */
  role?: 'alert' | 'status';
  id?: string;
}

export function Callout({ tone, children, role, id }: CalloutProps) {
  return (
    <div id={id} role={role} className={`${styles.callout} ${styles[tone]}`}>
      {children}
    </div>
  );
}
