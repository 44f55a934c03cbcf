import { z } from 'zod';
import { MAX_SEARCH_LENGTH } from './search-copy';
import { FitCountsSchema } from './review-fit';
import {
  ObjectIdSchema,
  PaginationQuerySchema,
  PaginationSchema,
  successBody,
  limitQuery,
  MAX_PAGE_LIMIT,
  PagingMsg,
} from './common';

/**
 * Catalogue contracts. Owned by the catalogue module; extend, don't rename:
 * cart, orders and the web read these fields.
 *
 * Pricing on the wire (computed by the API with `unitPrice` / `percentOff` from ./pricing):
 *  - `price` and `mrp` are the list price (MRP), rupees;
 *  - `discountedPrice` is what a shopper pays for one unit (equals `price` when nothing is off);
 *  - `discount` is the WHOLE PERCENT off, rounded, for listings and filters. The stored product's
 *    `discount` follows the catalogue data's rule instead (≤ 1 a fraction, > 1 an amount off); the
 *    DTO never sends that raw value, so clients must not re-apply the fraction/amount rule to it.
 */
export { FALLBACK_SIZES, LOW_STOCK_THRESHOLD } from './catalog-sizes';

export const SizeStockSchema = z.object({ size: z.string(), stock: z.number().int() });
export type SizeStock = z.infer<typeof SizeStockSchema>;

export const BrandSchema = z.object({ name: z.string() });
export const NamedRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string().optional(),
});
export type NamedRef = z.infer<typeof NamedRefSchema>;

/** A product as listed, searched or carded. */
export const ProductSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string().optional(),
  images: z.array(z.string()),
  /** The first image (cards show it). */
  image: z.string().optional(),
  /** List price (MRP), rupees. */
  price: z.number(),
  /** Same as `price`. */
  mrp: z.number(),
  /** Whole percent off, rounded (see the note at the top of this file). */
  discount: z.number(),
  /** The unit price a shopper pays, rupees. */
  discountedPrice: z.number(),
  /** Total units over all sizes. 0 means out of stock. */
  stock: z.number().int(),
  /** Size names, in display order. */
  sizes: z.array(z.string()),
  /** Stock per size, same order as `sizes`. */
  sizeStock: z.array(SizeStockSchema),
  colors: z.array(z.string()),
  ratings: z.number(),
  reviewCount: z.number().int(),
  brand: BrandSchema,
  material: z.string().optional(),
  category: NamedRefSchema,
  subcategory: NamedRefSchema.nullable().optional(),
  trending: z.boolean().optional(),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const ProductDetailSchema = ProductSummarySchema.extend({
  description: z.string(),
  memberPrice: z.number().nullable().optional(),
  pricing: z.object({
    mrp: z.number(),
    discountedPrice: z.number(),
    memberPrice: z.number().nullable().optional(),
  }),
  tags: z.array(z.string()),
  /** Label → value, e.g. { "Fit": "Slim Fit", "Fabric": "Cotton" }. */
  specifications: z.record(z.string(), z.string()),
  careInstructions: z.array(z.string()),
  shippingInfo: z.string(),
  returns: z.string(),
  fitType: z.string().optional(),
  pattern: z.string().optional(),
  sleeveType: z.string().optional(),
  neckType: z.string().optional(),
  occasion: z.string().optional(),
  countryOfOrigin: z.string().optional(),
  collection: z.string().optional(),
  offers: z.array(z.string()),
  /** Garment kind (shirt, kurta, saree…): which size chart applies (none for free size). */
  garment: z.string().optional(),
  /** True when the product's category has its own size chart (the size guide shows it). */
  categorySizeChart: z.boolean().optional(),
  /** How many visible reviews said it runs small, true to size or large. */
  fit: FitCountsSchema.optional(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const ProductIdParamsSchema = z.object({ id: ObjectIdSchema });
export const ProductDetailResponseSchema = successBody({ data: ProductDetailSchema });

/**
 * Where the catalogue stands as one API process serves it: a token that changes with every
 * catalogue write that process makes or hears of, and that no other process shares. Cached
 * rendered pages are keyed by it (a page cached before a change is never served after it).
 */
export const CatalogueVersionResponseSchema = successBody({ version: z.string() });

// ---------- Categories ----------
export const SubcategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
});

export const CategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  subcategories: z.array(SubcategorySchema),
});
export type Category = z.infer<typeof CategorySchema>;

