import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isShownLinkedProduct, RoutePath, type Locale } from '@health-passport/domain';
import { useLocale } from '../../lib/i18n';
import { usePageTitle } from '../../lib/usePageTitle';
import { ActionLink, Button, Callout, Page, PageLoader, PlainList, StatePanel } from '../../lib/ui';
import { productQueryOptions, type ShopProductDetails } from './api';
import { priceIn, textIn } from './localized';
import { ProductGrid } from './ProductCard';
import { ProductIcon } from './ProductIcon';
import { useBuyProduct } from './useBuyProduct';
import { shownUsps } from './usp';
import styles from './ProductPage.module.css';

/** Part types the catalogue uses; another type is shown as it is. */
const PART_TYPES = ['MEASUREMENT', 'QUESTIONNAIRE', 'CONSULTATION'] as const;
type PartType = (typeof PART_TYPES)[number];
const isPartType = (type: string): type is PartType => (PART_TYPES as readonly string[]).includes(type);

function ProductNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('shop.notFound.title'));
  return (
    <StatePanel
      variant="page"
      titleId="product-not-found-title"
      title={t('shop.notFound.title')}
      text={t('shop.notFound.text')}
    >
      <ActionLink to={RoutePath.SHOP}>{t('shop.notFound.toShop')}</ActionLink>
    </StatePanel>
  );
}

function ProductLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useTranslation();
  usePageTitle(t('shop.product.error.title'));
  return (
    <StatePanel variant="page" title={t('shop.product.error.title')} text={t('shop.product.error.text')}>
      <Button onPress={onRetry} isPending={isRetrying}>
        {t('common.retry')}
      </Button>
      <ActionLink to={RoutePath.SHOP}>{t('shop.notFound.toShop')}</ActionLink>
    </StatePanel>
  );
}

function Description({ text }: { text: string }) {
  // Paragraphs are separated by blank lines in the catalogue.
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className={styles.description}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

function PackageCard({ product, locale }: { product: ShopProductDetails; locale: Locale }) {
  const { t } = useTranslation();
  const { buy, isPending, error } = useBuyProduct();
  const { ribbon, points } = shownUsps(product.uniqueSellingPropositions, locale);
  const price = priceIn(product.purchasePriceNL, locale);
  const errorId = `buy-error-${product.packageCode}`;

  return (
    <section className={styles.package} aria-labelledby="product-package">
      {ribbon && <p className={styles.ribbon}>{ribbon}</p>}
      <div className={styles.packageBody}>
        <div className={styles.packageHeader}>
          <ProductIcon name={product.icon} size={40} className={styles.packageIcon} />
          <h2 id="product-package" className={styles.packageTitle}>
            {t('shop.product.package')}
          </h2>
        </div>
        {points.length > 0 && (
          <PlainList spacing="tight" className={styles.usps}>
            {points.map((point) => (
              <li key={point.text}>
                <ProductIcon name={point.icon ?? 'check'} size={20} className={styles.uspIcon} />
                <span>{point.text}</span>
              </li>
            ))}
          </PlainList>
        )}
        {price ? (
          <>
            <p className={styles.price}>
              <span className="visually-hidden">{t('shop.price')} </span>
              <span className={styles.amount}>{price}</span>
              <span className={styles.vat}>{t('shop.vatIncluded')}</span>
            </p>
            <Button
              onPress={() => buy(product)}
              isPending={isPending}
              pendingLabel={t('shop.buy.busy')}
              className={styles.buy}
              aria-describedby={error ? errorId : undefined}
            >
              {t('shop.buy.label')}
            </Button>
            {error && (
              <Callout tone="danger" role="alert" id={errorId}>
                <p>{error}</p>
              </Callout>
            )}
          </>
        ) : (
          <p className={styles.unavailable}>{t('shop.product.unavailable')}</p>
        )}
      </div>
    </section>
  );
}

function ProductDetails({ product }: { product: ShopProductDetails }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = textIn(product.name, locale) || product.packageCode;
  const subTitle = textIn(product.subTitle, locale);
  const description = textIn(product.description, locale);
  const linked = product.linkedProducts.filter(isShownLinkedProduct);
  usePageTitle(name);

  return (
    <Page title={name} lead={subTitle || undefined} rhythm="relaxed">
      <div className={styles.layout}>
        <div className={styles.main}>
          {description && <Description text={description} />}
          {product.parts.length > 0 && (
            <section aria-labelledby="product-parts">
              <h2 id="product-parts" className={styles.sectionTitle}>
                {t('shop.product.parts')}
              </h2>
              <PlainList divided className={styles.parts}>
                {product.parts.map((part, index) => (
                  <li key={`${part.type}-${part.name}-${index}`}>
                    <span className={styles.partName}>{part.name}</span>
                    <span className={styles.partType}>
                      {isPartType(part.type) ? t(`shop.product.partTypes.${part.type}`) : part.type}
                    </span>
                  </li>
                ))}
              </PlainList>
            </section>
          )}
        </div>
        <PackageCard product={product} locale={locale} />
      </div>
      {linked.length > 0 && (
        <section aria-labelledby="product-linked" className={styles.linked}>
          <h2 id="product-linked" className={styles.sectionTitle}>
            {t('shop.product.linked')}
          </h2>
          <ProductGrid products={linked} />
        </section>
      )}
    </Page>
  );
}

/**
 * /shop/product/:packageCode and /shop/add-on/:addonCode (customer-journey §2 "Shop routes"): what the
 * product is, what it includes, its price in the shop country and the buy button; then the products of the
 * same interest. An unknown code shows the not-found view.
 */
export function ProductPage() {
  const { packageCode, addonCode } = useParams();
  const code = packageCode ?? addonCode ?? '';
  const query = useQuery(productQueryOptions(code));

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return <ProductLoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  }
  if (!query.data) return <ProductNotFound />;
  return <ProductDetails key={query.data.id} product={query.data} />;
}
