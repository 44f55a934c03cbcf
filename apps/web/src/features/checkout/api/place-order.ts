import {
  PlaceOrderResponseSchema,
  type PlaceOrderBody,
  type PlaceOrderResponse,
} from '@vastra/contracts';
import { api } from '@/lib/api-client';

/**
 * `POST /orders` with the attempt's `Idempotency-Key`: a retried or doubled request returns the
 * first order instead of creating a second.
 */
export function placeOrder(
  body: PlaceOrderBody,
  idempotencyKey: string,
  fallback: string,
): Promise<PlaceOrderResponse> {
  return api('/orders', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: PlaceOrderResponseSchema,
    fallback,
  });
}
