import {
  Msg,
  SimulatorFailResponseSchema,
  SimulatorPayResponseSchema,
  type SimulatorFailResponse,
  type SimulatorPayResponse,
} from '@vastra/contracts';
import { api } from '@/lib/api-client';

const path = (orderId: string, outcome: 'pay' | 'fail') =>
  `/payments/simulator/${encodeURIComponent(orderId)}/${outcome}`;

/** The simulated gateway "pays": the ids and signature Razorpay Checkout would hand over. */
export function simulatePay(orderId: string): Promise<SimulatorPayResponse> {
  return api(path(orderId, 'pay'), {
    method: 'POST',
    body: {},
    schema: SimulatorPayResponseSchema,
    fallback: Msg.paymentOrOrderFailed,
  });
}

/** The simulated gateway fails the payment: what Checkout's `payment.failed` callback receives. */
export function simulateFail(orderId: string): Promise<SimulatorFailResponse> {
  return api(path(orderId, 'fail'), {
    method: 'POST',
    body: {},
    schema: SimulatorFailResponseSchema,
    fallback: Msg.paymentOrOrderFailed,
  });
}
