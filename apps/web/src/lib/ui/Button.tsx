import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import styles from './Button.module.css';
import { BusyIndicator } from './BusyIndicator';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'link';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className'> {
  variant?: ButtonVariant;
  children: ReactNode;
  /** Announced while `isPending` (e.g. "Signing in…"). */
  pendingLabel?: string;
  className?: string;
}

export function Button({ variant = 'primary', children, pendingLabel, className, ...props }: ButtonProps) {
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(' ');
  return (
    <AriaButton {...props} className={classes}>
      {({ isPending }) => (
        <>
          <span className={isPending ? styles.hiddenLabel : undefined}>{children}</span>
          {isPending && (
            <BusyIndicator label={pendingLabel} className={styles.pending}>
              <Spinner size="small" />
            </BusyIndicator>
          )}
        </>
      )}
    </AriaButton>
  );
}
