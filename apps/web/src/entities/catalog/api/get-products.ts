import { Msg, type ProductListQuery, type ProductListResponse } from '@vastra/contracts';
import { api } from '@/lib/api-client';

export type ProductListParams = Partial<Pick<ProductListQuery, 'type' | 'sort' | 'page' | 'limit'>>;

/** `GET /products?type=trending|latest&sort=latest|popular&page&limit`. */
export async function getProducts(
  params: ProductListParams = {},
  signal?: AbortSignal,
): Promise<ProductListResponse> {
  return api('/products', {
    query: { ...params },
    schema: () => import('@vastra/contracts/catalog').then((m) => m.ProductListResponseSchema),
    signal,
    fallback: Msg.failedFetchProducts,
  });
}
