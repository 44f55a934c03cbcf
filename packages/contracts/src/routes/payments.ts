import {
  CreatePaymentOrderBodySchema,
  CreatePaymentOrderResponseSchema,
  SimulatorFailResponseSchema,
  SimulatorParamsSchema,
  SimulatorPayResponseSchema,
  VerifyPaymentBodySchema,
  VerifyPaymentResponseSchema,
  WebhookResponseSchema,
} from '../commerce';
import { defineRoute } from './define';

/** Razorpay: the payment order for the bag, Checkout's verification, the webhook, the simulator. */
export const paymentsApi = {
  createOrder: defineRoute({
    method: 'post',
    path: '/api/orders/razorpay-order',
    summary: 'Open a Razorpay order for the bag’s server-computed total',
    auth: 'shopper',
    body: CreatePaymentOrderBodySchema,
    response: CreatePaymentOrderResponseSchema,
  }),
  verify: defineRoute({
    method: 'post',
    path: '/api/orders/razorpay/verify',
    summary: 'Verify Checkout’s payment signature',
    auth: 'shopper',
    body: VerifyPaymentBodySchema,
    response: VerifyPaymentResponseSchema,
  }),
  webhook: defineRoute({
    method: 'post',
    path: '/api/payments/razorpay/webhook',
    summary:
      'Razorpay events, signed with HMAC-SHA256 in X-Razorpay-Signature (the raw body is verified before it is read)',
    auth: 'public',
    response: WebhookResponseSchema,
  }),
  simulatePay: defineRoute({
    method: 'post',
    path: '/api/payments/simulator/:orderId/pay',
    summary: 'The simulated gateway: pay (development and tests only)',
    auth: 'shopper',
    params: SimulatorParamsSchema,
    response: SimulatorPayResponseSchema,
  }),
  simulateFail: defineRoute({
    method: 'post',
    path: '/api/payments/simulator/:orderId/fail',
    summary: 'The simulated gateway: fail the payment (development and tests only)',
    auth: 'shopper',
    params: SimulatorParamsSchema,
    response: SimulatorFailResponseSchema,
  }),
} as const;
