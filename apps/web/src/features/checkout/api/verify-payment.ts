import { Msg, type RazorpayPayment, type VerifyPaymentResponse } from '@vastra/contracts';
import { apiRouteOnCall } from '@/lib/api-client';

/** `POST /orders/razorpay/verify`: the server checks Checkout's signature. */
export function verifyPayment(payment: RazorpayPayment): Promise<VerifyPaymentResponse> {
  return apiRouteOnCall(
    () => import('@vastra/contracts/routes/payments').then((m) => m.paymentsApi.verify),
    {
      body: payment,
      fallback: Msg.paymentVerificationFailed,
    },
  );
}
