import { Msg, type ProductDetail } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `GET /products/individual/{id}`: one product with everything the product page shows. Its rating,
 * review count and stock change as shoppers act, so the browser revalidates (an ETag 304 when
 * unchanged) instead of reusing a copy the API marked fresh for 30 s (and stale-while-revalidate).
 */
export async function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  const res = await api(`/products/individual/${encodeURIComponent(id)}`, {
    schema: () => import('@vastra/contracts/catalog').then((m) => m.ProductDetailResponseSchema),
    signal,
    cache: 'no-cache',
    fallback: Msg.failedLoadProduct,
  });
  return res.data;
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', 'detail', id] as const,
    queryFn: ({ signal }) => getProduct(id, signal),
  });

export function useProduct(id: string | undefined) {
  return useQuery({ ...productQueryOptions(id ?? ''), enabled: Boolean(id) });
}
