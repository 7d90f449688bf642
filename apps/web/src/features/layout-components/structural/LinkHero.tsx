import { useId } from 'react';
import { cardLinkClass } from '../../../lib/ui';
import { defineStructural, type NodeProps } from './defineStructural';
import { LayoutHeading } from './headings';
import { LayoutIcon } from './LayoutIcon';
import { LayoutLink } from './links';
import { NodeTexts } from './parts';
import styles from './LinkHero.module.css';

/** A large card that leads to another page: the whole card is the link, named by its title. */
export const LinkHero = defineStructural(function LinkHero({ node }: NodeProps) {
  const headingId = useId();
  const { id, title, subTitle, icon, linkTo, linkText } = node.properties;
  const name = title ?? linkText;
  return (
    <article id={id} className={styles.linkHero} aria-labelledby={name ? headingId : undefined}>
      <LayoutIcon file={icon} className={styles.icon} />
      <div className={styles.body}>
        {name && (
          <LayoutHeading id={headingId} className={styles.title}>
            {linkTo ? (
              <LayoutLink to={linkTo} className={`${styles.link} ${cardLinkClass}`}>
                {name}
              </LayoutLink>
            ) : (
              name
            )}
          </LayoutHeading>
        )}
        {subTitle && <p className={styles.subTitle}>{subTitle}</p>}
        <NodeTexts properties={node.properties} />
        {linkTo && title && linkText && (
          <p className={styles.cta} aria-hidden="true">
            {linkText}
          </p>
        )}
      </div>
      {linkTo && <span className={styles.arrow} aria-hidden="true" />}
    </article>
  );
});
