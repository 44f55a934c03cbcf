import { z } from 'zod';
import {
  limitQuery,
  MAX_PAGE_LIMIT,
  PaginationQuerySchema,
  PaginationSchema,
  successBody,
} from './common';
import { ProductSummarySchema, SearchCorrectionSchema, SearchTextSchema } from './catalog';
import { FACET_KEYS, SORT_OPTIONS, type FacetKey } from './listing';

/**
 * The search results page (`/search?q=`) and its API, `GET /products/search/results`: the whole
 * result set filtered, counted per filter value, sorted and paginated on the server. Filter
 * parameters repeat (`size=M&size=L`) and use the listing URL's names.
 */
export const SEARCH_PAGE_SIZE = 24;

const many = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));

const SORT_IDS = SORT_OPTIONS.map((o) => o.id) as [string, ...string[]];

export const SearchResultsQuerySchema = z.object({
  query: SearchTextSchema,
  page: PaginationQuerySchema.shape.page,
  limit: limitQuery(MAX_PAGE_LIMIT, SEARCH_PAGE_SIZE),
  sort: z.enum(SORT_IDS).catch('popularity').default('popularity'),
  size: many,
  color: many,
  price: many,
  discount: many,
  rating: many,
  /** "1": search the words as typed, without typo correction. */
  exact: z
    .string()
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});
export type SearchResultsQuery = z.infer<typeof SearchResultsQuerySchema>;

export const FacetCountSchema = z.object({ value: z.string(), count: z.number().int() });
export const FacetCountsSchema = z.object(
  Object.fromEntries(FACET_KEYS.map((k) => [k, z.array(FacetCountSchema)])) as Record<
    FacetKey,
    z.ZodArray<typeof FacetCountSchema>
  >,
);

export const SearchResultsResponseSchema = successBody({
  data: z.object({
    /** The search text as used (trimmed, cut to the maximum length). */
    query: z.string(),
    products: z.array(ProductSummarySchema),
    pagination: PaginationSchema,
    /** Counts per filter value over the whole result set (see `countFacets`). */
    facets: FacetCountsSchema,
    correction: SearchCorrectionSchema.nullable(),
  }),
});
export type SearchResultsResponse = z.infer<typeof SearchResultsResponseSchema>;
