import { paymentsApi as P } from '@vastra/contracts/routes/payments';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { userId } from '../../lib/auth';
import { routesOn } from '../../lib/route';
import { shopperGuards } from '../users';
import * as payments from './payments.service';
import { handleWebhook } from './webhook';

/**
 * Payments: Checkout's verification (under /orders, where the storefront has always called it),
 * the webhook, and the simulated gateway's pay/fail endpoints. The gateway order for the bag is
 * the checkout flow's (`flows/checkout-payment.ts`).
 */
export function createPaymentsRouter(deps: AppDeps): Router {
  const router = Router();
  const route = routesOn(router, { guards: shopperGuards(deps.jwtSecret) });
  const gateway = () => deps.payments;

  route(P.verify)(async ({ body }, req) => {
    await payments.verifyPayment(gateway(), userId(req), body);
    return { success: true, verified: true, message: 'Payment verified.' };
  });

  // The body is read only from the raw bytes, after their signature is verified.
  route(P.webhook)(async (_in, req) => {
    const header = (name: string) => {
      const v = req.headers[name];
      return typeof v === 'string' ? v : undefined;
    };
    const status = await handleWebhook(
      {
        rawBody: req.rawBody,
        signature: header('x-razorpay-signature'),
        eventId: header('x-razorpay-event-id'),
        secret: deps.env.RAZORPAY_WEBHOOK_SECRET,
      },
      req.log ?? deps.logger,
    );
    return { success: true, status };
  });

  route(P.simulatePay)(async ({ params }, req) => ({
    success: true,
    ...(await payments.simulatePay(gateway(), userId(req), params.orderId)),
  }));

  route(P.simulateFail)(async ({ params }, req) => ({
    success: true,
    ...(await payments.simulateFail(gateway(), userId(req), params.orderId)),
  }));

  return router;
}
