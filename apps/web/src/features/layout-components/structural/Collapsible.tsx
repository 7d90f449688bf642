import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LayoutHeading, NestedHeadings } from './headings';
import { LayoutIcon } from './LayoutIcon';
import { classNames } from './parts';
import styles from './Collapsible.module.css';

interface CollapsibleProps {
  /** Key within a DisclosureGroup. */
  id?: Key;
  /** Starts open (the layout's `open`, §4); inside a DisclosureGroup the group's defaultExpandedKeys decide. */
  defaultExpanded?: boolean;
  title: ReactNode;
  subTitle?: string;
  icon?: string;
  /** Stays in view under the title whether open or closed (a card's result). */
  summary?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled part that opens and closes: the title is the button (aria-expanded), the panel follows it. */
export function Collapsible({
  id,
  defaultExpanded,
  title,
  subTitle,
  icon,
  summary,
  className,
  children,
}: CollapsibleProps) {
  const { t } = useTranslation();
  return (
    <Disclosure
      id={id}
      defaultExpanded={defaultExpanded}
      className={classNames(styles.collapsible, className)}
    >
      <LayoutHeading className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <LayoutIcon file={icon} className={styles.icon} />
          <span className={styles.titles}>
            <span className={styles.title}>{title || t('layout.details')}</span>
            {subTitle && <span className={styles.subTitle}>{subTitle}</span>}
          </span>
          <span className={styles.chevron} aria-hidden="true" />
        </Button>
      </LayoutHeading>
      {summary}
      <DisclosurePanel className={styles.panel}>
        <NestedHeadings>{children}</NestedHeadings>
      </DisclosurePanel>
    </Disclosure>
  );
}
