import { Msg } from '@vastra/contracts';
import { pincodeApi as P } from '@vastra/contracts/routes/pincode';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { limiter } from '../../lib/rate-limit';
import { routesOn } from '../../lib/route';

/**
 * `POST /api/xpressbees/pincode` {pincode} → { serviceable, eta, cod }. Open to visitors (the product
 * page checks delivery before sign-in), rate-limited per IP.
 */
export function createPincodeRouter(deps: AppDeps): Router {
  const router = Router();
  const route = routesOn(router);
  const limit = limiter({
    counters: deps.counters,
    windowMs: 60_000,
    limit: 30,
    what: 'pincode checks',
    disabled: deps.env.RATE_LIMIT_DISABLED,
  });

  route(P.check, [limit])(async ({ body }) => {
    const result = await deps.pincode.check(body.pincode);
    return {
      success: true,
      ...result,
      ...(result.serviceable ? {} : { message: Msg.pincodeNotServiceable }),
    };
  });

  return router;
}
