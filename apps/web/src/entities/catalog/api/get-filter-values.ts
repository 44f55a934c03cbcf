import { FALLBACK_SIZES } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type FilterValueKind = 'sizes' | 'colors';

/** On failure the listing falls back to sizes XS–XXL and no colours. */
export const FILTER_VALUE_FALLBACK: Record<FilterValueKind, readonly string[]> = {
  sizes: FALLBACK_SIZES,
  colors: [],
};

/** `GET /products/filters/sizes|colors` → `data.data`; never rejects: a failure yields the fallback. */
async function getFilterValues(kind: FilterValueKind, signal?: AbortSignal): Promise<string[]> {
  try {
    const res = await api(`/products/filters/${kind}`, {
      schema: () => import('@vastra/contracts/catalog').then((m) => m.FilterValuesResponseSchema),
      signal,
    });
    return res.data;
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    return [...FILTER_VALUE_FALLBACK[kind]];
  }
}

const filterValuesQueryOptions = (kind: FilterValueKind) =>
  queryOptions({
    queryKey: ['products', 'filters', kind] as const,
    queryFn: ({ signal }) => getFilterValues(kind, signal),
    staleTime: 10 * 60_000,
  });

export function useFilterValues(kind: FilterValueKind) {
  return useQuery(filterValuesQueryOptions(kind));
}
