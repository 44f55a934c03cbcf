import { Msg } from '@vastra/contracts';
import { cartApi as C } from '@vastra/contracts/routes/cart';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { userId } from '../../lib/auth';
import { routesOn, shopperGuards } from '../../lib/route';
import * as cart from './cart.service';
import { changeLineSize } from './line-size';

/** The bag (`/api/cart`): every route needs a signed-in user and touches only their lines. */
export function createCartRouter(deps: AppDeps): Router {
  const router = Router();
  const route = routesOn(router, { guards: shopperGuards(deps.jwtSecret) });

  route(C.get)(async (_in, req) => ({ success: true, cart: await cart.getCart(userId(req)) }));

  route(C.add)(async ({ body }, req) => ({
    success: true,
    message: Msg.itemAddedToCart,
    cart: await cart.addToCart(userId(req), body),
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

  return router;
}
