import { Msg } from '@vastra/contracts';
import { cartApi as C } from '@vastra/contracts/routes/cart';
import { couponsApi } from '@vastra/contracts/routes/coupons';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { userId } from '../../lib/auth';
import { routesOn } from '../../lib/route';
import { shopperGuards } from '../users';
import * as bagCoupons from './bag-coupons.service';
import { mergeVisitorBag } from './bag-merge';
import * as cart from './cart.service';
import { changeLineSize } from './line-size';

/**
 * The bag (`/api/cart`) and its coupon (`/api/cart/coupons`, `/api/cart/coupon`): every route needs
 * a signed-in user and touches only their bag.
 */
export function createCartRouter(deps: AppDeps): Router {
  const router = Router();
  const route = routesOn(router, { guards: shopperGuards(deps.jwtSecret) });

  route(C.get)(async (_in, req) => ({ success: true, cart: await cart.getCart(userId(req)) }));

  route(C.add)(async ({ body }, req) => ({
    success: true,
    message: Msg.itemAddedToCart,
    cart: await cart.addToCart(userId(req), body),
  }));

  route(C.merge)(async ({ body }, req) => ({
    success: true,
    ...(await mergeVisitorBag(userId(req), body)),
  }));

  route(C.updateQuantity)(async ({ body }, req) => ({
    success: true,
    cart: await cart.updateQuantity(userId(req), body),
  }));

  route(C.changeSize)(async ({ body }, req) => ({
    success: true,
    message: Msg.bagSizeChanged,
    cart: await changeLineSize(userId(req), body),
  }));

  route(C.remove)(async ({ params }, req) => ({
    success: true,
    message: Msg.itemRemovedFromCart,
    cart: await cart.removeFromCart(userId(req), params.id),
  }));

  route(couponsApi.forBag)(async (_in, req) => ({
    success: true,
    ...(await bagCoupons.listBagCoupons(userId(req))),
  }));

  route(couponsApi.apply)(async ({ body }, req) => {
    const { cart: bag, message } = await bagCoupons.applyBagCoupon(userId(req), body.code);
    return { success: true, message, cart: bag };
  });

  route(couponsApi.remove)(async (_in, req) => ({
    success: true,
    message: Msg.couponRemoved,
    cart: await bagCoupons.removeBagCoupon(userId(req)),
  }));

  return router;
}
