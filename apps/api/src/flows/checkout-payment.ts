import { toPaise } from '@vastra/contracts';
import { paymentsApi as P } from '@vastra/contracts/routes/payments';
import { Router } from 'express';
import type { AppDeps } from '../deps';
import { userId } from '../lib/auth';
import { routesOn } from '../lib/route';
import { bagCheckoutTotals } from '../modules/cart';
import { assertDeliverable, createPaymentOrder } from '../modules/payments';
import { shopperGuards } from '../modules/users';

/**
 * Paying online for the bag (`POST /api/orders/create-payment-order`): the bag's checkout total,
 * computed on the server, becomes a gateway order. With a delivery address, the address is checked
 * first (the user's own, at a pincode the courier serves): a refusal creates nothing, so nothing
 * is charged for an order that would be refused.
 */
export function createCheckoutPaymentRouter(deps: AppDeps): Router {
  const router = Router();
  const route = routesOn(router, { guards: shopperGuards(deps.jwtSecret) });
  route(P.createOrder)(async ({ body }, req) => {
    const user = userId(req);
    const totals = await bagCheckoutTotals(user);
    if (body.addressId) await assertDeliverable(deps.pincode, user, body.addressId);
    return {
      success: true,
      ...(await createPaymentOrder(
        deps.payments,
        user,
        toPaise(totals.total),
        req.log ?? deps.logger,
      )),
    };
  });
  return router;
}
