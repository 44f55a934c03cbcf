import { Msg } from '@vastra/contracts';
import { wishlistApi as W } from '@vastra/contracts/routes/wishlist';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { userId } from '../../lib/auth';
import { routesOn } from '../../lib/route';
import { shopperGuards } from '../users';
import * as wishlist from './wishlist.service';

/** The wishlist (`/api/wishlist`): signed-in users only, their own entries only. Writes answer the updated list. */
export function createWishlistRouter(deps: AppDeps): Router {
  const router = Router();
  const route = routesOn(router, { guards: shopperGuards(deps.jwtSecret) });
  const list = async (user: string) => ({ products: await wishlist.getWishlist(user) });

  route(W.get)(async (_in, req) => ({ success: true, wishlist: await list(userId(req)) }));

  route(W.add)(async ({ body }, req) => {
    const status = await wishlist.addToWishlist(userId(req), body.productId);
    return {
      success: true,
      status,
      message: status === 'exists' ? Msg.alreadyInWishlist : Msg.itemAddedToWishlist,
      wishlist: await list(userId(req)),
    };
  });

  route(W.remove)(async ({ params }, req) => {
    await wishlist.removeFromWishlist(userId(req), params.productId);
    return {
      success: true,
      status: 'removed',
      message: Msg.itemRemovedFromWishlist,
      wishlist: await list(userId(req)),
    };
  });

  return router;
}
