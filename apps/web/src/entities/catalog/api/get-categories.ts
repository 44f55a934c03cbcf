import { Msg, type CategoriesResponse, type Category } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `GET /category[?limit=N]`: categories in menu order with their subcategories. The menu asks on
 * every page's load: not parsed on the client, only its shape checked (lib/api-client.ts).
 */
export async function getCategories(limit?: number, signal?: AbortSignal): Promise<Category[]> {
  const res = await api<CategoriesResponse>('/category', {
    query: { limit },
    signal,
    shape: (d) => Array.isArray((d as Partial<CategoriesResponse> | null)?.categories),
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
