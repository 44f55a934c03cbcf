import { type ProductSummary } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCategories, getProducts } from '@/entities/catalog';
import { getCategoryProducts } from '@/entities/catalog/api/get-category-products';

export const DONT_MISS_MAX = 20;

/**
 * The 'Don't Miss' loader: the latest list first; if that fails, the first category's products
 * (categories with limit=1, then that category). Any failure gives an empty list.
 */
async function getDontMiss(signal?: AbortSignal): Promise<ProductSummary[]> {
  try {
    const res = await getProducts({ type: 'latest', sort: 'latest', limit: DONT_MISS_MAX }, signal);
    return res.data.slice(0, DONT_MISS_MAX);
  } catch {
    try {
      const [first] = await getCategories(1, signal);
      if (!first) return [];
      const res = await getCategoryProducts(first._id, signal);
      return res.products.slice(0, DONT_MISS_MAX);
    } catch {
      return [];
    }
  }
}

export const dontMissQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'dont-miss'] as const,
    queryFn: ({ signal }) => getDontMiss(signal),
  });

export function useDontMiss() {
  return useQuery(dontMissQueryOptions());
}
