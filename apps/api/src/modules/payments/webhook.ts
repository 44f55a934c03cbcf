import { createHash } from 'node:crypto';
import { RazorpayWebhookBodySchema } from '@vastra/contracts';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { isDuplicateKey } from '../../lib/mongo-errors';
import { verifyHmac } from './gateway';
import { PaymentModel, WebhookEventModel, type PaymentLean } from './payment.model';

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * Razorpay webhook: signature over the raw body with the webhook secret (constant time), events
 * de-duplicated by id, `payment.captured` / `order.paid` → paid, `payment.failed` → failed
 * (only from created). A paid payment never goes back.
 */
export async function handleWebhook(
  input: {
    rawBody: Buffer | undefined;
    signature: string | undefined;
    eventId: string | undefined;
    secret: string | undefined;
  },
  logger: Logger,
): Promise<WebhookOutcome> {
  if (!input.secret) throw AppError.unavailable('Payment webhooks are not configured.');
  if (
    !input.rawBody ||
    !input.signature ||
    !verifyHmac(input.secret, input.rawBody, input.signature)
  ) {
    throw AppError.badRequest('Invalid webhook signature.');
  }
  let json: unknown;
  try {
    json = JSON.parse(input.rawBody.toString('utf8'));
  } catch {
    throw AppError.badRequest('Malformed webhook body.');
  }
  const parsed = RazorpayWebhookBodySchema.safeParse(json);
  if (!parsed.success) throw AppError.badRequest('Malformed webhook body.');
  const body = parsed.data;
  const paymentEntity = body.payload.payment?.entity;
  const orderEntity = body.payload.order?.entity;
  const gatewayOrderId = paymentEntity?.order_id ?? orderEntity?.id ?? null;

  const eventId =
    input.eventId?.slice(0, 200) ||
    `sha256:${createHash('sha256').update(input.rawBody).digest('hex')}`;
  try {
    await WebhookEventModel.create({ eventId, event: body.event, gatewayOrderId });
  } catch (err) {
    if (isDuplicateKey(err)) return 'duplicate';
    throw err;
  }

  try {
    if (!gatewayOrderId) return 'ignored';
    if (body.event === 'payment.captured' || body.event === 'order.paid') {
      const payment = await PaymentModel.findOne({ gatewayOrderId }).lean<PaymentLean>();
      if (!payment) return 'ignored';
      const amount = paymentEntity?.amount ?? orderEntity?.amount;
      if (amount !== undefined && amount !== payment.amount) {
        logger.warn(
          { gatewayOrderId, amount, expected: payment.amount },
          'webhook amount differs from the payment; not marked paid',
        );
        return 'ignored';
      }
      await PaymentModel.updateOne(
        { _id: payment._id, status: { $nin: ['paid', 'refunded'] } },
        {
          $set: {
            status: 'paid',
            paidAt: new Date(),
            ...(paymentEntity?.id ? { gatewayPaymentId: paymentEntity.id } : {}),
          },
        },
      );
      return 'processed';
    }
    if (body.event === 'payment.failed') {
      await PaymentModel.updateOne(
        { gatewayOrderId, status: 'created' },
        { $set: { status: 'failed', failedAt: new Date() } },
      );
      return 'processed';
    }
    return 'ignored';
  } catch (err) {
    // Let the gateway retry: forget the event so the retry is not taken for a duplicate.
    await WebhookEventModel.deleteOne({ eventId }).catch(() => undefined);
    throw err;
  }
}
