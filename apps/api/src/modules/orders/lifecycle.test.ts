import {
  canTransition,
  LifecycleMsg,
  ORDER_ACTORS,
  ORDER_STATUSES,
  OrderDetailResponseSchema,
  PlaceOrderResponseSchema,
  type OrderActor,
} from '@vastra/contracts';
import type { Express } from 'express';
import nock from 'nock';
import pino from 'pino';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { captureMailer, createTestApp, createUser, testEnv } from '../../../test/helpers';
import { stockOf } from '../cart/commerce-fixtures';
import { ProductModel } from '../catalog/product.model';
import { createPaymentGateway } from '../payments/gateway';
import { PaymentModel } from '../payments/payment.model';
import { ReviewModel } from '../reviews/review.model';
import { forceStatus, paidOnlineOrder, placeCodOrder } from './lifecycle-fixtures';
import { OrderModel } from './order.model';
import { applyTransition, type LifecycleDeps } from './transition';
import { interceptOutboundHttp } from '../../../test/outbound-http';

/**
 * The order lifecycle: the contracts' table decides every transition (each allowed one applied
 * and recorded, each other one refused and never applied); cancellation gives stock back and
 * refunds by the policy; a return is requested within the window; a cancel racing a courier
 * "shipped" ends in exactly one of them.
 */
const silent = pino({ level: 'silent' });
let app: Express;
let mailer: ReturnType<typeof captureMailer>;
let deps: LifecycleDeps;

interceptOutboundHttp();
beforeEach(async () => {
  await Promise.all([
    OrderModel.deleteMany({}),
    ProductModel.deleteMany({}),
    PaymentModel.deleteMany({}),
    ReviewModel.deleteMany({}),
  ]);
  mailer = captureMailer();
  const made = createTestApp({ RATE_LIMIT_DISABLED: 'true' }, { mailer });
  app = made.app;
  deps = { gateway: made.deps.payments, mailer, logger: silent };
});

/** The cancellation e-mails sent so far (a placed order's own e-mails go out beside them). */
const cancelMails = () => mailer.sent.filter((m) => /has been cancelled$/.test(m.subject));

const detail = async (u: Awaited<ReturnType<typeof createUser>>, id: string) =>
  OrderDetailResponseSchema.parse(
    (await request(app).get(`/api/orders/${id}`).set(u.auth).expect(200)).body,
  ).data;

describe('the transition table', () => {
  it('applies every allowed transition with a timeline entry and refuses every other one', async () => {
    const user = await createUser();
    const { order } = await placeCodOrder(app, user, 1, 50);
    let allowed = 0;
    let refusedCount = 0;
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        if (from === to) continue;
        const may = ORDER_ACTORS.filter((a) => canTransition(from, to, a));
        const mayNot = ORDER_ACTORS.filter((a) => !canTransition(from, to, a));
        const tries: [OrderActor, boolean][] = [
          ...(mayNot[0] ? [[mayNot[0], false] as [OrderActor, boolean]] : []),
          ...(may[0] ? [[may[0], true] as [OrderActor, boolean]] : []),
        ];
        for (const [actor, ok] of tries) {
          await forceStatus(order._id, from, { timeline: [] });
          const attempt = applyTransition(deps, { orderId: order._id, to, actor, note: 'test' });
          const after = async () => OrderModel.findById(order._id).lean();
          if (ok) {
            expect((await attempt).applied).toBe(true);
            const o = await after();
            expect(o?.status).toBe(to);
            expect(o?.timeline).toEqual([
              expect.objectContaining({ status: to, actor, note: 'test', at: expect.any(Date) }),
            ]);
            allowed += 1;
          } else {
            await expect(attempt).rejects.toMatchObject({
              status: 409,
              code: 'TRANSITION_REFUSED',
            });
            const o = await after();
            expect(o?.status).toBe(from);
            expect(o?.timeline).toEqual([]);
            refusedCount += 1;
          }
        }
      }
    }
    expect(allowed).toBe(19);
    expect(refusedCount).toBe(132);
  });

  it('answers a replayed transition without doing it again', async () => {
    const user = await createUser();
    const { order, product } = await placeCodOrder(app, user, 2, 5);
    const first = await applyTransition(deps, {
      orderId: order._id,
      to: 'Cancelled',
      actor: 'shop',
      note: 'Out of stock at the warehouse',
    });
    const again = await applyTransition(deps, {
      orderId: order._id,
      to: 'Cancelled',
      actor: 'shop',
      note: 'Out of stock at the warehouse',
    });
    expect([first.applied, again.applied]).toEqual([true, false]);
    expect(await stockOf(product._id, 'M')).toBe(5);
    expect((await OrderModel.findById(order._id).lean())?.timeline).toHaveLength(2);
    expect(cancelMails()).toHaveLength(1);
  });
});

