import type { OrderActor, OrderStatus } from '@vastra/contracts';
import type { ClientSession, Types } from 'mongoose';
import { OrderModel, type OrderLean } from './order.model';

/** Data access for the order lifecycle: every Mongo operator transitions and sweeps need. */

type Id = Types.ObjectId | string;

export interface TimelineEntryInput {
  status: OrderStatus;
  at: Date;
  actor: OrderActor;
  note: string;
  /** Staff steps: who took it, and whether the note is shown to the customer. */
  by?: string;
  visibleToCustomer?: boolean;
}

/** An order by id, limited to `userId`'s own when given, as `session` sees it. */
export function findOrderFor(orderId: Id, userId: Id | undefined, session?: ClientSession) {
  return OrderModel.findOne(userId ? { _id: orderId, user: userId } : { _id: orderId })
    .session(session ?? null)
    .lean<OrderLean>();
}

/**
 * Moves an order from `from` to the entry's state, setting `set` and appending the timeline entry,
 * only if it is still in `from` (the conditional update that keeps racing transitions apart).
 * Null when it no longer was.
 */
export function moveOrder(
  orderId: Id,
  from: OrderStatus,
  entry: TimelineEntryInput,
  set: Record<string, unknown>,
  session: ClientSession,
) {
  return OrderModel.findOneAndUpdate(
    { _id: orderId, status: from },
    { $set: { ...set, status: entry.status, statusAt: entry.at }, $push: { timeline: entry } },
    { session, returnDocument: 'after' },
  ).lean<OrderLean>();
}

export interface ShipmentRecord {
  courier: string;
  awb: string;
  trackingUrl: string;
  bookedAt: Date;
  /** Entered by staff from their own courier, not booked through the integration. */
  manual?: boolean;
}

/**
 * Records a courier booking on an order that has none yet (and, with `whileIn`, only while the
 * order is still in that state); false when another booking got there first, or the order moved
 * on, and this one is then not used. Inside `session` when the booking is part of a transaction.
 */
export async function recordShipment(
  orderId: Id,
  shipment: ShipmentRecord,
  { session, whileIn }: { session?: ClientSession; whileIn?: OrderStatus } = {},
): Promise<boolean> {
  const res = await OrderModel.updateOne(
    { _id: orderId, shipment: null, ...(whileIn ? { status: whileIn } : {}) },
    { $set: { shipment } },
    { session },
  );
  return res.modifiedCount === 1;
}

/** Orders in `status` that reached it before `before`, oldest first. */
export function ordersWaiting(
  status: OrderStatus,
  before: Date,
  limit: number,
  extra: Record<string, unknown> = {},
) {
  return OrderModel.find({ status, statusAt: { $lt: before }, ...extra })
    .sort({ statusAt: 1 })
    .limit(limit)
    .lean<OrderLean[]>();
}

/**
 * Confirmed orders the courier sweep books: those confirmed automatically (or paid online). An
 * order staff confirmed waits for staff to hand it to the courier ("Hand to courier" books it).
 */
export function ordersToBook(now: Date, limit: number) {
  return ordersWaiting('Processing', new Date(now.getTime() + 1), limit, {
    shipment: null,
    timeline: { $not: { $elemMatch: { status: 'Processing', actor: 'shop' } } },
  });
}

/**
 * Orders on their way with a booked shipment (what the tracking sweep polls); a shipment staff
 * booked with their own courier is theirs to move along, never polled.
 */
export function ordersInTransit(limit: number) {
  return OrderModel.find({
    status: { $in: ['Processing', 'Shipped', 'Out for delivery'] },
    'shipment.awb': { $type: 'string' },
    'shipment.manual': { $ne: true },
  })
    .sort({ statusAt: 1 })
    .limit(limit)
    .lean<OrderLean[]>();
}

/** Whether an order other than `orderId` already has this AWB. */
export async function awbTaken(awb: string, orderId: Id, session: ClientSession) {
  const other = await OrderModel.exists({ 'shipment.awb': awb, _id: { $ne: orderId } }).session(
    session,
  );
  return other !== null;
}

export function findOrderByAwb(awb: string) {
  return OrderModel.findOne({ 'shipment.awb': awb }).lean<OrderLean>();
}

// ---------- Refunds ----------

/** Claims an order's pending refund for one process; null when none is pending or another has it. */
export function claimRefund(orderId: Id, now: Date) {
  return OrderModel.findOneAndUpdate(
    { _id: orderId, 'refund.status': 'pending', 'refund.claimedAt': null },
    { $set: { 'refund.claimedAt': now } },
    { returnDocument: 'after' },
  ).lean<OrderLean>();
}

export async function refundSettled(orderId: Id, refundId: string): Promise<void> {
  await OrderModel.updateOne(
    { _id: orderId, 'refund.status': 'pending' },
    {
      $set: {
        'refund.status': 'refunded',
        'refund.refundId': refundId,
        'refund.refundedAt': new Date(),
      },
    },
  );
}

/** A refused refund: released for a later sweep, or marked failed after `maxAttempts`. */
export async function refundFailed(orderId: Id, attempts: number, maxAttempts: number) {
  await OrderModel.updateOne(
    { _id: orderId, 'refund.status': 'pending' },
    attempts < maxAttempts
      ? { $set: { 'refund.claimedAt': null, 'refund.attempts': attempts } }
      : { $set: { 'refund.status': 'failed', 'refund.attempts': attempts } },
  );
}

export function pendingRefunds(limit: number) {
  return OrderModel.find({ 'refund.status': 'pending', 'refund.claimedAt': null }, { _id: 1 })
    .limit(limit)
    .lean<{ _id: Types.ObjectId }[]>();
}

/** The user's orders holding a product, not cancelled, newest first (status and id only). */
export function findPurchasesOf(userId: Id, productId: Id) {
  return OrderModel.find(
    {
      user: userId,
      'items.productId': productId,
      status: { $ne: 'Cancelled' },
    },
    { status: 1 },
  )
    .sort({ createdAt: -1, _id: -1 })
    .lean<Pick<OrderLean, '_id' | 'status'>[]>();
}
