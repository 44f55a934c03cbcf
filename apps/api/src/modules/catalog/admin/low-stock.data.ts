import type { Types } from 'mongoose';
import { ProductModel } from '../catalog/product.model';

/** The dashboard's own query: products with a size (or, without sizes, a total) at or below `max`. */
export function lowStockProducts(max: number, limit: number) {
  return ProductModel.find(
    {
      $or: [
        { 'inventory.stock': { $lte: max } },
        { inventory: { $size: 0 }, stock: { $lte: max } },
      ],
    },
    { name: 1, inventory: 1, stock: 1 },
  )
    .sort({ stock: 1, _id: 1 })
    .limit(limit)
    .lean<
      {
        _id: Types.ObjectId;
        name: string;
        stock: number;
        inventory: { size: string; stock: number }[];
      }[]
    >();
}