describe('POST /orders/:id/cancel', () => {
  const cancel = (u: Awaited<ReturnType<typeof createUser>>, id: string, body: object) =>
    request(app).post(`/api/orders/${id}/cancel`).set(u.auth).send(body);

  it('cancels a pending COD order: stock back per size, nothing to refund, e-mail, timeline', async () => {
    const user = await createUser();
    const { order, product } = await placeCodOrder(app, user, 2, 5);
    expect(await stockOf(product._id, 'M')).toBe(3);
    const res = await cancel(user, order._id, { reason: 'Ordered by mistake' }).expect(200);
    const body = PlaceOrderResponseSchema.parse(res.body);
    expect(body.message).toBe(LifecycleMsg.cancelled);
    expect(body.order).toMatchObject({
      status: 'Cancelled',
      refund: null,
      canCancel: false,
      cancellation: { reason: 'Ordered by mistake', by: 'shopper' },
    });
    expect(body.order.timeline.map((t) => [t.status, t.actor])).toEqual([
      ['Pending', 'shopper'],
      ['Cancelled', 'shopper'],
    ]);
    expect(await stockOf(product._id, 'M')).toBe(5);
    expect(cancelMails()).toHaveLength(1);
    expect(cancelMails()[0]).toMatchObject({ to: user.user.email });
    expect(cancelMails()[0]?.text).toContain('nothing to refund');

    // Replayed: the same answer, no second give-back, no second e-mail.
    await cancel(user, order._id, { reason: 'Ordered by mistake' }).expect(200);
    expect(await stockOf(product._id, 'M')).toBe(5);
    expect(cancelMails()).toHaveLength(1);
  });

  it('refuses to cancel once shipped (409, nothing changes) and validates the reason', async () => {
    const user = await createUser();
    const { order, product } = await placeCodOrder(app, user, 1, 5);
    await cancel(user, order._id, { reason: 'Because' }).expect(400);
    await forceStatus(order._id, 'Shipped');
    const res = await cancel(user, order._id, { reason: 'Other' }).expect(409);
    expect(res.body).toMatchObject({
      message: LifecycleMsg.cannotCancel,
      code: 'TRANSITION_REFUSED',
    });
    expect((await detail(user, order._id)).status).toBe('Shipped');
    expect(await stockOf(product._id, 'M')).toBe(4);
  });

  it("answers 404 for another shopper's order and changes nothing", async () => {
    const owner = await createUser();
    const other = await createUser();
    const { order } = await placeCodOrder(app, owner);
    await cancel(other, order._id, { reason: 'Other' }).expect(404);
    expect((await detail(owner, order._id)).status).toBe('Pending');
  });

  it('refunds in full an online order cancelled right after payment (paying is not processing)', async () => {
    const user = await createUser();
    const { orderId } = await paidOnlineOrder(user, { total: 1299 });
    const res = await cancel(user, orderId, { reason: 'Ordered by mistake' }).expect(200);
    const order = PlaceOrderResponseSchema.parse(res.body).order;
    expect(order.refund).toMatchObject({ kind: 'cancellation', amount: 1299, fee: 0 });
    expect(order.money).toMatchObject({ charged: 1299, captured: 1299, feesKept: 0 });
  });

  it('refunds a paid online order through Razorpay less the 10% fee once staff processed it, once', async () => {
    const env = testEnv({ RAZORPAY_KEY_ID: 'rzp_test_Life123', RAZORPAY_KEY_SECRET: 'k-secret' });
    const razorpay = createPaymentGateway(env, 'unused');
    app = createTestApp({ RATE_LIMIT_DISABLED: 'true' }, { mailer, payments: razorpay }).app;
    const user = await createUser();
    const { orderId, product, gatewayPaymentId } = await paidOnlineOrder(user, {
      total: 1299,
      gateway: 'razorpay',
      processedByShop: true,
    });
    const bodies: Record<string, unknown>[] = [];
    const scope = nock('https://api.razorpay.com')
      .post(`/v1/payments/${gatewayPaymentId}/refund`, (b: Record<string, unknown>) => {
        bodies.push(b);
        return true;
      })
      .basicAuth({ user: 'rzp_test_Life123', pass: 'k-secret' })
      .reply(200, { id: 'rfnd_Life00001', entity: 'refund', amount: 116_910 });
    const res = await cancel(user, orderId, { reason: 'Found a better price elsewhere' }).expect(
      200,
    );
    scope.done();
    expect(bodies).toEqual([expect.objectContaining({ amount: 116_910, speed: 'normal' })]);
    expect(PlaceOrderResponseSchema.parse(res.body).order.refund).toMatchObject({
      kind: 'cancellation',
      amount: 1169.1,
      fee: 129.9,
      status: 'refunded',
      refundId: 'rfnd_Life00001',
    });
    expect(await stockOf(product._id, 'M')).toBe(5);
    expect(mailer.sent[0]?.text).toContain('₹1,169.10');
    expect(mailer.sent[0]?.text).toContain('rfnd_Life00001');
    // A replay asks Razorpay for nothing more (an unexpected call would fail the refund).
    await cancel(user, orderId, { reason: 'Other' }).expect(200);
    expect(bodies).toHaveLength(1);
  });

  it('refunds in full while pending, and keeps a refused refund pending for the sweep', async () => {
    const user = await createUser();
    const { orderId } = await paidOnlineOrder(user, { total: 999, status: 'Pending' });
    let calls = 0;
    deps.gateway = Object.assign(Object.create(deps.gateway) as LifecycleDeps['gateway'], {
      refund: () => {
        calls += 1;
        return Promise.reject(new Error('gateway down'));
      },
    });
    const res = await applyTransition(deps, {
      orderId,
      userId: user.id,
      to: 'Cancelled',
      actor: 'shopper',
      note: 'Other',
    });
    expect(calls).toBe(1);
    expect(res.order.refund).toMatchObject({
      amount: 999,
      fee: 0,
      status: 'pending',
      claimedAt: null,
      attempts: 1,
    });
    expect(mailer.sent[0]?.text).toContain('We are refunding ₹999');
  });
});

