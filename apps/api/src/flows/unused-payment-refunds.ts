import type { Logger } from '../lib/logger';
import type { Mailer } from '../lib/mailer';
import { inTransaction } from '../lib/transaction';
import { recordJob, runRecorded } from '../lib/jobs/jobs';
import { findOrderByPayment } from '../modules/orders';
import {
  claimUnusedRefund,
  GatewayError,
  linkFoundOrder,
  markRefunded,
  type PaymentGateway,
  paymentJobs,
  refundAttemptFailed,
  UNUSED_PAYMENT_REFUND_AFTER_MS,
  unusedPayments,
} from '../modules/payments';

const MAX_REFUND_ATTEMPTS = 5;

export interface RefundSweep {
  refunded: number;
  /** Found used by an order after all (linked now), or taken meanwhile. */
  skipped: number;
  failed: number;
}

/**
 * Refunds payments that were verified or captured but that no order used within
 * `UNUSED_PAYMENT_REFUND_AFTER_MS`: the items sold out between paying and ordering, the bag's total
 * changed, or the shopper closed the tab after paying. Each payment is claimed atomically first
 * (so several API processes never refund one twice, and an order can no longer link it), then
 * refunded in full through the gateway. A failed refund is retried by later sweeps, then logged
 * at error level for a refund from the Razorpay dashboard.
 */
export async function refundUnusedPayments(
  gateway: PaymentGateway,
  logger: Logger,
  now = new Date(),
  limit = 50,
  mailer?: Mailer,
): Promise<RefundSweep> {
  const cutoff = new Date(now.getTime() - UNUSED_PAYMENT_REFUND_AFTER_MS);
  const candidates = await unusedPayments(cutoff, limit);
  const sweep: RefundSweep = { refunded: 0, skipped: 0, failed: 0 };
  for (const candidate of candidates) {
    // An order placed with it whose link was lost (a crash in between): link it, never refund.
    const used = await findOrderByPayment(candidate.gatewayOrderId);
    if (used) {
      await linkFoundOrder(candidate._id, used._id);
      sweep.skipped += 1;
      continue;
    }
    const payment = await claimUnusedRefund(candidate._id, now);
    if (!payment) {
      sweep.skipped += 1;
      continue;
    }
    const where = { paymentId: String(payment._id), gatewayOrderId: payment.gatewayOrderId };
    try {
      if (!payment.gatewayPaymentId) throw new GatewayError('no gateway payment id to refund');
      const refundId = await gateway.refund(payment.gatewayPaymentId, payment.amount, {
        receipt: payment.receipt,
        reason: 'No order was placed with this payment',
      });
      // The shopper's e-mail is recorded with the refund, and retried until it goes.
      const job = await inTransaction(async (session) => {
        await markRefunded(payment._id, refundId, session);
        const paymentId = String(payment._id);
        return recordJob(session, 'payment.refund-mail', {
          key: `payment.refund-mail:${paymentId}`,
          paymentId,
        });
      });
      logger.info({ ...where, refundId, amount: payment.amount }, 'unused payment refunded');
      sweep.refunded += 1;
      if (mailer) await runRecorded([job], paymentJobs({ mailer }), logger);
    } catch (err) {
      const attempts = (payment.refundAttempts ?? 0) + 1;
      const retry = attempts < MAX_REFUND_ATTEMPTS && Boolean(payment.gatewayPaymentId);
      await refundAttemptFailed(payment._id, attempts, retry);
      if (retry) logger.warn({ ...where, err, attempts }, 'refund failed; the next sweep retries');
      else logger.error({ ...where, err }, 'refund failed: refund it from the Razorpay dashboard');
      sweep.failed += 1;
    }
  }
  return sweep;
}
