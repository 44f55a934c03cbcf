import { z } from 'zod';
import { ObjectIdSchema, successBody } from './common';

/**
 * Catalogue contracts. Owned by the catalogue module (issue 4); extend, don't rename:
 * cart, orders and the web read these fields.
 */
export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const FALLBACK_SIZES: string[] = [...SIZES];

export const SizeStockSchema = z.object({ size: z.string(), stock: z.number().int() });
export type SizeStock = z.infer<typeof SizeStockSchema>;

export const BrandSchema = z.object({ name: z.string() });
export const NamedRefSchema = z.object({ _id: z.string(), name: z.string(), slug: z.string().optional() });

/** A product as listed, searched or carded. */
export const ProductSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string().optional(),
  images: z.array(z.string()),
  image: z.string().optional(),
  price: z.number(),
  mrp: z.number(),
  discount: z.number(),
  discountedPrice: z.number(),
  stock: z.number().int(),
  sizes: z.array(z.string()),
  sizeStock: z.array(SizeStockSchema),
  colors: z.array(z.string()),
  ratings: z.number(),
  reviewCount: z.number().int(),
  brand: BrandSchema,
  material: z.string().optional(),
  category: NamedRefSchema,
  subcategory: NamedRefSchema.nullable().optional(),
  trending: z.boolean().optional(),
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
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const ProductIdParamsSchema = z.object({ id: ObjectIdSchema });
export const ProductDetailResponseSchema = successBody({ data: ProductDetailSchema });
