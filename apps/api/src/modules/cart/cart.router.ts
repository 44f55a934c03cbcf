import {
  AddToCartBodySchema,
  CartRemoveParamsSchema,
  Msg,
  UpdateQuantityBodySchema,
  type AddToCartBody,
  type CartResponse,
  type UpdateQuantityBody,
} from '@vastra/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { requireAuth, userId } from '../../lib/auth';
import { validate } from '../../lib/validate';
import * as cart from './cart.service';

/** The bag (`/api/cart`): every route needs a signed-in user and touches only their lines. */
export function createCartRouter(deps: AppDeps): Router {
  const router = Router();
  const auth = requireAuth(deps.jwtSecret);

  router.get('/cart', auth, async (req, res) => {
    const body: CartResponse = { success: true, cart: await cart.getCart(userId(req)) };
    res.json(body);
  });

  router.post('/cart', auth, validate({ body: AddToCartBodySchema }), async (req, res) => {
    const input = res.locals.body as AddToCartBody;
    const body: CartResponse = {
      success: true,
      message: Msg.itemAddedToCart,
      cart: await cart.addToCart(userId(req), input),
    };
    res.json(body);
  });

  router.put(
    '/cart/updatequantity',
    auth,
    validate({ body: UpdateQuantityBodySchema }),
    async (req, res) => {
      const input = res.locals.body as UpdateQuantityBody;
      const body: CartResponse = {
        success: true,
        cart: await cart.updateQuantity(userId(req), input),
      };
      res.json(body);
    },
  );

  router.delete(
    '/cart/remove/:id',
    auth,
    validate({ params: CartRemoveParamsSchema }),
    async (req, res) => {
      const { id } = res.locals.params as { id: string };
      const body: CartResponse = {
        success: true,
        message: Msg.itemRemovedFromCart,
        cart: await cart.removeFromCart(userId(req), id),
      };
      res.json(body);
    },
  );

  return router;
}
