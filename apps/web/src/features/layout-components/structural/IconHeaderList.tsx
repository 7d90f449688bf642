import { useId } from 'react';
import { LayoutNode } from '../LayoutNode';
import { defineStructural, type NodeProps } from './defineStructural';
import { HeadingScope, LayoutHeading } from './headings';
import { LayoutIcon } from './LayoutIcon';
import { NodeLink, NodeTexts, shownChildren } from './parts';
import styles from './IconHeaderList.module.css';

/** A list under a header with an icon: the header names the subject, the children are its points. */
export const IconHeaderList = defineStructural(function IconHeaderList({ node, depth }: NodeProps) {
  const headingId = useId();
  const { id, title, subTitle, icon } = node.properties;
  return (
    <section id={id} className={styles.iconHeaderList} aria-labelledby={title ? headingId : undefined}>
      <div className={styles.header}>
        <LayoutIcon file={icon} className={styles.icon} />
        <div>
          {title && (
            <LayoutHeading id={headingId} className={styles.title}>
              {title}
            </LayoutHeading>
          )}
          {subTitle && <p className={styles.subTitle}>{subTitle}</p>}
        </div>
      </div>
      <NodeTexts properties={node.properties} />
      <HeadingScope titled={Boolean(title)}>
        <ul className={styles.list}>
          {shownChildren(node.components).map((child, index) => (
            <li key={index} className={styles.item}>
              <LayoutNode component={child} depth={depth + 1} />
            </li>
          ))}
        </ul>
      </HeadingScope>
      <NodeLink properties={node.properties} />
    </section>
  );
});
