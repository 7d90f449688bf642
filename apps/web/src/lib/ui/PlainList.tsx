import type { ComponentProps } from 'react';
import styles from './PlainList.module.css';

export interface PlainListProps extends Omit<ComponentProps<'ul'>, 'className' | 'ref'> {
  /** `ol` when the order means something (newest first, steps). */
  ordered?: boolean;
  /** The space between the items: none (rows that draw their own lines), 12 px or 16 px. */
  spacing?: 'none' | 'tight' | 'regular';
  /** A line above the first item; each item draws the line under itself. */
  divided?: boolean;
  /** A feature's own item layout (a grid of columns, a busy state). */
  className?: string;
}

/** A list without bullets or indent, its items one under the other. */
export function PlainList({
  ordered = false,
  spacing = 'none',
  divided = false,
  className,
  ...props
}: PlainListProps) {
  const List = ordered ? 'ol' : 'ul';
  const classes = [styles.list, styles[spacing], divided && styles.divided, className]
    .filter(Boolean)
    .join(' ');
  return <List {...props} className={classes} />;
}
