/**
 * What bench/run.ts measures: one scenario per endpoint (or per way of calling it), each with the
 * target it is held to. Targets are printed as PASS/MISS; the bench never fails on them.
 */
import type { ApiFixtures } from './protocol';
import type { Scenario, Target } from './scenario';
import { SEARCH_TARGETS, uncachedSearchPaths } from './search-scenarios';
import { uncachedScenarios } from './uncached-scenarios';

/** Catalogue reads (cached answers) against bare Express. */
const CATALOGUE: Target = { ratio: 0.6 };
/** Signed-in reads: a shopper's bag, wishlist, orders and profile. */
const SIGNED_IN_READ: Target = { ratio: 0.4, p99: 100 };
const BAG_WRITE: Target = { ratio: 0.25, p99: 150 };
/** Placing an order is several writes (stock, order, bag); held to latency, not to a ratio. */
const ORDER_PLACEMENT: Target = { p99: 300 };

const bearer = (token: string | undefined) => ({ authorization: `Bearer ${token ?? ''}` });

/** GET as one of the readers, round-robin (each has a bag, a wishlist and orders). */
function signedInRead(apiUrl: string, path: string, label: string, fx: ApiFixtures): Scenario {
  let turn = 0;
  return {
    name: `GET ${path} (${label})`,
    kind: 'read',
    url: `${apiUrl}${path}`,
    target: SIGNED_IN_READ,
    options: {
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            headers: { ...req.headers, ...bearer(fx.readTokens[turn++ % fx.readTokens.length]) },
          }),
        },
      ],
    },
  };
}

/**
 * Every buyer places one COD order of one unit of a scarce size (the sizes alternate); the scarce
 * sizes hold fewer units than there are buyers, so the last orders are refused as sold out (409).
 */
function codOrders(apiUrl: string, fx: ApiFixtures): Scenario {
  let turn = 0;
  return {
    name: `POST /api/orders (COD, ${fx.buyers.length} shoppers)`,
    kind: 'order',
    url: `${apiUrl}/api/orders`,
    target: ORDER_PLACEMENT,
    expected: [409],
    options: {
      amount: fx.buyers.length,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const n = turn++;
            const buyer = fx.buyers[n % fx.buyers.length];
            const item = fx.scarce[n % fx.scarce.length];
            return {
              ...req,
              headers: {
                ...req.headers,
                ...bearer(buyer?.token),
                'content-type': 'application/json',
              },
              body: JSON.stringify({
                products: [{ productId: item?.productId, size: item?.size, quantity: 1 }],
                addressId: buyer?.addressId,
                paymentMethod: 'COD',
              }),
            };
          },
        },
      ],
    },
  };
}

/** Trending again, revalidated with its ETag (a 304 is the answer). */
export function revalidation(apiUrl: string, etag: string): Scenario {
  return {
    name: 'GET /api/products?type=trending (If-None-Match → 304)',
    kind: 'revalidate',
    url: `${apiUrl}/api/products?type=trending`,
    target: CATALOGUE,
    expected: [304],
    options: { headers: { 'if-none-match': etag } },
  };
}

export function scenarios(
  apiUrl: string,
  baselineUrl: string,
  fx: ApiFixtures,
  connections: number,
): Scenario[] {
  let searchTurn = 0;
  const searchPath = uncachedSearchPaths(fx.searchQueries);
  let writeTurn = 0;
  const trending = `${apiUrl}/api/products?type=trending`;
  return [
    { name: 'baseline: bare Express, fixed JSON', kind: 'baseline', url: baselineUrl },
    {
      // The floor every API answer pays (security headers, CORS, request id, routing, JSON), with
      // no database and no request log line: what the bare-Express baseline leaves out.
      name: 'GET /api/health/live (middleware floor)',
      kind: 'read',
      url: `${apiUrl}/api/health/live`,
    },
    { name: 'GET /api/products?type=trending', kind: 'read', target: CATALOGUE, url: trending },
    {
      name: `GET /api/products/{categoryId} (${fx.categoryName})`,
      kind: 'read',
      target: CATALOGUE,
      url: `${apiUrl}/api/products/${fx.categoryId}`,
    },
    {
      name: 'GET /api/products/individual/{id}',
      kind: 'read',
      target: CATALOGUE,
      url: `${apiUrl}/api/products/individual/${fx.productId}`,
    },
    ...uncachedScenarios(apiUrl, fx),
    {
      name: `GET /api/products/search?query=${fx.searchQuery} (cached)`,
      kind: 'read',
      target: CATALOGUE,
      url: `${apiUrl}/api/products/search?query=${encodeURIComponent(fx.searchQuery)}`,
    },
    ...[1, connections].map((conns): Scenario => ({
      name: `GET /api/products/search (uncached) ${conns} conn`,
      kind: 'read',
      url: `${apiUrl}/api/products/search?query=x`,
      ...(conns === connections ? {} : { connections: conns }),
      target: {
        p99: conns === 1 ? SEARCH_TARGETS.p99OneConnMs : SEARCH_TARGETS.p99ManyConnMs,
      },
      options: {
        requests: [
          {
            method: 'GET',
            // One counter for warm-ups and runs: no URL is ever asked twice.
            setupRequest: (req) => ({
              ...req,
              path: searchPath(searchTurn++),
            }),
          },
        ],
      },
    })),
    signedInRead(apiUrl, '/api/cart', 'auth, 3 lines', fx),
    {
      name: 'POST /api/cart (auth, add 1)',
      kind: 'write',
      url: `${apiUrl}/api/cart`,
      target: BAG_WRITE,
      options: {
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => {
              // Round-robin over users first, so bags grow slowly and no line reaches its limit.
              const n = writeTurn++;
              const user = fx.writeTokens[n % fx.writeTokens.length];
              const item = fx.addable[Math.floor(n / fx.writeTokens.length) % fx.addable.length];
              return {
                ...req,
                headers: { ...req.headers, ...bearer(user), 'content-type': 'application/json' },
                body: JSON.stringify({ productId: item?.productId, size: item?.size, quantity: 1 }),
              };
            },
          },
        ],
      },
    },
    signedInRead(apiUrl, '/api/wishlist', 'auth, 5 products', fx),
    signedInRead(apiUrl, '/api/orders/me', 'auth, 3 orders', fx),
    signedInRead(apiUrl, '/api/users/profile', 'auth', fx),
    codOrders(apiUrl, fx),
  ];
}
