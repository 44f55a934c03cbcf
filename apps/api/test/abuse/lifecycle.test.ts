import type { Express } from 'express';
import nock from 'nock';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockOf } from '../../src/modules/cart/commerce-fixtures';
import { hmacSha256Hex } from '../../src/modules/payments/gateway';
import {
  forceStatus,
  paidOnlineOrder,
  placeCodOrder,
} from '../../src/modules/orders/lifecycle-fixtures';
import { OrderModel } from '../../src/modules/orders/order.model';
import { captureMailer, createTestApp, createUser } from '../helpers';
import { Tally } from './support/tally';

/**
 * The order lifecycle under attack: another shopper's order cannot be cancelled or returned
 * (404, nothing changes), hostile bodies are refused with a 4xx, forged or unsigned courier
 * webhooks are refused (401) and move nothing, and a transition replayed many times at once has
 * its effects (stock back, refund, e-mail) exactly once.
 */
const tally = new Tally('lifecycle');
const SECRET = 'abuse-courier-secret';
let app: Express;
let mailer: ReturnType<typeof captureMailer>;
let refunds = 0;

beforeAll(() => {
  mailer = captureMailer();
  const made = createTestApp(
    { RATE_LIMIT_DISABLED: 'true', COURIER_WEBHOOK_SECRET: SECRET },
    { mailer },
  );
  app = made.app;
  const gateway = made.deps.payments;
  made.deps.payments.refund = async (...args) => {
    refunds += 1;
    return Object.getPrototypeOf(gateway).refund.apply(gateway, args) as Promise<string>;
  };
  nock.disableNetConnect();
  nock.enableNetConnect(/127\.0\.0\.1|localhost|\[::1\]/);
});
afterAll(() => {
  nock.enableNetConnect();
  tally.print();
});

const snapshot = async (id: string) => {
  const o = await OrderModel.findById(id).lean();
  return JSON.stringify({ status: o?.status, timeline: o?.timeline, refund: o?.refund });
};

describe('lifecycle endpoints under attack', () => {
  it("answers 404 for another shopper's order on every action and changes nothing", async () => {
    const bob = await createUser();
    const alice = await createUser();
    const { order, product } = await placeCodOrder(app, bob, 1, 5);
    const before = await snapshot(order._id);
    const tries = [
      request(app)
        .post(`/api/orders/${order._id}/cancel`)
        .set(alice.auth)
        .send({ reason: 'Other' }),
      request(app)
        .post(`/api/orders/${order._id}/return`)
        .set(alice.auth)
        .field('reason', 'Other')
        .field('items', JSON.stringify([{ itemId: order.items[0]?._id, quantity: 1 }])),
      request(app).get(`/api/orders/${order._id}`).set(alice.auth),
    ];
    await forceStatus(order._id, 'Pending');
    for (const res of await Promise.all(tries)) {
      tally.saw(res.status, res.status === 404);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, message: 'Order not found.' });
    }
    expect(await snapshot(order._id)).toBe(before);
    expect(await stockOf(product._id, 'M')).toBe(4);
  });

  it('refuses hostile bodies with a 4xx and never a 5xx', async () => {
    const bob = await createUser();
    const { order } = await placeCodOrder(app, bob, 1, 5);
    await forceStatus(order._id, 'Delivered', { deliveredAt: new Date() });
    const before = await snapshot(order._id);
    const cancels: unknown[] = [
      {},
      { reason: { $gt: '' } },
      { reason: 'Other', note: 'x'.repeat(5000) },
      { reason: ['Other'] },
      { __proto__: { reason: 'Other' } },
    ];
    for (const body of cancels) {
      const res = await request(app)
        .post(`/api/orders/${order._id}/cancel`)
        .set(bob.auth)
        .send(body as object);
      tally.saw(res.status, res.status >= 400 && res.status < 500);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const items = [
      '{"$where":"1"}',
      'not json',
      JSON.stringify([{ itemId: { $ne: null }, quantity: 1 }]),
      JSON.stringify([{ itemId: order.items[0]?._id, quantity: -1 }]),
      JSON.stringify([{ itemId: order.items[0]?._id, quantity: 1e9 }]),
      JSON.stringify(
        Array.from({ length: 80 }, () => ({ itemId: order.items[0]?._id, quantity: 1 })),
      ),
    ];
    for (const field of items) {
      const res = await request(app)
        .post(`/api/orders/${order._id}/return`)
        .set(bob.auth)
        .field('reason', 'Other')
        .field('items', field);
      tally.saw(res.status, res.status >= 400 && res.status < 500);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect(await snapshot(order._id)).toBe(before);
  });

  it('refuses forged and unsigned courier webhooks (401) and moves nothing', async () => {
    const bob = await createUser();
    const { order } = await placeCodOrder(app, bob, 1, 5);
    await forceStatus(order._id, 'Processing', {
      shipment: { courier: 'Xpressbees', awb: 'ABUSE123', trackingUrl: 'x', bookedAt: new Date() },
    });
    const before = await snapshot(order._id);
    const raw = JSON.stringify({ id: 'forged-1', awb: 'ABUSE123', status: 'delivered' });
    const attempts = [
      request(app)
        .post('/api/fulfilment/webhook')
        .set('Content-Type', 'application/json')
        .send(raw),
      request(app)
        .post('/api/fulfilment/webhook')
        .set('Content-Type', 'application/json')
        .set('X-Courier-Signature', hmacSha256Hex('guessed-secret', raw))
        .send(raw),
      request(app)
        .post('/api/fulfilment/webhook')
        .set('Content-Type', 'application/json')
        .set('X-Courier-Signature', hmacSha256Hex(SECRET, `${raw} `))
        .send(raw),
      request(app)
        .post('/api/fulfilment/webhook')
        .set('Content-Type', 'application/json')
        .set('X-Courier-Signature', 'zz'.repeat(32))
        .send(raw),
    ];
    for (const res of await Promise.all(attempts)) {
      tally.saw(res.status, res.status === 401);
      expect(res.status).toBe(401);
    }
    expect(await snapshot(order._id)).toBe(before);
  });

  it('applies a cancellation replayed 8 times at once exactly once (stock, refund, e-mail)', async () => {
    const bob = await createUser();
    const { orderId, product } = await paidOnlineOrder(bob, {
      total: 800,
      status: 'Processing',
      processedByShop: true,
    });
    refunds = 0;
    // Cancellation e-mails only: orders placed earlier send their own e-mails in the background.
    const cancelled = () => mailer.sent.filter((m) => /has been cancelled$/.test(m.subject)).length;
    const sentBefore = cancelled();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        request(app).post(`/api/orders/${orderId}/cancel`).set(bob.auth).send({ reason: 'Other' }),
      ),
    );
    for (const res of results) {
      tally.saw(res.status, res.status === 200);
      expect(res.status).toBe(200);
    }
    const o = await OrderModel.findById(orderId).lean();
    expect(o?.timeline.filter((t) => t.status === 'Cancelled')).toHaveLength(1);
    expect(o?.refund).toMatchObject({ amount: 720, fee: 80, status: 'refunded' });
    expect(refunds).toBe(1);
    expect(await stockOf(product._id, 'M')).toBe(5);
    expect(cancelled() - sentBefore).toBe(1);
  });
});
