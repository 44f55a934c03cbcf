import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_REUSED, IdempotencyMsg, type PlaceOrderBody } from '@vastra/contracts';
import { AppError } from '../../lib/app-error';

/**
 * The fingerprint stored with an order's Idempotency-Key: SHA-256 of the request as the server
 * reads it (lines merged per product and size, in a fixed order; the address; the payment method
 * and, for Online, the gateway order; the coupon code sent, in capitals). A key replayed with the same request answers the original
 * order; with anything else, 422 (the way payment APIs treat a reused key).
 */
export function requestFingerprint(body: PlaceOrderBody): string {
  const lines = new Map<string, number>();
  for (const p of body.products) {
    const key = `${p.productId.toLowerCase()}|${(p.size ?? '').toLowerCase()}`;
    lines.set(key, (lines.get(key) ?? 0) + p.quantity);
  }
  const canonical = JSON.stringify({
    lines: [...lines].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    address: body.addressId.toLowerCase(),
    method: body.paymentMethod,
    gatewayOrder: body.paymentMethod === 'Online' ? (body.razorpay_order_id ?? '') : '',
    coupon: (body.couponCode ?? '').toUpperCase(),
  });
  return createHash('sha256').update(canonical).digest('hex');
}

/** Refuses (422) a replayed key whose request differs from the one that placed `order`. */
export function assertSameRequest(
  order: { idempotencyFingerprint?: string | null },
  body: PlaceOrderBody,
): void {
  // Orders placed before fingerprints were stored carry none: they answer as before.
  if (order.idempotencyFingerprint && order.idempotencyFingerprint !== requestFingerprint(body))
    throw AppError.unprocessable(IdempotencyMsg.reused, IDEMPOTENCY_KEY_REUSED);
}
