import type { ClientSession, Types } from 'mongoose';
import { COMMERCE_PRODUCT_FIELDS, type ProductLean } from './product-stock';
import { stockForSize } from './product.dto';
import { ProductModel } from './product.model';
import { recordRestock, type Restocked } from './restock';

/**
 * Stock moving with orders: units taken when an order is placed (a conditional decrement, so two
 * shoppers can never take the last unit twice) and put back when it is cancelled or returned
 * (recording the back-in-stock job for a size that had none). Always inside the order's
 * transaction.
 */

type Id = Types.ObjectId | string;

export interface StockLine {
  product: Pick<ProductLean, '_id'>;
  size: string | null;
  quantity: number;
}

/** Conditional decrement of one line's stock (its size's and the product total); false when too few are left. */
export async function takeStock(l: StockLine, session: ClientSession): Promise<boolean> {
  const res =
    l.size === null
      ? await ProductModel.updateOne(
          { _id: l.product._id, stock: { $gte: l.quantity } },
          { $inc: { stock: -l.quantity } },
          { session },
        )
      : await ProductModel.updateOne(
          {
            _id: l.product._id,
            inventory: { $elemMatch: { size: l.size, stock: { $gte: l.quantity } } },
          },
          { $inc: { 'inventory.$.stock': -l.quantity, stock: -l.quantity } },
          { session },
        );
  return res.modifiedCount === 1;
}

/** The stock left of a line's product and size as `session` sees it (0 for a vanished product). */
export async function stockLeft(l: StockLine, session: ClientSession): Promise<number> {
  const fresh = await ProductModel.findById(l.product._id, COMMERCE_PRODUCT_FIELDS)
    .session(session)
    .lean<ProductLean>();
  return fresh ? stockForSize(fresh, l.size) : 0;
}

export interface UnitsBack {
  productId: Id;
  size: string | null;
  quantity: number;
}

/**
 * Puts units back on the shelf (the size's stock and the product total); a deleted product is
 * skipped. Sizes that had none left record the back-in-stock job in the same transaction; its id
 * is answered for the caller to run after the commit.
 */
export async function putBackStock(
  lines: UnitsBack[],
  session: ClientSession,
): Promise<Types.ObjectId | null> {
  const restocked: Restocked[] = [];
  for (const l of lines) {
    if (l.quantity <= 0) continue;
    const before =
      l.size === null
        ? await ProductModel.findOneAndUpdate(
            { _id: l.productId },
            { $inc: { stock: l.quantity } },
            { session, returnDocument: 'before', projection: { stock: 1, inventory: 1 } },
          ).lean<{ stock?: number; inventory?: { size: string; stock: number }[] }>()
        : await ProductModel.findOneAndUpdate(
            { _id: l.productId, 'inventory.size': l.size },
            { $inc: { 'inventory.$.stock': l.quantity, stock: l.quantity } },
            { session, returnDocument: 'before', projection: { stock: 1, inventory: 1 } },
          ).lean<{ stock?: number; inventory?: { size: string; stock: number }[] }>();
    if (!before) continue;
    const had =
      l.size === null || !before.inventory?.length
        ? (before.stock ?? 0)
        : (before.inventory.find((i) => i.size === l.size)?.stock ?? 0);
    if (had <= 0) restocked.push({ productId: String(l.productId), size: l.size ?? '' });
  }
  return recordRestock(session, restocked);
}
