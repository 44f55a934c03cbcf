import { Msg } from '@vastra/contracts';
import { couponsApi as C } from '@vastra/contracts/routes/coupons';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { userId } from '../../lib/auth';
import { routesOn, shopperGuards } from '../../lib/route';
import { httpCache } from '../catalog/http-cache';
import * as coupons from './coupons.service';

/**
 * Coupons: the public banner list (`GET /coupons`, cacheable) and the signed-in bag's coupons
 * (`GET /cart/coupons`, `POST /cart/coupon`, `DELETE /cart/coupon`).
 */
export function createCouponsRouter(deps: AppDeps): Router {
  const router = Router();
  const route = routesOn(router, { guards: shopperGuards(deps.jwtSecret) });

  route(C.list, [httpCache(C.list, { maxAge: 120 })])(async () => ({
    success: true,
    coupons: await coupons.listCoupons(),
  }));

  route(C.forBag)(async (_in, req) => ({
    success: true,
    ...(await coupons.listBagCoupons(userId(req))),
  }));

  route(C.apply)(async ({ body }, req) => {
    const { cart, message } = await coupons.applyCoupon(userId(req), body.code);
    return { success: true, message, cart };
  });

  route(C.remove)(async (_in, req) => ({
    success: true,
    message: Msg.couponRemoved,
    cart: await coupons.removeCoupon(userId(req)),
  }));

  return router;
}
