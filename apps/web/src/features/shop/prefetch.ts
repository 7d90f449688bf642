import type { QueryClient } from '@tanstack/react-query';
import { earlyProductKey, takeEarlyAnswer } from '../../lib/earlyAnswers';
import type { ShopProductQuery } from '../../lib/gql/graphql';
import { askCatalogue, askProduct, catalogueQueryOptions, productQueryOptions } from './api';

/**
 * The shop's data, asked for while the app starts (preloadPage in app/router.tsx): a product page's product, or the
 * catalogue. The same for every visitor, so it need not wait for the session check; nor for the data cache's code,
 * which keeps the answer once `client` is in.
 */
export function prefetch(
  client: Promise<QueryClient>,
  params: Readonly<Record<string, string | undefined>>,
): Promise<unknown> {
  const code = params.packageCode ?? params.addonCode;
  if (code) {
    // index.html's script may have asked already, to draw the product's heading before the app had loaded.
    const early = takeEarlyAnswer<ShopProductQuery>(earlyProductKey(code));
    const product = early ? early.then((answer) => answer ?? askProduct(code)) : askProduct(code);
    product.catch(() => undefined); // a failure is the page's to show when it asks
    return client.then((loaded) => loaded.prefetchQuery(productQueryOptions(code, product)));
  }
  const catalogue = askCatalogue();
  catalogue.catch(() => undefined);
  return client.then((loaded) => loaded.prefetchQuery(catalogueQueryOptions(catalogue)));
}
