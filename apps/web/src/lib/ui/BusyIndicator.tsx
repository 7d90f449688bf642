import type { ReactNode } from 'react';

/**
 * An announced busy state of unknown length: what React Aria's indeterminate ProgressBar renders (the role, its name
 * and range), without the value formatting (Intl number formats) an indeterminate bar never shows. The loading view
 * and the sign-in page draw it before anything else has loaded.
 */
export function BusyIndicator({
  label,
  className,
  children,
}: {
  label: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} className={className}>
      {children}
    </div>
  );
}
