import type { ClientSession, Types } from 'mongoose';
import { ProductModel } from '../product.model';

/** Data access for low stock: the products' sizes and thresholds, nothing else. */

export interface LowStockProductLean {
  _id: Types.ObjectId;
  name: string;
  stock: number;
  inventory: { size: string; stock: number }[];
  lowStockThreshold?: number | null;
}

/** Products with a size (or, without sizes, a total) at or below `max` units. */
export function lowStockProducts(max: number, limit: number) {
  return ProductModel.find(
    {
      $or: [
        { 'inventory.stock': { $lte: max } },
        { inventory: { $size: 0 }, stock: { $lte: max } },
      ],
    },
    { name: 1, inventory: 1, stock: 1, lowStockThreshold: 1 },
  )
    .sort({ stock: 1, _id: 1 })
    .limit(limit)
    .lean<LowStockProductLean[]>();
}

/** The highest threshold any product set for itself (null when none did). */
export async function highestOwnThreshold(): Promise<number | null> {
  const top = await ProductModel.findOne(
    { lowStockThreshold: { $ne: null } },
    { lowStockThreshold: 1 },
  )
    .sort({ lowStockThreshold: -1 })
    .lean<{ lowStockThreshold?: number | null }>();
  return top?.lowStockThreshold ?? null;
}

/** Sets a product's own threshold; answers the product before the change (null: no product). */
export function setOwnThreshold(id: string, threshold: number | null, session: ClientSession) {
  return ProductModel.findOneAndUpdate(
    { _id: id },
    { $set: { lowStockThreshold: threshold } },
    { returnDocument: 'before', projection: { name: 1, lowStockThreshold: 1 }, session },
  ).lean<{ _id: Types.ObjectId; name: string; lowStockThreshold?: number | null }>();
}
