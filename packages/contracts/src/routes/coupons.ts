import { CartResponseSchema } from '../commerce';
import { ApplyCouponBodySchema, BagCouponsResponseSchema, CouponsResponseSchema } from '../coupons';
import { defineRoute } from './define';

/** The public coupon list and the signed-in bag's coupon. */
export const couponsApi = {
  list: defineRoute({
    method: 'get',
    path: '/api/coupons',
    summary: 'Coupons on offer (public, cacheable)',
    auth: 'public',
    response: CouponsResponseSchema,
  }),
  forBag: defineRoute({
    method: 'get',
    path: '/api/cart/coupons',
    summary: 'Coupons for the bag: which apply and why the others do not',
    auth: 'shopper',
    response: BagCouponsResponseSchema,
  }),
  apply: defineRoute({
    method: 'post',
    path: '/api/cart/coupon',
    summary: 'Apply a coupon to the bag',
    auth: 'shopper',
    errors: [404, 409],
    body: ApplyCouponBodySchema,
    response: CartResponseSchema,
  }),
  remove: defineRoute({
    method: 'delete',
    path: '/api/cart/coupon',
    summary: 'Remove the bag’s coupon',
    auth: 'shopper',
    response: CartResponseSchema,
  }),
} as const;
