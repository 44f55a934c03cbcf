import type { ProductListQuery } from '@vastra/contracts';
import { catalogApi as C } from '@vastra/contracts/routes/catalog';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { routesOn } from '../../lib/route';
import { answerJson } from './answer-json';
import * as catalog from './catalog.service';
import { httpCache } from './http-cache';
import { createResponseCache, type ResponseCache } from './response-cache';
import { searchProducts, searchResults } from './search.service';

/** The store of finished catalogue answers: 30 s at most, dropped on any catalogue write. */
export function createCatalogueAnswers(): ResponseCache {
  return createResponseCache({ ttlMs: 30_000 });
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
  const cache = [httpCache({ maxAge: 60, store })];
  const shortCache = [httpCache({ maxAge: 30, store })];
  // Search URLs are mostly asked once (a new query at every keystroke): stored from their second
  // ask, and written from the index's ready-made summary JSON.
  const searchCache = [httpCache({ maxAge: 30, store, keep: 'repeated', serialise: answerJson })];

  route(
    C.categories,
    cache,
  )(async ({ query }) => ({
    success: true,
    categories: await catalog.listCategories(query.limit),
  }));

  const list = async (query: ProductListQuery) => {
    const page = await catalog.listProducts(query);
    return { success: true as const, data: page.items, pagination: page.pagination };
  };

  route(C.trending, cache)(async ({ query }) => list({ ...query, type: 'trending' }));

  route(
    C.suggest,
    searchCache,
  )(async ({ query }) => {
    const { data, correction } = await searchProducts(query.query, query.limit);
    return { success: true, data, correction };
  });

  route(
    C.searchResults,
    searchCache,
  )(async ({ query }) => ({
    success: true,
    data: await searchResults(query),
  }));

  route(C.sizes, cache)(async () => ({ success: true, data: await catalog.filterSizes() }));

  route(C.colors, cache)(async () => ({ success: true, data: await catalog.filterColors() }));

  route(
    C.product,
    shortCache,
  )(async ({ params }) => ({
    success: true,
    data: await catalog.getProduct(params.id),
  }));

  route(C.products, cache)(async ({ query }) => list(query));

  route(
    C.categoryProducts,
    cache,
  )(async ({ params, query }) => {
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
  });

  return router;
}
