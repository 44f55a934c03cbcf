import {
  DEFAULT_SORT,
  FILTER_KEYS,
  isSortId,
  normalizeFilters,
  type FilterKey,
  type ListingFilters,
  type SortId,
} from '@vastra/contracts';

/**
 * Filter and sort state in the URL, so a filtered listing can be shared and survives a reload:
 * `?subcategory=Shirts&size=M&size=L&color=Navy&price=0-499&discount=20&rating=4&sort=price-asc`.
 * Each selected value is its own repeated parameter (values may contain commas or spaces).
 */
const URL_PARAM: Record<FilterKey, string> = {
  subcategory: 'subcategory',
  size: 'size',
  color: 'color',
  priceRange: 'price',
  discount: 'discount',
  rating: 'rating',
};
const SORT_PARAM = 'sort';

export interface ListingState {
  filters: ListingFilters;
  sort: SortId;
}

/** Reads the state from a query string; unknown values are dropped, an unknown sort is the default. */
export function parseListingSearch(search: URLSearchParams | string): ListingState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw: Partial<Record<FilterKey, string[]>> = {};
  for (const key of FILTER_KEYS) raw[key] = params.getAll(URL_PARAM[key]);
  const sort = params.get(SORT_PARAM);
  return { filters: normalizeFilters(raw), sort: isSortId(sort) ? sort : DEFAULT_SORT };
}

/**
 * Writes the state into a copy of `base` (other parameters are kept). Empty selections and the
 * default sort are left out so the plain listing keeps a clean URL.
 */
export function toListingSearch(
  state: ListingState,
  base: URLSearchParams | string = '',
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of FILTER_KEYS) {
    params.delete(URL_PARAM[key]);
    for (const value of state.filters[key]) params.append(URL_PARAM[key], value);
  }
  params.delete(SORT_PARAM);
  if (state.sort !== DEFAULT_SORT) params.set(SORT_PARAM, state.sort);
  return params;
}

/** Adds the value when absent, removes it when present (case-insensitive). */
export function toggleValue(list: readonly string[], value: string): string[] {
  const lower = value.toLowerCase();
  return list.some((v) => v.toLowerCase() === lower)
    ? list.filter((v) => v.toLowerCase() !== lower)
    : [...list, value];
}
