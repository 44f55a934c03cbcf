import type { OrderStatus, PaymentMethod } from '@vastra/contracts';
import type { SortOrder, Types } from 'mongoose';
import { OrderModel, type OrderLean } from '../order.model';

/** Data access for the back office's order list: every Mongo operator it needs, nothing else. */

export interface OrderFilter {
  status?: OrderStatus;
  paymentMethod?: PaymentMethod;
  from?: Date;
  /** Exclusive. */
  until?: Date;
  pincode?: string;
  orderId?: string;
  /** Orders of these accounts, or delivered to this phone (a search matches either). */
  users?: Types.ObjectId[];
  phone?: string;
  /** The order number shoppers see (`ref`), an invoice number, or a shipment's AWB. */
  ref?: string;
  invoiceNumber?: string;
  awb?: string;
}

function toQuery(f: OrderFilter): Record<string, unknown> {
  const q: Record<string, unknown> = {};
  if (f.status) q.status = f.status;
  if (f.paymentMethod) q.paymentMethod = f.paymentMethod;
  if (f.from || f.until)
    q.createdAt = { ...(f.from ? { $gte: f.from } : {}), ...(f.until ? { $lt: f.until } : {}) };
  if (f.pincode) q['addressSnapshot.zipcode'] = f.pincode;
  if (f.orderId) q._id = f.orderId;
  if (f.ref) q.ref = f.ref;
  if (f.invoiceNumber) q['invoice.number'] = f.invoiceNumber;
  const who: Record<string, unknown>[] = [];
  if (f.users) who.push({ user: { $in: f.users } });
  if (f.phone) who.push({ 'addressSnapshot.phone': f.phone });
  if (f.awb) who.push({ 'shipment.awb': { $in: [...new Set([f.awb, f.awb.toUpperCase()])] } });
  if (who.length === 1) Object.assign(q, who[0]);
  else if (who.length > 1) q.$or = who;
  return q;
}

export function findOrdersPage(
  f: OrderFilter,
  sort: Record<string, SortOrder>,
  skip: number,
  limit: number,
) {
  return OrderModel.find(toQuery(f)).sort(sort).skip(skip).limit(limit).lean<OrderLean[]>();
}

/** Every order matching `f` in `sort` order, read as a cursor (exports). */
export function orderCursor(f: OrderFilter, sort: Record<string, SortOrder>) {
  return OrderModel.find(toQuery(f)).sort(sort).lean<OrderLean[]>().cursor();
}

export function countOrders(f: OrderFilter) {
  const q = toQuery(f);
  // No filter: the collection's own count instead of counting every order.
  return Object.keys(q).length ? OrderModel.countDocuments(q) : OrderModel.estimatedDocumentCount();
}

export function findOrderById(id: string) {
  return OrderModel.findById(id).lean<OrderLean>();
}

/** How many orders are in each of `statuses`. */
export async function countByStatus(statuses: OrderStatus[]): Promise<Record<string, number>> {
  const counts = await Promise.all(statuses.map((status) => OrderModel.countDocuments({ status })));
  return Object.fromEntries(statuses.map((s, i) => [s, counts[i] ?? 0]));
}

/**
 * Refunds staff pay by hand: cash on delivery ones, and gateway refunds that failed for good. One
 * branch per state, so each walks its own partial index.
 */
export function countRefundsToPayByHand() {
  return OrderModel.countDocuments({
    $or: [{ 'refund.status': 'bank-transfer' }, { 'refund.status': 'failed' }],
  });
}

/** Those refunds' orders, the longest owed first (an order reaches its refund with its state). */
export function findRefundsToPayByHand(skip: number, limit: number) {
  return OrderModel.find({
    $or: [{ 'refund.status': 'bank-transfer' }, { 'refund.status': 'failed' }],
  })
    .sort({ statusAt: 1, _id: 1 })
    .skip(skip)
    .limit(limit)
    .lean<OrderLean[]>();
}

/** The oldest orders in any of `statuses` (by when they reached it). */
export function oldestIn(statuses: OrderStatus[], limit: number) {
  return OrderModel.find({ status: { $in: statuses } })
    .sort({ statusAt: 1 })
    .limit(limit)
    .lean<OrderLean[]>();
}
