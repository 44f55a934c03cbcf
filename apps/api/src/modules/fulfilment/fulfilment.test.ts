import type { AddressInfo } from 'node:net';
import { OrderDetailResponseSchema } from '@vastra/contracts';
import request from 'supertest';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../../test/helpers';
import { jsonServer } from '../../../test/json-server';
import { stockOf } from '../cart/commerce-fixtures';
import { ProductModel } from '../catalog/product.model';
import { hmacSha256Hex } from '../payments/gateway';
import { forceStatus, placeCodOrder } from '../orders/lifecycle-fixtures';
import { OrderModel } from '../orders/order.model';
import { CourierEventModel } from './courier-event.model';
import { fulfilmentDeps } from '../../flows/fulfilment.router';
import { runFulfilmentSweep } from '../../flows/fulfilment';
import { applyTransition } from '../orders/transition';

/**
 * Fulfilment: the simulated courier delivers a confirmed order step by step (driven here by
 * calling the sweep with a chosen time, never by waiting), Xpressbees books and tracks through its
 * HTTP API, and signed courier webhooks feed the same transitions, de-duplicated and never backwards.
 */
beforeEach(async () => {
  await Promise.all([
    OrderModel.deleteMany({}),
    ProductModel.deleteMany({}),
    CourierEventModel.deleteMany({}),
  ]);
});

const STEP = 1000;
const CONFIRM = 500;
const at = (base: number, ms: number) => new Date(base + ms);

