import { BackInStockMsg, type BackInStockResponse } from '@vastra/contracts/back-in-stock';
import { backInStockApi as B } from '@vastra/contracts/routes/back-in-stock';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { limiter } from '../../lib/rate-limit';
import { routesOn } from '../../lib/route';
import { shopperGuards } from '../users';
import { requestBackInStock } from './back-in-stock.service';

/** POST /back-in-stock: public (a valid token uses the shopper's e-mail), rate-limited per client. */
export function createBackInStockRouter(deps: AppDeps): Router {
  const router = Router();
  const route = routesOn(router, { guards: shopperGuards(deps.jwtSecret) });
  const requestLimit = limiter({
    counters: deps.counters,
    windowMs: 60 * 60 * 1000,
    limit: 20,
    what: 'back-in-stock requests',
    message: BackInStockMsg.tooMany,
    disabled: deps.env.RATE_LIMIT_DISABLED,
  });

  route(B.request, [requestLimit])(async ({ body }, req, res) => {
    const { alreadyRequested } = await requestBackInStock(body, req.user?.id);
    res.status(alreadyRequested ? 200 : 201).json({
      success: true,
      alreadyRequested,
      message: alreadyRequested ? BackInStockMsg.alreadySaved : BackInStockMsg.saved,
    } satisfies BackInStockResponse);
  });

  return router;
}
