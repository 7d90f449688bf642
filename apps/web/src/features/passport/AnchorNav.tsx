import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ComponentType, type LayoutComponent } from '@health-passport/domain';
import { scrollToAnchor } from '../layout-components';
import styles from './AnchorNav.module.css';

export interface Anchor {
  id: string;
  title: string;
}

/** The page's anchors: every AnchorLink of the content tree with an id and a title, in document order. */
export function anchorsOf(components: readonly LayoutComponent[]): Anchor[] {
  return components.flatMap((component) => {
    const { id, title } = component.properties ?? {};
    const own =
      component.type === ComponentType.AnchorLink && id && title && component.properties?.enabled !== false
        ? [{ id, title }]
        : [];
    return [...own, ...anchorsOf(Array.isArray(component.components) ? component.components : [])];
  });
}

/** In-page navigation to the layout's sections (§2.4 "anchor navigation"). */
export function AnchorNav({ anchors }: { anchors: readonly Anchor[] }) {
  const { t } = useTranslation();
  if (anchors.length === 0) return null;

  // Smooth scroll of 500 ms, none with reduced motion (§2.3), the way the catalogue's own anchor links go.
  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (!scrollToAnchor(id)) return;
    event.preventDefault();
    // The address names the section, as a plain link would, without a router navigation.
    window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
  };

  return (
    <nav aria-label={t('passportPages.anchors.label')} className={styles.nav}>
      <ul className={styles.list}>
        {anchors.map((anchor, index) => (
          <li key={`${index}-${anchor.id}`}>
            <a href={`#${anchor.id}`} className={styles.link} onClick={(event) => follow(event, anchor.id)}>
              {anchor.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
