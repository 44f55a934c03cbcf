import { useInfiniteQuery } from '@tanstack/react-query';
import { getProducts, type ProductListParams } from '@/entities/catalog/api/get-products';

const COLLECTION_PAGE_SIZE = 24;

/** `GET /products?type=&sort=` a page at a time ("Load more"). */
export function useProductPages(params: Omit<ProductListParams, 'page' | 'limit'>) {
  return useInfiniteQuery({
    queryKey: ['products', 'pages', params] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      getProducts({ ...params, page: pageParam, limit: COLLECTION_PAGE_SIZE }, signal),
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.pages ? last.pagination.page + 1 : undefined,
  });
}
