import { z } from 'zod';
import { ProductSummarySchema } from './catalog';
import { successBody } from './common';

/** The most products "Complete the look" shows. */
export const COMPLETE_THE_LOOK_MAX = 8;

/**
 * What goes with a garment, by subcategory slug: "Complete the look" falls back to these (in the
 * product's own category) for a product no lookbook style wears. A slug another category lacks is
 * simply not found there (women's jeans pair with tops, men's with shirts and tees).
 */
export const COMPLEMENTARY_SUBCATEGORIES: Readonly<Record<string, readonly string[]>> = {
  shirts: ['trousers', 'jeans', 'jackets'],
  't-shirts': ['jeans', 'jackets', 'hoodies'],
  polos: ['trousers', 'jeans'],
  jeans: ['shirts', 't-shirts', 'tops', 'jackets'],
  trousers: ['shirts', 'polos', 'jackets'],
  kurtas: ['trousers', 'jackets'],
  jackets: ['t-shirts', 'shirts', 'tops', 'dresses', 'jeans'],
  hoodies: ['jeans', 't-shirts'],
  dresses: ['jackets'],
  tops: ['jeans', 'skirts', 'jackets'],
  kurtis: ['dupattas', 'jeans'],
  sarees: ['dupattas'],
  skirts: ['tops', 'jackets'],
  lehengas: ['dupattas'],
  'salwar-suits': ['dupattas'],
  dupattas: ['kurtis', 'salwar-suits', 'lehengas'],
};

/**
 * `GET /products/individual/{id}/complete-the-look`: `look` when the products come from the
 * lookbook styles that wear this product, `complementary` when from the subcategories that go
 * with it; in stock first, never the product itself, at most `COMPLETE_THE_LOOK_MAX`.
 */
export const CompleteTheLookResponseSchema = successBody({
  from: z.enum(['look', 'complementary']),
  products: z.array(ProductSummarySchema),
});
export type CompleteTheLookResponse = z.infer<typeof CompleteTheLookResponseSchema>;
