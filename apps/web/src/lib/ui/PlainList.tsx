import type { ComponentProps, CSSProperties } from 'react';
import styles from './PlainList.module.css';

export interface PlainListProps extends Omit<ComponentProps<'ul'>, 'className' | 'ref'> {
  /** `ol` when the order means something (newest first, steps). */
  ordered?: boolean;
  /** The space between the items: none (rows that draw their own lines), 12 px or 16 px. */
  spacing?: 'none' | 'tight' | 'regular';
  /** A line above the first item; each item draws the line under itself. */
  divided?: boolean;
  /** Items side by side in as many columns of at least this width (a CSS length) as fit. */
  columnWidth?: string;
  /** A feature's own item layout (a busy state, lines between rows). */
  className?: string;
}

/** A list without bullets or indent, its items one under the other or in columns. */
export function PlainList({
  ordered = false,
  spacing = 'none',
  divided = false,
  columnWidth,
  className,
  ...props
}: PlainListProps) {
  const List = ordered ? 'ol' : 'ul';
  const classes = [
    styles.list,
    styles[spacing],
    divided && styles.divided,
    columnWidth !== undefined && styles.columns,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const style = columnWidth !== undefined ? ({ '--column-width': columnWidth } as CSSProperties) : undefined;
  return <List {...props} className={classes} style={style} />;
}