describe('the simulated courier, with mail through a real SMTP server', () => {
  const inbox: { to: string[]; raw: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          // Quoted-printable soft breaks and escapes decoded (enough to read the text parts).
          raw: Buffer.from(
            Buffer.concat(chunks)
              .toString('utf8')
              .replace(/=\r?\n/g, '')
              .replace(/=([A-F0-9]{2})/g, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
        });
        callback();
      });
    },
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('confirms a COD order, ships, delivers, then approves and receives its return', async () => {
    const { app, deps } = createTestApp({
      RATE_LIMIT_DISABLED: 'true',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      COURIER_SIM_STEP_MS: String(STEP),
      ORDER_AUTO_CONFIRM_MS: String(CONFIRM),
    });
    expect(deps.courier.kind).toBe('simulated');
    const f = fulfilmentDeps(deps);
    const user = await createUser();
    const { order, product } = await placeCodOrder(app, user, 2, 5);
    // Times count from the order's own status time, not from when its answer arrived: on a busy
    // machine the answer can take longer than CONFIRM.
    const placed = await OrderModel.findById(order._id).lean();
    const t0 = placed?.statusAt ? new Date(placed.statusAt).getTime() : Date.now();
    const status = async () => (await OrderModel.findById(order._id).lean())?.status;

    expect(await runFulfilmentSweep(f, at(t0, 0))).toMatchObject({ confirmed: 0, booked: 0 });
    expect(await status()).toBe('Pending');
    expect(await runFulfilmentSweep(f, at(t0, CONFIRM + 10))).toMatchObject({
      confirmed: 1,
      booked: 1,
    });
    expect(await status()).toBe('Processing');
    const t1 = t0 + CONFIRM + 10;
    expect((await runFulfilmentSweep(f, at(t1, STEP - 1))).moved).toBe(0);
    expect((await runFulfilmentSweep(f, at(t1, STEP))).moved).toBe(1);
    expect(await status()).toBe('Shipped');
    await runFulfilmentSweep(f, at(t1, 2 * STEP));
    expect(await status()).toBe('Out for delivery');
    await runFulfilmentSweep(f, at(t1, 3 * STEP));
    expect(await status()).toBe('Delivered');
    // Nothing more happens to a delivered order.
    expect(await runFulfilmentSweep(f, at(t1, 9 * STEP))).toMatchObject({ moved: 0, returns: 0 });

    const seen = OrderDetailResponseSchema.parse(
      (await request(app).get(`/api/orders/${order._id}`).set(user.auth).expect(200)).body,
    ).data;
    expect(seen.timeline.map((t) => [t.status, t.actor])).toEqual([
      ['Pending', 'shopper'],
      ['Processing', 'system'],
      ['Shipped', 'courier'],
      ['Out for delivery', 'courier'],
      ['Delivered', 'courier'],
    ]);
    expect(seen.shipment).toMatchObject({
      awb: expect.stringMatching(/^SIM[0-9A-F]{10}$/),
      trackingUrl: `http://localhost:5173/account/orders/${order._id}`,
    });
    expect(seen.canReturn).toBe(true);

    // Shipped (with the AWB and tracking link) and delivered reached the shopper's inbox.
    // (The order's own confirmation, sent in the background when it was placed, is left out.)
    const lifecycleMails = () =>
      inbox.filter((m) => m.to.includes(user.user.email) && !/^Subject: .*is placed/m.test(m.raw));
    const mine = lifecycleMails();
    expect(mine).toHaveLength(2);
    expect(mine[0]?.raw).toMatch(/has shipped/);
    expect(mine[0]?.raw).toContain(seen.shipment?.awb ?? 'missing');
    expect(mine[0]?.raw).toContain(seen.shipment?.trackingUrl ?? 'missing');
    expect(mine[1]?.raw).toMatch(/has been delivered/);

    await request(app)
      .post(`/api/orders/${order._id}/return`)
      .set(user.auth)
      .field('reason', 'Item is damaged or defective')
      .field('items', JSON.stringify([{ itemId: seen.items[0]?._id, quantity: 1 }]))
      .expect(200);
    const t2 = Date.now();
    expect(await stockOf(product._id, 'M')).toBe(3);
    expect((await runFulfilmentSweep(f, at(t2, STEP + 10))).returns).toBe(1);
    expect(await status()).toBe('Return approved');
    expect((await runFulfilmentSweep(f, at(t2, 2 * STEP + 20))).returns).toBe(1);
    const returned = await OrderModel.findById(order._id).lean();
    expect(returned?.status).toBe('Returned');
    // One unit came back to its size; cash on delivery is refunded by bank transfer.
    expect(await stockOf(product._id, 'M')).toBe(4);
    expect(returned?.refund).toMatchObject({ amount: 600, status: 'bank-transfer' });
    const last = lifecycleMails();
    expect(last.map((m) => /Subject: (.*)/.exec(m.raw)?.[1])).toEqual([
      expect.stringMatching(/has shipped$/),
      expect.stringMatching(/has been delivered$/),
      expect.stringMatching(/return for order .* is approved$/),
      expect.stringMatching(/^We have received your Vastra return/),
    ]);
    expect(last[3]?.raw).toContain('₹600');
  });

  it('books an order staff confirmed only when staff hand it to the courier', async () => {
    const { app, deps } = createTestApp({
      RATE_LIMIT_DISABLED: 'true',
      COURIER_SIM_STEP_MS: String(STEP),
      ORDER_AUTO_CONFIRM_MS: String(60 * STEP),
    });
    const f = fulfilmentDeps(deps);
    const user = await createUser();
    const { order } = await placeCodOrder(app, user, 1, 5);
    await applyTransition(f, { orderId: order._id, to: 'Processing', actor: 'shop', note: '' });
    const t0 = Date.now() + 10;
    expect((await runFulfilmentSweep(f, at(t0, 0))).booked).toBe(0);
    expect((await runFulfilmentSweep(f, at(t0, 5 * STEP))).moved).toBe(0);
    expect(await OrderModel.findById(order._id).lean()).toMatchObject({
      status: 'Processing',
      shipment: null,
    });
  });

  it('leaves a cancelled order alone, and never books an order twice', async () => {
    const { app, deps } = createTestApp({
      RATE_LIMIT_DISABLED: 'true',
      COURIER_SIM_STEP_MS: String(STEP),
      ORDER_AUTO_CONFIRM_MS: '0',
    });
    const f = fulfilmentDeps(deps);
    const user = await createUser();
    const { order } = await placeCodOrder(app, user, 1, 5);
    const t0 = Date.now() + 10;
    expect((await runFulfilmentSweep(f, at(t0, 0))).booked).toBe(1);
    expect((await runFulfilmentSweep(f, at(t0, 1))).booked).toBe(0);
    await request(app)
      .post(`/api/orders/${order._id}/cancel`)
      .set(user.auth)
      .send({ reason: 'Other' })
      .expect(200);
    expect((await runFulfilmentSweep(f, at(t0, 5 * STEP))).moved).toBe(0);
    expect((await OrderModel.findById(order._id).lean())?.status).toBe('Cancelled');
  });
});

