import type { ReactNode, Ref } from 'react';

/** A heading of a computed level, kept within h2-h6 (the page owns the h1). */
export function Heading({
  level,
  className,
  id,
  tabIndex,
  ref,
  children,
}: {
  level: number;
  className?: string;
  id?: string;
  tabIndex?: number;
  ref?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const Tag = `h${Math.min(6, Math.max(2, level))}` as 'h2';
  return (
    <Tag className={className} id={id} tabIndex={tabIndex} ref={ref}>
      {children}
    </Tag>
  );
}
