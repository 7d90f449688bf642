import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
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
});