describe('POST /fulfilment/webhook', () => {
  const SECRET = 'courier-webhook-secret';
  const send = (app: Parameters<typeof request>[0], body: object, secret = SECRET) => {
    const raw = JSON.stringify(body);
    return request(app)
      .post('/api/fulfilment/webhook')
      .set('Content-Type', 'application/json')
      .set('X-Courier-Signature', hmacSha256Hex(secret, raw))
      .send(raw);
  };

  it('verifies, de-duplicates, and never moves an order backwards', async () => {
    const { app } = createTestApp({ RATE_LIMIT_DISABLED: 'true', COURIER_WEBHOOK_SECRET: SECRET });
    const user = await createUser();
    const { order } = await placeCodOrder(app, user, 1, 5);
    await forceStatus(order._id, 'Processing', {
      shipment: {
        courier: 'Xpressbees',
        awb: 'XB100200300',
        trackingUrl: 'x',
        bookedAt: new Date(),
      },
    });
    const status = async () => (await OrderModel.findById(order._id).lean())?.status;

    await send(app, { id: 'ev-1', awb: 'XB100200300', status: 'in transit' }, 'wrong').expect(401);
    await request(app)
      .post('/api/fulfilment/webhook')
      .send({ id: 'ev-1', awb: 'XB100200300', status: 'in transit' })
      .expect(401);
    expect(await status()).toBe('Processing');

    expect(
      (await send(app, { id: 'ev-1', awb: 'XB100200300', status: 'in transit' }).expect(200)).body
        .status,
    ).toBe('processed');
    expect(await status()).toBe('Shipped');
    expect(
      (await send(app, { id: 'ev-1', awb: 'XB100200300', status: 'in transit' }).expect(200)).body
        .status,
    ).toBe('duplicate');
    expect(
      (await send(app, { id: 'ev-3', awb: 'XB100200300', status: 'delivered' }).expect(200)).body
        .status,
    ).toBe('processed');
    expect(await status()).toBe('Delivered');
    // Late events from before delivery arrive after it: nothing changes.
    expect(
      (await send(app, { id: 'ev-2', awb: 'XB100200300', status: 'out for delivery' }).expect(200))
        .body.status,
    ).toBe('ignored');
    expect(
      (await send(app, { id: 'ev-0', awb: 'XB100200300', status: 'picked up' }).expect(200)).body
        .status,
    ).toBe('ignored');
    expect(await status()).toBe('Delivered');
    const o = await OrderModel.findById(order._id).lean();
    expect(o?.timeline.map((t) => t.status)).toEqual(['Pending', 'Shipped', 'Delivered']);
    await send(app, { awb: 'XB100200300' }).expect(400);
    expect(
      (await send(app, { id: 'ev-9', awb: 'UNKNOWN', status: 'delivered' }).expect(200)).body
        .status,
    ).toBe('ignored');
  });

  it('answers 503 when no webhook secret is configured', async () => {
    const { app } = createTestApp({ RATE_LIMIT_DISABLED: 'true' });
    await send(app, { id: 'ev-1', awb: 'A1', status: 'delivered' }).expect(503);
  });
});

