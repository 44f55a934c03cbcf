import type { ClientSession, Types } from 'mongoose';
import { PaymentModel, type PaymentLean } from './payment.model';

/**
 * Data access for refunding payments no order used: find them, link one an order turns out to
 * hold, claim one atomically before refunding it, and record how the refund went.
 */

/** The payment record of a gateway order, or null (also for an order paid without one). */
export async function paymentByGatewayOrder(gatewayOrderId: string | null | undefined) {
  if (!gatewayOrderId) return null;
  return PaymentModel.findOne({ gatewayOrderId }).lean<PaymentLean>();
}

/** Verified or captured before `cutoff`, not linked to an order, not yet claimed for a refund. */
export function unusedPayments(cutoff: Date, limit: number) {
  return PaymentModel.find({
    order: null,
    status: { $in: ['verified', 'paid'] },
    refundRequestedAt: null,
    $or: [{ verifiedAt: { $lt: cutoff } }, { verifiedAt: null, paidAt: { $lt: cutoff } }],
  })
    .sort({ verifiedAt: 1 })
    .limit(limit)
    .lean<PaymentLean[]>();
}

/** Links the payment to the order found holding it (a lost link), if it is still unlinked. */
export async function linkFoundOrder(paymentId: Types.ObjectId, orderId: Types.ObjectId) {
  await PaymentModel.updateOne({ _id: paymentId, order: null }, { $set: { order: orderId } });
}

/** Claims the payment for a refund; null when an order linked it or a sweep claimed it first. */
export function claimUnusedRefund(paymentId: Types.ObjectId, now: Date) {
  return PaymentModel.findOneAndUpdate(
    { _id: paymentId, order: null, refundRequestedAt: null },
    { $set: { refundRequestedAt: now } },
    { new: true },
  ).lean<PaymentLean>();
}

export async function markRefunded(
  paymentId: Types.ObjectId,
  refundId: string,
  session: ClientSession,
) {
  await PaymentModel.updateOne(
    { _id: paymentId },
    { $set: { status: 'refunded', refundId, refundedAt: new Date() } },
    { session },
  );
}

/** Counts a failed refund; `retry` releases the claim so a later sweep tries again. */
export async function refundAttemptFailed(
  paymentId: Types.ObjectId,
  attempts: number,
  retry: boolean,
) {
  await PaymentModel.updateOne(
    { _id: paymentId },
    retry
      ? { $set: { refundRequestedAt: null, refundAttempts: attempts } }
      : { $set: { refundAttempts: attempts } },
  );
}
