import { waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { generatePath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RoutePath } from '@health-passport/domain';
import { gqlData, gqlError, mockFetch, variablesSentTo } from '../../test/fetchMock';
import { productCodeOf, requestProductEarly } from './earlyProduct';
import { prefetch } from './prefetch';

// A product page's product is asked for before the app's scripts have arrived (preloadLanguage.ts); the shop's code
// takes that answer when it starts the page's data.
describe('a product asked for as the page starts', () => {
  it('asks once for a product whose request began before the app’s scripts, and uses that answer', async () => {
    const product = { productByPackageCode: { id: 'p1', packageCode: 'standard_performance' } };
    const fetchMock = mockFetch({ 'GQL ShopProduct': () => gqlData(product) });
    requestProductEarly('/shop/product/standard_performance', 'en-US');
    const client = new QueryClient();
    void prefetch(client, { packageCode: 'standard_performance' });
    await waitFor(() =>
      expect(client.getQueryData(['shop', 'product', 'standard_performance'])).toEqual(product),
    );
    expect(variablesSentTo(fetchMock, 'ShopProduct')).toEqual([{ packageCode: 'standard_performance' }]);
  });

  it('asks again the usual way when the early request failed, or was for another product', async () => {
    let answers = 0;
    const fetchMock = mockFetch({
      'GQL ShopProduct': () =>
        ++answers === 1 ? gqlError('internalError') : gqlData({ productByPackageCode: null }),
    });
    requestProductEarly('/shop/add-on/remeasurement', 'en-US');
    const client = new QueryClient();
    void prefetch(client, { addonCode: 'remeasurement' });
    await waitFor(() => expect(variablesSentTo(fetchMock, 'ShopProduct')).toHaveLength(2));
    await waitFor(() =>
      expect(client.getQueryData(['shop', 'product', 'remeasurement'])).toEqual({
        productByPackageCode: null,
      }),
    );

    requestProductEarly('/shop/product/other', 'en-US');
    void prefetch(client, { packageCode: 'standard_performance' });
    await waitFor(() =>
      expect(variablesSentTo(fetchMock, 'ShopProduct').at(-1)).toEqual({
        packageCode: 'standard_performance',
      }),
    );
  });

  it('finds the product code of exactly the product and add-on pages', () => {
    expect(productCodeOf(generatePath(RoutePath.SHOP_PRODUCT, { packageCode: 'standard_performance' }))).toBe(
      'standard_performance',
    );
    expect(productCodeOf(generatePath(RoutePath.SHOP_ADD_ON, { addonCode: 'expert_session' }))).toBe(
      'expert_session',
    );
    for (const path of [RoutePath.SHOP, RoutePath.SHOP_CART, '/shop/product', '/shop/product/a/b', '/'])
      expect(productCodeOf(path)).toBeNull();
  });
});
