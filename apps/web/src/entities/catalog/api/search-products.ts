import type { ProductSummary } from '@vastra/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /products/search?query=`: at most 20 matches, best first. */
async function searchProducts(query: string, signal?: AbortSignal): Promise<ProductSummary[]> {
  const res = await api('/products/search', {
    query: { query },
    schema: () => import('@vastra/contracts/catalog').then((m) => m.ProductSearchResponseSchema),
    signal,
  });
  return res.data;
}

const searchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['products', 'search', query] as const,
    queryFn: ({ signal }) => searchProducts(query, signal),
    staleTime: 30_000,
    retry: false,
  });

/**
 * Search results for already-debounced text. Text that is empty after trimming makes no call and
 * has no results; a failure empties the results with no message.
 */
export function useProductSearch(text: string) {
  const query = text.trim();
  const q = useQuery({
    ...searchQueryOptions(query),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
  const results = query && !q.isError ? (q.data ?? []) : [];
  return { results, isSearching: query.length > 0 && q.isFetching, query };
}
