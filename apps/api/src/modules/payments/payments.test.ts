import { createHmac } from 'node:crypto';
import {
  CreatePaymentOrderResponseSchema,
  Msg,
  PlaceOrderResponseSchema,
  SimulatorFailResponseSchema,
  toPaise,
  WebhookResponseSchema,
} from '@vastra/contracts';
import type { Express } from 'express';
import nock from 'nock';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser, testEnv, type TestUser } from '../../../test/helpers';
import { EnvSchema } from '../../config/env';
import { BagModel } from '../cart/bag.model';
import { makeAddress, makeProduct } from '../cart/commerce-fixtures';
import { ProductModel } from '../catalog/product.model';
import { OrderModel } from '../orders/order.model';
import { createPaymentGateway, SimulatedGateway } from './gateway';
import { PaymentModel, WebhookEventModel } from './payment.model';
import { interceptOutboundHttp } from '../../../test/outbound-http';

const KEY_ID = 'rzp_test_Vastra123';
const KEY_SECRET = 'razorpay-key-secret-for-tests';
const WEBHOOK_SECRET = 'razorpay-webhook-secret-for-tests';
const hmac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('hex');

interceptOutboundHttp();
beforeEach(async () => {
  await Promise.all([
    PaymentModel.deleteMany({}),
    WebhookEventModel.deleteMany({}),
    BagModel.deleteMany({}),
    ProductModel.deleteMany({}),
    OrderModel.deleteMany({}),
  ]);
});

async function bagOf(app: Express, user: TestUser, price = 1200) {
  const p = await makeProduct({ price, inventory: [{ size: 'M', stock: 5 }] });
  await request(app)
    .post('/api/cart')
    .set(user.auth)
    .send({ productId: String(p._id), size: 'M' })
    .expect(200);
  return p;
}

describe('with Razorpay keys: the real razorpay SDK (HTTP intercepted)', () => {
  let app: Express;
  beforeEach(() => {
    app = createTestApp({ RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET }).app;
  });

  it('creates a Razorpay order for the bag total in paise, ignoring the client amount, and stores it', async () => {
    const user = await createUser();
    await bagOf(app, user, 1200); // ≥ ₹999: free delivery → ₹1,200 = 120000 paise
    let sent: Record<string, unknown> = {};
    const scope = nock('https://api.razorpay.com')
      .post('/v1/orders', (body: Record<string, unknown>) => {
        sent = body;
        return true;
      })
      .basicAuth({ user: KEY_ID, pass: KEY_SECRET })
      .reply(200, (_uri, body) => ({
        id: 'order_RealSdk00001',
        entity: 'order',
        amount: (body as { amount: number }).amount,
        currency: 'INR',
        receipt: (body as { receipt: string }).receipt,
        status: 'created',
      }));

    const res = await request(app)
      .post('/api/orders/razorpay-order')
      .set(user.auth)
      .send({ amount: 100 })
      .expect(200);
    const body = CreatePaymentOrderResponseSchema.parse(res.body);
    expect(scope.isDone()).toBe(true);
    expect(sent).toMatchObject({ amount: 120000, currency: 'INR' });
    expect(String(sent.receipt).length).toBeLessThanOrEqual(40);
    expect(body).toMatchObject({
      id: 'order_RealSdk00001',
      amount: 120000,
      currency: 'INR',
      keyId: KEY_ID,
      simulated: false,
    });
    expect(
      await PaymentModel.findOne({ gatewayOrderId: 'order_RealSdk00001' }).lean(),
    ).toMatchObject({
      amount: 120000,
      status: 'created',
      gateway: 'razorpay',
      user: expect.anything(),
    });

    // Checkout's signature: HMAC-SHA256(order_id|payment_id) with the key secret.
    const good = {
      razorpay_order_id: 'order_RealSdk00001',
      razorpay_payment_id: 'pay_RealSdk00001',
      razorpay_signature: hmac(KEY_SECRET, 'order_RealSdk00001|pay_RealSdk00001'),
    };
    const forged = {
      ...good,
      razorpay_signature: hmac('not-the-secret', 'order_RealSdk00001|pay_RealSdk00001'),
    };
    expect(
      (
        await request(app)
          .post('/api/orders/razorpay/verify')
          .set(user.auth)
          .send(forged)
          .expect(400)
      ).body.message,
    ).toBe(Msg.paymentVerificationFailed);
    await request(app)
      .post('/api/orders/razorpay/verify')
      .set(user.auth)
      .send({ ...good, razorpay_payment_id: 'pay_Other0000001' })
      .expect(400);
    await request(app).post('/api/orders/razorpay/verify').set(user.auth).send(good).expect(200);
    expect(
      await PaymentModel.findOne({ gatewayOrderId: 'order_RealSdk00001' }).lean(),
    ).toMatchObject({ status: 'verified', gatewayPaymentId: 'pay_RealSdk00001' });

    // …and the order goes through on that verified payment.
    const address = await makeAddress(user.id);
    const product = await ProductModel.findOne().lean();
    const placed = await request(app)
      .post('/api/orders')
      .set(user.auth)
      .send({
        products: [{ productId: String(product?._id), size: 'M' }],
        addressId: String(address._id),
        paymentMethod: 'Online',
        currency: 'INR',
        ...good,
      })
      .expect(201);
    expect(PlaceOrderResponseSchema.parse(placed.body).order).toMatchObject({
      status: 'Processing',
      total: 1200,
      paymentId: 'order_RealSdk00001',
    });
  });

  it('answers 503 "Failed to initiate payment." when Razorpay refuses, and stores nothing', async () => {
    const user = await createUser();
    await bagOf(app, user);
    nock('https://api.razorpay.com')
      .post('/v1/orders')
      .reply(500, { error: { code: 'SERVER_ERROR', description: 'down' } });
    const res = await request(app)
      .post('/api/orders/razorpay-order')
      .set(user.auth)
      .send({})
      .expect(503);
    expect(res.body.message).toBe(Msg.paymentInitFailed);
    expect(await PaymentModel.countDocuments()).toBe(0);
  });

  it('refuses an empty bag (400) and has no simulator', async () => {
    const user = await createUser();
    expect(
      (await request(app).post('/api/orders/razorpay-order').set(user.auth).send({}).expect(400))
        .body.message,
    ).toBe(Msg.cartEmpty);
    await request(app)
      .post('/api/payments/simulator/order_Anything000001/pay')
      .set(user.auth)
      .expect(404);
  });
});

