import { CreatePaymentOrderResponseSchema, SimulatorPayResponseSchema } from '@vastra/contracts';
import type { Express } from 'express';
import nock from 'nock';
import pino from 'pino';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  captureMailer,
  createTestApp,
  createUser,
  testEnv,
  type TestUser,
} from '../../../test/helpers';
import { BagModel } from '../cart/bag.model';
import { makeAddress, makeProduct, stockOf } from '../cart/commerce-fixtures';
import { ProductModel } from '../catalog/product.model';
import { OrderModel } from '../orders/order.model';
import { createPaymentGateway, SimulatedGateway, type PaymentGateway } from './gateway';
import { PaymentModel } from './payment.model';
import {
  linkPaymentToOrder,
  PAYMENT_REFUNDED_MESSAGE,
  UNUSED_PAYMENT_NOTE,
  UNUSED_PAYMENT_REFUND_AFTER_MS,
} from './payments.service';
import { interceptOutboundHttp } from '../../../test/outbound-http';
import { refundUnusedPayments } from '../../flows/unused-payment-refunds';

/**
 * Payments no order used — the items sold out between paying and ordering, the bag changed, the
 * tab was closed after paying — are refunded by a sweep once they are older than
 * UNUSED_PAYMENT_REFUND_AFTER_MS; an order and the refund can never both have the same payment.
 */
const silent = pino({ level: 'silent' });
const later = () => new Date(Date.now() + UNUSED_PAYMENT_REFUND_AFTER_MS + 60_000);

let app: Express;
let gateway: PaymentGateway;

interceptOutboundHttp();
beforeEach(async () => {
  await Promise.all([
    OrderModel.deleteMany({}),
    BagModel.deleteMany({}),
    ProductModel.deleteMany({}),
    PaymentModel.deleteMany({}),
  ]);
  ({
    app,
    deps: { payments: gateway },
  } = createTestApp({ RATE_LIMIT_DISABLED: 'true' }));
});

/** A shopper with an address, a bag of one product and a verified (simulated) payment for it. */
async function paidBag(stock = 3) {
  const user = await createUser();
  const addressId = String((await makeAddress(user.id))._id);
  const p = await makeProduct({ price: 1200, inventory: [{ size: 'M', stock }] });
  await request(app)
    .post('/api/cart')
    .set(user.auth)
    .send({ productId: String(p._id), size: 'M' })
    .expect(200);
  const created = CreatePaymentOrderResponseSchema.parse(
    (await request(app).post('/api/orders/razorpay-order').set(user.auth).send({}).expect(200))
      .body,
  );
  const ids = SimulatorPayResponseSchema.parse(
    (
      await request(app)
        .post(`/api/payments/simulator/${created.id}/pay`)
        .set(user.auth)
        .expect(200)
    ).body,
  );
  await request(app).post('/api/orders/razorpay/verify').set(user.auth).send(ids).expect(200);
  return { user, addressId, product: p, ids };
}

const placeOnline = (
  u: TestUser,
  addressId: string,
  productId: string,
  ids: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
) =>
  request(app)
    .post('/api/orders')
    .set(u.auth)
    .send({
      products: [{ productId, size: 'M' }],
      addressId,
      paymentMethod: 'Online',
      currency: 'INR',
      razorpay_order_id: ids.razorpay_order_id,
      razorpay_payment_id: ids.razorpay_payment_id,
      razorpay_signature: ids.razorpay_signature,
    });

const paymentOf = (gatewayOrderId: string) => PaymentModel.findOne({ gatewayOrderId }).lean();

