import {
  AddToCartBodySchema,
  ApplyCouponBodySchema,
  CartRemoveParamsSchema,
  CategoriesQuerySchema,
  CategoryProductsParamsSchema,
  CategoryProductsQuerySchema,
  contactRoutes,
  ContentIdParamsSchema,
  CreatePaymentOrderBodySchema,
  HasPurchasedQuerySchema,
  OrderIdParamsSchema,
  PincodeBodySchema,
  PlaceOrderBodySchema,
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductSearchQuerySchema,
  reviewRoutes,
  SimulatorParamsSchema,
  UpdateQuantityBodySchema,
  VerifyPaymentBodySchema,
  WishlistAddBodySchema,
  WishlistParamsSchema,
} from '@vastra/contracts';
import { addressesApi } from '@vastra/contracts/routes/addresses';
import { usersApi } from '@vastra/contracts/routes/users';
import { z, type ZodType } from 'zod';
import type { World } from './world';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A valid request for an endpoint: what the contract accepts, chosen so it is harmless to repeat. */
export interface BaseRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/**
 * One API endpoint as the contracts describe it. `params`, `query` and `body` are the contract's
 * own schemas: the bad-input generator mutates `base` field by field (keys read from the schemas)
 * and asks the same schemas whether the result is acceptable, so the oracle is the contract.
 */
export interface EndpointSpec {
  name: string;
  method: Method;
  /** Express-style path under /api, e.g. `/address/:id`. */
  path: string;
  auth: 'required' | 'optional' | 'none';
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  /** The body may also arrive as multipart/form-data (review photos). */
  multipart?: boolean;
  base: (w: World) => BaseRequest;
}

