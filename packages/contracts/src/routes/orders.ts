import {
  HasPurchasedQuerySchema,
  HasPurchasedResponseSchema,
  OrderDetailResponseSchema,
  OrderIdParamsSchema,
  OrdersResponseSchema,
  PlaceOrderBodySchema,
  PlaceOrderResponseSchema,
} from '../commerce';
import { CancelOrderBodySchema, RETURN_MAX_PHOTOS, ReturnOrderBodySchema } from '../lifecycle';
import { RefundAccountBodySchema } from '../refund-payout';
import { REVIEW_IMAGE_FIELD } from '../reviews';
import { CreditNoteParamsSchema } from '../tax-documents';
import { defineRoute } from './define';

/** The signed-in shopper's orders: placing, listing, cancelling and returning. */
export const ordersApi = {
  mine: defineRoute({
    method: 'get',
    path: '/api/orders/me',
    summary: 'The shopper’s orders, newest first',
    auth: 'shopper',
    response: OrdersResponseSchema,
  }),
  hasPurchased: defineRoute({
    method: 'get',
    path: '/api/orders/hasPurchased',
    summary: 'Whether the shopper has a delivered order of a product',
    auth: 'shopper',
    query: HasPurchasedQuerySchema,
    response: HasPurchasedResponseSchema,
  }),
  place: defineRoute({
    method: 'post',
    path: '/api/orders',
    summary:
      'Place the bag as an order (201; 200 when an Idempotency-Key header repeats an order already placed)',
    auth: 'shopper',
    errors: [404, 409, 422, 429],
    body: PlaceOrderBodySchema,
    response: PlaceOrderResponseSchema,
    status: 201,
    sameBodyStatuses: [200],
  }),
  cancel: defineRoute({
    method: 'post',
    path: '/api/orders/:id/cancel',
    summary: 'Cancel an order that has not shipped (refunded when paid online)',
    auth: 'shopper',
    errors: [409],
    params: OrderIdParamsSchema,
    body: CancelOrderBodySchema,
    response: PlaceOrderResponseSchema,
  }),
  requestReturn: defineRoute({
    method: 'post',
    path: '/api/orders/:id/return',
    summary: `Ask to return delivered items (JSON, or multipart with up to ${RETURN_MAX_PHOTOS} photos)`,
    auth: 'shopper',
    errors: [409, 429],
    params: OrderIdParamsSchema,
    body: ReturnOrderBodySchema,
    files: { field: REVIEW_IMAGE_FIELD, maxCount: RETURN_MAX_PHOTOS },
    response: PlaceOrderResponseSchema,
  }),
  detail: defineRoute({
    method: 'get',
    path: '/api/orders/:id',
    summary: 'One of the shopper’s orders with its timeline',
    auth: 'shopper',
    params: OrderIdParamsSchema,
    response: OrderDetailResponseSchema,
  }),
  refundAccount: defineRoute({
    method: 'put',
    path: '/api/orders/:id/refund-account',
    summary:
      'Give or change the UPI ID or bank account a cash on delivery refund is paid to (until it is paid)',
    auth: 'shopper',
    errors: [409],
    params: OrderIdParamsSchema,
    body: RefundAccountBodySchema,
    response: PlaceOrderResponseSchema,
  }),
  invoice: defineRoute({
    method: 'get',
    path: '/api/orders/:id/invoice',
    summary: 'The GST tax invoice of a confirmed order (PDF; 409 before it is confirmed)',
    produces: 'application/pdf',
    auth: 'shopper',
    errors: [409],
    params: OrderIdParamsSchema,
  }),
  creditNote: defineRoute({
    method: 'get',
    path: '/api/orders/:id/credit-notes/:number',
    summary: 'A credit note against the order’s invoice (PDF; the number URI-encoded)',
    produces: 'application/pdf',
    auth: 'shopper',
    params: CreditNoteParamsSchema,
  }),
} as const;
