import { useId } from 'react';
import { LayoutChildren } from '../LayoutNode';
import { defineStructural, type NodeProps } from './defineStructural';
import { HeadingScope, LayoutHeading } from './headings';
import { LayoutIcon } from './LayoutIcon';
import { NodeIndicator, NodeLink, NodeTexts } from './parts';
import styles from './CardGroup.module.css';

/** One card that gathers related content: a titled header, texts and its children stacked inside. */
export const CardGroup = defineStructural(function CardGroup({ node, depth }: NodeProps) {
  const headingId = useId();
  const { id, title, subTitle, icon } = node.properties;
  return (
    <section id={id} className={styles.cardGroup} aria-labelledby={title ? headingId : undefined}>
      {(title || icon) && (
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
      )}
      <NodeIndicator properties={node.properties} />
      <NodeTexts properties={node.properties} />
      <HeadingScope titled={Boolean(title)}>
        <div className={styles.content}>
          <LayoutChildren components={node.components} depth={depth + 1} />
        </div>
      </HeadingScope>
      <NodeLink properties={node.properties} />
    </section>
  );
});
