import { useId, type ReactNode } from 'react';
import styles from './Page.module.css';

export interface PageProps {
  /** The page's `<h1>`; set the document title with `usePageTitle` beside it. */
  title: ReactNode;
  /** The larger muted text under the title. */
  lead?: ReactNode;
  /** A further muted line under the lead (which passport, a note). */
  meta?: ReactNode;
  /** Buttons or links that act on the whole page, beside the title. */
  actions?: ReactNode;
  /** `large`: the passport pages' 40 px title with a plain intro. */
  size?: 'regular' | 'large';
  /** `medium` (56rem) and `narrow` (48rem) keep forms and flows at a reading width. */
  width?: 'full' | 'medium' | 'narrow';
  /** The space between the page's parts: 24, 32 or 40 px. */
  rhythm?: 'regular' | 'relaxed' | 'spacious';
  /** `article`: the page is one document, labelled by its title. */
  as?: 'div' | 'article';
  /** The title's id; a generated one when left out. */
  titleId?: string;
  children?: ReactNode;
}

/** The frame of a page: its title, lead and actions over the content, at the page's width and rhythm. */
export function Page({
  title,
  lead,
  meta,
  actions,
  size = 'regular',
  width = 'full',
  rhythm = 'regular',
  as: Element = 'div',
  titleId,
  children,
}: PageProps) {
  const generatedId = useId();
  const id = titleId ?? generatedId;
  const classes = [
    styles.page,
    size === 'large' && styles.large,
    width !== 'full' && styles[width],
    styles[`${rhythm}Rhythm`],
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Element className={classes} aria-labelledby={Element === 'article' ? id : undefined}>
      {/* A div, not a header: some tools take any header for the site's banner. */}
      <div className={styles.header}>
        <div className={styles.titles}>
          <h1 id={id}>{title}</h1>
          {lead !== undefined && <p className={styles.lead}>{lead}</p>}
          {meta !== undefined && <p className={styles.meta}>{meta}</p>}
        </div>
        {actions !== undefined && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </Element>
  );
}
