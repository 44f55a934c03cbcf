import {
  Msg,
  WishlistAddBodySchema,
  WishlistParamsSchema,
  type WishlistResponse,
} from '@vastra/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { requireAuth, userId } from '../../lib/auth';
import { validate } from '../../lib/validate';
import * as wishlist from './wishlist.service';

/** The wishlist (`/api/wishlist`): signed-in users only, their own entries only. Writes answer the updated list. */
export function createWishlistRouter(deps: AppDeps): Router {
  const router = Router();
  const auth = requireAuth(deps.jwtSecret);

  router.get('/wishlist', auth, async (req, res) => {
    const body: WishlistResponse = {
      success: true,
      wishlist: { products: await wishlist.getWishlist(userId(req)) },
    };
    res.json(body);
  });

  router.post('/wishlist', auth, validate({ body: WishlistAddBodySchema }), async (req, res) => {
    const { productId } = res.locals.body as { productId: string };
    const status = await wishlist.addToWishlist(userId(req), productId);
    const body: WishlistResponse = {
      success: true,
      status,
      message: status === 'exists' ? Msg.alreadyInWishlist : Msg.itemAddedToWishlist,
      wishlist: { products: await wishlist.getWishlist(userId(req)) },
    };
    res.json(body);
  });

  router.delete(
    '/wishlist/:productId',
    auth,
    validate({ params: WishlistParamsSchema }),
    async (req, res) => {
      const { productId } = res.locals.params as { productId: string };
      await wishlist.removeFromWishlist(userId(req), productId);
      const body: WishlistResponse = {
        success: true,
        status: 'removed',
        message: Msg.itemRemovedFromWishlist,
        wishlist: { products: await wishlist.getWishlist(userId(req)) },
      };
      res.json(body);
    },
  );

  return router;
}
