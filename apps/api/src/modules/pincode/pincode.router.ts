import { Msg, PincodeBodySchema, type PincodeBody, type PincodeResponse } from '@vastra/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { requireAuth, userId } from '../../lib/auth';
import { limiter } from '../../lib/rate-limit';
import { validate } from '../../lib/validate';
import { pincodeServiceFor } from './pincode.service';

/** `POST /api/xpressbees/pincode` {pincode} → { serviceable, eta, cod } for a signed-in user. */
export function createPincodeRouter(deps: AppDeps): Router {
  const router = Router();
  const limit = limiter({
    windowMs: 60_000,
    limit: 30,
    what: 'pincode checks',
    key: (req) => userId(req),
    disabled: deps.env.RATE_LIMIT_DISABLED,
  });

  router.post('/xpressbees/pincode', requireAuth(deps.jwtSecret), limit, validate({ body: PincodeBodySchema }), async (req, res) => {
    const { pincode } = res.locals.body as PincodeBody;
    const result = await pincodeServiceFor(deps).check(pincode);
    const body: PincodeResponse = {
      success: true,
      ...result,
      ...(result.serviceable ? {} : { message: Msg.pincodeNotServiceable }),
    };
    res.json(body);
  });

  return router;
}
