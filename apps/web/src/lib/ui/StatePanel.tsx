import { useId, type ReactNode } from 'react';
import { Link, type To } from 'react-router';
import styles from './StatePanel.module.css';

export interface StatePanelProps {
  /**
   * `card`: an empty state inside a page (a bordered card, `h2`); `page`: a page of its own such as not
   * found or an error (centred, `h1`).
   */
  variant?: 'card' | 'page';
  title: ReactNode;
  text: ReactNode;
  /** The id of the heading that labels the panel; a generated one when left out. */
  titleId?: string;
  /** The ways on: ActionLinks and/or Buttons, in a row. */
  children?: ReactNode;
}

/** A state instead of content (nothing to show here, not found, failed): a title, a text and ways on. */
export function StatePanel({ variant = 'card', title, text, titleId, children }: StatePanelProps) {
  const generatedId = useId();
  const id = titleId ?? generatedId;
  const Heading = variant === 'page' ? 'h1' : 'h2';
  return (
    <section className={styles[variant]} aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      <p>{text}</p>
      {children !== undefined && <div className={styles.actions}>{children}</div>}
    </section>
  );
}

export type ActionLinkProps = {
  children: ReactNode;
  /** A name that says more than the visible text (which document, which person). */
  'aria-label'?: string;
  /** The language of the link's text, where it is not the page's (a report named in its own language). */
  lang?: string;
} & (
  | {
      /** A route of the app (client-side navigation). */
      to: To;
      href?: never;
      download?: never;
    }
  | {
      /** A full page load: for places outside the router, or when the router itself failed. */
      href: string;
      to?: never;
      /** The browser saves the file under this name instead of opening it. */
      download?: string;
    }
);

/** A link that looks like a secondary button: the way on out of a StatePanel, a download. */
export function ActionLink({ children, 'aria-label': label, lang, ...target }: ActionLinkProps) {
  return target.href !== undefined ? (
    <a
      href={target.href}
      download={target.download}
      aria-label={label}
      lang={lang}
      className={styles.actionLink}
    >
      {children}
    </a>
  ) : (
    <Link to={target.to} aria-label={label} lang={lang} className={styles.actionLink}>
      {children}
    </Link>
  );
}
