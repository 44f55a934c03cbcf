import {
  CreatePaymentOrderResponseSchema,
  ErrorBodySchema,
  Msg,
  OrderDetailResponseSchema,
  PlaceOrderResponseSchema,
  SimulatorPayResponseSchema,
} from '@vastra/contracts';
import type { Express } from 'express';
import nock from 'nock';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestUser } from '../../../test/helpers';
import { BagModel } from '../cart/bag.model';
import { makeAddress, makeProduct, stockOf } from '../cart/commerce-fixtures';
import { ProductModel } from '../catalog/product.model';
import { OrderModel } from '../orders/order.model';
import { PaymentModel } from '../payments/payment.model';
import { UNUSED_PAYMENT_NOTE } from '../payments/payments.service';
import { clearCoupons, makeCoupon } from './coupon-fixtures';
import { releaseCouponUse } from './coupon.data';
import { CouponModel, CouponRedemptionModel } from './coupon.model';
import { interceptOutboundHttp } from '../../../test/outbound-http';

/**
 * Coupons in orders: the discount in every total (order, details, Razorpay amount), usage counted
 * once per order and never past its limits under concurrency, refusals at order time, release.
 */

type Shopper = TestUser & { addressId: string };
let app: Express;

interceptOutboundHttp();
beforeEach(async () => {
  await Promise.all([
    clearCoupons(),
    BagModel.deleteMany({}),
    ProductModel.deleteMany({}),
    OrderModel.deleteMany({}),
    PaymentModel.deleteMany({}),
  ]);
  app = createTestApp({ RATE_LIMIT_DISABLED: 'true' }).app;
});

async function shopper(): Promise<Shopper> {
  const u = await createUser();
  return { ...u, addressId: String((await makeAddress(u.id))._id) };
}
const addToBag = (u: TestUser, productId: string, quantity = 1) =>
  request(app).post('/api/cart').set(u.auth).send({ productId, size: 'M', quantity }).expect(200);
const placeCod = (u: Shopper, productId: string, extra: Record<string, unknown> = {}) =>
  request(app)
    .post('/api/orders')
    .set(u.auth)
    .send({
      products: [{ productId, size: 'M', quantity: 1 }],
      addressId: u.addressId,
      paymentMethod: 'COD',
      ...extra,
    });

describe('an order with a coupon', () => {
  it('takes the discount off the total, keeps code, discount and rules, counts the use and clears the bag code', async () => {
    const coupon = await makeCoupon({ code: 'VASTRA10', maxDiscount: 300, minOrderValue: 1499 });
    const u = await shopper();
    const p = await makeProduct({ price: 1600, inventory: [{ size: 'M', stock: 5 }] });
    await addToBag(u, String(p._id));
    await request(app).post('/api/cart/coupon').set(u.auth).send({ code: 'vastra10' }).expect(200);
    // No couponCode in the body: the bag's own code is used.
    const { order } = PlaceOrderResponseSchema.parse(
      (await placeCod(u, String(p._id), { total: 1, couponDiscount: 9999 }).expect(201)).body,
    );
    expect(order).toMatchObject({
      subtotal: 1600,
      couponDiscount: 160,
      delivery: 0,
      total: 1440,
      coupon: {
        code: 'VASTRA10',
        discount: 160,
        discountType: 'percent',
        discountValue: 10,
        maxDiscount: 300,
        minOrderValue: 1499,
      },
    });
    const details = OrderDetailResponseSchema.parse(
      (await request(app).get(`/api/orders/${order._id}`).set(u.auth).expect(200)).body,
    ).data;
    expect(details).toMatchObject({
      couponDiscount: 160,
      total: 1440,
      coupon: { code: 'VASTRA10' },
    });
    expect((await CouponModel.findById(coupon._id).lean())?.uses).toBe(1);
    expect(await CouponRedemptionModel.countDocuments({ order: order._id })).toBe(1);
    expect(await BagModel.countDocuments({ coupon: { $ne: null } })).toBe(0);

    // The shopper cancels it before it ships: the use comes back, once (a replayed cancel is a
    // no-op), and the code can be used again.
    await request(app)
      .post(`/api/orders/${order._id}/cancel`)
      .set(u.auth)
      .send({ reason: 'Ordered by mistake' })
      .expect(200);
    await request(app)
      .post(`/api/orders/${order._id}/cancel`)
      .set(u.auth)
      .send({ reason: 'Ordered by mistake' })
      .expect(200);
    expect((await CouponModel.findById(coupon._id).lean())?.uses).toBe(0);
    expect(await CouponRedemptionModel.countDocuments({ order: order._id })).toBe(0);
    expect(await releaseCouponUse(order._id)).toBe(false);
  });

  it('applies delivery after the coupon: ₹1,050 − ₹100 pays ₹100 delivery', async () => {
    await makeCoupon({ code: 'FLAT100', discountType: 'flat', discountValue: 100 });
    const u = await shopper();
    const p = await makeProduct({ price: 1050, inventory: [{ size: 'M', stock: 5 }] });
    const { order } = PlaceOrderResponseSchema.parse(
      (await placeCod(u, String(p._id), { couponCode: 'flat100' }).expect(201)).body,
    );
    expect(order).toMatchObject({
      subtotal: 1050,
      couponDiscount: 100,
      delivery: 100,
      total: 1050,
    });
  });

  it('fails with the message when the code stopped applying, leaving stock and uses untouched', async () => {
    await makeCoupon({ code: 'BIGBAG', minOrderValue: 2000 });
    const u = await shopper();
    const p = await makeProduct({ price: 1500, inventory: [{ size: 'M', stock: 5 }] });
    const res = await placeCod(u, String(p._id), { couponCode: 'BIGBAG' }).expect(409);
    expect(ErrorBodySchema.parse(res.body).message).toBe('Add ₹500 more to use BIGBAG');
    expect(await OrderModel.countDocuments()).toBe(0);
    expect(await stockOf(p._id, 'M')).toBe(5);
    const unknown = await placeCod(u, String(p._id), { couponCode: 'NOSUCH' }).expect(404);
    expect(unknown.body.message).toBe(Msg.couponUnknown('NOSUCH'));
  });
});

