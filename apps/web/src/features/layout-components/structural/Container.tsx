import { useId } from 'react';
import { InvalidComponentNotice, LayoutChildren, LayoutNode } from '../LayoutNode';
import { defineStructural, type NodeProps } from './defineStructural';
import { HeadingScope, LayoutHeading } from './headings';
import { LayoutIcon } from './LayoutIcon';
import { classNames, NodeIndicator, NodeLink, NodeTexts, shownChildren, themeClass } from './parts';
import styles from './Container.module.css';

/** A page section: an optional title and texts over its children; anchor navigation points at its id. */
export const Section = defineStructural(function Section({ node, depth }: NodeProps) {
  const headingId = useId();
  const { id, title, subTitle, theme } = node.properties;
  return (
    <section
      id={id}
      className={classNames(styles.section, themeClass(theme))}
      aria-labelledby={title ? headingId : undefined}
    >
      {title && (
        <LayoutHeading id={headingId} className={styles.title}>
          {title}
        </LayoutHeading>
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

/**
 * A plain wrapper that keeps its children together (and may re-theme them). Its title is a heading, unless
 * the container carries an indicator: then the title names the value (a wider bar under a result card).
 */
export const Container = defineStructural(function Container({ node, depth }: NodeProps) {
  const { id, title, icon, theme, indicator } = node.properties;
  const titled = Boolean(title) && !indicator;
  return (
    <div id={id} className={classNames(styles.container, themeClass(theme))}>
      {titled && (
        <div className={styles.header}>
          <LayoutIcon file={icon} className={styles.icon} />
          <LayoutHeading className={styles.title}>{title}</LayoutHeading>
        </div>
      )}
      <NodeIndicator properties={node.properties} />
      <NodeTexts properties={node.properties} />
      <HeadingScope titled={titled}>
        <LayoutChildren components={node.components} depth={depth + 1} />
      </HeadingScope>
      <NodeLink properties={node.properties} />
    </div>
  );
});

/** Panels in a responsive grid: three across on wide screens, one on small ones. */
export const PanelGrid = defineStructural(function PanelGrid({ node, depth }: NodeProps) {
  const headingId = useId();
  const { id, title } = node.properties;
  return (
    <section id={id} className={styles.section} aria-labelledby={title ? headingId : undefined}>
      {title && (
        <LayoutHeading id={headingId} className={styles.title}>
          {title}
        </LayoutHeading>
      )}
      <NodeTexts properties={node.properties} />
      <HeadingScope titled={Boolean(title)}>
        <ul className={styles.panelGrid}>
          {shownChildren(node.components).map((child, index) => (
            <li key={index} className={styles.panel}>
              <LayoutNode component={child} depth={depth + 1} />
            </li>
          ))}
        </ul>
      </HeadingScope>
    </section>
  );
});

/** An invisible target for "#id" links and the page's anchor navigation, clear of the sticky header. */
export const AnchorLink = defineStructural(function AnchorLink({ node }: NodeProps) {
  if (!node.properties.id) return <InvalidComponentNotice type={node.type} />;
  return <span id={node.properties.id} className={styles.anchor} />;
});