describe('simulated gateway', () => {
  let app: Express;
  beforeEach(() => {
    app = createTestApp().app;
  });

  it('signs like Razorpay with its own secret; "fail" answers Checkout’s error and marks the payment failed', async () => {
    const user = await createUser();
    await bagOf(app, user, 300);
    const created = CreatePaymentOrderResponseSchema.parse(
      (await request(app).post('/api/orders/razorpay-order').set(user.auth).send({}).expect(200))
        .body,
    );
    expect(created).toMatchObject({
      simulated: true,
      amount: toPaise(400),
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
    });
    const failed = SimulatorFailResponseSchema.parse(
      (
        await request(app)
          .post(`/api/payments/simulator/${created.id}/fail`)
          .set(user.auth)
          .expect(200)
      ).body,
    );
    expect(failed.error.description).toMatch(/declined/);
    expect(await PaymentModel.findOne({ gatewayOrderId: created.id }).lean()).toMatchObject({
      status: 'failed',
    });
    // A retry on the same order can still succeed.
    const paid = (
      await request(app)
        .post(`/api/payments/simulator/${created.id}/pay`)
        .set(user.auth)
        .expect(200)
    ).body;
    expect(paid.razorpay_signature).not.toBe(
      hmac(KEY_SECRET, `${created.id}|${paid.razorpay_payment_id}`),
    );
    await request(app)
      .post('/api/orders/razorpay/verify')
      .set(user.auth)
      .send({
        razorpay_order_id: paid.razorpay_order_id,
        razorpay_payment_id: paid.razorpay_payment_id,
        razorpay_signature: paid.razorpay_signature,
      })
      .expect(200);
    await request(app).post(`/api/payments/simulator/${created.id}/pay`).set(user.auth).expect(409);
    await request(app)
      .post('/api/payments/simulator/order_Unknown0000001/pay')
      .set(user.auth)
      .expect(404);
    await request(app).post(`/api/payments/simulator/${created.id}/pay`).expect(401);
  });

  it('can never be chosen in production', () => {
    const prod = {
      ...testEnv(),
      NODE_ENV: 'production' as const,
      RAZORPAY_KEY_ID: undefined,
      RAZORPAY_KEY_SECRET: undefined,
    };
    expect(() => createPaymentGateway(prod, 'x'.repeat(40))).toThrow(/required in production/);
    expect(
      EnvSchema.safeParse({
        NODE_ENV: 'production',
        MONGODB_URI: 'mongodb://db',
        JWT_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://m',
      }).success,
    ).toBe(false);
    expect(createPaymentGateway(testEnv(), 'x'.repeat(40))).toBeInstanceOf(SimulatedGateway);
  });
});

