import type { ProductDetail, ProductSummary } from '@vastra/contracts';

const SIMILAR_MAX = 8;

/**
 * Similar products: the same subcategory (the whole category when the product has none), without
 * the product itself, those in stock first, in the catalogue's order otherwise.
 */
export function similarProducts(
  all: readonly ProductSummary[],
  current: Pick<ProductDetail, '_id' | 'subcategory'>,
): ProductSummary[] {
  const sub = current.subcategory?._id;
  const same = all.filter((p) => p._id !== current._id && (!sub || p.subcategory?._id === sub));
  const inStock = same.filter((p) => p.stock > 0);
  const soldOut = same.filter((p) => p.stock <= 0);
  return [...inStock, ...soldOut].slice(0, SIMILAR_MAX);
}
