import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { handleCourierWebhook } from './fulfilment.service';

/** Courier status updates (`POST /api/fulfilment/webhook`), signed; see fulfilment.service. */
export function createFulfilmentRouter(deps: AppDeps): Router {
  const router = Router();
  router.post('/fulfilment/webhook', async (req, res) => {
    const header = req.headers['x-courier-signature'];
    const status = await handleCourierWebhook(
      {
        gateway: deps.payments,
        mailer: deps.mailer,
        logger: req.log ?? deps.logger,
        cancelShipment: (awb) => deps.courier.cancelShipment(awb),
      },
      {
        rawBody: req.rawBody,
        signature: typeof header === 'string' ? header : undefined,
        secret: deps.env.COURIER_WEBHOOK_SECRET,
      },
    );
    res.json({ success: true, status });
  });
  return router;
}

/** The fulfilment sweep's dependencies, from the app's. */
export function fulfilmentDeps(deps: AppDeps) {
  return {
    gateway: deps.payments,
    mailer: deps.mailer,
    logger: deps.logger,
    courier: deps.courier,
    cancelShipment: (awb: string) => deps.courier.cancelShipment(awb),
    autoConfirmMs: deps.env.ORDER_AUTO_CONFIRM_MS,
    returnStepMs: deps.env.COURIER_SIM_STEP_MS,
  };
}