/** `GET /category?limit=N`: the first N categories in menu order (all when absent). */
export const CategoriesQuerySchema = z.object({
  limit: z.coerce
    .number({ error: PagingMsg.limit(MAX_PAGE_LIMIT) })
    .int({ error: PagingMsg.limit(MAX_PAGE_LIMIT) })
    .min(1, { error: PagingMsg.limit(MAX_PAGE_LIMIT) })
    .max(MAX_PAGE_LIMIT, { error: PagingMsg.limit(MAX_PAGE_LIMIT) })
    .optional(),
});
export const CategoriesResponseSchema = successBody({ categories: z.array(CategorySchema) });
export type CategoriesResponse = z.infer<typeof CategoriesResponseSchema>;

// ---------- Product lists ----------
export const PRODUCT_LIST_TYPES = ['trending', 'latest'] as const;
export const PRODUCT_SORTS = ['latest', 'popular'] as const;

/** `GET /products?type=trending|latest&sort=latest|popular&page&limit`. */
export const ProductListQuerySchema = PaginationQuerySchema.extend({
  type: z.enum(PRODUCT_LIST_TYPES, { error: "type must be 'trending' or 'latest'." }).optional(),
  sort: z.enum(PRODUCT_SORTS, { error: "sort must be 'latest' or 'popular'." }).optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

/** `GET /products`, `GET /products/trending`: the page under `data`, newest first by default. */
export const ProductListResponseSchema = successBody({
  data: z.array(ProductSummarySchema),
  pagination: PaginationSchema,
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

/** The category listing defaults to the cap so the browser can filter and sort a whole category. */
export const CATEGORY_PAGE_DEFAULT_LIMIT = MAX_PAGE_LIMIT;

export const CategoryProductsParamsSchema = z.object({ categoryId: ObjectIdSchema });
export const CategoryProductsQuerySchema = z.object({
  subcategoryId: ObjectIdSchema.optional(),
  page: PaginationQuerySchema.shape.page,
  limit: limitQuery(MAX_PAGE_LIMIT, CATEGORY_PAGE_DEFAULT_LIMIT),
});
export type CategoryProductsQuery = z.infer<typeof CategoryProductsQuerySchema>;

/** `GET /products/{categoryId}`: the client reads data.products and data.subcategory (list of {name}). */
export const CategoryProductsResponseSchema = successBody({
  data: z.object({
    category: NamedRefSchema,
    products: z.array(ProductSummarySchema),
    subcategory: z.array(NamedRefSchema),
    pagination: PaginationSchema,
  }),
});
export type CategoryProductsResponse = z.infer<typeof CategoryProductsResponseSchema>;

// ---------- Search ----------
export const MAX_SEARCH_RESULTS = 20;
export const SEARCH_BLANK_MESSAGE = 'Please enter something to search for.';

/** Search text: trimmed; blank → 400; longer than MAX_SEARCH_LENGTH → cut (a paste, not an error). */
export const SearchTextSchema = z
  .string({ error: SEARCH_BLANK_MESSAGE })
  .trim()
  .min(1, { error: SEARCH_BLANK_MESSAGE })
  .transform((s) => s.slice(0, MAX_SEARCH_LENGTH).trim());

/** `GET /products/search?query=`: the header's suggestions. The text is matched as words, never as a pattern. */
export const ProductSearchQuerySchema = z.object({
  query: SearchTextSchema,
  limit: limitQuery(MAX_SEARCH_RESULTS, MAX_SEARCH_RESULTS),
});

/**
 * Set when every result needed a typo correction: `query` is what was searched instead ("shirt"),
 * `original` the words as typed ("shrit").
 */
export const SearchCorrectionSchema = z.object({ query: z.string(), original: z.string() });
export type SearchCorrection = z.infer<typeof SearchCorrectionSchema>;

/** At most 20 results, best match first (under `data`, an array, as clients read it). */
export const ProductSearchResponseSchema = successBody({
  data: z.array(ProductSummarySchema),
  correction: SearchCorrectionSchema.nullable().optional(),
});
export type ProductSearchResponse = z.infer<typeof ProductSearchResponseSchema>;
// ---------- Filters ----------
/** `GET /products/filters/sizes|colors`: the values present in the catalogue. */
export const FilterValuesResponseSchema = successBody({ data: z.array(z.string()) });
export type FilterValuesResponse = z.infer<typeof FilterValuesResponseSchema>;
