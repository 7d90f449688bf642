import { useId } from 'react';
import { LayoutChildren, LayoutNode } from '../LayoutNode';
import { Collapsible } from './Collapsible';
import { defineStructural, type NodeProps } from './defineStructural';
import { HeadingScope, LayoutHeading } from './headings';
import { LayoutIcon } from './LayoutIcon';
import { NodeIndicator, NodeLabel, NodeLink, NodeSubInfo, NodeTexts, shownChildren } from './parts';
import styles from './CardList.module.css';

/** Cards one under the other, as a list. */
export const CardList = defineStructural(function CardList({ node, depth }: NodeProps) {
  const headingId = useId();
  const { id, title, icon } = node.properties;
  return (
    <section id={id} className={styles.cardList} aria-labelledby={title ? headingId : undefined}>
      {title && (
        <div className={styles.listHeader}>
          <LayoutIcon file={icon} className={styles.listIcon} />
          <LayoutHeading id={headingId} className={styles.listTitle}>
            {title}
          </LayoutHeading>
        </div>
      )}
      <NodeTexts properties={node.properties} />
      <HeadingScope titled={Boolean(title)}>
        <ul className={styles.list}>
          {shownChildren(node.components).map((child, index) => (
            <li key={index}>
              <LayoutNode component={child} depth={depth + 1} />
            </li>
          ))}
        </ul>
      </HeadingScope>
    </section>
  );
});

/**
 * One card of a list: icon, title and the result always in view; its texts and children open and close
 * under the title (§4, starting from `open`).
 */
export const CardListItem = defineStructural(function CardListItem({ node, depth }: NodeProps) {
  const { id, title, subTitle, icon, open, text, intro } = node.properties;
  const hasDetails = Boolean(text || intro || node.components.length > 0);
  const result = (
    <>
      <NodeLabel properties={node.properties} />
      <NodeIndicator properties={node.properties} />
      <NodeSubInfo properties={node.properties} />
    </>
  );
  return (
    <article id={id} className={styles.card}>
      {hasDetails ? (
        <Collapsible
          defaultExpanded={open ?? false}
          title={title}
          subTitle={subTitle}
          icon={icon}
          summary={result}
          className={styles.collapsible}
        >
          <NodeTexts properties={node.properties} />
          <LayoutChildren components={node.components} depth={depth + 1} />
        </Collapsible>
      ) : (
        <>
          <div className={styles.header}>
            <LayoutIcon file={icon} className={styles.icon} />
            <div>
              {title && <LayoutHeading className={styles.title}>{title}</LayoutHeading>}
              {subTitle && <p className={styles.subTitle}>{subTitle}</p>}
            </div>
          </div>
          {result}
        </>
      )}
      <NodeLink properties={node.properties} />
    </article>
  );
});