describe('unused payments are refunded', () => {
  it('refunds a payment whose items sold out before the order, and never lets it place one afterwards', async () => {
    const { user, addressId, product, ids } = await paidBag();
    await ProductModel.updateOne({ _id: product._id }, { $set: { 'inventory.0.stock': 0 } });

    const refused = await placeOnline(user, addressId, String(product._id), ids).expect(409);
    expect(refused.body.message).toContain(UNUSED_PAYMENT_NOTE);

    // Within its window the payment waits (the shopper may still order with it).
    expect(await refundUnusedPayments(gateway, silent)).toEqual({
      refunded: 0,
      skipped: 0,
      failed: 0,
    });
    const mailer = captureMailer();
    expect(await refundUnusedPayments(gateway, silent, later(), 50, mailer)).toEqual({
      refunded: 1,
      skipped: 0,
      failed: 0,
    });
    // The shopper is told, with the amount and the refund id.
    const refundId = (await paymentOf(ids.razorpay_order_id))?.refundId ?? '';
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({
      to: user.user.email,
      subject: 'Your Vastra payment of ₹1,200 has been refunded',
    });
    expect(mailer.sent[0]?.text).toContain(refundId);
    expect(mailer.sent[0]?.html).toContain(refundId);
    expect(await paymentOf(ids.razorpay_order_id)).toMatchObject({
      status: 'refunded',
      refundId: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/),
      order: null,
    });
    // Swept again: nothing more to do (never refunded twice).
    expect((await refundUnusedPayments(gateway, silent, later())).refunded).toBe(0);

    // Back in stock: the refunded payment cannot buy it.
    await ProductModel.updateOne({ _id: product._id }, { $set: { 'inventory.0.stock': 3 } });
    const again = await placeOnline(user, addressId, String(product._id), ids).expect(409);
    expect(again.body).toMatchObject({
      message: PAYMENT_REFUNDED_MESSAGE,
      code: 'PAYMENT_REFUNDED',
    });
    expect(await OrderModel.countDocuments()).toBe(0);
    expect(await stockOf(product._id, 'M')).toBe(3);
  });

  it('never refunds a payment an order used; a lost link is restored instead of refunded', async () => {
    const { user, addressId, product, ids } = await paidBag();
    const placed = await placeOnline(user, addressId, String(product._id), ids).expect(201);
    expect((await refundUnusedPayments(gateway, silent, later())).refunded).toBe(0);
    expect(await paymentOf(ids.razorpay_order_id)).toMatchObject({ status: 'verified' });

    // A crash between the order's insert and the link: the sweep finds the order and links it.
    await PaymentModel.updateOne({ gatewayOrderId: ids.razorpay_order_id }, { order: null });
    expect(await refundUnusedPayments(gateway, silent, later())).toEqual({
      refunded: 0,
      skipped: 1,
      failed: 0,
    });
    const payment = await paymentOf(ids.razorpay_order_id);
    expect(String(payment?.order)).toBe(placed.body.order._id);
    expect(payment?.status).toBe('verified');
  });

  it('decides on the payment document between an order linking it and the sweep claiming it', async () => {
    const { ids } = await paidBag();
    const payment = await paymentOf(ids.razorpay_order_id);
    if (!payment) throw new Error('payment missing');
    await PaymentModel.updateOne({ _id: payment._id }, { refundRequestedAt: new Date() });
    const order = new OrderModel()._id;
    expect(await linkPaymentToOrder(payment._id, order)).toBe(false);
    await PaymentModel.updateOne({ _id: payment._id }, { refundRequestedAt: null });
    expect(await linkPaymentToOrder(payment._id, order)).toBe(true);
    expect(await linkPaymentToOrder(payment._id, new OrderModel()._id)).toBe(false);
  });

  it('retries a refund the gateway refused, then leaves it to operations after five attempts', async () => {
    const { ids } = await paidBag();
    let calls = 0;
    const refusing: PaymentGateway = Object.assign(Object.create(gateway) as PaymentGateway, {
      refund: () => {
        calls += 1;
        return Promise.reject(new Error('gateway down'));
      },
    });
    for (let i = 1; i <= 4; i += 1) {
      expect((await refundUnusedPayments(refusing, silent, later())).failed).toBe(1);
      expect(await paymentOf(ids.razorpay_order_id)).toMatchObject({
        status: 'verified',
        refundRequestedAt: null,
        refundAttempts: i,
      });
    }
    expect((await refundUnusedPayments(refusing, silent, later())).failed).toBe(1);
    const last = await paymentOf(ids.razorpay_order_id);
    expect(last).toMatchObject({ status: 'verified', refundAttempts: 5 });
    expect(last?.refundRequestedAt).toBeInstanceOf(Date); // claimed: no order, no more attempts
    expect((await refundUnusedPayments(refusing, silent, later())).failed).toBe(0);
    expect(calls).toBe(5);
  });

  it('refunds through the real razorpay SDK: the full amount, to the payment id, with our keys', async () => {
    const env = testEnv({ RAZORPAY_KEY_ID: 'rzp_test_Vastra123', RAZORPAY_KEY_SECRET: 'k-secret' });
    const razorpay = createPaymentGateway(env, 'unused');
    expect(razorpay).not.toBeInstanceOf(SimulatedGateway);
    const user = await createUser();
    await PaymentModel.create({
      user: user.id,
      gateway: 'razorpay',
      gatewayOrderId: 'order_RealSdk00002',
      gatewayPaymentId: 'pay_RealSdk00002',
      amount: 129_900,
      receipt: 'rcpt_refund_test',
      status: 'paid',
      paidAt: new Date(Date.now() - UNUSED_PAYMENT_REFUND_AFTER_MS - 1000),
    });
    let sent: Record<string, unknown> = {};
    const scope = nock('https://api.razorpay.com')
      .post('/v1/payments/pay_RealSdk00002/refund', (body: Record<string, unknown>) => {
        sent = body;
        return true;
      })
      .basicAuth({ user: 'rzp_test_Vastra123', pass: 'k-secret' })
      .reply(200, { id: 'rfnd_RealSdk00002', entity: 'refund', amount: 129_900 });
    expect((await refundUnusedPayments(razorpay, silent)).refunded).toBe(1);
    scope.done();
    expect(sent).toMatchObject({ amount: 129_900, speed: 'normal' });
    expect(await paymentOf('order_RealSdk00002')).toMatchObject({
      status: 'refunded',
      refundId: 'rfnd_RealSdk00002',
    });
  });
});
