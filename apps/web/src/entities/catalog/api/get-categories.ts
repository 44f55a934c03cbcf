import { Msg, type Category } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /category[?limit=N]`: categories in menu order with their subcategories. */
export async function getCategories(limit?: number, signal?: AbortSignal): Promise<Category[]> {
  const res = await api('/category', {
    query: { limit },
    schema: () => import('@vastra/contracts/catalog').then((m) => m.CategoriesResponseSchema),
    signal,
    fallback: Msg.categoriesLoadFailed,
  });
  return res.categories;
}

export const categoriesQueryOptions = (limit?: number) =>
  queryOptions({
    queryKey: ['categories', { limit: limit ?? null }] as const,
    queryFn: ({ signal }) => getCategories(limit, signal),
    staleTime: 10 * 60_000,
  });

export function useCategories(limit?: number) {
  return useQuery(categoriesQueryOptions(limit));
}
