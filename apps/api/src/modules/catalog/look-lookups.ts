import type { Types } from 'mongoose';
import { PRODUCT_SUMMARY_FIELDS, totalStock, type ProductSource } from './product.dto';
import { LISTED, ProductModel } from './product.model';

/** Reads behind "Complete the look": where a product sits, and what is on sale beside it. */

type Id = Types.ObjectId | string;

/** A product on sale's category and subcategory; null when it is unknown, a draft, hidden or archived. */
export async function listedPlacement(
  id: Id,
): Promise<{ category: Types.ObjectId; subcategorySlug: string } | null> {
  const p = await ProductModel.findOne(
    { _id: id, ...LISTED },
    { category: 1, subcategorySlug: 1 },
  ).lean<{ category: Types.ObjectId; subcategorySlug?: string | null }>();
  return p ? { category: p.category, subcategorySlug: p.subcategorySlug ?? '' } : null;
}

const inStockFirst = (list: ProductSource[]): ProductSource[] => [
  ...list.filter((p) => totalStock(p) > 0),
  ...list.filter((p) => totalStock(p) <= 0),
];

/**
 * The summaries of those of `ids` on sale, without `exceptId`, in stock first (otherwise in the
 * order of `ids`), at most `limit`.
 */
export async function listedSummariesInOrder(
  ids: Id[],
  exceptId: Id,
  limit: number,
): Promise<ProductSource[]> {
  const wanted = [...new Set(ids.map(String))].filter((id) => id !== String(exceptId));
  if (wanted.length === 0) return [];
  const found = await ProductModel.find(
    { _id: { $in: wanted }, ...LISTED },
    PRODUCT_SUMMARY_FIELDS,
  ).lean<ProductSource[]>();
  const byId = new Map(found.map((p) => [String(p._id), p]));
  const ordered = wanted.map((id) => byId.get(id)).filter((p) => p !== undefined);
  return inStockFirst(ordered).slice(0, limit);
}

/**
 * Products on sale in these subcategories (by slug) of one category, without `exceptId`: those in
 * stock first, newest first within each, at most `limit`.
 */
export async function listedInSubcategories(
  category: Id,
  subcategorySlugs: readonly string[],
  exceptId: Id,
  limit: number,
): Promise<ProductSource[]> {
  if (subcategorySlugs.length === 0) return [];
  const base = {
    category,
    subcategorySlug: { $in: [...subcategorySlugs] },
    _id: { $ne: exceptId },
    ...LISTED,
  };
  const inStock = await ProductModel.find({ ...base, stock: { $gt: 0 } }, PRODUCT_SUMMARY_FIELDS)
    .sort({ createdAt: -1, _id: -1 })
    .limit(limit)
    .lean<ProductSource[]>();
  if (inStock.length >= limit) return inStock;
  const soldOut = await ProductModel.find({ ...base, stock: { $lte: 0 } }, PRODUCT_SUMMARY_FIELDS)
    .sort({ createdAt: -1, _id: -1 })
    .limit(limit - inStock.length)
    .lean<ProductSource[]>();
  return [...inStock, ...soldOut];
}
