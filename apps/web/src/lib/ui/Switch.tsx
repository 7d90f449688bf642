import { useId, type ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import styles from './Switch.module.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className'> {
  children: ReactNode;
  /** A line under the label; announced as the switch's description, not as part of its name. */
  description?: ReactNode;
}

/** An on/off setting that takes effect at once (role="switch"). */
export function Switch({ children, description, ...props }: SwitchProps) {
  const descriptionId = useId();
  return (
    <div className={styles.field}>
      <AriaSwitch
        {...props}
        aria-describedby={description ? descriptionId : undefined}
        className={styles.switch}
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span className={styles.label}>{children}</span>
      </AriaSwitch>
      {description && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
    </div>
  );
}
