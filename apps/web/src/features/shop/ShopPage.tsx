import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RoutePath } from '@health-passport/domain';
import { usePageTitle } from '../../lib/usePageTitle';
import { ActionLink, Button, LoadError, Page, StatePanel } from '../../lib/ui';
import { catalogueQueryOptions, type ShopProductCardData } from './api';
import { groupOf, SHOP_GROUPS, type ShopGroup } from './localized';
import { ProductGrid, ProductGridSkeleton } from './ProductCard';
import styles from './ShopPage.module.css';

function Shelf({ group, products }: { group: ShopGroup; products: ShopProductCardData[] }) {
  const { t } = useTranslation();
  const headingId = `shop-${group}`;
  return (
    <section aria-labelledby={headingId} className={styles.shelf}>
      <h2 id={headingId}>{t(`shop.groups.${group}.title`)}</h2>
      <p className={styles.shelfIntro}>{t(`shop.groups.${group}.intro`)}</p>
      <ProductGrid products={products} />
    </section>
  );
}

/** /shop: the catalogue, health checks first, then the add-ons; each card leads to its product page. */
export function ShopPage() {
  const { t } = useTranslation();
  const title = t('shop.title');
  usePageTitle(title);
  const query = useQuery(catalogueQueryOptions());
  const products = query.data;

  return (
    <Page title={title} lead={t('shop.intro')} rhythm="spacious">
      {query.isPending && <ProductGridSkeleton />}
      {query.isError && !products && (
        <LoadError
          message={t('shop.error')}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      )}
      {products?.length === 0 && (
        <StatePanel title={t('shop.empty.title')} text={t('shop.empty.text')}>
          <Button variant="secondary" onPress={() => void query.refetch()} isPending={query.isFetching}>
            {t('shop.empty.refresh')}
          </Button>
          <ActionLink to={RoutePath.HOME}>{t('shop.empty.home')}</ActionLink>
        </StatePanel>
      )}
      {products &&
        SHOP_GROUPS.map((group) => {
          const shelf = products.filter((product) => groupOf(product.packageType) === group);
          return shelf.length > 0 && <Shelf key={group} group={group} products={shelf} />;
        })}
    </Page>
  );
}
