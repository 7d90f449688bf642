import { queryOptions } from '@tanstack/react-query';
import { SHOP_COUNTRY } from '@health-passport/domain';
import { graphqlRequest } from '../../lib/api';
import { graphql } from '../../lib/gql';
import { ShopProductDocument } from './productDocument';
import type { ShopCatalogueQuery, ShopProductCardFragment, ShopProductQuery } from '../../lib/gql/graphql';

export const ShopCatalogueDocument = graphql(`
  query ShopCatalogue($shopCountryCode: String!, $query: ProductQuery) {
    searchProducts(shopCountryCode: $shopCountryCode, query: $query) {
      content {
        ...ShopProductCard
      }
      totalElements
      hasNext
    }
  }
`);

export const ShopCreateCartDocument = graphql(`
  mutation ShopCreateCart {
    createCart {
      id
    }
  }
`);

export const ShopPutInCartDocument = graphql(`
  mutation ShopPutInCart($id: ID!, $input: CartInput!) {
    updateCart(id: $id, input: $input) {
      id
      purchasePrice {
        price
        currency
      }
    }
  }
`);

export type ShopProductCardData = ShopProductCardFragment;
export type ShopProductDetails = NonNullable<ShopProductQuery['productByPackageCode']>;

/** The catalogue is one page: the shop holds far fewer products than this. */
export const CATALOGUE_PAGE_SIZE = 50;

export const shopQueryKey = ['shop'] as const;

export function askCatalogue() {
  return graphqlRequest(ShopCatalogueDocument, {
    shopCountryCode: SHOP_COUNTRY,
    query: { pageSize: CATALOGUE_PAGE_SIZE },
  });
}

export function askProduct(packageCode: string) {
  return graphqlRequest(ShopProductDocument, { packageCode });
}

/** A query function that answers with a request already under way the first time, and asks anew after that. */
function firstFrom<T>(underWay: Promise<T> | undefined, ask: () => Promise<T>): () => Promise<T> {
  return () => {
    const answer = underWay ?? ask();
    underWay = undefined;
    return answer;
  };
}

/** `underWay`: the catalogue already asked for (the shop's prefetch). */
export function catalogueQueryOptions(underWay?: Promise<ShopCatalogueQuery>) {
  return queryOptions({
    queryKey: [...shopQueryKey, 'catalogue', SHOP_COUNTRY] as const,
    queryFn: firstFrom<ShopCatalogueQuery>(underWay, askCatalogue),
    select: (data) => data.searchProducts.content,
  });
}

/** `underWay`: the product already asked for (the shop's prefetch). */
export function productQueryOptions(packageCode: string, underWay?: Promise<ShopProductQuery>) {
  return queryOptions({
    queryKey: [...shopQueryKey, 'product', packageCode] as const,
    queryFn: firstFrom<ShopProductQuery>(underWay, () => askProduct(packageCode)),
    select: (data) => data.productByPackageCode,
  });
}

export async function createCart(): Promise<string> {
  const data = await graphqlRequest(ShopCreateCartDocument);
  return data.createCart.id;
}

export async function putInCart(cartId: string, productId: string) {
  const data = await graphqlRequest(ShopPutInCartDocument, { id: cartId, input: { productId } });
  return data.updateCart;
}
