import {
  AddToCartBodySchema,
  CartRemoveParamsSchema,
  CartResponseSchema,
  ChangeLineSizeBodySchema,
  UpdateQuantityBodySchema,
} from '../commerce';
import { BagMergeBodySchema, BagMergeResponseSchema } from '../bag-merge';
import { defineRoute } from './define';

/** The signed-in shopper's bag; every write answers the whole bag, priced by the server. */
export const cartApi = {
  get: defineRoute({
    method: 'get',
    path: '/api/cart',
    summary: 'The bag, priced',
    auth: 'shopper',
    response: CartResponseSchema,
  }),
  add: defineRoute({
    method: 'post',
    path: '/api/cart',
    summary: 'Add a product in a size and colour',
    auth: 'shopper',
    errors: [404, 409],
    body: AddToCartBodySchema,
    response: CartResponseSchema,
  }),
  updateQuantity: defineRoute({
    method: 'put',
    path: '/api/cart/updatequantity',
    summary: 'Change a line’s quantity',
    auth: 'shopper',
    errors: [404, 409],
    body: UpdateQuantityBodySchema,
    response: CartResponseSchema,
  }),
  changeSize: defineRoute({
    method: 'put',
    path: '/api/cart/size',
    summary: 'Move a line to another size (merging with a line of that size)',
    auth: 'shopper',
    body: ChangeLineSizeBodySchema,
    response: CartResponseSchema,
    errors: [404, 409],
  }),
  merge: defineRoute({
    method: 'post',
    path: '/api/cart/merge',
    summary: 'Add a visitor’s bag to the account’s bag on sign-in, each line capped by stock',
    auth: 'shopper',
    body: BagMergeBodySchema,
    response: BagMergeResponseSchema,
  }),
  remove: defineRoute({
    method: 'delete',
    path: '/api/cart/remove/:id',
    summary: 'Remove a line',
    auth: 'shopper',
    params: CartRemoveParamsSchema,
    response: CartResponseSchema,
  }),
} as const;
