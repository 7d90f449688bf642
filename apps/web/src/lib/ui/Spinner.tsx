import styles from './Spinner.module.css';

/** The visual part of a busy indicator; the accessible name comes from the surrounding BusyIndicator. */
export function Spinner({ size = 'medium' }: { size?: 'small' | 'medium' | 'large' }) {
  return <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />;
}
