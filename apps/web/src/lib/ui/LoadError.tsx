import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Callout } from './Callout';
import styles from './LoadError.module.css';

export interface LoadErrorProps {
  /** What could not be loaded, in words. */
  message: ReactNode;
  onRetry: () => void;
  /** The retry is under way: the button shows it. */
  isRetrying?: boolean;
  /** `inline`: one muted line with a link-like retry, for a part of a page rather than the page. */
  variant?: 'block' | 'inline';
}

/** The error state of something loaded: what failed and the way out, a retry. */
export function LoadError({ message, onRetry, isRetrying = false, variant = 'block' }: LoadErrorProps) {
  const { t } = useTranslation();
  if (variant === 'inline') {
    return (
      <p className={styles.inline}>
        {message}{' '}
        <Button variant="link" onPress={onRetry} isPending={isRetrying}>
          {t('common.retry')}
        </Button>
      </p>
    );
  }
  return (
    <div className={styles.block}>
      <Callout tone="danger" role="alert">
        <p>{message}</p>
      </Callout>
      <Button onPress={onRetry} isPending={isRetrying}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
