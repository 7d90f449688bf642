import { useId } from 'react';
import { LayoutChildren, LayoutNode } from '../LayoutNode';
import { defineStructural, type NodeProps } from './defineStructural';
import { HeadingScope, LayoutHeading } from './headings';
import { LayoutIcon } from './LayoutIcon';
import { NodeLink, NodeTexts, shownChildren } from './parts';
import styles from './Bevel.module.css';

/** A block with a bevelled corner that sets a piece of advice or a summary apart. */
export const BevelContainer = defineStructural(function BevelContainer({ node, depth }: NodeProps) {
  const headingId = useId();
  const { id, title, subTitle, icon } = node.properties;
  return (
    <section id={id} className={styles.bevelContainer} aria-labelledby={title ? headingId : undefined}>
      {(title || icon) && (
        <div className={styles.header}>
          <LayoutIcon file={icon} className={styles.icon} />
          {title && (
            <LayoutHeading id={headingId} className={styles.title}>
              {title}
            </LayoutHeading>
          )}
        </div>
      )}
      {subTitle && <p className={styles.subTitle}>{subTitle}</p>}
      <NodeTexts properties={node.properties} />
      <HeadingScope titled={Boolean(title)}>
        <LayoutChildren components={node.components} depth={depth + 1} />
      </HeadingScope>
      <NodeLink properties={node.properties} />
    </section>
  );
});

/** Bevelled blocks in a row (stacked on small screens), as a list. */
export const BevelList = defineStructural(function BevelList({ node, depth }: NodeProps) {
  const headingId = useId();
  const { id, title } = node.properties;
  return (
    <section id={id} className={styles.bevelList} aria-labelledby={title ? headingId : undefined}>
      {title && <LayoutHeading id={headingId}>{title}</LayoutHeading>}
      <NodeTexts properties={node.properties} />
      <HeadingScope titled={Boolean(title)}>
        <ul className={styles.list}>
          {shownChildren(node.components).map((child, index) => (
            <li key={index} className={styles.listItem}>
              <LayoutNode component={child} depth={depth + 1} />
            </li>
          ))}
        </ul>
      </HeadingScope>
    </section>
  );
});
