import { Msg, type RazorpayPayment, type VerifyPaymentResponse } from '@vastra/contracts';
import { paymentsApi } from '@vastra/contracts/routes/payments';
import { apiRoute } from '@/lib/api-client';

/** `POST /orders/razorpay/verify`: the server checks Checkout's signature. */
export function verifyPayment(payment: RazorpayPayment): Promise<VerifyPaymentResponse> {
  return apiRoute(paymentsApi.verify, {
    body: payment,
    fallback: Msg.paymentVerificationFailed,
  });
}
