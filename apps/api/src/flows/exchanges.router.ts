import { ExchangeMsg } from '@vastra/contracts/exchange';
import { exchangesApi as X } from '@vastra/contracts/routes/exchanges';
import { Router } from 'express';
import type { AppDeps } from '../deps';
import { userId } from '../lib/auth';
import { routesOn } from '../lib/route';
import { shopperGuards } from '../modules/users';
import { exchangesOfMyOrder, requestExchange } from './exchange';
import { lifecycleDeps } from './lifecycle-deps';

/** The shopper's exchanges (`/api/orders/:id/exchange…`). */
export function createExchangesRouter(deps: AppDeps): Router {
  const router = Router();
  const route = routesOn(router, { guards: shopperGuards(deps.jwtSecret) });
  const flow = lifecycleDeps(deps);

  route(X.ofOrder)(async ({ params }, req) => ({
    success: true,
    ...(await exchangesOfMyOrder(userId(req), params.id)),
  }));

  route(X.request)(async ({ params, body }, req) => ({
    success: true,
    message: ExchangeMsg.requested,
    exchange: await requestExchange(flow, userId(req), params.id, body),
  }));

  return router;
}
