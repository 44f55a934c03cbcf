import {
  CreatePaymentOrderResponseSchema,
  Msg,
  type CreatePaymentOrderResponse,
} from '@vastra/contracts';
import { api } from '@/lib/api-client';

/** `POST /orders/razorpay-order`: the server prices the bag; no amount is sent. */
export function createPaymentOrder(): Promise<CreatePaymentOrderResponse> {
  return api('/orders/razorpay-order', {
    method: 'POST',
    body: {},
    schema: CreatePaymentOrderResponseSchema,
    fallback: Msg.paymentInitFailed,
  });
}
