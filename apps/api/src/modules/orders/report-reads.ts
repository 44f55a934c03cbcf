import type { SalesOrder } from '@vastra/contracts/admin/sales';
import { OrderModel, type OrderLean } from './order.model';

/**
 * Orders whose money may have moved between `from` and `to`: placed by `to`, and written since
 * `from` (every movement — payment, delivery, cancellation, return, refund — writes the order, so
 * its `updatedAt` is at least the movement's time). The report dates each movement itself.
 */
export function ordersActiveBetween(from: Date, to: Date) {
  return OrderModel.find(
    { updatedAt: { $gte: from }, createdAt: { $lte: to } },
    {
      paymentMethod: 1,
      status: 1,
      items: 1,
      couponDiscount: 1,
      delivery: 1,
      coupon: 1,
      timeline: 1,
      shipment: 1,
      refund: 1,
      createdAt: 1,
      deliveredAt: 1,
    },
  ).lean<SalesOrder[]>();
}

/**
 * Orders that may hold an invoice or credit note issued between `from` and `to`: documents are
 * issued in the transaction that writes the order, so those orders were written since `from`.
 */
export function ordersWithDocumentsBetween(from: Date, to: Date) {
  return OrderModel.find({ updatedAt: { $gte: from }, createdAt: { $lte: to } }).lean<
    OrderLean[]
  >();
}
