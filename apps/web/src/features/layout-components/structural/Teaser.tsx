import { useId } from 'react';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { RichText } from '../RichText';
import { defineStructural, type NodeProps } from './defineStructural';
import { LayoutHeading, NestedHeadings } from './headings';
import { LayoutIcon } from './LayoutIcon';
import { LayoutLink } from './links';
import { NodeLink, NodeTexts } from './parts';
import styles from './Teaser.module.css';

const CALENDAR_DAY_OR_TIMESTAMP = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;

/** A short invitation to read or do more, with an optional highlighted item (a date, an appointment). */
export const Teaser = defineStructural(function Teaser({ node }: NodeProps) {
  const locale = useLocale();
  const headingId = useId();
  const { id, title, subTitle, label, graphic, icon, highlight } = node.properties;
  return (
    <article id={id} className={styles.teaser} aria-labelledby={title ? headingId : undefined}>
      <LayoutIcon file={graphic ?? icon} className={styles.graphic} />
      <div className={styles.body}>
        {label && <p className={styles.label}>{label}</p>}
        {title && (
          <LayoutHeading id={headingId} className={styles.title}>
            {title}
          </LayoutHeading>
        )}
        {subTitle && <p className={styles.subTitle}>{subTitle}</p>}
        <NodeTexts properties={node.properties} />
        {highlight && (
          <div className={styles.highlight}>
            {highlight.date && (
              <p className={styles.date}>
                <LayoutIcon file="calendar.svg" className={styles.dateIcon} />
                {CALENDAR_DAY_OR_TIMESTAMP.test(highlight.date) ? (
                  <time dateTime={highlight.date}>{formatDate(highlight.date, locale)}</time>
                ) : (
                  highlight.date
                )}
              </p>
            )}
            <NestedHeadings>
              {highlight.title && (
                <LayoutHeading className={styles.highlightTitle}>{highlight.title}</LayoutHeading>
              )}
            </NestedHeadings>
            {highlight.text && <RichText html={highlight.text} />}
            {highlight.linkTo && (
              <LayoutLink to={highlight.linkTo} className={styles.highlightLink}>
                {highlight.linkText ?? highlight.title ?? highlight.linkTo}
              </LayoutLink>
            )}
          </div>
        )}
        <NodeLink properties={node.properties} />
      </div>
    </article>
  );
});
