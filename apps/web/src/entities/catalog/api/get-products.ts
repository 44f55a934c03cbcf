import {
  Msg,
  ProductListResponseSchema,
  type ProductListQuery,
  type ProductListResponse,
} from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ProductListParams = Partial<Pick<ProductListQuery, 'type' | 'sort' | 'page' | 'limit'>>;

/** `GET /products?type=trending|latest&sort=latest|popular&page&limit`. */
export async function getProducts(
  params: ProductListParams = {},
  signal?: AbortSignal,
): Promise<ProductListResponse> {
  return api('/products', {
    query: { ...params },
    schema: ProductListResponseSchema,
    signal,
    fallback: Msg.failedFetchProducts,
  });
}

export const productsQueryOptions = (params: ProductListParams = {}) =>
  queryOptions({
    queryKey: ['products', 'list', params] as const,
    queryFn: ({ signal }) => getProducts(params, signal),
  });

export function useProducts(params: ProductListParams = {}) {
  return useQuery(productsQueryOptions(params));
}
