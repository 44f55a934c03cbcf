import { Msg, type CategoryProductsResponse } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type CategoryProducts = CategoryProductsResponse['data'];

/** `GET /products/{categoryId}`: the whole category (up to the API's cap), filtered in the browser. */
export async function getCategoryProducts(
  categoryId: string,
  signal?: AbortSignal,
): Promise<CategoryProducts> {
  const res = await api<CategoryProductsResponse>(`/products/${encodeURIComponent(categoryId)}`, {
    shape: (d) => Array.isArray((d as Partial<CategoryProductsResponse> | null)?.data?.products),
    signal,
    fallback: Msg.listingErrorTitle,
  });
  return res.data;
}

export const categoryProductsQueryOptions = (categoryId: string) =>
  queryOptions({
    queryKey: ['products', 'category', categoryId] as const,
    queryFn: ({ signal }) => getCategoryProducts(categoryId, signal),
  });

export function useCategoryProducts(categoryId: string | undefined) {
  return useQuery({
    ...categoryProductsQueryOptions(categoryId ?? ''),
    enabled: Boolean(categoryId),
  });
}
