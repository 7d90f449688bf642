import { queryOptions } from '@tanstack/react-query';
import { REFERENCE_BOOK_API, type ReferenceBook } from '@health-passport/domain';
import { restDownload, restRequest } from '../../lib/api';

/** The reference book of the table the results are computed with (staff who explain results). */
export function referenceBookQueryOptions() {
  return queryOptions({
    queryKey: ['referenceBook'] as const,
    queryFn: ({ signal }) =>
      restRequest<ReferenceBook>('GET', REFERENCE_BOOK_API.book, undefined, { signal }),
    // The table changes only with a new release of the server.
    staleTime: 60 * 60_000,
  });
}

export const downloadReferenceBookPdf = () => restDownload(REFERENCE_BOOK_API.pdf);