describe('POST /payments/razorpay/webhook', () => {
  let app: Express;
  beforeEach(() => {
    app = createTestApp({ RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET }).app;
  });

  async function createdPayment() {
    const user = await createUser();
    await bagOf(app, user, 1500);
    const created = CreatePaymentOrderResponseSchema.parse(
      (await request(app).post('/api/orders/razorpay-order').set(user.auth).send({}).expect(200))
        .body,
    );
    return created;
  }
  const event = (name: string, orderId: string, amount: number, paymentId = 'pay_Webhook000001') =>
    JSON.stringify({
      entity: 'event',
      event: name,
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: paymentId,
            entity: 'payment',
            order_id: orderId,
            amount,
            currency: 'INR',
            status: name === 'payment.failed' ? 'failed' : 'captured',
          },
        },
      },
      created_at: 1_700_000_000,
    });
  const send = (raw: string, eventId: string, signature = hmac(WEBHOOK_SECRET, raw)) =>
    request(app)
      .post('/api/payments/razorpay/webhook')
      .set('Content-Type', 'application/json')
      .set('X-Razorpay-Signature', signature)
      .set('X-Razorpay-Event-Id', eventId)
      .send(raw);
  const statusOf = async (id: string) =>
    (await PaymentModel.findOne({ gatewayOrderId: id }).lean())?.status;

  it('marks a payment paid on payment.captured, and never back on a later payment.failed', async () => {
    const { id, amount } = await createdPayment();
    const res = await send(event('payment.captured', id, amount), 'evt_0001').expect(200);
    expect(WebhookResponseSchema.parse(res.body).status).toBe('processed');
    expect(await PaymentModel.findOne({ gatewayOrderId: id }).lean()).toMatchObject({
      status: 'paid',
      gatewayPaymentId: 'pay_Webhook000001',
    });
    await send(event('payment.failed', id, amount, 'pay_Webhook000002'), 'evt_0002').expect(200);
    expect(await statusOf(id)).toBe('paid');
  });

  it('leaves a refunded payment refunded when a late payment.captured arrives', async () => {
    const { id, amount } = await createdPayment();
    await PaymentModel.updateOne({ gatewayOrderId: id }, { status: 'refunded' });
    await send(event('payment.captured', id, amount), 'evt_0009').expect(200);
    expect(await statusOf(id)).toBe('refunded');
  });

  it('refuses a wrong signature and changes nothing', async () => {
    const { id, amount } = await createdPayment();
    const raw = event('payment.captured', id, amount);
    const res = await send(raw, 'evt_0003', hmac('wrong-secret', raw)).expect(400);
    expect(res.body.success).toBe(false);
    await send(raw, 'evt_0003', '').expect(400);
    // A body re-serialised differently no longer matches the signature of the raw bytes.
    await send(
      JSON.stringify(JSON.parse(raw), null, 2),
      'evt_0003',
      hmac(WEBHOOK_SECRET, raw),
    ).expect(400);
    expect(await statusOf(id)).toBe('created');
    expect(await WebhookEventModel.countDocuments()).toBe(0);
  });

  it('handles a duplicate event id once', async () => {
    const { id, amount } = await createdPayment();
    const raw = event('payment.failed', id, amount);
    await send(raw, 'evt_0004').expect(200);
    expect(await statusOf(id)).toBe('failed');
    await PaymentModel.updateOne({ gatewayOrderId: id }, { $set: { status: 'created' } });
    const dup = await send(raw, 'evt_0004').expect(200);
    expect(dup.body.status).toBe('duplicate');
    expect(await statusOf(id)).toBe('created');
    expect(await WebhookEventModel.countDocuments({ eventId: 'evt_0004' })).toBe(1);
  });

  it('does not mark paid when the captured amount differs, and ignores unknown orders and events', async () => {
    const { id, amount } = await createdPayment();
    expect(
      (await send(event('payment.captured', id, amount - 100), 'evt_0005').expect(200)).body.status,
    ).toBe('ignored');
    expect(await statusOf(id)).toBe('created');
    expect(
      (await send(event('payment.captured', 'order_Nobody00000001', 100), 'evt_0006').expect(200))
        .body.status,
    ).toBe('ignored');
    expect(
      (await send(event('refund.created', id, amount), 'evt_0007').expect(200)).body.status,
    ).toBe('ignored');
  });

  it('answers 503 when no webhook secret is configured', async () => {
    const bare = createTestApp().app;
    await request(bare)
      .post('/api/payments/razorpay/webhook')
      .set('Content-Type', 'application/json')
      .send('{}')
      .expect(503);
  });
});
