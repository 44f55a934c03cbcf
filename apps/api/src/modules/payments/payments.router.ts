import {
  CreatePaymentOrderBodySchema,
  SimulatorParamsSchema,
  VerifyPaymentBodySchema,
  type CreatePaymentOrderResponse,
  type RazorpayPayment,
  type SimulatorFailResponse,
  type SimulatorPayResponse,
  type VerifyPaymentResponse,
} from '@vastra/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { requireAuth, userId } from '../../lib/auth';
import { validate } from '../../lib/validate';
import * as payments from './payments.service';

/**
 * Payments: the Razorpay order for the bag and Checkout's verification (under /orders, as the
 * spec has them), the webhook, and the simulated gateway's pay/fail endpoints.
 */
export function createPaymentsRouter(deps: AppDeps): Router {
  const router = Router();
  const auth = requireAuth(deps.jwtSecret);
  const gateway = () => deps.payments;

  router.post(
    '/orders/razorpay-order',
    auth,
    validate({ body: CreatePaymentOrderBodySchema }),
    async (req, res) => {
      const order = await payments.createPaymentOrder(
        gateway(),
        userId(req),
        req.log ?? deps.logger,
      );
      const body: CreatePaymentOrderResponse = { success: true, ...order };
      res.json(body);
    },
  );

  router.post(
    '/orders/razorpay/verify',
    auth,
    validate({ body: VerifyPaymentBodySchema }),
    async (req, res) => {
      await payments.verifyPayment(gateway(), userId(req), res.locals.body as RazorpayPayment);
      const body: VerifyPaymentResponse = {
        success: true,
        verified: true,
        message: 'Payment verified.',
      };
      res.json(body);
    },
  );

  router.post('/payments/razorpay/webhook', async (req, res) => {
    const header = (name: string) => {
      const v = req.headers[name];
      return typeof v === 'string' ? v : undefined;
    };
    const status = await payments.handleWebhook(
      {
        rawBody: req.rawBody,
        signature: header('x-razorpay-signature'),
        eventId: header('x-razorpay-event-id'),
        secret: deps.env.RAZORPAY_WEBHOOK_SECRET,
      },
      req.log ?? deps.logger,
    );
    res.json({ success: true, status });
  });

  router.post(
    '/payments/simulator/:orderId/pay',
    auth,
    validate({ params: SimulatorParamsSchema }),
    async (req, res) => {
      const { orderId } = res.locals.params as { orderId: string };
      const body: SimulatorPayResponse = {
        success: true,
        ...(await payments.simulatePay(gateway(), userId(req), orderId)),
      };
      res.json(body);
    },
  );

  router.post(
    '/payments/simulator/:orderId/fail',
    auth,
    validate({ params: SimulatorParamsSchema }),
    async (req, res) => {
      const { orderId } = res.locals.params as { orderId: string };
      const body: SimulatorFailResponse = {
        success: true,
        ...(await payments.simulateFail(gateway(), userId(req), orderId)),
      };
      res.json(body);
    },
  );

  return router;
}
