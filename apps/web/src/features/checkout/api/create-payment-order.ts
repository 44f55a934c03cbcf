import { Msg, type CreatePaymentOrderResponse } from '@vastra/contracts';
import { paymentsApi } from '@vastra/contracts/routes/payments';
import { apiRoute } from '@/lib/api-client';

/**
 * `POST /orders/razorpay-order`: the server prices the bag (no amount is sent) and checks that it
 * delivers to the address before anything is charged.
 */
export function createPaymentOrder(addressId: string): Promise<CreatePaymentOrderResponse> {
  return apiRoute(paymentsApi.createOrder, {
    body: { addressId },
    fallback: Msg.paymentInitFailed,
  });
}
