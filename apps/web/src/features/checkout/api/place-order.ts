import { type PlaceOrderBody, type PlaceOrderResponse } from '@vastra/contracts';
import { apiRouteOnCall } from '@/lib/api-client';

/**
 * `POST /orders` with the attempt's `Idempotency-Key`: a retried or doubled request returns the
 * first order instead of creating a second.
 */
export function placeOrder(
  body: PlaceOrderBody,
  idempotencyKey: string,
  fallback: string,
): Promise<PlaceOrderResponse> {
  return apiRouteOnCall(
    () => import('@vastra/contracts/routes/orders').then((m) => m.ordersApi.place),
    {
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
      fallback,
    },
  );
}