describe('the cancel-vs-shipped race', () => {
  it('ends in exactly one of them, every time', async () => {
    for (let round = 0; round < 12; round += 1) {
      // A new shopper each round: one account may hold only a few open COD orders.
      const user = await createUser();
      const { order, product } = await placeCodOrder(app, user, 1, 3);
      await forceStatus(order._id, 'Processing');
      const [cancelled, shipped] = await Promise.allSettled([
        request(app)
          .post(`/api/orders/${order._id}/cancel`)
          .set(user.auth)
          .send({ reason: 'Other' }),
        applyTransition(deps, {
          orderId: order._id,
          to: 'Shipped',
          actor: 'courier',
          note: 'race',
        }),
      ]);
      const cancelWon = cancelled.status === 'fulfilled' && cancelled.value.status === 200;
      const shipWon = shipped.status === 'fulfilled' && shipped.value.applied;
      expect([cancelWon, shipWon].filter(Boolean)).toHaveLength(1);
      if (!cancelWon && cancelled.status === 'fulfilled') expect(cancelled.value.status).toBe(409);
      if (!shipWon) expect(shipped).toMatchObject({ status: 'rejected', reason: { status: 409 } });
      const o = await OrderModel.findById(order._id).lean();
      expect(o?.status).toBe(cancelWon ? 'Cancelled' : 'Shipped');
      expect(o?.timeline.map((t) => t.status)).toEqual([
        'Pending',
        cancelWon ? 'Cancelled' : 'Shipped',
      ]);
      expect(await stockOf(product._id, 'M')).toBe(cancelWon ? 3 : 2);
    }
  });
});

