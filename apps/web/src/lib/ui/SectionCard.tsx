import { useId, type ReactNode, type Ref } from 'react';
import styles from './SectionCard.module.css';

export interface SectionCardProps {
  title: ReactNode;
  /** The heading's id (a form inside may be labelled by it too); a generated one when left out. */
  titleId?: string;
  /** `h3` for cards inside a section that has its own `h2`. */
  headingLevel?: 2 | 3;
  /** Makes the heading a focus target, for a card that appears after an action. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** `section` is a region named by the heading; `li` a card in a list. */
  as?: 'section' | 'li' | 'div';
  /** A picture beside the heading and content. */
  icon?: ReactNode;
  /** `muted`: on the surface colour, for a side panel or a form set apart. */
  tone?: 'plain' | 'muted';
  /** A feature's own additions (a width, a heading size); the card's frame stays this one. */
  className?: string;
  children?: ReactNode;
}

/** One idea per card: a bordered, padded card with a heading over its content. */
export function SectionCard({
  title,
  titleId,
  headingLevel = 2,
  headingRef,
  as: Element = 'section',
  icon,
  tone = 'plain',
  className,
  children,
}: SectionCardProps) {
  const generatedId = useId();
  const id = titleId ?? generatedId;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const heading = (
    <Heading id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={styles.title}>
      {title}
    </Heading>
  );
  const classes = [styles.card, styles[tone], icon !== undefined && styles.withIcon, className]
    .filter(Boolean)
    .join(' ');
  return (
    <Element className={classes} aria-labelledby={Element === 'section' ? id : undefined}>
      {icon !== undefined ? (
        <>
          <div className={styles.icon}>{icon}</div>
          <div className={styles.body}>
            {heading}
            {children}
          </div>
        </>
      ) : (
        <>
          {heading}
          {children}
        </>
      )}
    </Element>
  );
}
