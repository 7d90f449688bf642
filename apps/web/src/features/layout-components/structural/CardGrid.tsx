import { useId } from 'react';
import { CARD_GRID_GROUP_SIZE, LayoutType } from '@health-passport/domain';
import { useLayoutContext } from '../LayoutContext';
import { LayoutChildren } from '../LayoutNode';
import { defineStructural, type NodeProps } from './defineStructural';
import { HeadingScope, LayoutHeading } from './headings';
import { classNames, NodeTexts, shownChildren } from './parts';
import styles from './CardGrid.module.css';

function inGroupsOf<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, index * size + size),
  );
}

/** Cards side by side; on a statistics page they go in pairs (§9), each pair one row. */
export const CardGrid = defineStructural(function CardGrid({ node, depth }: NodeProps) {
  const headingId = useId();
  const paired = useLayoutContext()?.layoutType === LayoutType.MyStatisticsLayout;
  const { id, title } = node.properties;
  const cards = shownChildren(node.components);
  return (
    <section id={id} className={styles.cardGrid} aria-labelledby={title ? headingId : undefined}>
      {title && <LayoutHeading id={headingId}>{title}</LayoutHeading>}
      <NodeTexts properties={node.properties} />
      <HeadingScope titled={Boolean(title)}>
        {paired ? (
          <div className={classNames(styles.grid, styles.paired)}>
            {inGroupsOf(cards, CARD_GRID_GROUP_SIZE).map((pair, index) => (
              <div key={index} className={styles.pair} data-card-pair="">
                <LayoutChildren components={pair} depth={depth + 1} />
              </div>
            ))}
          </div>
        ) : (
          <div className={styles.grid}>
            <LayoutChildren components={cards} depth={depth + 1} />
          </div>
        )}
      </HeadingScope>
    </section>
  );
});
