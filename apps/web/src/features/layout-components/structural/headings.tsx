import { createContext, useContext, type ReactNode } from 'react';

/** The page's own title is the h1; the content tree's first titles are h2 and each titled level goes one deeper. */
const HeadingLevelContext = createContext(2);

type Level = 1 | 2 | 3 | 4 | 5 | 6;

function clampLevel(level: number): Level {
  return Math.min(6, Math.max(1, level)) as Level;
}

/** A component's title at the heading level of where it sits in the outline. */
export function LayoutHeading({
  children,
  className,
  id,
}: {
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const Tag = `h${clampLevel(useContext(HeadingLevelContext))}` as const;
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
}

/** Children of a titled component: their titles sit one level below it. */
export function NestedHeadings({ children }: { children: ReactNode }) {
  const level = useContext(HeadingLevelContext);
  return <HeadingLevelContext value={clampLevel(level + 1)}>{children}</HeadingLevelContext>;
}

/** Nests only when the component shows a title, so untitled wrappers keep the outline flat. */
export function HeadingScope({ titled, children }: { titled: boolean; children: ReactNode }) {
  return titled ? <NestedHeadings>{children}</NestedHeadings> : children;
}