describe('usage limits under concurrency', () => {
  it('a coupon limited to N uses gives exactly N discounted orders out of N+20 parallel ones', async () => {
    const N = 5;
    const coupon = await makeCoupon({
      code: 'LIMITED',
      usageLimit: N,
      discountType: 'flat',
      discountValue: 100,
    });
    const p = await makeProduct({ price: 1000, inventory: [{ size: 'M', stock: 100 }] });
    const shoppers = await Promise.all(Array.from({ length: N + 20 }, () => shopper()));
    const results = await Promise.all(
      shoppers.map((u) => placeCod(u, String(p._id), { couponCode: 'LIMITED' })),
    );
    const placed = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    expect(placed).toHaveLength(N);
    expect(refused.every((r) => r.status === 409)).toBe(true);
    expect(new Set(refused.map((r) => r.body.message))).toEqual(
      new Set([Msg.couponUsageExhausted('LIMITED')]),
    );
    expect(await OrderModel.countDocuments({ couponDiscount: 100 })).toBe(N);
    expect(await OrderModel.countDocuments()).toBe(N);
    expect((await CouponModel.findById(coupon._id).lean())?.uses).toBe(N);
    expect(await CouponRedemptionModel.countDocuments({ coupon: coupon._id })).toBe(N);
    // Refused orders took no stock (their transactions aborted).
    expect(await stockOf(p._id, 'M')).toBe(100 - N);
  });

  it('a once-per-shopper coupon gives one shopper exactly one discounted order out of 8 parallel ones', async () => {
    const coupon = await makeCoupon({ code: 'ONCE', perShopperLimit: 1 });
    const p = await makeProduct({ price: 1000, inventory: [{ size: 'M', stock: 100 }] });
    const u = await shopper();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => placeCod(u, String(p._id), { couponCode: 'ONCE' })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.message).toBe(Msg.couponShopperLimit('ONCE'));
    }
    expect((await CouponModel.findById(coupon._id).lean())?.uses).toBe(1);
    expect(await stockOf(p._id, 'M')).toBe(99);
  });
});

