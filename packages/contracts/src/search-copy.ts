// Search constants and words the header needs on a first visit. This module imports no zod, so the
// storefront's first-visit bundle can use it without pulling the schema library in.

/** Longest search text kept: longer text (a paste) is cut to this length, not refused. */
export const MAX_SEARCH_LENGTH = 100;

/** The page's words (the header's "See all results" row, the correction line). */
export const SearchCopy = {
  seeAll: 'See all results',
  showingResultsFor: (query: string): string => `Showing results for ${query}`,
  searchInsteadFor: 'Search instead for',
  resultsFor: (query: string): string => `Results for “${query}”`,
  noResultsTitle: (query: string): string => `Nothing found for “${query}”`,
  noResultsDetail:
    'Check the spelling, try a shorter or more general word, or start from one of these.',
  popularSearches: 'Popular searches',
  popularCategories: 'Shop by category',
} as const;

/** Searches the no-results page offers (each finds products in the demo catalogue). */
export const POPULAR_SEARCHES: readonly string[] = [
  'kurta',
  'saree',
  'lehenga',
  'salwar suit',
  'jeans',
  'dupatta',
  'shirt',
  'dress',
];
