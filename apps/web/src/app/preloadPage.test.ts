import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gqlData, mockFetch, variablesSentTo } from '../test/fetchMock';
import { preloadPage } from './router';

// While the app starts (before the session check and the first render), the page's chunk and its first data load.
describe('starting a page early', () => {
  it('asks for a product page’s product, in the interface language, before anything renders', async () => {
    const fetchMock = mockFetch({
      'GQL ShopProduct': () => gqlData({ productByPackageCode: null }),
    });
    preloadPage('/shop/product/standard_performance');
    await waitFor(() =>
      expect(variablesSentTo(fetchMock, 'ShopProduct')).toEqual([{ packageCode: 'standard_performance' }]),
    );
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).includes('/graphql'))!;
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('en-US');
  });

  it('asks for the catalogue on the shop, and for nothing on a page without such data', async () => {
    const fetchMock = mockFetch({
      'GQL ShopCatalogue': () => gqlData({ searchProducts: { content: [] } }),
    });
    preloadPage('/shop');
    await waitFor(() => expect(variablesSentTo(fetchMock, 'ShopCatalogue')).toHaveLength(1));
    preloadPage('/does-not-exist');
    preloadPage('/');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/graphql'))).toHaveLength(1);
  });
});