describe('online payment with a coupon', () => {
  it('asks Razorpay (real SDK, HTTP intercepted) for the total after the coupon', async () => {
    const keys = {
      RAZORPAY_KEY_ID: 'rzp_test_Coupon123',
      RAZORPAY_KEY_SECRET: 'coupon-secret-for-tests',
    };
    const rzpApp = createTestApp({ ...keys, RATE_LIMIT_DISABLED: 'true' }).app;
    await makeCoupon({ code: 'VASTRA10', maxDiscount: 300, minOrderValue: 1499 });
    const u = await createUser();
    const p = await makeProduct({ price: 999, inventory: [{ size: 'M', stock: 5 }] });
    await request(rzpApp)
      .post('/api/cart')
      .set(u.auth)
      .send({ productId: String(p._id), size: 'M', quantity: 2 })
      .expect(200);
    await request(rzpApp)
      .post('/api/cart/coupon')
      .set(u.auth)
      .send({ code: 'VASTRA10' })
      .expect(200);
    let sent: Record<string, unknown> = {};
    const scope = nock('https://api.razorpay.com')
      .post('/v1/orders', (body: Record<string, unknown>) => {
        sent = body;
        return true;
      })
      .basicAuth({ user: keys.RAZORPAY_KEY_ID, pass: keys.RAZORPAY_KEY_SECRET })
      .reply(200, (_uri, body) => ({
        id: 'order_Coupon000001',
        entity: 'order',
        amount: (body as { amount: number }).amount,
        currency: 'INR',
        receipt: (body as { receipt: string }).receipt,
        status: 'created',
      }));
    const res = await request(rzpApp)
      .post('/api/orders/razorpay-order')
      .set(u.auth)
      .send({ amount: 1 })
      .expect(200);
    expect(scope.isDone()).toBe(true);
    // ₹1,998 − ₹200 (10%) = ₹1,798, free delivery.
    expect(sent).toMatchObject({ amount: 179800, currency: 'INR' });
    expect(CreatePaymentOrderResponseSchema.parse(res.body).amount).toBe(179800);
  });

  it('a code that stopped applying after paying fails the order with the message and the refund note', async () => {
    await makeCoupon({ code: 'VASTRA10', minOrderValue: 1499 });
    const u = await shopper();
    const p = await makeProduct({ price: 1500, inventory: [{ size: 'M', stock: 5 }] });
    await addToBag(u, String(p._id));
    await request(app).post('/api/cart/coupon').set(u.auth).send({ code: 'VASTRA10' }).expect(200);
    const created = CreatePaymentOrderResponseSchema.parse(
      (await request(app).post('/api/orders/razorpay-order').set(u.auth).send({}).expect(200)).body,
    );
    expect(created.amount).toBe(135000);
    const paid = SimulatorPayResponseSchema.parse(
      (await request(app).post(`/api/payments/simulator/${created.id}/pay`).set(u.auth).expect(200))
        .body,
    );
    await CouponModel.updateOne({ code: 'VASTRA10' }, { $set: { active: false } });
    const { success: _s, ...ids } = paid;
    // As Checkout's handler does: verify, then place the order.
    await request(app).post('/api/orders/razorpay/verify').set(u.auth).send(ids).expect(200);
    const res = await request(app)
      .post('/api/orders')
      .set(u.auth)
      .send({
        products: [{ productId: String(p._id), size: 'M' }],
        addressId: u.addressId,
        paymentMethod: 'Online',
        couponCode: 'VASTRA10',
        ...ids,
      })
      .expect(409);
    expect(res.body.message).toBe(`${Msg.couponInactive('VASTRA10')} ${UNUSED_PAYMENT_NOTE}`);
    // The payment stays unused, so the refund sweep returns it.
    expect(await PaymentModel.findOne({ gatewayOrderId: created.id }).lean()).toMatchObject({
      status: 'verified',
      order: null,
    });
    expect(await stockOf(p._id, 'M')).toBe(5);
  });

  it('refuses to create the payment when the bag code stopped applying, and drops it', async () => {
    await makeCoupon({ code: 'SOON', usageLimit: 1 });
    const u = await shopper();
    const p = await makeProduct({ price: 1500, inventory: [{ size: 'M', stock: 5 }] });
    await addToBag(u, String(p._id));
    await request(app).post('/api/cart/coupon').set(u.auth).send({ code: 'SOON' }).expect(200);
    await CouponModel.updateOne({ code: 'SOON' }, { $set: { uses: 1 } });
    const res = await request(app)
      .post('/api/orders/razorpay-order')
      .set(u.auth)
      .send({})
      .expect(409);
    expect(res.body.message).toBe(Msg.couponDropped('SOON', Msg.couponUsageExhausted('SOON')));
    expect(await PaymentModel.countDocuments()).toBe(0);
    expect(await BagModel.countDocuments({ coupon: { $ne: null } })).toBe(0);
  });
});
