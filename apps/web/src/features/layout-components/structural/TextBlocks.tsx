import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InvalidComponentNotice, LayoutChildren } from '../LayoutNode';
import { defineStructural, type NodeProps } from './defineStructural';
import { HeadingScope, LayoutHeading } from './headings';
import { LayoutIcon } from './LayoutIcon';
import { LayoutLink } from './links';
import { NodeLink, NodeTexts } from './parts';
import styles from './TextBlocks.module.css';

/** A title on its own, with an optional subtitle under it. */
export const SimpleTitle = defineStructural(function SimpleTitle({ node }: NodeProps) {
  const { id, title, subTitle } = node.properties;
  if (!title) return <InvalidComponentNotice type={node.type} />;
  return (
    <div id={id} className={styles.simpleTitle}>
      <LayoutHeading className={styles.title}>{title}</LayoutHeading>
      {subTitle && <p className={styles.subTitle}>{subTitle}</p>}
    </div>
  );
});

/** A note set apart from the text around it (a tip, a caution), with its icon. */
export const CallOut = defineStructural(function CallOut({ node, depth }: NodeProps) {
  const { id, title, icon } = node.properties;
  return (
    <div id={id} className={styles.callOut} role="note" aria-label={title}>
      <LayoutIcon file={icon ?? 'info.svg'} className={styles.callOutIcon} />
      <div className={styles.callOutBody}>
        {title && <p className={styles.callOutTitle}>{title}</p>}
        <NodeTexts properties={node.properties} />
        <LayoutChildren components={node.components} depth={depth + 1} />
        <NodeLink properties={node.properties} />
      </div>
    </div>
  );
});

/** One step of a plan: its number, what to do and why. The number is read out with the title, or alone. */
export const StepListItem = defineStructural(function StepListItem({ node, depth }: NodeProps) {
  const { t } = useTranslation();
  const { id, title, step, icon } = node.properties;
  const stepLabel = step !== undefined ? t('layout.step', { step }) : undefined;
  return (
    <div id={id} className={styles.step}>
      {step !== undefined ? (
        <span className={styles.stepNumber} aria-hidden="true">
          {step}
        </span>
      ) : (
        <LayoutIcon file={icon} className={styles.stepIcon} />
      )}
      <div className={styles.stepBody}>
        {title ? (
          <LayoutHeading className={styles.stepTitle}>
            {stepLabel && <span className="visually-hidden">{stepLabel}: </span>}
            {title}
          </LayoutHeading>
        ) : (
          stepLabel && <p className="visually-hidden">{stepLabel}</p>
        )}
        <NodeTexts properties={node.properties} />
        <HeadingScope titled={Boolean(title)}>
          <LayoutChildren components={node.components} depth={depth + 1} />
        </HeadingScope>
        <NodeLink properties={node.properties} />
      </div>
    </div>
  );
});

/** The guidelines and studies behind the results on the page, each linked when it is online. */
export const SourceReference = defineStructural(function SourceReference({ node }: NodeProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { id, title, text, sources = [] } = node.properties;
  if (sources.length === 0 && !text) return <InvalidComponentNotice type={node.type} />;
  return (
    <section id={id} className={styles.sources} aria-labelledby={headingId}>
      <LayoutHeading id={headingId} className={styles.sourcesTitle}>
        <LayoutIcon file="source.svg" className={styles.sourcesIcon} />
        {title ?? t('layout.sources')}
      </LayoutHeading>
      <NodeTexts properties={node.properties} />
      {sources.length > 0 && (
        <ol className={styles.sourceList}>
          {sources.map((source, index) => (
            <li key={index}>
              {source.url ? (
                <LayoutLink to={source.url}>{source.name}</LayoutLink>
              ) : (
                <span className={styles.sourceName}>{source.name}</span>
              )}{' '}
              <cite className={styles.citation}>{source.citation}</cite>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
});
