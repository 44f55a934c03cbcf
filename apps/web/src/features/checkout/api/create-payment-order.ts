import { Msg, type CreatePaymentOrderResponse } from '@vastra/contracts';
import { paymentsApi } from '@vastra/contracts/routes/payments';
import { apiRoute } from '@/lib/api-client';

/** `POST /orders/razorpay-order`: the server prices the bag; no amount is sent. */
export function createPaymentOrder(): Promise<CreatePaymentOrderResponse> {
  return apiRoute(paymentsApi.createOrder, {
    body: {},
    fallback: Msg.paymentInitFailed,
  });
}
