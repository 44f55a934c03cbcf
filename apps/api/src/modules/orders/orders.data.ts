import { Types, type AnyKeys, type ClientSession } from 'mongoose';
import { COMMERCE_PRODUCT_FIELDS, type ProductLean, ProductModel, stockForSize } from '../catalog';
import { OrderModel, type Order, type OrderLean } from './order.model';

/** Data access for placing orders: every Mongo operator the placement needs, nothing else. */

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

/** An order as placed (the schema validates and fills defaults). */
export type NewOrder = AnyKeys<Order> & { _id: Types.ObjectId };

/** Inserts the order and answers it as stored (defaults and timestamps filled), without a read. */
export async function insertOrder(order: NewOrder, session: ClientSession): Promise<OrderLean> {
  const [doc] = await OrderModel.create([order], { session });
  if (!doc) throw new Error('insertOrder: nothing inserted');
  return doc.toObject<OrderLean>();
}

/** The user's order placed with this Idempotency-Key, if any. */
export function findOrderByKey(user: OrderLean['user'], idempotencyKey: string) {
  return OrderModel.findOne({ user, idempotencyKey }).lean<OrderLean>();
}

/** The order a gateway payment paid for, if any. */
export function findOrderByPayment(paymentId: string) {
  return OrderModel.findOne({ paymentId }).lean<OrderLean>();
}

/** Whether any order holds the product (then the back office may hide it, not delete it). */
export async function productHasOrders(productId: string): Promise<boolean> {
  if (!Types.ObjectId.isValid(productId)) return false;
  return Boolean(await OrderModel.exists({ 'items.productId': new Types.ObjectId(productId) }));
}

/**
 * Whether the shopper has an order that counts (cancelled ones do not), other than `exceptOrder`:
 * the order being placed, which its own transaction already sees. Coupons' first-order rule asks.
 */
export async function hasOrdered(
  userId: string,
  session?: ClientSession | null,
  exceptOrder?: Types.ObjectId | null,
): Promise<boolean> {
  const found = await OrderModel.exists({
    user: new Types.ObjectId(userId),
    status: { $ne: 'Cancelled' },
    _id: { $ne: exceptOrder ?? null }, // every order has an id, so null excludes none
  }).session(session ?? null);
  return Boolean(found);
}
