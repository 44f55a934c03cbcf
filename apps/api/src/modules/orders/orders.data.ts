import { Types, type AnyKeys, type ClientSession } from 'mongoose';
import { OrderModel, type Order, type OrderLean } from './order.model';

/** Data access for placing orders: every Mongo operator the placement needs, nothing else. */

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
