import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { scrollToAnchor } from '../scrollToAnchor';

/** Where a layout's linkTo points: an AnchorLink on this page, a portal page, or a site outside. */
export type LinkKind = 'anchor' | 'portal' | 'external';

/** The kind of link target, or null for anything else (javascript:, data:, plain http, protocol-relative). */
export function linkKind(to: string): LinkKind | null {
  if (/^#[A-Za-z][\w-]*$/.test(to)) return 'anchor';
  if (/^https:\/\/[^\s/]+\S*$/i.test(to) || /^mailto:\S+$/i.test(to)) return 'external';
  // Portal paths, absolute ("/my-health/body-heart") or relative ("body-heart"); no scheme, no host.
  if (/^(?!\/\/)\/?[\w\-./?=&#%]*$/.test(to) && to !== '') return 'portal';
  return null;
}

interface LayoutLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
}

/**
 * A layout link: portal pages through the router, anchors scrolled to smoothly (§2.3), sites outside in a new
 * tab that cannot reach back to this page.
 */
export function LayoutLink({ to, children, className }: LayoutLinkProps) {
  const { t } = useTranslation();
  switch (linkKind(to)) {
    case 'anchor':
      return (
        <a
          href={to}
          className={className}
          onClick={(event) => {
            if (scrollToAnchor(to.slice(1))) event.preventDefault();
          }}
        >
          {children}
        </a>
      );
    case 'portal':
      return (
        <Link to={to} className={className}>
          {children}
        </Link>
      );
    case 'external':
      return to.toLowerCase().startsWith('mailto:') ? (
        <a href={to} className={className}>
          {children}
        </a>
      ) : (
        <a href={to} className={className} target="_blank" rel="noopener noreferrer">
          {children}
          <span className="visually-hidden"> {t('layout.opensInNewTab')}</span>
        </a>
      );
    default:
      // Properties are checked before drawing, so this is only reached by a caller that skipped that.
      return <span className={className}>{children}</span>;
  }
}
