import { queryOptions } from '@tanstack/react-query';
import { graphqlRequest } from '../../lib/api';
import { graphql } from '../../lib/gql';

export const MyScansDataDocument = graphql(`
  query MyScansData($healthPassportId: ID!) {
    myScansData(healthPassportId: $healthPassportId) {
      id
      data {
        key
        value
      }
      media {
        key
        kind
        url
      }
    }
  }
`);

/**
 * The media urls are signed for 10 minutes: the answer is fresh for half of that, so a refetch (on focus, on
 * coming back to the page) hands out new urls before the old ones stop working.
 */
const SCAN_DATA_STALE_MS = 5 * 60_000;

export const scansQueryKey = ['scans'] as const;

/** A passport's scan values and signed media urls (§7 myScansData); null when the passport has none. */
export function scanDataQueryOptions(passportId: string) {
  return queryOptions({
    queryKey: [...scansQueryKey, passportId] as const,
    queryFn: async () =>
      (await graphqlRequest(MyScansDataDocument, { healthPassportId: passportId })).myScansData ?? null,
    staleTime: SCAN_DATA_STALE_MS,
  });
}
