import { Msg, type ProductSummary } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /products/trending`: the trending page of products. */
async function getTrending(limit?: number, signal?: AbortSignal): Promise<ProductSummary[]> {
  const res = await api('/products/trending', {
    query: { limit },
    schema: () => import('@vastra/contracts/catalog').then((m) => m.ProductListResponseSchema),
    signal,
    fallback: Msg.productsCarouselFailed,
  });
  return res.data;
}

export const trendingQueryOptions = (limit?: number) =>
  queryOptions({
    queryKey: ['products', 'trending', { limit: limit ?? null }] as const,
    queryFn: ({ signal }) => getTrending(limit, signal),
  });

export function useTrending(limit?: number) {
  return useQuery(trendingQueryOptions(limit));
}
