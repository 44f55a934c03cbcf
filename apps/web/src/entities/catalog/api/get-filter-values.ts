import { FALLBACK_SIZES, type FilterValuesResponse } from '@vastra/contracts';
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
    // Asked as a listing loads: taken as its contract type with a shape check (lib/api-client.ts).
    const res = await api<FilterValuesResponse>(`/products/filters/${kind}`, {
      shape: (d) => Array.isArray((d as Partial<FilterValuesResponse> | null)?.data),
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
