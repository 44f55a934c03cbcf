import {
  ApplyCouponBodySchema,
  Msg,
  type ApplyCouponBody,
  type BagCouponsResponse,
  type CartResponse,
  type CouponsResponse,
} from '@vastra/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { requireAuth, userId } from '../../lib/auth';
import { validate } from '../../lib/validate';
import { httpCache } from '../catalog/http-cache';
import * as coupons from './coupons.service';

/**
 * Coupons: the public banner list (`GET /coupons`, cacheable) and the signed-in bag's coupons
 * (`GET /cart/coupons`, `POST /cart/coupon`, `DELETE /cart/coupon`).
 */
export function createCouponsRouter(deps: AppDeps): Router {
  const router = Router();
  const auth = requireAuth(deps.jwtSecret);

  router.get('/coupons', httpCache({ maxAge: 120 }), async (_req, res) => {
    const body: CouponsResponse = { success: true, coupons: await coupons.listCoupons() };
    res.json(body);
  });

  router.get('/cart/coupons', auth, async (req, res) => {
    const body: BagCouponsResponse = {
      success: true,
      ...(await coupons.listBagCoupons(userId(req))),
    };
    res.json(body);
  });

  router.post('/cart/coupon', auth, validate({ body: ApplyCouponBodySchema }), async (req, res) => {
    const { code } = res.locals.body as ApplyCouponBody;
    const { cart, message } = await coupons.applyCoupon(userId(req), code);
    const body: CartResponse = { success: true, message, cart };
    res.json(body);
  });

  router.delete('/cart/coupon', auth, async (req, res) => {
    const body: CartResponse = {
      success: true,
      message: Msg.couponRemoved,
      cart: await coupons.removeCoupon(userId(req)),
    };
    res.json(body);
  });

  return router;
}
