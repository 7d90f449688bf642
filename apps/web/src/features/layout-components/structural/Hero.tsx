import { useId } from 'react';
import { LayoutChildren } from '../LayoutNode';
import { defineStructural, type NodeProps } from './defineStructural';
import { HeadingScope, LayoutHeading } from './headings';
import { LayoutIcon } from './LayoutIcon';
import { classNames, NodeIndicator, NodeLabel, NodeLink, NodeSubInfo, NodeTexts, themeClass } from './parts';
import styles from './Hero.module.css';

type HeroVariant = 'hero' | 'iconHero' | 'iconIndicatorHero' | 'panelHero';

/**
 * The heroes share one frame: an eyebrow, the title, texts, small facts and a link. `hero` shows the layout's
 * graphic beside it, the icon variants lead with the icon, and the indicator variants draw the result too.
 */
function HeroFrame({ node, depth, variant }: NodeProps & { variant: HeroVariant }) {
  const headingId = useId();
  const { id, heading, title, subTitle, icon, graphic, theme } = node.properties;
  const showsIcon = variant !== 'hero';
  const showsIndicator = variant === 'iconIndicatorHero' || variant === 'panelHero';
  return (
    <section
      id={id}
      className={classNames(styles.frame, styles[variant], themeClass(theme))}
      aria-labelledby={title ? headingId : undefined}
    >
      {showsIcon && <LayoutIcon file={icon} className={styles.icon} />}
      <div className={styles.body}>
        {heading && <p className={styles.eyebrow}>{heading}</p>}
        {title && (
          <LayoutHeading id={headingId} className={styles.title}>
            {title}
          </LayoutHeading>
        )}
        {subTitle && <p className={styles.subTitle}>{subTitle}</p>}
        <NodeLabel properties={node.properties} />
        {showsIndicator && <NodeIndicator properties={node.properties} />}
        <NodeTexts properties={node.properties} />
        <NodeSubInfo properties={node.properties} className={styles.subInfo} />
        <NodeLink properties={node.properties} className={styles.link} />
        <HeadingScope titled={Boolean(title)}>
          <LayoutChildren components={node.components} depth={depth + 1} />
        </HeadingScope>
      </div>
      {variant === 'hero' && <LayoutIcon file={graphic} className={styles.graphic} />}
    </section>
  );
}

/** A page or section opener on the theme's hero background. */
export const Hero = defineStructural(function Hero(props: NodeProps) {
  return <HeroFrame {...props} variant="hero" />;
});

/** A hero led by a large icon of its subject. */
export const IconHero = defineStructural(function IconHero(props: NodeProps) {
  return <HeroFrame {...props} variant="iconHero" />;
});

/** A hero led by an icon that also shows the subject's result. */
export const IconIndicatorHero = defineStructural(function IconIndicatorHero(props: NodeProps) {
  return <HeroFrame {...props} variant="iconIndicatorHero" />;
});

/** A hero on a panel (a white card) rather than the hero background, with the subject's result. */
export const PanelHero = defineStructural(function PanelHero(props: NodeProps) {
  return <HeroFrame {...props} variant="panelHero" />;
});
