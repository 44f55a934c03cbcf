import { Msg, SearchResultsResponseSchema, type SearchResultsResponse } from '@vastra/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SearchResults = SearchResultsResponse['data'];

/**
 * `GET /products/search/results`: one page of the whole result set, filtered, sorted and counted
 * per filter value on the server. `params` are the results page's URL parameters (`q` becomes
 * `query`; filters repeat: `size=M&size=L`).
 */
async function getSearchResults(
  params: URLSearchParams,
  signal?: AbortSignal,
): Promise<SearchResults> {
  const res = await api(`/products/search/results?${params.toString()}`, {
    schema: SearchResultsResponseSchema,
    signal,
    fallback: Msg.listingErrorTitle,
  });
  return res.data;
}

const searchResultsQueryOptions = (params: URLSearchParams) =>
  queryOptions({
    queryKey: ['products', 'search-results', params.toString()] as const,
    queryFn: ({ signal }) => getSearchResults(params, signal),
    staleTime: 30_000,
  });

/** The results for the page's parameters; no call while the query is blank. */
export function useSearchResults(params: URLSearchParams) {
  return useQuery({
    ...searchResultsQueryOptions(params),
    enabled: (params.get('query') ?? '').trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
