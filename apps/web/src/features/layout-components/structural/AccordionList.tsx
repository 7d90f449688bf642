import { useId } from 'react';
import { DisclosureGroup } from 'react-aria-components';
import { InvalidComponentNotice } from '../LayoutNode';
import { Collapsible } from './Collapsible';
import { defineStructural, type NodeProps } from './defineStructural';
import { HeadingScope, LayoutHeading } from './headings';
import { visibleItems } from './node';
import { ItemBody, NodeTexts } from './parts';
import styles from './AccordionList.module.css';

/**
 * Questions or topics that each open and close on their own (§4): every child is an item whose title is the
 * button and whose texts and children are the panel, open at first when the child says `open`.
 */
export const AccordionList = defineStructural(function AccordionList({ node, depth }: NodeProps) {
  const headingId = useId();
  const { id, title } = node.properties;
  const items = visibleItems(node.components);
  const openAtFirst = items.flatMap(({ key, node: item }) => (item?.properties.open ? [key] : []));
  return (
    <section id={id} className={styles.accordionList} aria-labelledby={title ? headingId : undefined}>
      {title && <LayoutHeading id={headingId}>{title}</LayoutHeading>}
      <NodeTexts properties={node.properties} />
      <HeadingScope titled={Boolean(title)}>
        <DisclosureGroup allowsMultipleExpanded defaultExpandedKeys={openAtFirst} className={styles.items}>
          {items.map(({ key, type, node: item }) =>
            item ? (
              <Collapsible
                key={key}
                id={key}
                title={item.properties.title}
                subTitle={item.properties.subTitle}
                icon={item.properties.icon}
              >
                <ItemBody node={item} depth={depth + 2} />
              </Collapsible>
            ) : (
              <InvalidComponentNotice key={key} type={type} />
            ),
          )}
        </DisclosureGroup>
      </HeadingScope>
    </section>
  );
});