const fromTable = (
  name: string,
  route: { method: string; path: string; params?: ZodType; query?: ZodType; body?: ZodType },
  auth: EndpointSpec['auth'],
  base: EndpointSpec['base'],
  extra: Partial<EndpointSpec> = {},
): EndpointSpec => ({
  name,
  method: route.method.toLowerCase() as Method,
  path: route.path.replace(/^\/api\//, '/'),
  auth,
  ...(route.params ? { params: route.params } : {}),
  ...(route.query ? { query: route.query } : {}),
  ...(route.body ? { body: route.body } : {}),
  base,
  ...extra,
});

const UNKNOWN_ID = 'f'.repeat(24);
const U = usersApi;
const A = addressesApi;
const R = reviewRoutes;
const C = contactRoutes;
/** Paths whose contracts declare no params schema of their own (the `/users/profile` kind). */
const none = () => ({});

/** Every endpoint of the API (paths relative to /api). */
export const ENDPOINTS: EndpointSpec[] = [
  // ---------- accounts ----------
  fromTable('register', U.register, 'none', () => ({
    body: {
      name: 'Eve Abuser',
      email: 'eve.abuser@example.com',
      phone: '9876543210',
      password: 'secret123',
    },
  })),
  fromTable('login', U.login, 'none', (w) => ({
    body: { email: w.alice.email, password: 'wrong-password' },
  })),
  fromTable('forgotPassword', U.forgotPassword, 'none', () => ({
    body: { email: 'nobody@example.com' },
  })),
  fromTable('resetPassword', U.resetPassword, 'none', () => ({
    body: { token: 'ab'.repeat(32), newPassword: 'secret999' },
  })),
  fromTable('changePassword', U.changePassword, 'required', () => ({
    body: { oldPassword: 'not-the-old-one', newPassword: 'brand-new-secret' },
  })),
  fromTable('getProfile', U.getProfile, 'required', none),
  fromTable('updateProfile', U.updateProfile, 'required', (w) => ({
    body: { name: 'Alice Shopper', phone: '9876543210', email: w.alice.email },
  })),
  fromTable('listAddresses', A.list, 'required', none),
  fromTable('addAddress', A.add, 'required', () => ({
    body: {
      name: 'Home',
      address: '4 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipcode: '560001',
      phone: '9876543210',
    },
  })),
  fromTable('updateAddress', A.update, 'required', (w) => ({
    params: { id: w.alice.addressId },
    body: {
      name: 'Asha Rao',
      address: '12 Janpath',
      city: 'New Delhi',
      state: 'Delhi',
      zipcode: '110001',
      phone: '9876543210',
    },
  })),
  fromTable('deleteAddress', A.remove, 'required', () => ({ params: { id: UNKNOWN_ID } })),
  fromTable('setDefaultAddress', A.setDefault, 'required', (w) => ({
    params: { id: w.alice.addressId },
  })),

  // ---------- catalogue and content (public) ----------
  {
    name: 'categories',
    method: 'get',
    path: '/category',
    auth: 'none',
    query: CategoriesQuerySchema,
    base: () => ({ query: { limit: '5' } }),
  },
  {
    name: 'products',
    method: 'get',
    path: '/products',
    auth: 'none',
    query: ProductListQuerySchema,
    base: () => ({ query: { type: 'latest', sort: 'popular', page: '1', limit: '10' } }),
  },
  {
    name: 'trending',
    method: 'get',
    path: '/products/trending',
    auth: 'none',
    query: ProductListQuerySchema,
    base: () => ({ query: { page: '1' } }),
  },
  {
    name: 'search',
    method: 'get',
    path: '/products/search',
    auth: 'none',
    query: ProductSearchQuerySchema,
    base: () => ({ query: { query: 'kurta', limit: '5' } }),
  },
  { name: 'filterSizes', method: 'get', path: '/products/filters/sizes', auth: 'none', base: none },
  {
    name: 'filterColors',
    method: 'get',
    path: '/products/filters/colors',
    auth: 'none',
    base: none,
  },
  {
    name: 'productDetail',
    method: 'get',
    path: '/products/individual/:id',
    auth: 'none',
    params: ProductIdParamsSchema,
    base: (w) => ({ params: { id: w.sized } }),
  },
  {
    name: 'categoryProducts',
    method: 'get',
    path: '/products/:categoryId',
    auth: 'none',
    params: CategoryProductsParamsSchema,
    query: CategoryProductsQuerySchema,
    base: (w) => ({
      params: { categoryId: w.categoryId },
      query: { subcategoryId: w.subcategoryId, page: '1' },
    }),
  },
  ...(['coupons', 'banner', 'announcement', 'styles', 'blogs', 'testimonials'] as const).map(
    (p): EndpointSpec => ({ name: p, method: 'get', path: `/${p}`, auth: 'none', base: none }),
  ),
  ...(['styles', 'influencers', 'influencer-products', 'blogs'] as const).map(
    (p): EndpointSpec => ({
      name: `${p}ById`,
      method: 'get',
      path: `/${p}/:id`,
      auth: 'none',
      params: ContentIdParamsSchema,
      base: () => ({ params: { id: UNKNOWN_ID } }),
    }),
  ),
  { name: 'health', method: 'get', path: '/health', auth: 'none', base: none },

  // ---------- bag and wishlist ----------
  { name: 'getCart', method: 'get', path: '/cart', auth: 'required', base: none },
  {
    name: 'addToCart',
    method: 'post',
    path: '/cart',
    auth: 'required',
    body: AddToCartBodySchema,
    base: (w) => ({ body: { productId: w.sized, quantity: 1, size: 'S' } }),
  },
  {
    name: 'updateQuantity',
    method: 'put',
    path: '/cart/updatequantity',
    auth: 'required',
    body: UpdateQuantityBodySchema,
    base: (w) => ({
      body: {
        productId: w.sized,
        type: 'decrease',
        size: 'M',
        itemId: w.alice.cartLineId,
        action: 'decrease',
        quantity: -1,
      },
    }),
  },
  {
    name: 'removeFromCart',
    method: 'delete',
    path: '/cart/remove/:id',
    auth: 'required',
    params: CartRemoveParamsSchema,
    base: () => ({ params: { id: UNKNOWN_ID } }),
  },
  { name: 'bagCoupons', method: 'get', path: '/cart/coupons', auth: 'required', base: none },
  {
    name: 'applyCoupon',
    method: 'post',
    path: '/cart/coupon',
    auth: 'required',
    body: ApplyCouponBodySchema,
    base: () => ({ body: { code: 'NOSUCHCODE' } }),
  },
  { name: 'removeCoupon', method: 'delete', path: '/cart/coupon', auth: 'required', base: none },
  { name: 'getWishlist', method: 'get', path: '/wishlist', auth: 'required', base: none },
  {
    name: 'addToWishlist',
    method: 'post',
    path: '/wishlist',
    auth: 'required',
    body: WishlistAddBodySchema,
    base: (w) => ({ body: { productId: w.oneSize } }),
  },
  {
    name: 'removeFromWishlist',
    method: 'delete',
    path: '/wishlist/:productId',
    auth: 'required',
    params: WishlistParamsSchema,
    base: () => ({ params: { productId: UNKNOWN_ID } }),
  },

  // ---------- orders and payments ----------
  { name: 'myOrders', method: 'get', path: '/orders/me', auth: 'required', base: none },
  {
    name: 'hasPurchased',
    method: 'get',
    path: '/orders/hasPurchased',
    auth: 'required',
    query: HasPurchasedQuerySchema,
    base: (w) => ({ query: { productId: w.reviewed } }),
  },
  {
    name: 'placeOrder',
    method: 'post',
    path: '/orders',
    auth: 'required',
    body: PlaceOrderBodySchema,
    // Online with a payment that was never verified: refused, so repeating it costs no stock.
    base: (w) => ({
      body: {
        products: [{ productId: w.sized, size: 'M', quantity: 1 }],
        addressId: w.alice.addressId,
        paymentMethod: 'Online',
        currency: 'INR',
        razorpay_order_id: w.alice.paymentOrderId,
        razorpay_payment_id: 'pay_forged0000001',
        razorpay_signature: 'ab'.repeat(32),
      },
    }),
  },
  {
    name: 'orderDetail',
    method: 'get',
    path: '/orders/:id',
    auth: 'required',
    params: OrderIdParamsSchema,
    base: (w) => ({ params: { id: w.alice.orderId } }),
  },
  {
    name: 'paymentOrder',
    method: 'post',
    path: '/orders/razorpay-order',
    auth: 'required',
    body: CreatePaymentOrderBodySchema,
    base: () => ({ body: {} }),
  },
  {
    name: 'verifyPayment',
    method: 'post',
    path: '/orders/razorpay/verify',
    auth: 'required',
    body: VerifyPaymentBodySchema,
    base: (w) => ({
      body: {
        razorpay_order_id: w.alice.paymentOrderId,
        razorpay_payment_id: 'pay_forged0000001',
        razorpay_signature: 'ab'.repeat(32),
      },
    }),
  },
  {
    name: 'webhook',
    method: 'post',
    path: '/payments/razorpay/webhook',
    auth: 'none',
    // The webhook's schema is private to the payments module; this mirrors its outline.
    body: z.object({ event: z.string(), payload: z.object({}).loose() }).loose(),
    base: (w) => ({
      body: {
        event: 'payment.captured',
        payload: {
          payment: { entity: { id: 'pay_x', order_id: w.alice.paymentOrderId, amount: 1 } },
        },
      },
    }),
  },
  {
    name: 'simulatorPay',
    method: 'post',
    path: '/payments/simulator/:orderId/pay',
    auth: 'required',
    params: SimulatorParamsSchema,
    base: () => ({ params: { orderId: 'order_unknown000000' } }),
  },
  {
    name: 'simulatorFail',
    method: 'post',
    path: '/payments/simulator/:orderId/fail',
    auth: 'required',
    params: SimulatorParamsSchema,
    base: () => ({ params: { orderId: 'order_unknown000000' } }),
  },
  {
    name: 'pincode',
    method: 'post',
    path: '/xpressbees/pincode',
    auth: 'none',
    body: PincodeBodySchema,
    base: () => ({ body: { pincode: '110001' } }),
  },

  // ---------- reviews ----------
  fromTable(
    'createReview',
    R.create,
    'required',
    (w) => ({
      // Already reviewed: a valid form that is refused (409), so repeats write nothing.
      body: {
        productId: w.reviewed,
        orderId: w.alice.orderId,
        rating: '5',
        comment: 'Second thoughts',
      },
    }),
    { multipart: true },
  ),
  fromTable('listReviews', R.list, 'optional', (w) => ({
    params: { productId: w.reviewed },
    query: { page: '1', limit: '5', sort: 'helpful', rating: '4' },
  })),
  fromTable('myReview', R.mine, 'required', (w) => ({ params: { productId: w.reviewed } })),
  fromTable('myReviewAlias', R.mineAlias, 'required', (w) => ({
    params: { productId: w.reviewed },
  })),
  fromTable('reviewsByOrder', R.byOrder, 'required', (w) => ({
    params: { orderId: w.alice.orderId },
  })),
  fromTable('helpful', R.helpful, 'required', (w) => ({ params: { id: w.alice.reviewId } })),

  // ---------- contact ----------
  fromTable('contact', C.contact, 'none', () => ({
    body: {
      name: 'Ravi',
      email: 'ravi@example.com',
      phone: '98765 43210',
      message: 'Do you ship to Pune?',
    },
  })),
  fromTable('newsletter', C.newsletter, 'none', () => ({ body: { email: 'reader@example.com' } })),
];

/** Fills `:name` segments (values are URL-encoded unless `raw`). */
export function fillPath(path: string, params: Record<string, string> = {}, raw = false): string {
  return `/api${path.replace(/:(\w+)/g, (_m, key: string) => {
    const v = params[key] ?? '';
    return raw ? v : encodeURIComponent(v);
  })}`;
}

/** Field names a schema reads, through objects, pipes (preprocess), unions and wrappers. */
export function schemaKeys(schema: ZodType | undefined): string[] {
  const keys = new Set<string>();
  const walk = (s: unknown, depth: number): void => {
    if (!s || depth > 8) return;
    const def = (s as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return;
    switch (def.type) {
      case 'object':
        for (const k of Object.keys(def.shape as object)) keys.add(k);
        break;
      case 'pipe':
        walk(def.in, depth + 1);
        walk(def.out, depth + 1);
        break;
      case 'union':
        for (const o of def.options as unknown[]) walk(o, depth + 1);
        break;
      default:
        walk(def.innerType, depth + 1);
    }
  };
  walk(schema, 0);
  return [...keys];
}
