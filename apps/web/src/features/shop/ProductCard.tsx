import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n';
import { cardLinkClass, PlainList, Skeleton, SkeletonCard } from '../../lib/ui';
import type { ShopProductCardData } from './api';
import { priceIn, productPath, textIn } from './localized';
import { ProductIcon } from './ProductIcon';
import { shownUsps } from './usp';
import styles from './ProductCard.module.css';

/**
 * One product in a list (the catalogue, the linked products): icon, name, subtitle, the ribbon point and the
 * price. The name is the card's one link; the whole card answers to a click.
 */
export function ProductCard({
  product,
  headingLevel = 3,
}: {
  product: ShopProductCardData;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const name = textIn(product.name, locale) || product.packageCode;
  const subTitle = textIn(product.subTitle, locale);
  const { ribbon } = shownUsps(product.uniqueSellingPropositions, locale);
  const price = priceIn(product.purchasePriceNL, locale);

  return (
    <article className={styles.card}>
      <ProductIcon name={product.icon} size={32} className={styles.icon} />
      <Heading className={styles.name}>
        <Link to={productPath(product)} className={`${styles.link} ${cardLinkClass}`}>
          {name}
        </Link>
      </Heading>
      {subTitle && <p className={styles.subTitle}>{subTitle}</p>}
      {ribbon && <p className={styles.ribbon}>{ribbon}</p>}
      {price && (
        <p className={styles.price}>
          <span className="visually-hidden">{t('shop.price')} </span>
          <span className={styles.amount}>{price}</span>{' '}
          <span className={styles.vat}>{t('shop.vatIncludedShort')}</span>
        </p>
      )}
    </article>
  );
}

/** Product cards in a grid of as many columns as fit. */
export function ProductGrid({ products }: { products: readonly ShopProductCardData[] }) {
  return (
    <PlainList columnWidth="18rem" className={styles.grid}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </PlainList>
  );
}

/** The catalogue while it loads: card outlines in the grid the cards will fill. */
export function ProductGridSkeleton() {
  return (
    <Skeleton>
      <PlainList columnWidth="18rem" className={styles.grid} aria-hidden="true">
        {[0, 1, 2].map((card) => (
          <li key={card}>
            <SkeletonCard icon />
          </li>
        ))}
      </PlainList>
    </Skeleton>
  );
}
