import {
  CreatePaymentOrderBodySchema,
  CreatePaymentOrderResponseSchema,
  RazorpayWebhookBodySchema,
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
    errors: [404, 409],
    body: CreatePaymentOrderBodySchema,
    response: CreatePaymentOrderResponseSchema,
  }),
  verify: defineRoute({
    method: 'post',
    path: '/api/orders/razorpay/verify',
    summary: 'Verify Checkout’s payment signature',
    auth: 'shopper',
    errors: [404, 409],
    body: VerifyPaymentBodySchema,
    response: VerifyPaymentResponseSchema,
  }),
  webhook: defineRoute({
    method: 'post',
    path: '/api/payments/razorpay/webhook',
    summary:
      'Razorpay events, signed with HMAC-SHA256 in X-Razorpay-Signature (the raw body is verified before it is read)',
    auth: 'public',
    signedBody: RazorpayWebhookBodySchema,
    response: WebhookResponseSchema,
  }),
  simulatePay: defineRoute({
    method: 'post',
    path: '/api/payments/simulator/:orderId/pay',
    summary: 'The simulated gateway: pay (development and tests only)',
    auth: 'shopper',
    errors: [409],
    params: SimulatorParamsSchema,
    response: SimulatorPayResponseSchema,
  }),
  simulateFail: defineRoute({
    method: 'post',
    path: '/api/payments/simulator/:orderId/fail',
    summary: 'The simulated gateway: fail the payment (development and tests only)',
    auth: 'shopper',
    errors: [409],
    params: SimulatorParamsSchema,
    response: SimulatorFailResponseSchema,
  }),
} as const;
