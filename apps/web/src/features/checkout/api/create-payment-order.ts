import { Msg, type CreatePaymentOrderResponse } from '@vastra/contracts';
import { apiRouteOnCall } from '@/lib/api-client';

/**
 * `POST /orders/razorpay-order`: the server prices the bag (no amount is sent) and checks that it
 * delivers to the address before anything is charged.
 */
export function createPaymentOrder(addressId: string): Promise<CreatePaymentOrderResponse> {
  return apiRouteOnCall(
    () => import('@vastra/contracts/routes/payments').then((m) => m.paymentsApi.createOrder),
    {
      body: { addressId },
      fallback: Msg.paymentInitFailed,
    },
  );
}
