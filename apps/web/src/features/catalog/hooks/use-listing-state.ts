import { emptyFilters, type FilterKey, type ListingFilters, type SortId } from '@vastra/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  parseListingSearch,
  toggleValue,
  toListingSearch,
  type ListingState,
} from '../lib/listing-url';

/** The listing's filters and sort, read from and written to the URL (history entries are replaced). */
export function useListingState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListingSearch(params), [params]);

  const write = useCallback(
    (next: (cur: ListingState) => ListingState) =>
      setParams((cur) => toListingSearch(next(parseListingSearch(cur)), cur), {
        replace: true,
        preventScrollReset: true,
      }),
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
