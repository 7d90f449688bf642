import type { ReactNode } from 'react';
import styles from './DetailList.module.css';

export interface DetailListProps {
  /**
   * `stack`: one under the other; `inline`: side by side, wrapping; `columns`: in columns of at least
   * 10rem.
   */
  layout?: 'stack' | 'inline' | 'columns';
  /** Detail items. */
  children: ReactNode;
}

/** Facts as terms and values (a description list): the term small and muted over its value. */
export function DetailList({ layout = 'stack', children }: DetailListProps) {
  return <dl className={`${styles.list} ${styles[layout]}`}>{children}</dl>;
}

export interface DetailProps {
  term: ReactNode;
  children: ReactNode;
  /** The value's own look (figures in tabular numbers). */
  valueClassName?: string;
}

/** One term and its value in a DetailList. */
export function Detail({ term, children, valueClassName }: DetailProps) {
  return (
    <div>
      <dt className={styles.term}>{term}</dt>
      <dd className={valueClassName ? `${styles.value} ${valueClassName}` : styles.value}>{children}</dd>
    </div>
  );
}
