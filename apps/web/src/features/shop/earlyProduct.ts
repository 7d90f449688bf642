import productQuery from 'virtual:graphql-text/ShopProductDocument';
import type { ShopProductQuery } from '../../lib/gql/graphql';

/**
 * A product page's product, asked for as the page starts (preloadLanguage.ts loads this small module), while the app's
 * scripts still download, instead of after them and the shop's code: the page's main text waits for it. It imports
 * nothing of the app, so it runs before the app's scripts have arrived.
 */

/** The product code of a product or add-on page (RoutePath.SHOP_PRODUCT, RoutePath.SHOP_ADD_ON), else null. */
export function productCodeOf(pathname: string): string | null {
  const code = /^\/shop\/(?:product|add-on)\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (code === undefined) return null;
  try {
    return decodeURIComponent(code);
  } catch {
    return null;
  }
}

let early: { code: string; locale: string; data: Promise<ShopProductQuery | undefined> } | null = null;

/** Asks for the product of the page at `pathname`, if it is a product page, in `locale` (the interface language). */
export function requestProductEarly(pathname: string, locale: string): void {
  const code = productCodeOf(pathname);
  if (code === null) return;
  const data = fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Accept-Language': locale },
    body: JSON.stringify({
      query: productQuery,
      variables: { packageCode: code },
      operationName: 'ShopProduct',
    }),
  })
    .then(async (response) => {
      if (!response.ok) return undefined;
      const body = (await response.json()) as { data?: ShopProductQuery | null; errors?: unknown[] };
      return body.errors?.length || !body.data ? undefined : body.data;
    })
    // Any failure: the page asks again the usual way, which reports and shows errors.
    .catch(() => undefined);
  early = { code, locale, data };
}

/**
 * The early answer for the product `code` in `locale`, once; undefined when none was asked for (another page, another
 * language) or it failed.
 */
export async function takeEarlyProduct(code: string, locale: string): Promise<ShopProductQuery | undefined> {
  const found = early?.code === code && early.locale === locale ? early.data : undefined;
  early = null;
  return found;
}
