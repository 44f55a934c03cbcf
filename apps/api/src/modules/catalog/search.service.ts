import {
  countFacets,
  emptyFilters,
  normalizeFilters,
  sortProducts,
  matchesFilters,
  isSortId,
  type ProductSummary,
  type SearchCorrection,
  type SearchResultsQuery,
  type SearchResultsResponse,
} from '@vastra/contracts';
import { databaseSearch } from './search-database';
import { createSearchEngine, type SearchEngine } from './search-memory';
import { correctionOf, rankHits, type Ranked } from './search-rank';
import { queryWords } from './search-text';

/**
 * Product search: the header's suggestions and the results page. One pipeline for both: the
 * query's words → candidates from an engine (the in-process index when it can answer, else the
 * database) → shared ranking (search-rank.ts): the products matching every word, or when none
 * does, those matching any; typo corrections rank below matches as typed; when every result needed
 * one, the answer says what was searched instead.
 */

/** The process's search index (built on first use; see search-memory.ts). */
export const productSearchEngine: SearchEngine = createSearchEngine({
  // The database engine keeps answering; say why the index could not be built or refreshed.
  onError: (err) =>
    process.emitWarning(`search index: ${err instanceof Error ? err.message : String(err)}`),
});

export interface SearchRun {
  ranked: Ranked[];
  correction: SearchCorrection | null;
}

export async function runSearch(
  raw: string,
  { typos = true, engine = productSearchEngine as SearchEngine | null } = {},
): Promise<SearchRun> {
  const qWords = queryWords(raw, { typos });
  if (qWords.length === 0) return { ranked: [], correction: null };
  const find = async (every: boolean) =>
    (await engine?.find(qWords, every)) ?? (await databaseSearch(qWords, every));
  // Products hidden or archived in the back office stay indexed but are never answered.
  const listed = (r: Ranked[]) => r.filter((x) => !x.entry.unlisted);
  const all = await find(true);
  let ranked = listed(rankHits(all.hits, all.answers, raw, true));
  if (ranked.length === 0 && qWords.length > 1) {
    const some = await find(false);
    ranked = listed(rankHits(some.hits, some.answers, raw, false));
  }
  const corrected = correctionOf(ranked, qWords);
  const original = qWords.map((q) => q.word).join(' ');
  return {
    ranked,
    correction: corrected && corrected !== original ? { query: corrected, original } : null,
  };
}

/** `GET /products/search`: the best `limit` products for the header's suggestions. */
export async function searchProducts(
  raw: string,
  limit: number,
  engine?: SearchEngine | null,
): Promise<{ data: ProductSummary[]; correction: SearchCorrection | null }> {
  const { ranked, correction } = await runSearch(raw, { engine });
  return { data: ranked.slice(0, limit).map((r) => r.entry.summary), correction };
}

/**
 * `GET /products/search/results`: the whole result set, filtered with the listing's rules, counted
 * per filter value, sorted (popularity = relevance) and paginated.
 */
export async function searchResults(
  query: SearchResultsQuery,
  engine?: SearchEngine | null,
): Promise<SearchResultsResponse['data']> {
  const { ranked, correction } = await runSearch(query.query, { typos: !query.exact, engine });
  const filters = normalizeFilters({
    ...emptyFilters(),
    size: query.size,
    color: query.color,
    priceRange: query.price,
    discount: query.discount,
    rating: query.rating,
  });
  const all = ranked.map((r) => r.entry.summary);
  const kept = all.filter((p) => matchesFilters(p, filters));
  const sorted = sortProducts(kept, isSortId(query.sort) ? query.sort : 'popularity');
  const { page, limit } = query;
  const total = sorted.length;
  return {
    query: query.query,
    products: sorted.slice((page - 1) * limit, page * limit),
    pagination: { page, limit, total, pages: Math.ceil(total / limit) },
    facets: countFacets(all, filters),
    correction,
  };
}