describe('POST /orders/:id/return', () => {
  const ask = (
    u: Awaited<ReturnType<typeof createUser>>,
    id: string,
    fields: Record<string, string>,
  ) => {
    const req = request(app).post(`/api/orders/${id}/return`).set(u.auth);
    for (const [k, v] of Object.entries(fields)) void req.field(k, v);
    return req;
  };

  it('takes a return of chosen units within 7 days of delivery, once', async () => {
    const user = await createUser();
    const { order } = await placeCodOrder(app, user, 2, 5);
    const itemId = order.items[0]?._id ?? '';
    await ask(user, order._id, {
      reason: 'Size or fit is not right',
      items: JSON.stringify([{ itemId, quantity: 1 }]),
    }).expect(409);
    await forceStatus(order._id, 'Delivered', { deliveredAt: new Date() });
    expect((await detail(user, order._id)).canReturn).toBe(true);
    await ask(user, order._id, {
      reason: 'Nope',
      items: JSON.stringify([{ itemId, quantity: 1 }]),
    }).expect(400);
    await ask(user, order._id, {
      reason: 'Other',
      items: JSON.stringify([{ itemId: String(user.id), quantity: 1 }]),
    }).expect(400);
    await ask(user, order._id, {
      reason: 'Other',
      items: JSON.stringify([{ itemId, quantity: 3 }]),
    }).expect(400);
    const res = await ask(user, order._id, {
      reason: 'Size or fit is not right',
      note: 'Too loose',
      items: JSON.stringify([{ itemId, quantity: 1 }]),
    }).expect(200);
    const { order: after } = PlaceOrderResponseSchema.parse(res.body);
    expect(after).toMatchObject({
      status: 'Return requested',
      canReturn: false,
      returnRequest: {
        reason: 'Size or fit is not right',
        note: 'Too loose',
        items: [{ itemId, quantity: 1 }],
      },
    });
    await ask(user, order._id, {
      reason: 'Other',
      items: JSON.stringify([{ itemId, quantity: 2 }]),
    }).expect(200);
    expect((await detail(user, order._id)).returnRequest?.items).toEqual([{ itemId, quantity: 1 }]);
  });

  it('refuses a return after the window closes', async () => {
    const user = await createUser();
    const { order } = await placeCodOrder(app, user, 1, 5);
    await forceStatus(order._id, 'Delivered', {
      deliveredAt: new Date(Date.now() - 8 * 86_400_000),
    });
    const res = await ask(user, order._id, {
      reason: 'Other',
      items: JSON.stringify([{ itemId: order.items[0]?._id ?? '', quantity: 1 }]),
    }).expect(409);
    expect(res.body.message).toBe(LifecycleMsg.returnWindowClosed);
  });
});

describe('reviews wait for delivery', () => {
  it('refuses a review of an order that has not arrived, accepts it once delivered', async () => {
    const user = await createUser();
    const { order, product } = await placeCodOrder(app, user, 1, 5);
    const review = () =>
      request(app)
        .post('/api/reviews/create')
        .set(user.auth)
        .field('orderId', order._id)
        .field('productId', String(product._id))
        .field('rating', '5')
        .field('comment', 'Lovely');
    const early = await review().expect(409);
    expect(early.body.message).toBe(LifecycleMsg.reviewNotDelivered);
    await forceStatus(order._id, 'Delivered', { deliveredAt: new Date() });
    await review().expect(201);
  });
});
