import {
  CategoriesQuerySchema,
  CategoriesResponseSchema,
  CategoryProductsParamsSchema,
  CategoryProductsQuerySchema,
  CategoryProductsResponseSchema,
  CatalogueVersionResponseSchema,
  FilterValuesResponseSchema,
  ProductDetailResponseSchema,
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductSearchQuerySchema,
  ProductSearchResponseSchema,
} from '../catalog';
import { SearchResultsQuerySchema, SearchResultsResponseSchema } from '../search';
import { CategorySizeChartResponseSchema, SizeChartQuerySchema } from '../size-chart';
import { IdParamsSchema } from '../common';
import { defineRoute } from './define';

/** Public catalogue reads (cacheable: ETag, a short max-age and 304s). */
export const catalogApi = {
  categories: defineRoute({
    method: 'get',
    path: '/api/category',
    summary: 'Categories with their subcategories',
    auth: 'public',
    query: CategoriesQuerySchema,
    response: CategoriesResponseSchema,
  }),
  sizeChart: defineRoute({
    method: 'get',
    path: '/api/category/:id/size-chart',
    summary:
      'The size chart of a category (or of one of its subcategories, else the category’s), or null when the default chart of each garment applies',
    auth: 'public',
    errors: [404],
    params: IdParamsSchema,
    query: SizeChartQuerySchema,
    response: CategorySizeChartResponseSchema,
  }),
  trending: defineRoute({
    method: 'get',
    path: '/api/products/trending',
    summary: 'Trending products, a page at a time',
    auth: 'public',
    query: ProductListQuerySchema,
    response: ProductListResponseSchema,
  }),
  suggest: defineRoute({
    method: 'get',
    path: '/api/products/search',
    summary: 'Search suggestions as the shopper types (with a spelling correction)',
    auth: 'public',
    query: ProductSearchQuerySchema,
    response: ProductSearchResponseSchema,
  }),
  searchResults: defineRoute({
    method: 'get',
    path: '/api/products/search/results',
    summary: 'The search results page: matches with filters, sorting and pages',
    auth: 'public',
    query: SearchResultsQuerySchema,
    response: SearchResultsResponseSchema,
  }),
  sizes: defineRoute({
    method: 'get',
    path: '/api/products/filters/sizes',
    summary: 'Every size on sale, for the filters',
    auth: 'public',
    response: FilterValuesResponseSchema,
  }),
  colors: defineRoute({
    method: 'get',
    path: '/api/products/filters/colors',
    summary: 'Every colour on sale, for the filters',
    auth: 'public',
    response: FilterValuesResponseSchema,
  }),
  product: defineRoute({
    method: 'get',
    path: '/api/products/individual/:id',
    summary: 'One product with its sizes, colours, images and rating',
    auth: 'public',
    params: ProductIdParamsSchema,
    // 410 `PRODUCT_GONE`: an archived product; a hidden or unknown one is a 404.
    errors: [410],
    response: ProductDetailResponseSchema,
  }),
  catalogueVersion: defineRoute({
    method: 'get',
    path: '/api/catalogue/version',
    summary: 'This process’s catalogue version: changes with every catalogue change (never cached)',
    auth: 'public',
    response: CatalogueVersionResponseSchema,
  }),
  products: defineRoute({
    method: 'get',
    path: '/api/products',
    summary: 'Products, filtered, sorted and a page at a time',
    auth: 'public',
    query: ProductListQuerySchema,
    response: ProductListResponseSchema,
  }),
  categoryProducts: defineRoute({
    method: 'get',
    path: '/api/products/:categoryId',
    summary: 'A category’s products (optionally one subcategory), filtered and paged',
    auth: 'public',
    params: CategoryProductsParamsSchema,
    query: CategoryProductsQuerySchema,
    response: CategoryProductsResponseSchema,
  }),
} as const;

export const catalogRoutes = Object.values(catalogApi);