/** A local stand-in for Xpressbees' shipping API (login, book, track, cancel). */
function fakeXpressbees() {
  const calls = { login: 0, book: 0, track: 0, cancel: 0 };
  let trackStatus = 'pending pickup';
  let booked: Record<string, unknown> = {};
  const server = jsonServer(({ method, url, authorization, body }, json) => {
    if (url === '/api/users/login') {
      calls.login += 1;
      return json(200, { status: true, data: 'tok-1' });
    }
    if (authorization !== 'Bearer tok-1') return json(401, { status: false });
    if (url === '/api/courier/serviceability')
      return json(200, { status: true, data: [{ id: '1', name: 'Surface' }] });
    if (method === 'POST' && url === '/api/shipments2') {
      calls.book += 1;
      booked = body;
      return json(200, {
        status: true,
        data: { awb_number: '14344940000123', courier_name: 'Surface' },
      });
    }
    if (method === 'GET' && url === '/api/shipments2/track/14344940000123') {
      calls.track += 1;
      return json(200, { status: true, data: { status: trackStatus } });
    }
    if (method === 'POST' && url === '/api/shipments2/cancel') {
      calls.cancel += 1;
      return json(200, { status: true });
    }
    json(404, { status: false });
  });
  return {
    calls,
    booked: () => booked,
    setTrack: (s: string) => (trackStatus = s),
    ...server,
  };
}

describe('the Xpressbees courier', () => {
  const fake = fakeXpressbees();
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await fake.start();
  });
  afterAll(async () => {
    await fake.stop();
  });

  it('books a shipment with the AWB and tracking link, and follows its tracking', async () => {
    const { app, deps } = createTestApp({
      RATE_LIMIT_DISABLED: 'true',
      XPRESSBEES_BASE_URL: baseUrl,
      XPRESSBEES_USERNAME: 'ops@vastra.test',
      XPRESSBEES_PASSWORD: 'pw',
      ORDER_AUTO_CONFIRM_MS: '0',
    });
    expect(deps.courier.kind).toBe('xpressbees');
    const f = fulfilmentDeps(deps);
    const user = await createUser();
    const { order } = await placeCodOrder(app, user, 2, 5);
    const now = () => new Date(Date.now() + 10);
    await runFulfilmentSweep(f, now());
    const booked = await OrderModel.findById(order._id).lean();
    expect(booked?.status).toBe('Processing');
    expect(booked?.shipment).toMatchObject({
      courier: 'Xpressbees (Surface)',
      awb: '14344940000123',
      trackingUrl: 'https://www.xpressbees.com/shipment/tracking?awbNo=14344940000123',
    });
    expect(fake.booked()).toMatchObject({
      order_number: order._id,
      payment_type: 'cod',
      collectable_amount: order.total,
      consignee: { pincode: '110001', phone: '9876543210' },
    });
    fake.setTrack('pending pickup');
    expect((await runFulfilmentSweep(f, now())).moved).toBe(0);
    fake.setTrack('in transit');
    await runFulfilmentSweep(f, now());
    expect((await OrderModel.findById(order._id).lean())?.status).toBe('Shipped');
    fake.setTrack('delivered');
    await runFulfilmentSweep(f, now());
    expect((await OrderModel.findById(order._id).lean())?.status).toBe('Delivered');
    // Returns wait for staff with a real courier.
    expect(deps.courier.autoReturns).toBe(false);
    expect(fake.calls.book).toBe(1);
  });

  it('cancels the booked shipment when the shopper cancels before it ships', async () => {
    const { app, deps } = createTestApp({
      RATE_LIMIT_DISABLED: 'true',
      XPRESSBEES_BASE_URL: baseUrl,
      XPRESSBEES_USERNAME: 'ops@vastra.test',
      XPRESSBEES_PASSWORD: 'pw',
      ORDER_AUTO_CONFIRM_MS: '0',
    });
    const user = await createUser();
    const { order } = await placeCodOrder(app, user, 1, 5);
    fake.setTrack('pending pickup');
    await runFulfilmentSweep(fulfilmentDeps(deps), new Date(Date.now() + 10));
    const before = fake.calls.cancel;
    await request(app)
      .post(`/api/orders/${order._id}/cancel`)
      .set(user.auth)
      .send({ reason: 'Want to change the address' })
      .expect(200);
    expect(fake.calls.cancel - before).toBe(1);
  });
});
