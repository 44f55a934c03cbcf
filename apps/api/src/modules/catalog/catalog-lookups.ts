import type { FitCounts } from '@vastra/contracts';
import type { Types } from 'mongoose';
import { PRODUCT_SUMMARY_FIELDS, type ProductSource } from './product.dto';
import { isUnlisted, LISTED, ProductModel } from './product.model';
import { CategoryModel } from './category.model';

/** Reads of the catalogue other modules need: names, summaries, the listed products in order. */

type Id = Types.ObjectId | string;

/** Product names by id (products since removed are absent). */
export async function productNames(ids: Id[]): Promise<Map<string, string>> {
  const rows = await ProductModel.find({ _id: { $in: ids } }, { name: 1 }).lean<
    { _id: Types.ObjectId; name: string }[]
  >();
  return new Map(rows.map((p) => [String(p._id), p.name]));
}

/** Whether a product with this id exists (listed or not). */
export async function productExists(id: Id): Promise<boolean> {
  return (await ProductModel.exists({ _id: id })) !== null;
}

/**
 * Which of `ids` a shopper could not open: how many are no product at all, and the names of those
 * that are drafts, hidden or archived (duplicates count once).
 */
export async function productsOffShop(ids: Id[]): Promise<{ unknown: number; unlisted: string[] }> {
  const unique = [...new Set(ids.map(String))];
  const found = await ProductModel.find({ _id: { $in: unique } }, { name: 1, status: 1 }).lean<
    { name: string; status?: string | null }[]
  >();
  return {
    unknown: unique.length - found.length,
    unlisted: found.filter(isUnlisted).map((p) => p.name),
  };
}

/** Which of `ids` shoppers can open (not a draft, hidden, archived or removed). */
export async function onShopProductIds(ids: Id[]): Promise<Set<string>> {
  const rows = await ProductModel.find({ _id: { $in: ids } }, { status: 1 }).lean<
    { _id: Types.ObjectId; status?: string | null }[]
  >();
  return new Set(rows.filter((p) => !isUnlisted(p)).map((p) => String(p._id)));
}

/** The summaries (as cards show them) of `ids`, in no particular order; removed ones are absent. */
export function productSummariesByIds(ids: Id[]): Promise<ProductSource[]> {
  return ProductModel.find({ _id: { $in: ids } }, PRODUCT_SUMMARY_FIELDS).lean<ProductSource[]>();
}

/**
 * Stores a product's rating summary and its reviewers' fit answers (the catalogue's version moves
 * with the write).
 */
export async function setProductRating(
  id: Id,
  average: number,
  count: number,
  fit: FitCounts,
): Promise<void> {
  await ProductModel.updateOne(
    { _id: id },
    { $set: { ratings: average, reviewCount: count, fit } },
  );
}

/** Stores many products' fit counts at once (a data migration's backfill). */
export async function setFitCounts(entries: { id: Id; fit: FitCounts }[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 500) {
    await ProductModel.bulkWrite(
      entries.slice(i, i + 500).map(({ id, fit }) => ({
        updateOne: { filter: { _id: id }, update: { $set: { fit } } },
      })),
      { ordered: false },
    );
  }
}

/**
 * The products on sale (not hidden, not archived), newest first, with `fields`, read as a stream:
 * from `skip`, at most `limit` of them (0: all).
 */
export function listedProducts<T>(
  fields: Record<string, 1>,
  page: { skip?: number; limit?: number } = {},
): AsyncIterable<T> {
  return ProductModel.find(LISTED, fields)
    .sort({ createdAt: -1, _id: -1 })
    .skip(page.skip ?? 0)
    .limit(page.limit ?? 0)
    .lean<T[]>()
    .cursor() as AsyncIterable<T>;
}

/** The categories in the shop's order, with their subcategories and last change. */
export function categoryOutline(): Promise<
  {
    _id: Types.ObjectId;
    name: string;
    subcategories: { _id: Types.ObjectId; name: string }[];
    updatedAt?: Date;
  }[]
> {
  return CategoryModel.find({}, { name: 1, subcategories: 1, updatedAt: 1 })
    .sort({ position: 1 })
    .lean();
}
