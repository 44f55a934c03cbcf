import { Types } from 'mongoose';
import { OrderModel, type OrderLean } from '../order.model';

/** Data access for the back office's customer pages: a shopper's orders, nothing else. */

/** How many orders each of these accounts placed (accounts with none are absent). */
export async function orderCountsOf(users: Types.ObjectId[]): Promise<Map<string, number>> {
  if (!users.length) return new Map();
  const rows = await OrderModel.aggregate<{ _id: Types.ObjectId; n: number }>([
    { $match: { user: { $in: users } } },
    { $group: { _id: '$user', n: { $sum: 1 } } },
  ]);
  return new Map(rows.map((r) => [String(r._id), r.n]));
}

/** Every account that placed at least one order. */
export async function usersWithOrders(): Promise<Types.ObjectId[]> {
  const rows = await OrderModel.aggregate<{ _id: Types.ObjectId }>([
    { $sort: { user: 1, createdAt: -1 } },
    { $group: { _id: '$user' } },
  ]);
  return rows.map((r) => r._id);
}

/** A shopper's orders, newest first (at most `limit`). */
export function ordersOfUser(userId: string, limit: number) {
  return OrderModel.find({ user: new Types.ObjectId(userId) })
    .sort({ createdAt: -1 })
    .limit(limit)
    .lean<OrderLean[]>();
}

export function countOrdersOfUser(userId: string) {
  return OrderModel.countDocuments({ user: new Types.ObjectId(userId) });
}
