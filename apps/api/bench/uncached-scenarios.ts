/**
 * The catalogue reads of the API load bench (run.ts) that never hit the response cache: a listing
 * page for each sort, a category's pages and a product page. The store (response-cache.ts) keeps
 * at most 1,000 answers and drops the oldest first, and it keys an answer by its declared
 * parameters as parsed (answer-key.ts), so a scenario that asks more distinct keys than that, in
 * turn, always misses: each key comes back only after more than 1,000 other answers were stored.
 * What these rows measure is the work of an uncached answer (its "cpu ms/req" above all).
 */
import type { ApiFixtures } from './protocol';
import type { Scenario } from './scenario';

/** More distinct keys than the store holds, so that cycling through them always misses. */
const MISSING_KEYS = 2_000;

/** A GET scenario asking `path(0)`, `path(1)`, … in turn (warm-up and run share the counter). */
function inTurn(name: string, apiUrl: string, path: (n: number) => string): Scenario {
  let turn = 0;
  return {
    name,
    kind: 'read',
    url: `${apiUrl}${path(0)}`,
    options: {
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: path(turn++) }) }],
    },
  };
}

/**
 * The spellings of one listing page under `/api/products` that are distinct keys with the same
 * answer: `type=latest` is what no type means, and `sort=latest` what no sort means, but each
 * parsed value is its own key. With 1,000 pages at 20,000 products, latest has 4,000 keys and
 * popular 2,000.
 */
function listingSpellings(sort: 'latest' | 'popular'): string[] {
  const sorts = sort === 'latest' ? ['', '&sort=latest'] : ['&sort=popular'];
  return ['', '&type=latest'].flatMap((type) => sorts.map((s) => `${type}${s}`));
}

/** `/api/products` pages 1…N of `sort`, 20 products each, every spelling of a page in turn. */
function listingPath(sort: 'latest' | 'popular', products: number): (n: number) => string {
  const pages = Math.max(1, Math.floor(products / 20));
  const spellings = listingSpellings(sort);
  return (n) => {
    const page = 1 + (n % pages);
    const spelling = spellings[Math.floor(n / pages) % spellings.length] ?? '';
    return `/api/products?page=${page}&limit=20${spelling}`;
  };
}

export function uncachedScenarios(apiUrl: string, fx: ApiFixtures): Scenario[] {
  const pages = Math.max(1, Math.floor(fx.products / 20));
  const listingKeys = (sort: 'latest' | 'popular') => pages * listingSpellings(sort).length;
  // Too few products for enough keys: some requests hit, and the row says so.
  const uncached = (keys: number) => (keys < MISSING_KEYS ? 'uncached, some hit' : 'uncached');
  return [
    ...(['latest', 'popular'] as const).map((sort) =>
      inTurn(
        `GET /api/products?sort=${sort}&page=N (${uncached(listingKeys(sort))})`,
        apiUrl,
        listingPath(sort, fx.products),
      ),
    ),
    inTurn(
      `GET /api/products/{categoryId}?page=N (${uncached(fx.categoryPaths.length)})`,
      apiUrl,
      (n) => fx.categoryPaths[n % fx.categoryPaths.length] ?? '/',
    ),
    inTurn(
      `GET /api/products/individual/{id} (${uncached(fx.productIds.length)})`,
      apiUrl,
      (n) => `/api/products/individual/${fx.productIds[n % fx.productIds.length] ?? ''}`,
    ),
  ];
}
