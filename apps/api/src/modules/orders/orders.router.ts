import {
  CancelOrderBodySchema,
  LifecycleMsg,
  RETURN_MAX_PHOTOS,
  ReturnOrderBodySchema,
  type CancelOrderBody,
  type ReturnOrderBody,
  HasPurchasedQuerySchema,
  IdempotencyKeySchema,
  Msg,
  OrderIdParamsSchema,
  PlaceOrderBodySchema,
  type HasPurchasedResponse,
  type OrderDetailResponse,
  type OrdersResponse,
  type PlaceOrderBody,
  type PlaceOrderResponse,
} from '@vastra/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { requireAuth, userId } from '../../lib/auth';
import { limiter } from '../../lib/rate-limit';
import { parse, validate } from '../../lib/validate';
import { oneAtATime, orderPlacementLimits } from './order-limits';
import { createLocalImageStore, photoUpload, uploadedPhotos } from '../reviews/review-image';
import { cancelMyOrder, requestReturn } from './lifecycle.service';
import * as orders from './orders.service';
import { placeOrder } from './place-order';

/**
 * Orders (`/api/orders`). Fixed paths come before `/orders/:id`; the payment-order and verify
 * routes live in the payments router (mounted earlier).
 */
export function createOrdersRouter(deps: AppDeps): Router {
  const router = Router();
  const auth = requireAuth(deps.jwtSecret);

  router.get('/orders/me', auth, async (req, res) => {
    const body: OrdersResponse = { success: true, orders: await orders.listMyOrders(userId(req)) };
    res.json(body);
  });

  router.get(
    '/orders/hasPurchased',
    auth,
    validate({ query: HasPurchasedQuerySchema }),
    async (req, res) => {
      const { productId } = res.locals.query as { productId: string };
      const body: HasPurchasedResponse = {
        success: true,
        ...(await orders.hasPurchased(userId(req), productId)),
      };
      res.json(body);
    },
  );

  // Stock-hoarding limits (order-limits.ts): rate limits first, then one placement at a time per account.
  router.post('/orders', auth, ...orderPlacementLimits(deps));
  router.post('/orders', auth, validate({ body: PlaceOrderBodySchema }), async (req, res) => {
    const header = req.headers['idempotency-key'];
    const key = typeof header === 'string' ? parse(IdempotencyKeySchema, header) : null;
    const input = res.locals.body as PlaceOrderBody;
    const { order, created } = await oneAtATime(userId(req), () =>
      placeOrder(
        { gateway: deps.payments, pincode: deps.pincode, logger: req.log ?? deps.logger },
        userId(req),
        input,
        key,
      ),
    );
    const body: PlaceOrderResponse = {
      success: true,
      message: order.paymentMethod === 'COD' ? Msg.orderPlacedCod : Msg.orderPlaced,
      order,
    };
    res.status(created ? 201 : 200).json(body);
  });

  const lifecycle = {
    gateway: deps.payments,
    mailer: deps.mailer,
    logger: deps.logger,
    cancelShipment: (awb: string) => deps.courier.cancelShipment(awb),
    images: createLocalImageStore(deps.uploadDir),
  };

  router.post(
    '/orders/:id/cancel',
    auth,
    validate({ params: OrderIdParamsSchema, body: CancelOrderBodySchema }),
    async (req, res) => {
      const { id } = res.locals.params as { id: string };
      const { order } = await cancelMyOrder(
        lifecycle,
        userId(req),
        id,
        res.locals.body as CancelOrderBody,
      );
      const body: PlaceOrderResponse = { success: true, message: LifecycleMsg.cancelled, order };
      res.json(body);
    },
  );

  // A return may carry photos, whose decoding is the expensive part: cap requests per user.
  const returnLimit = limiter({
    windowMs: 60 * 60 * 1000,
    limit: 30,
    what: 'return requests',
    key: (req: { user?: { id: string } }) => req.user?.id ?? 'anonymous',
    disabled: deps.env.RATE_LIMIT_DISABLED,
  });

  router.post(
    '/orders/:id/return',
    auth,
    returnLimit,
    photoUpload(RETURN_MAX_PHOTOS, LifecycleMsg.tooManyPhotos),
    validate({ params: OrderIdParamsSchema, body: ReturnOrderBodySchema }),
    async (req, res) => {
      const { id } = res.locals.params as { id: string };
      const { order } = await requestReturn(
        lifecycle,
        userId(req),
        id,
        res.locals.body as ReturnOrderBody,
        uploadedPhotos(req),
      );
      const body: PlaceOrderResponse = {
        success: true,
        message: LifecycleMsg.returnRequested,
        order,
      };
      res.json(body);
    },
  );

  router.get('/orders/:id', auth, validate({ params: OrderIdParamsSchema }), async (req, res) => {
    const { id } = res.locals.params as { id: string };
    const body: OrderDetailResponse = {
      success: true,
      data: await orders.getMyOrder(userId(req), id),
    };
    res.json(body);
  });

  return router;
}
