import { WishlistAddBodySchema, WishlistParamsSchema, WishlistResponseSchema } from '../commerce';
import { defineRoute } from './define';

/** The signed-in shopper's wishlist; writes answer the updated list. */
export const wishlistApi = {
  get: defineRoute({
    method: 'get',
    path: '/api/wishlist',
    summary: 'The wishlist',
    auth: 'shopper',
    response: WishlistResponseSchema,
  }),
  add: defineRoute({
    method: 'post',
    path: '/api/wishlist',
    summary: 'Add a product (an existing one is answered as such)',
    auth: 'shopper',
    errors: [404],
    body: WishlistAddBodySchema,
    response: WishlistResponseSchema,
  }),
  remove: defineRoute({
    method: 'delete',
    path: '/api/wishlist/:productId',
    summary: 'Remove a product',
    auth: 'shopper',
    params: WishlistParamsSchema,
    response: WishlistResponseSchema,
  }),
} as const;
