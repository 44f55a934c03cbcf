/** A fresh key for one checkout attempt (sent as `Idempotency-Key`). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return `checkout-${crypto.randomUUID()}`;
  return `checkout-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
