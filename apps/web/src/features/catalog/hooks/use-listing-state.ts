import { emptyFilters, type FilterKey, type ListingFilters, type SortId } from '@vastra/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  parseListingSearch,
  toggleValue,
  toListingSearch,
  type ListingState,
} from '../lib/listing-url';

/**
 * The listing's filters and sort, read from and written to the URL (history entries are replaced).
 * `resets`: parameters dropped on every change (a results page's `page`: new filters start at 1).
 */
export function useListingState({ resets = [] }: { resets?: readonly string[] } = {}) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListingSearch(params), [params]);

  const write = useCallback(
    (next: (cur: ListingState) => ListingState) =>
      setParams(
        (cur) => {
          const out = toListingSearch(next(parseListingSearch(cur)), cur);
          for (const key of resets) out.delete(key);
          return out;
        },
        {
          replace: true,
          preventScrollReset: true,
        },
      ),
    // `resets` is a constant list per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams],
  );

  const toggle = useCallback(
    (key: FilterKey, value: string) =>
      write((cur) => ({
        ...cur,
        filters: { ...cur.filters, [key]: toggleValue(cur.filters[key], value) },
      })),
    [write],
  );
  const setFilters = useCallback(
    (filters: ListingFilters) => write((cur) => ({ ...cur, filters })),
    [write],
  );
  const setSort = useCallback((sort: SortId) => write((cur) => ({ ...cur, sort })), [write]);
  const clear = useCallback(() => write((cur) => ({ ...cur, filters: emptyFilters() })), [write]);

  return { ...state, toggle, setFilters, setSort, clear };
}
