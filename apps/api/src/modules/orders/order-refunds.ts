import { toPaise } from '@vastra/contracts';
import type { Types } from 'mongoose';
import { GatewayError, paymentByGatewayOrder } from '../payments';
import {
  claimRefund,
  findOrderFor,
  pendingRefunds,
  refundFailed,
  refundSettled,
} from './lifecycle.data';
import type { OrderLean } from './order.model';
import type { LifecycleDeps } from './lifecycle-deps';

/** A refund the gateway refuses is retried by later sweeps this many times in all. */
export const MAX_ORDER_REFUND_ATTEMPTS = 5;

/**
 * Pays an order's pending refund (a cancellation or a received return) through the payment
 * gateway's refund (Razorpay's refund API, or the simulator): the order is claimed first, so
 * one refund is asked for at most once at a time, and a settled refund is never asked for again.
 * A refusal releases the claim for the fulfilment sweep to retry, then marks it failed (logged at
 * error level for a refund from the Razorpay dashboard). Answers the order as it is afterwards.
 */
export async function settleOrderRefund(
  deps: Pick<LifecycleDeps, 'gateway' | 'logger'>,
  orderId: Types.ObjectId,
  now = new Date(),
): Promise<OrderLean | null> {
  const order = await claimRefund(orderId, now);
  if (!order?.refund) return findOrderFor(orderId, undefined);
  const where = { orderId: String(order._id), paymentId: order.paymentId };
  const amount = toPaise(order.refund.amount);
  try {
    const payment = await paymentByGatewayOrder(order.paymentId);
    if (!payment?.gatewayPaymentId) throw new GatewayError('no gateway payment id to refund');
    if (amount > payment.amount) throw new GatewayError('refund above the amount paid');
    const refundId = await deps.gateway.refund(payment.gatewayPaymentId, amount, {
      receipt: payment.receipt,
      orderId: String(order._id),
      reason: order.status === 'Cancelled' ? 'Order cancelled' : 'Order returned',
    });
    await refundSettled(order._id, refundId);
    deps.logger.info({ ...where, refundId, amount }, 'order refunded');
  } catch (err) {
    const attempts = (order.refund.attempts ?? 0) + 1;
    await refundFailed(order._id, attempts, MAX_ORDER_REFUND_ATTEMPTS);
    if (attempts < MAX_ORDER_REFUND_ATTEMPTS)
      deps.logger.warn({ ...where, err, attempts }, 'order refund failed; the next sweep retries');
    else
      deps.logger.error(
        { ...where, err },
        'order refund failed: refund it from the Razorpay dashboard',
      );
  }
  return findOrderFor(orderId, undefined);
}

/** Retries refunds still pending (a refusal or a crash between commit and refund). */
export async function retryPendingRefunds(
  deps: Pick<LifecycleDeps, 'gateway' | 'logger'>,
  limit = 20,
): Promise<number> {
  let settled = 0;
  for (const { _id } of await pendingRefunds(limit)) {
    const after = await settleOrderRefund(deps, _id);
    if (after?.refund?.status === 'refunded') settled += 1;
  }
  return settled;
}
