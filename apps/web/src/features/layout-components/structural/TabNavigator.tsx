import { useId } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { InvalidComponentNotice } from '../LayoutNode';
import { defineStructural, type NodeProps } from './defineStructural';
import { HeadingScope, LayoutHeading } from './headings';
import { visibleItems, type ParsedNode } from './node';
import { ItemBody, NodeTexts } from './parts';
import styles from './TabNavigator.module.css';

/** Tabs over parts of a page: every child is a tab named by its title, the first one shown at first (§4). */
export const TabNavigator = defineStructural(function TabNavigator({ node, depth }: NodeProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { id, title } = node.properties;
  const items = visibleItems(node.components);
  const tabs = items.flatMap(({ key, node: tab }) => (tab ? [{ key, tab }] : []));
  const tabTitle = (tab: ParsedNode, index: number) =>
    tab.properties.title ?? t('layout.itemNumber', { number: index + 1 });
  return (
    <section id={id} className={styles.tabNavigator} aria-labelledby={title ? headingId : undefined}>
      {title && <LayoutHeading id={headingId}>{title}</LayoutHeading>}
      <NodeTexts properties={node.properties} />
      {items.map(({ key, type, node: tab }) => !tab && <InvalidComponentNotice key={key} type={type} />)}
      {tabs.length > 0 && (
        <Tabs defaultSelectedKey={tabs[0]?.key} className={styles.tabs}>
          <TabList
            className={styles.tabList}
            {...(title ? { 'aria-labelledby': headingId } : { 'aria-label': t('layout.tabs') })}
          >
            {tabs.map(({ key, tab }, index) => (
              <Tab key={key} id={key} className={styles.tab}>
                {tabTitle(tab, index)}
              </Tab>
            ))}
          </TabList>
          {tabs.map(({ key, tab }) => (
            <TabPanel key={key} id={key} className={styles.panel}>
              <HeadingScope titled={Boolean(title)}>
                <ItemBody node={tab} depth={depth + 2} />
              </HeadingScope>
            </TabPanel>
          ))}
        </Tabs>
      )}
    </section>
  );
});
