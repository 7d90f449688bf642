import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ComponentType, IndicatorType } from '@health-passport/domain';
import { PlainList } from '../../../lib/ui';
import { Indicator } from '../indicators';
import { InvalidComponentNotice, LayoutNode } from '../LayoutNode';
import { RichText } from '../RichText';
import { HeadingScope, LayoutHeading, LayoutIcon, visibleItems } from '../structural';
import { defineData, type DataNodeProps } from './defineData';
import { parseDataNode, type FoodGroup } from './properties';
import { useOpenItems } from './useOpenItems';
import styles from './FoodGroups.module.css';

/** One food group: its icon and name, the amount eaten with its colour and label, and the advice. */
function FoodGroupTile({ group }: { group: FoodGroup }) {
  return (
    <li className={styles.tile}>
      <div className={styles.tileHeader}>
        <LayoutIcon file={group.icon} className={styles.icon} />
        <LayoutHeading className={styles.tileTitle}>{group.title}</LayoutHeading>
      </div>
      {group.indicator && (
        <Indicator kind={IndicatorType.SimpleValueIndicator} values={group.indicator} title={group.title} />
      )}
      {group.text && <RichText html={group.text} className={styles.text} />}
    </li>
  );
}

/** The quantity advice the amounts are measured against, and a tile per food group. */
function FoodGroupTiles({
  foodGroups,
  quantityAdvice,
  label,
}: {
  foodGroups: FoodGroup[];
  quantityAdvice?: string;
  label: string;
}) {
  return (
    <>
      {quantityAdvice && <p className={styles.advice}>{quantityAdvice}</p>}
      <PlainList spacing="regular" columnWidth="14rem" aria-label={label}>
        {foodGroups.map((group, index) => (
          <FoodGroupTile key={index} group={group} />
        ))}
      </PlainList>
    </>
  );
}

/** A grid of food groups: each with what was eaten against the advice, in colour and words (§9). */
export const FoodGroupsGrid = defineData(function FoodGroupsGrid({ node }: DataNodeProps) {
  const { t } = useTranslation();
  const { title, text, foodGroups, quantityAdvice } = node.properties;
  if (!foodGroups) return <InvalidComponentNotice type={node.type} />;
  return (
    <section className={styles.foodGroups}>
      {title && <LayoutHeading>{title}</LayoutHeading>}
      {text && <RichText html={text} />}
      <HeadingScope titled={Boolean(title)}>
        <FoodGroupTiles
          foodGroups={foodGroups}
          quantityAdvice={quantityAdvice}
          label={title ?? t('layout.foodGroups.label')}
        />
      </HeadingScope>
    </section>
  );
});

interface ListItem {
  title: string;
  icon?: string;
  /** Stays in view whether the item is open or closed. */
  summary?: ReactNode;
  panel: ReactNode;
  open?: boolean;
}

/** The list's items: its children (food group grids or other components), else its own food groups. */
function listItems(node: DataNodeProps['node'], depth: number, fallbackTitle: string): ListItem[] {
  const children = visibleItems(node.components);
  if (children.length > 0) {
    return children.map((child) => {
      const parsed = child.node && parseDataNode(child.node);
      const title = parsed?.properties.title ?? fallbackTitle;
      const { foodGroups, quantityAdvice, icon, open } = parsed?.properties ?? {};
      let panel: ReactNode;
      if (parsed?.type === ComponentType.FoodGroupsGrid && foodGroups) {
        // A grid's title is the item's; drawing the grid itself would repeat it.
        panel = <FoodGroupTiles foodGroups={foodGroups} quantityAdvice={quantityAdvice} label={title} />;
      } else {
        panel = child.node ? (
          <LayoutNode component={child.node} depth={depth + 1} />
        ) : (
          <InvalidComponentNotice type={child.type} />
        );
      }
      return { title, icon, open, panel };
    });
  }
  return (node.properties.foodGroups ?? []).map((group) => ({
    title: group.title,
    icon: group.icon,
    summary: group.indicator && (
      <Indicator kind={IndicatorType.SimpleValueIndicator} values={group.indicator} title={group.title} />
    ),
    panel: group.text ? <RichText html={group.text} /> : null,
  }));
}

/** Food groups (or grids of them) as a list of items that open and close, one by one or all at once. */
export const FoodGroupsGridList = defineData(function FoodGroupsGridList({ node, depth }: DataNodeProps) {
  const { t } = useTranslation();
  const { title, text, open } = node.properties;
  const items = listItems(node, depth, t('layout.foodGroups.label'));
  const openItems = useOpenItems(items.map((item) => item.open ?? open ?? false));
  const baseId = useId();
  if (items.length === 0) return null;
  return (
    <section className={styles.foodGroups}>
      {title && <LayoutHeading>{title}</LayoutHeading>}
      {text && <RichText html={text} />}
      {items.length > 1 && (
        <button
          type="button"
          className={styles.toggleAll}
          onClick={() => openItems.setAll(!openItems.allOpen)}
        >
          {openItems.allOpen ? t('layout.toggle.collapseAll') : t('layout.toggle.expandAll')}
        </button>
      )}
      <HeadingScope titled={Boolean(title)}>
        <ul className={styles.list}>
          {items.map((item, index) => {
            const isOpen = openItems.isOpen(index);
            const panelId = `${baseId}-${index}`;
            return (
              <li key={index} className={styles.item} data-open={isOpen}>
                <div className={styles.itemHeader}>
                  <LayoutIcon file={item.icon} className={styles.icon} />
                  <LayoutHeading className={styles.itemTitle}>{item.title}</LayoutHeading>
                  <button
                    type="button"
                    className={styles.toggle}
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => openItems.toggle(index)}
                  >
                    {isOpen ? t('layout.toggle.collapse') : t('layout.toggle.expand')}
                    <span className="visually-hidden"> {item.title}</span>
                    <span className={styles.chevron} aria-hidden="true" />
                  </button>
                </div>
                {item.summary}
                <div id={panelId} className={styles.panel} hidden={!isOpen}>
                  <HeadingScope titled>{item.panel}</HeadingScope>
                </div>
              </li>
            );
          })}
        </ul>
      </HeadingScope>
    </section>
  );
});
