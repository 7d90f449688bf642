import { useId, useState } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { horizontalAccordionInitialIndex } from '@health-passport/domain';
import { useLayoutContext } from '../LayoutContext';
import { InvalidComponentNotice } from '../LayoutNode';
import { defineStructural, type NodeProps } from './defineStructural';
import { HeadingScope, LayoutHeading, NestedHeadings } from './headings';
import { LayoutIcon } from './LayoutIcon';
import { visibleItems } from './node';
import { ItemBody, NodeTexts } from './parts';
import styles from './HAccordion.module.css';

/**
 * Items side by side of which one is open at a time (stacked below the mobile breakpoint). The first open
 * item depends on the package (§4), clamped to the items there are; the open item stays open until another
 * is chosen.
 */
export const HAccordion = defineStructural(function HAccordion({ node, depth }: NodeProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const packageCode = useLayoutContext()?.packageCode ?? null;
  const items = visibleItems(node.components);
  const initialKey = items[Math.min(horizontalAccordionInitialIndex(packageCode), items.length - 1)]?.key;
  const [chosenKey, setChosenKey] = useState<Key | undefined>(undefined);
  const openKey = items.some((item) => item.key === chosenKey) ? chosenKey : initialKey;
  const { id, title } = node.properties;
  return (
    <section id={id} className={styles.hAccordion} aria-labelledby={title ? headingId : undefined}>
      {title && <LayoutHeading id={headingId}>{title}</LayoutHeading>}
      <NodeTexts properties={node.properties} />
      <HeadingScope titled={Boolean(title)}>
        <DisclosureGroup
          className={styles.items}
          expandedKeys={openKey === undefined ? [] : [openKey]}
          onExpandedChange={(keys) => {
            const [next] = keys;
            if (next !== undefined) setChosenKey(next);
          }}
        >
          {items.map(({ key, type, node: item }, index) =>
            item ? (
              <Disclosure key={key} id={key} className={styles.item}>
                <LayoutHeading className={styles.heading}>
                  <Button slot="trigger" className={styles.trigger}>
                    <LayoutIcon file={item.properties.icon} className={styles.icon} />
                    <span className={styles.title}>
                      {item.properties.title ?? t('layout.itemNumber', { number: index + 1 })}
                    </span>
                  </Button>
                </LayoutHeading>
                <DisclosurePanel className={styles.panel}>
                  <NestedHeadings>
                    {item.properties.subTitle && (
                      <p className={styles.subTitle}>{item.properties.subTitle}</p>
                    )}
                    <ItemBody node={item} depth={depth + 2} />
                  </NestedHeadings>
                </DisclosurePanel>
              </Disclosure>
            ) : (
              <InvalidComponentNotice key={key} type={type} />
            ),
          )}
        </DisclosureGroup>
      </HeadingScope>
    </section>
  );
});
