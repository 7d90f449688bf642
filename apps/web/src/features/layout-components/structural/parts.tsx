import { useTranslation } from 'react-i18next';
import { IndicatorType, LAYOUT_THEMES, type LayoutTheme } from '@health-passport/domain';
import { LayoutChildren } from '../LayoutNode';
import { colorClass, dotClass, Indicator, Legend } from '../indicators';
import { RichText } from '../RichText';
import { LayoutLink } from './links';
import type { ParsedNode, StructuralProperties } from './node';
import styles from './parts.module.css';

export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** A component's theme property, when it names one of the layout themes: its tokens then apply inside it. */
export function themeClass(theme: string | undefined): string | undefined {
  return LAYOUT_THEMES.includes(theme as LayoutTheme) ? theme : undefined;
}

/** The children a list shows as its items: disabled ones would leave an empty list item behind (§4). */
export function shownChildren(components: unknown[]): unknown[] {
  return components.filter(
    (child) => (child as { properties?: { enabled?: unknown } } | null)?.properties?.enabled !== false,
  );
}

/** A component's intro and text, as rich text. */
export function NodeTexts({ properties }: { properties: StructuralProperties }) {
  return (
    <>
      {properties.intro && <RichText html={properties.intro} className={styles.intro} />}
      {properties.text && <RichText html={properties.text} />}
    </>
  );
}

/** The component's result: its indicator drawn in its kind, and its legend of coloured counts. */
export function NodeIndicator({ properties }: { properties: StructuralProperties }) {
  const { indicator, indicatorType, indicators, title, values } = properties;
  // A segment bar draws the four counts of `values` with its own four-count legend (§5, §9).
  if (indicatorType === IndicatorType.SegmentIndicator && values) {
    return <Indicator kind={indicatorType} values={indicator} title={title} segments={values} />;
  }
  return (
    <>
      {indicator && <Indicator kind={indicatorType} values={indicator} title={title} />}
      {indicators && <Legend indicators={indicators} label={title} />}
    </>
  );
}

/**
 * The component's label ("Needs attention", "12 results") with its colour's dot: the word always stands beside
 * the colour. Left out where an indicator shows the label already.
 */
export function NodeLabel({
  properties,
  className,
}: {
  properties: StructuralProperties;
  className?: string;
}) {
  const { label, color, indicator } = properties;
  if (!label || indicator) return null;
  return (
    <p className={classNames(styles.label, color && colorClass(color), className)}>
      {color && <span className={dotClass} aria-hidden="true" />}
      {label}
    </p>
  );
}

/** Small facts under a component ("Earlier passports: 28.1, 27.8 kg/m²"). */
export function NodeSubInfo({
  properties,
  className,
}: {
  properties: StructuralProperties;
  className?: string;
}) {
  const { subInfoGroup } = properties;
  if (!subInfoGroup || subInfoGroup.length === 0) return null;
  return (
    <ul className={classNames(styles.subInfo, className)}>
      {subInfoGroup.map((info, index) => (
        <li key={index}>{info.text}</li>
      ))}
    </ul>
  );
}

/** The component's link: its linkText, or "Read more" that names what it is about for screen readers. */
export function NodeLink({
  properties,
  className,
}: {
  properties: StructuralProperties;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!properties.linkTo) return null;
  return (
    <LayoutLink to={properties.linkTo} className={classNames(styles.link, className)}>
      {properties.linkText ?? (
        <>
          {t('layout.readMore')}
          {properties.title && <span className="visually-hidden">: {properties.title}</span>}
        </>
      )}
    </LayoutLink>
  );
}

/** What an item of an accordion or a tab shows when opened: its indicator, texts, link and children. */
export function ItemBody({ node, depth }: { node: ParsedNode; depth: number }) {
  return (
    <>
      <NodeLabel properties={node.properties} />
      <NodeIndicator properties={node.properties} />
      <NodeSubInfo properties={node.properties} />
      <NodeTexts properties={node.properties} />
      <NodeLink properties={node.properties} />
      <LayoutChildren components={node.components} depth={depth} />
    </>
  );
}
