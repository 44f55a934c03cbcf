import { MAX_SEARCH_LENGTH } from '@vastra/contracts';

/** The results page's own URL parameters (filters and sort use the listing's, listing-url.ts). */
export const SEARCH_PARAM = { query: 'q', page: 'page', exact: 'exact' } as const;

/** `/search?q=…`: the path of the results page for a search text (cut to the maximum length). */
export function searchPath(text: string, { exact = false } = {}): string {
  const params = new URLSearchParams({
    [SEARCH_PARAM.query]: text.trim().slice(0, MAX_SEARCH_LENGTH),
  });
  if (exact) params.set(SEARCH_PARAM.exact, '1');
  return `/search?${params.toString()}`;
}

/** The search text of the page's URL, trimmed and cut to the maximum length. */
export const searchText = (params: URLSearchParams): string =>
  (params.get(SEARCH_PARAM.query) ?? '').trim().slice(0, MAX_SEARCH_LENGTH).trim();
