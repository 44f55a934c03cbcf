import { couponsApi as C } from '@vastra/contracts/routes/coupons';
import { Router } from 'express';
import { routesOn } from '../../lib/route';
import { httpCache } from '../catalog';
import * as coupons from './coupons.service';

/** Coupons: the public banner list (`GET /coupons`, cacheable). The bag's coupon is the cart's. */
export function createCouponsRouter(): Router {
  const router = Router();
  const route = routesOn(router);

  route(C.list, [httpCache(C.list, { maxAge: 120 })])(async () => ({
    success: true,
    coupons: await coupons.listCoupons(),
  }));

  return router;
}
