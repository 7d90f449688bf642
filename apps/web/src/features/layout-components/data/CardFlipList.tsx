import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IndicatorType, type IndicatorValues } from '@health-passport/domain';
import { Indicator } from '../indicators';
import { InvalidComponentNotice } from '../LayoutNode';
import { RichText } from '../RichText';
import { HeadingScope, LayoutHeading, LayoutIcon, LayoutLink, visibleItems } from '../structural';
import { defineData, type DataNodeProps } from './defineData';
import { parseDataNode } from './properties';
import { useOpenItems } from './useOpenItems';
import styles from './CardFlipList.module.css';

interface FlipCardData {
  title: string;
  icon?: string;
  indicator?: IndicatorValues;
  text?: string;
  linkTo?: string;
  linkText?: string;
  open?: boolean;
}

/** The cards: the list's children (each a food group with its statistic's link), else its own food groups. */
function flipCardsOf(node: DataNodeProps['node']): (FlipCardData | { invalid: string })[] {
  const children = visibleItems(node.components);
  if (children.length === 0) return node.properties.foodGroups ?? [];
  return children.map((child) => {
    const parsed = child.node && parseDataNode(child.node);
    // A card without a title has nothing to flip between.
    if (!parsed?.properties.title) return { invalid: child.type };
    const { title, icon, indicator, text, linkTo, linkText, open } = parsed.properties;
    return { title, icon, indicator, text, linkTo, linkText, open };
  });
}

/**
 * A card with two faces: the food group with its value on the front; the explanation and the link to the
 * statistic on the back. The face out of view is inert; after a flip the other face's button has focus.
 */
function FlipCard({ card, flipped, onFlip }: { card: FlipCardData; flipped: boolean; onFlip: () => void }) {
  const { t } = useTranslation();
  const frontButton = useRef<HTMLButtonElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  const flippedHere = useRef(false);
  useEffect(() => {
    // Only a flip with this card's own button moves focus; Expand all / Collapse all leave it where it is.
    if (!flippedHere.current) return;
    flippedHere.current = false;
    (flipped ? backButton : frontButton).current?.focus();
  }, [flipped]);
  const flip = () => {
    flippedHere.current = true;
    onFlip();
  };
  return (
    <li className={styles.card} data-flipped={flipped}>
      <div className={styles.inner}>
        <div className={`${styles.face} ${styles.front}`} inert={flipped} aria-hidden={flipped || undefined}>
          <div className={styles.header}>
            <LayoutIcon file={card.icon} className={styles.icon} />
            <LayoutHeading className={styles.title}>{card.title}</LayoutHeading>
          </div>
          {card.indicator && (
            <Indicator kind={IndicatorType.SimpleValueIndicator} values={card.indicator} title={card.title} />
          )}
          <button
            ref={frontButton}
            type="button"
            className={styles.flip}
            aria-label={t('layout.flipCard.readMoreAbout', { title: card.title })}
            onClick={flip}
          >
            {t('layout.flipCard.readMore')}
          </button>
        </div>
        <div className={`${styles.face} ${styles.back}`} inert={!flipped} aria-hidden={!flipped || undefined}>
          <p className={styles.backTitle}>{card.title}</p>
          {card.text && <RichText html={card.text} className={styles.text} />}
          {card.linkTo && (
            <LayoutLink to={card.linkTo} className={styles.link}>
              {card.linkText ?? t('layout.flipCard.showStatistic')}
            </LayoutLink>
          )}
          <button
            ref={backButton}
            type="button"
            className={styles.flip}
            aria-label={t('layout.flipCard.backTo', { title: card.title })}
            onClick={flip}
          >
            {t('layout.flipCard.back')}
          </button>
        </div>
      </div>
    </li>
  );
}

/** Flip cards of food groups (§9): each turns over on its button; Expand all / Collapse all turn them all. */
export const CardFlipList = defineData(function CardFlipList({ node }: DataNodeProps) {
  const { t } = useTranslation();
  const { title, text, open } = node.properties;
  const cards = flipCardsOf(node);
  const flippedCards = useOpenItems(
    cards.map((card) => ('open' in card ? card.open : undefined) ?? open ?? false),
  );
  if (cards.length === 0) return null;
  return (
    <section className={styles.list}>
      {title && <LayoutHeading>{title}</LayoutHeading>}
      {text && <RichText html={text} />}
      {cards.length > 1 && (
        <button
          type="button"
          className={styles.toggleAll}
          onClick={() => flippedCards.setAll(!flippedCards.allOpen)}
        >
          {flippedCards.allOpen ? t('layout.toggle.collapseAll') : t('layout.toggle.expandAll')}
        </button>
      )}
      <HeadingScope titled={Boolean(title)}>
        <ul className={styles.cards}>
          {cards.map((card, index) =>
            'invalid' in card ? (
              <li key={index}>
                <InvalidComponentNotice type={card.invalid} />
              </li>
            ) : (
              <FlipCard
                key={index}
                card={card}
                flipped={flippedCards.isOpen(index)}
                onFlip={() => flippedCards.toggle(index)}
              />
            ),
          )}
        </ul>
      </HeadingScope>
    </section>
  );
});
