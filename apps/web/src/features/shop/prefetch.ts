import type { QueryClient } from '@tanstack/react-query';
import { catalogueQueryOptions, productQueryOptions } from './api';

/**
 * The shop's data, asked for while the app starts (preloadPage in app/router.tsx): a product page's product, or the
 * catalogue. The same for every visitor, so it need not wait for the session check.
 */
export function prefetch(
  client: QueryClient,
  params: Readonly<Record<string, string | undefined>>,
): Promise<unknown> {
  const code = params.packageCode ?? params.addonCode;
  return code
    ? client.prefetchQuery(productQueryOptions(code))
    : client.prefetchQuery(catalogueQueryOptions());
}
