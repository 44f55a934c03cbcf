import { fulfilmentApi as F } from '@vastra/contracts/routes/fulfilment';
import { Router } from 'express';
import type { AppDeps } from '../deps';
import { routesOn } from '../lib/route';
import { handleCourierWebhook } from './fulfilment';
import { lifecycleDeps } from './lifecycle-deps';

/** Courier status updates (`POST /api/fulfilment/webhook`), signed; see fulfilment.service. */
export function createFulfilmentRouter(deps: AppDeps): Router {
  const router = Router();
  // The body is read only from the raw bytes, after their signature is verified.
  routesOn(router)(F.webhook)(async (_in, req) => {
    const header = req.headers['x-courier-signature'];
    const status = await handleCourierWebhook(lifecycleDeps(deps, req.log ?? deps.logger), {
      rawBody: req.rawBody,
      signature: typeof header === 'string' ? header : undefined,
      secret: deps.env.COURIER_WEBHOOK_SECRET,
    });
    return { success: true, status };
  });
  return router;
}

/** The fulfilment sweep's dependencies, from the app's. */
export function fulfilmentDeps(deps: AppDeps) {
  return {
    ...lifecycleDeps(deps),
    autoConfirmMs: deps.env.ORDER_AUTO_CONFIRM_MS,
    returnStepMs: deps.env.COURIER_SIM_STEP_MS,
  };
}
