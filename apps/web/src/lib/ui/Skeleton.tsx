import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** Announced while loading; "Loading…" when left out. */
  label?: string;
  /** A plain block of this height (a CSS length) when there are no children. */
  height?: string;
  /** The shape of what is coming (SkeletonCards in the page's own grid); hidden from screen readers. */
  children?: ReactNode;
  /** The layout of the children: the grid the loaded content will have. */
  className?: string;
}

/** A loading state in the shape of the content, announced once as a busy progress bar. */
export function Skeleton({ label, height, children, className }: SkeletonProps) {
  const { t } = useTranslation();
  const classes = [children === undefined && styles.block, className].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={classes}
      style={children === undefined && height ? { height } : undefined}
      role="progressbar"
      aria-label={label ?? t('common.loading')}
      aria-busy="true"
    >
      {children}
    </div>
  );
}

/** A card-shaped placeholder: an optional icon, a heading and two lines of text, shimmering. */
export function SkeletonCard({ icon = false }: { icon?: boolean }) {
  return (
    <div className={styles.card} aria-hidden="true">
      {icon && <span className={`${styles.bar} ${styles.icon}`} />}
      <span className={`${styles.bar} ${styles.title}`} />
      <span className={`${styles.bar} ${styles.line}`} />
      <span className={`${styles.bar} ${styles.lineShort}`} />
    </div>
  );
}
