import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InvalidComponentNotice } from '../LayoutNode';
import { defineStructural, type NodeProps } from './defineStructural';
import { LayoutHeading, NestedHeadings } from './headings';
import { LayoutIcon } from './LayoutIcon';
import { visibleItems } from './node';
import { NodeLink, NodeTexts } from './parts';
import styles from './ItemLists.module.css';

/**
 * A titled list of simple entries given as children (a person, a snapshot): each shows its title, subtitle,
 * label and text, and links on. The layout carries the entries; nothing is fetched here.
 */
function ItemList({ node, emptyText }: NodeProps & { emptyText: string }) {
  const headingId = useId();
  const { id, title } = node.properties;
  const items = visibleItems(node.components);
  return (
    <section id={id} className={styles.itemList} aria-labelledby={title ? headingId : undefined}>
      {title && <LayoutHeading id={headingId}>{title}</LayoutHeading>}
      <NodeTexts properties={node.properties} />
      {items.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <NestedHeadings>
          <ul className={styles.list}>
            {items.map(({ key, type, node: item }) => (
              <li key={key} className={styles.item}>
                {item ? (
                  <>
                    <LayoutIcon file={item.properties.icon} className={styles.icon} />
                    <div className={styles.itemBody}>
                      {item.properties.title && (
                        <LayoutHeading className={styles.itemTitle}>{item.properties.title}</LayoutHeading>
                      )}
                      {item.properties.subTitle && (
                        <p className={styles.subTitle}>{item.properties.subTitle}</p>
                      )}
                      {item.properties.label && <p className={styles.label}>{item.properties.label}</p>}
                      <NodeTexts properties={item.properties} />
                    </div>
                    <NodeLink properties={item.properties} className={styles.link} />
                  </>
                ) : (
                  <InvalidComponentNotice type={type} />
                )}
              </li>
            ))}
          </ul>
        </NestedHeadings>
      )}
    </section>
  );
}

/** People (name, service number) as the layout lists them. */
export const UsersList = defineStructural(function UsersList(props: NodeProps) {
  const { t } = useTranslation();
  return <ItemList {...props} emptyText={t('layout.usersList.empty')} />;
});

/** Company snapshots (name, description, people count) as the layout lists them. */
export const SnapshotsList = defineStructural(function SnapshotsList(props: NodeProps) {
  const { t } = useTranslation();
  return <ItemList {...props} emptyText={t('layout.snapshotsList.empty')} />;
});
