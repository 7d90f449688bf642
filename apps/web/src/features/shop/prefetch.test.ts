import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { earlyProductKey, keepEarlyAnswer } from '../../lib/earlyAnswers';
import { gqlData, mockFetch, variablesSentTo } from '../../test/fetchMock';
import { productQueryOptions } from './api';
import { prefetch } from './prefetch';

describe('the shop’s prefetch', () => {
  it('asks before the data cache is in, which keeps that answer and asks anew on a refetch', async () => {
    const fetchMock = mockFetch({ 'GQL ShopProduct': () => gqlData({ productByPackageCode: null }) });
    let cacheLoaded: (client: QueryClient) => void = () => undefined;
    const loading = new Promise<QueryClient>((resolve) => (cacheLoaded = resolve));

    const done = prefetch(loading, { packageCode: 'standard_performance' });
    expect(variablesSentTo(fetchMock, 'ShopProduct')).toEqual([{ packageCode: 'standard_performance' }]);

    const client = new QueryClient();
    cacheLoaded(client);
    await done;
    const { queryKey } = productQueryOptions('standard_performance');
    expect(client.getQueryState(queryKey)?.status).toBe('success');
    expect(variablesSentTo(fetchMock, 'ShopProduct')).toHaveLength(1);

    await client.refetchQueries({ queryKey });
    expect(variablesSentTo(fetchMock, 'ShopProduct')).toHaveLength(2);
  });

  it('takes the product index.html’s script asked for once, and asks itself when that request failed', async () => {
    const fetchMock = mockFetch({ 'GQL ShopProduct': () => gqlData({ productByPackageCode: null }) });
    const early = { productByPackageCode: { packageCode: 'standard_performance' } };
    keepEarlyAnswer(earlyProductKey('standard_performance'), Promise.resolve(early));
    keepEarlyAnswer(earlyProductKey('addon_mind'), Promise.resolve(undefined));

    const client = new QueryClient();
    await prefetch(Promise.resolve(client), { packageCode: 'standard_performance' });
    expect(client.getQueryData(productQueryOptions('standard_performance').queryKey)).toEqual(early);
    expect(variablesSentTo(fetchMock, 'ShopProduct')).toEqual([]);

    await prefetch(Promise.resolve(client), { addonCode: 'addon_mind' });
    expect(variablesSentTo(fetchMock, 'ShopProduct')).toEqual([{ packageCode: 'addon_mind' }]);

    // Taken once: the next visit of the page asks the server.
    client.clear();
    await prefetch(Promise.resolve(client), { packageCode: 'standard_performance' });
    expect(variablesSentTo(fetchMock, 'ShopProduct')).toHaveLength(2);
  });
});
