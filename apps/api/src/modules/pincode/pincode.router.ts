import { Msg, PincodeBodySchema, type PincodeBody, type PincodeResponse } from '@vastra/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { limiter } from '../../lib/rate-limit';
import { validate } from '../../lib/validate';

/**
 * `POST /api/xpressbees/pincode` {pincode} → { serviceable, eta, cod }. Open to visitors (the product
 * page checks delivery before sign-in), rate-limited per IP.
 */
export function createPincodeRouter(deps: AppDeps): Router {
  const router = Router();
  const limit = limiter({
    counters: deps.counters,
    windowMs: 60_000,
    limit: 30,
    what: 'pincode checks',
    disabled: deps.env.RATE_LIMIT_DISABLED,
  });

  router.post(
    '/xpressbees/pincode',
    limit,
    validate({ body: PincodeBodySchema }),
    async (req, res) => {
      const { pincode } = res.locals.body as PincodeBody;
      const result = await deps.pincode.check(pincode);
      const body: PincodeResponse = {
        success: true,
        ...result,
        ...(result.serviceable ? {} : { message: Msg.pincodeNotServiceable }),
      };
      res.json(body);
    },
  );

  return router;
}
