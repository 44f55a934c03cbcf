import {
  IdempotencyKeySchema,
  LifecycleMsg,
  RefundPayoutMsg,
  RETURN_MAX_PHOTOS,
  Msg,
  type PlaceOrderResponse,
} from '@vastra/contracts';
import { ordersApi as O } from '@vastra/contracts/routes/orders';
import { Router } from 'express';
import type { AppDeps } from '../deps';
import { userId } from '../lib/auth';
import { routesOn } from '../lib/route';
import { shopperGuards } from '../modules/users';
import { limiter } from '../lib/rate-limit';
import { parse } from '../lib/validate';
import {
  oneAtATime,
  orderPlacementLimits,
  myCreditNotePdf,
  myInvoicePdf,
  sendPdf,
  getMyOrder,
  hasPurchased,
  listMyOrders,
  payoutKey,
  setRefundAccount,
} from '../modules/orders';
import { createLocalImageStore, photoUpload, uploadedPhotos } from '../lib/photos';
import { cancelMyOrder, requestReturn } from './shopper-order-action';
import { reviewedProducts } from '../modules/reviews';
import { placeOrder } from './place-order';
import { lifecycleDeps } from './lifecycle-deps';

/**
 * Orders (`/api/orders`). Fixed paths come before `/orders/:id`; the payment-order and verify
 * routes live in the payments router (mounted earlier).
 */
export function createOrdersRouter(deps: AppDeps): Router {
  const router = Router();
  const route = routesOn(router, { guards: shopperGuards(deps.jwtSecret) });

  route(O.mine)(async (_in, req) => ({
    success: true,
    orders: await listMyOrders(userId(req), reviewedProducts),
  }));

  route(O.hasPurchased)(async ({ query }, req) => ({
    success: true,
    ...(await hasPurchased(userId(req), query.productId)),
  }));

  // Stock-hoarding limits (order-limits.ts): rate limits first, then one placement at a time per account.
  route(
    O.place,
    orderPlacementLimits(deps),
  )(async ({ body: input }, req, res) => {
    const header = req.headers['idempotency-key'];
    const key = typeof header === 'string' ? parse(IdempotencyKeySchema, header) : null;
    const { order, created } = await oneAtATime(userId(req), () =>
      placeOrder(
        {
          gateway: deps.payments,
          pincode: deps.pincode,
          logger: req.log ?? deps.logger,
          mailer: deps.mailer,
          shopInbox: deps.env.SHOP_INBOX,
        },
        userId(req),
        input,
        key,
      ),
    );
    // A repeated Idempotency-Key answers the order it placed first, with 200.
    res.status(created ? 201 : 200).json({
      success: true,
      message: order.paymentMethod === 'COD' ? Msg.orderPlacedCod : Msg.orderPlaced,
      order,
    } satisfies PlaceOrderResponse);
  });

  const lifecycle = {
    ...lifecycleDeps(deps),
    images: createLocalImageStore(deps.uploadDir),
  };

  route(O.cancel)(async ({ params, body }, req) => {
    const { order } = await cancelMyOrder(lifecycle, userId(req), params.id, body);
    return { success: true, message: LifecycleMsg.cancelled, order };
  });

  // A return may carry photos, whose decoding is the expensive part: cap requests per user.
  const returnLimit = limiter({
    counters: deps.counters,
    windowMs: 60 * 60 * 1000,
    limit: 30,
    what: 'return requests',
    key: (req: { user?: { id: string } }) => req.user?.id ?? 'anonymous',
    disabled: deps.env.RATE_LIMIT_DISABLED,
  });

  route(O.requestReturn, [returnLimit, photoUpload(RETURN_MAX_PHOTOS, LifecycleMsg.tooManyPhotos)])(
    async ({ params, body }, req) => {
      const { order } = await requestReturn(
        lifecycle,
        userId(req),
        params.id,
        body,
        uploadedPhotos(req),
      );
      return { success: true, message: LifecycleMsg.returnRequested, order };
    },
  );

  route(O.detail)(async ({ params }, req) => ({
    success: true,
    data: await getMyOrder(userId(req), params.id, reviewedProducts),
  }));

  // The shopper's GST documents (tax-documents.ts), as PDFs.
  route(O.invoice)(async ({ params }, req, res) => {
    sendPdf(res, await myInvoicePdf(userId(req), params.id));
  });
  route(O.creditNote)(async ({ params }, req, res) => {
    sendPdf(res, await myCreditNotePdf(userId(req), params.id, params.number));
  });

  // Where a cash on delivery refund is paid (refund-payout.ts).
  const key = payoutKey(deps.env, deps.jwtSecret);
  route(O.refundAccount)(async ({ params, body }, req) => {
    await setRefundAccount(key, userId(req), params.id, body);
    return {
      success: true,
      message: RefundPayoutMsg.saved,
      order: await getMyOrder(userId(req), params.id, reviewedProducts),
    };
  });

  return router;
}
