import {
  Msg,
  VerifyPaymentResponseSchema,
  type RazorpayPayment,
  type VerifyPaymentResponse,
} from '@vastra/contracts';
import { api } from '@/lib/api-client';

/** `POST /orders/razorpay/verify`: the server checks Checkout's signature. */
export function verifyPayment(payment: RazorpayPayment): Promise<VerifyPaymentResponse> {
  return api('/orders/razorpay/verify', {
    method: 'POST',
    body: payment,
    schema: VerifyPaymentResponseSchema,
    fallback: Msg.paymentVerificationFailed,
  });
}
