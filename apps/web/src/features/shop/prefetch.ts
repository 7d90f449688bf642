import type { QueryClient } from '@tanstack/react-query';
import { currentLocale } from '../../lib/i18n';
import { catalogueQueryOptions, fetchProduct, productQueryOptions } from './api';
import { takeEarlyProduct } from './earlyProduct';

/**
 * The shop's data, asked for while the app starts (preloadPage in app/router.tsx): a product page's product, or the
 * catalogue. The same for every visitor, so it need not wait for the session check. A product page's product may
 * already be on its way (earlyProduct.ts); else, or if that failed, it is asked for here.
 */
export function prefetch(
  client: QueryClient,
  params: Readonly<Record<string, string | undefined>>,
): Promise<unknown> {
  const code = params.packageCode ?? params.addonCode;
  if (!code) return client.prefetchQuery(catalogueQueryOptions());
  const early = takeEarlyProduct(code, currentLocale());
  return client.prefetchQuery({
    ...productQueryOptions(code),
    queryFn: async () => (await early) ?? fetchProduct(code),
  });
}
