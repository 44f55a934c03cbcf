import {
  CategoriesQuerySchema,
  CategoryProductsParamsSchema,
  CategoryProductsQuerySchema,
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductSearchQuerySchema,
  SearchResultsQuerySchema,
  type CategoriesResponse,
  type CategoryProductsResponse,
  type FilterValuesResponse,
  type ProductDetailResponse,
  type ProductListResponse,
  type ProductSearchResponse,
  type SearchResultsResponse,
} from '@vastra/contracts';
import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../../deps';
import { parse } from '../../lib/validate';
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
  const cache = httpCache({ maxAge: 60, store });

  router.get('/category', cache, async (req, res) => {
    const { limit } = parse(CategoriesQuerySchema, req.query);
    const body: CategoriesResponse = {
      success: true,
      categories: await catalog.listCategories(limit),
    };
    res.json(body);
  });

  const listHandler =
    (forceTrending: boolean): RequestHandler =>
    async (req, res) => {
      const query = parse(ProductListQuerySchema, req.query);
      const page = await catalog.listProducts(
        forceTrending ? { ...query, type: 'trending' } : query,
      );
      const body: ProductListResponse = {
        success: true,
        data: page.items,
        pagination: page.pagination,
      };
      res.json(body);
    };

  router.get('/products/trending', cache, listHandler(true));

  router.get('/products/search', httpCache({ maxAge: 30, store }), async (req, res) => {
    const { query, limit } = parse(ProductSearchQuerySchema, req.query);
    const { data, correction } = await searchProducts(query, limit);
    const body: ProductSearchResponse = { success: true, data, correction };
    res.json(body);
  });

  router.get('/products/search/results', httpCache({ maxAge: 30, store }), async (req, res) => {
    const query = parse(SearchResultsQuerySchema, req.query);
    const body: SearchResultsResponse = { success: true, data: await searchResults(query) };
    res.json(body);
  });

  router.get('/products/filters/sizes', cache, async (_req, res) => {
    const body: FilterValuesResponse = { success: true, data: await catalog.filterSizes() };
    res.json(body);
  });

  router.get('/products/filters/colors', cache, async (_req, res) => {
    const body: FilterValuesResponse = { success: true, data: await catalog.filterColors() };
    res.json(body);
  });

  router.get('/products/individual/:id', httpCache({ maxAge: 30, store }), async (req, res) => {
    const { id } = parse(ProductIdParamsSchema, req.params);
    const body: ProductDetailResponse = { success: true, data: await catalog.getProduct(id) };
    res.json(body);
  });

  router.get('/products', cache, listHandler(false));

  router.get('/products/:categoryId', cache, async (req, res) => {
    const { categoryId } = parse(CategoryProductsParamsSchema, req.params);
    const query = parse(CategoryProductsQuerySchema, req.query);
    const result = await catalog.listCategoryProducts(categoryId, query);
    const body: CategoryProductsResponse = {
      success: true,
      data: {
        category: result.category,
        products: result.items,
        subcategory: result.subcategory,
        pagination: result.pagination,
      },
    };
    res.json(body);
  });

  return router;
}
