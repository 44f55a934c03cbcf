import type { ProductListQuery } from '@vastra/contracts';
import { catalogApi as C } from '@vastra/contracts/routes/catalog';
import type { RouteDeclaration } from '@vastra/contracts/routes/define';
import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../../deps';
import type { Logger } from '../../lib/logger';
import { requestLogger } from '../../lib/request-log';
import { answering, routesOn, type RouteHandler } from '../../lib/route';
import { answerJson } from './answer-json';
import * as catalog from './catalog.service';
import { catalogueVersionTag } from './catalogue-version';
import { encodingFor, httpCache, type HttpCacheOptions } from './http-cache';
import { createResponseCache, type ResponseCache } from './response-cache';
import { searchProducts, searchResults } from './search.service';
import { categorySizeChart } from './size-charts';

/** The store of finished catalogue answers: 30 s at most, dropped on any catalogue write. */
export function createCatalogueAnswers(): ResponseCache {
  return createResponseCache({ ttlMs: 30_000 });
}

// Search URLs are mostly asked once (a new query at every keystroke): stored from their second
// ask, and written from the index's ready-made summary JSON.
const searchCaching = (store: ResponseCache): HttpCacheOptions => ({
  maxAge: 30,
  store,
  keep: 'repeated',
  serialise: answerJson,
});

const suggest: RouteHandler<typeof C.suggest> = async ({ query }) => {
  const { data, correction } = await searchProducts(query.query, query.limit);
  return { success: true, data, correction };
};

const results: RouteHandler<typeof C.searchResults> = async ({ query }) => ({
  success: true,
  data: await searchResults(query),
});

const list = async (query: ProductListQuery) => {
  const page = await catalog.listProducts(query);
  return { success: true as const, data: page.items, pagination: page.pagination };
};

const products: RouteHandler<typeof C.products> = async ({ query }) => list(query);

const trending: RouteHandler<typeof C.trending> = async ({ query }) =>
  list({ ...query, type: 'trending' });

const sizeChart: RouteHandler<typeof C.sizeChart> = ({ params, query }) =>
  categorySizeChart(params.id, query.subcategory);

const categoryProducts: RouteHandler<typeof C.categoryProducts> = async ({ params, query }) => {
  const result = await catalog.listCategoryProducts(params.categoryId, query);
  return {
    success: true,
    data: {
      category: result.category,
      products: result.items,
      subcategory: result.subcategory,
      pagination: result.pagination,
    },
  };
};

// Listing answers hold the search index's summaries, whose JSON is kept (listing-cards.ts).
const listCaching = (store: ResponseCache): HttpCacheOptions => ({
  maxAge: 60,
  store,
  serialise: answerJson,
});

/** `/api/products/{categoryId}` with an id-shaped segment (no fixed catalogue path is one). */
const CATEGORY_PATH = new RegExp(
  `^${C.categoryProducts.path.replace(':categoryId', '([0-9a-fA-F]{24})')}$`,
);

/**
 * The catalogue's early lane, mounted right after `cachedAnswers` (http-cache.ts), for searches
 * and listing pages not in the store: a search is computed from the in-process index in a fraction
 * of a millisecond, and a listing page is one query for its ids with its cards from that index
 * (listing-cards.ts) — either costs less than the compression, body parsing and routing middleware
 * it would otherwise pass through. So they are answered here — the same handlers, validation,
 * store and headers as the routes below (the answer encoded here as `compression()` would), and
 * logged like any request. Requests that would get deflate, and paths that are not exactly these,
 * go on to the routes.
 */
export function catalogueLane(store: ResponseCache, logger: Logger): RequestHandler {
  const log = requestLogger(logger);
  // Each route with its own caching (keyed by what it declares) and handler.
  const lane = (
    declaration: RouteDeclaration,
    answer: ReturnType<typeof answering>,
    caching: HttpCacheOptions,
  ) => ({ cache: httpCache(declaration, { ...caching, encode: true }), answer });
  const answers = new Map<string, ReturnType<typeof lane>>([
    [C.suggest.path, lane(C.suggest, answering(C.suggest, suggest), searchCaching(store))],
    [
      C.searchResults.path,
      lane(C.searchResults, answering(C.searchResults, results), searchCaching(store)),
    ],
    [C.products.path, lane(C.products, answering(C.products, products), listCaching(store))],
    [C.trending.path, lane(C.trending, answering(C.trending, trending), listCaching(store))],
  ]);
  const category = lane(
    C.categoryProducts,
    answering(C.categoryProducts, categoryProducts),
    listCaching(store),
  );
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || encodingFor(req) === 'deflate') {
      next();
      return;
    }
    let route = answers.get(req.path);
    if (!route) {
      const id = CATEGORY_PATH.exec(req.path)?.[1];
      // What the router would have matched; the route's validation reads it.
      if (id) req.params = { categoryId: id };
      route = id ? category : undefined;
    }
    if (!route) {
      next();
      return;
    }
    const { cache, answer } = route;
    // A 400 or 404, or a failed read, goes to the app's error handler.
    log(req, res, () => cache(req, res, () => void answer(req, res).catch(next)));
  };
}

/**
 * Public catalogue reads. Fixed paths come before `/products/:categoryId` so "trending", "search"
 * and "filters" are never read as a category id. Answers go to `store`; the app serves repeated
 * ones from it before its routers (`cachedAnswers` in http-cache.ts).
 */
export function createCatalogRouter(
  _deps: AppDeps,
  store: ResponseCache = createCatalogueAnswers(),
): Router {
  const router = Router();
  const route = routesOn(router);
  // Each route's answers keyed by what it declares (answer-key.ts).
  const cache = (d: RouteDeclaration) => [httpCache(d, listCaching(store))];
  const shortCache = (d: RouteDeclaration) => [httpCache(d, { maxAge: 30, store })];
  const searchCache = (d: RouteDeclaration) => [httpCache(d, searchCaching(store))];

  route(
    C.categories,
    cache(C.categories),
  )(async ({ query }) => ({
    success: true,
    categories: await catalog.listCategories(query.limit),
  }));

  // The chart a category's or subcategory's products show (the size guide, at its first open).
  route(C.sizeChart, shortCache(C.sizeChart))(sizeChart);

  route(C.trending, cache(C.trending))(trending);

  route(C.suggest, searchCache(C.suggest))(suggest);
  route(C.searchResults, searchCache(C.searchResults))(results);

  route(
    C.sizes,
    cache(C.sizes),
  )(async () => ({ success: true, data: await catalog.filterSizes() }));

  route(
    C.colors,
    cache(C.colors),
  )(async () => ({ success: true, data: await catalog.filterColors() }));

  route(
    C.product,
    shortCache(C.product),
  )(async ({ params }) => ({
    success: true,
    data: await catalog.getProduct(params.id),
  }));

  // Read by the storefront's server for each page request nginx may answer from its cache.
  route(C.catalogueVersion)(async (_input, _req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    return { success: true, version: catalogueVersionTag() };
  });

  route(C.products, cache(C.products))(products);

  route(C.categoryProducts, cache(C.categoryProducts))(categoryProducts);

  return router;
}
