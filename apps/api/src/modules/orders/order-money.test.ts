import {
  CreatePaymentOrderResponseSchema,
  Msg,
  PlaceOrderResponseSchema,
  SimulatorPayResponseSchema,
  type Order,
} from '@vastra/contracts';
import { AdminOrderTransitionResponseSchema } from '@vastra/contracts/admin/orders';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captureMailer, createTestApp, createUser, type TestUser } from '../../../test/helpers';
import { interceptOutboundHttp } from '../../../test/outbound-http';
import { BagModel } from '../cart/bag.model';
import { makeAddress, makeProduct } from '../cart/commerce-fixtures';
import { ProductModel } from '../catalog/product.model';
import { clearCoupons, makeCoupon } from '../coupons/coupon-fixtures';
import { CouponRedemptionModel } from '../coupons/coupon.model';
import { PaymentModel } from '../payments/payment.model';
import { createStaffCast, type StaffCast } from '../staff/test-helpers';
import { markDelivered } from './lifecycle-fixtures';
import { OrderModel } from './order.model';

/**
 * The money of real orders through the real app: coupons shared over lines, returns that refund
 * what was paid (and recover an offer the kept items no longer earn), first-order coupons, and the
 * refund never above what was captured.
 */
type Shopper = TestUser & { addressId: string };
let app: Express;
let cast: StaffCast;

interceptOutboundHttp();
beforeAll(async () => {
  cast = await createStaffCast();
});
beforeEach(async () => {
  await Promise.all([
    clearCoupons(),
    BagModel.deleteMany({}),
    ProductModel.deleteMany({}),
    OrderModel.deleteMany({}),
    PaymentModel.deleteMany({}),
  ]);
  app = createTestApp({ RATE_LIMIT_DISABLED: 'true' }, { mailer: captureMailer() }).app;
});

async function shopper(): Promise<Shopper> {
  const u = await createUser();
  return { ...u, addressId: String((await makeAddress(u.id))._id) };
}

interface Pick {
  productId: string;
  quantity?: number;
}

/** Pays the bag's total through the simulated gateway and places the order with the code, as Checkout does. */
async function placeOnline(u: Shopper, picks: Pick[], couponCode?: string) {
  for (const p of picks)
    await request(app)
      .post('/api/cart')
      .set(u.auth)
      .send({ productId: p.productId, size: 'M', quantity: p.quantity ?? 1 })
      .expect(200);
  if (couponCode)
    await request(app).post('/api/cart/coupon').set(u.auth).send({ code: couponCode }).expect(200);
  const created = CreatePaymentOrderResponseSchema.parse(
    (await request(app).post('/api/orders/razorpay-order').set(u.auth).send({}).expect(200)).body,
  );
  const { success: _s, ...ids } = SimulatorPayResponseSchema.parse(
    (await request(app).post(`/api/payments/simulator/${created.id}/pay`).set(u.auth).expect(200))
      .body,
  );
  const res = await request(app)
    .post('/api/orders')
    .set(u.auth)
    .send({
      products: picks.map((p) => ({
        productId: p.productId,
        size: 'M',
        quantity: p.quantity ?? 1,
      })),
      addressId: u.addressId,
      paymentMethod: 'Online',
      ...(couponCode ? { couponCode } : {}),
      ...ids,
    });
  return { res, amountPaise: created.amount };
}

const staff = (id: string, body: object) =>
  request(app).post(`/api/admin/orders/${id}/transitions`).set(cast.staff.auth).send(body);

/** Delivered, then the shopper returns `items`, staff approve and receive it: the order after. */
async function returnItems(
  u: Shopper,
  order: Order,
  items: { itemId: string; quantity: number }[],
) {
  await markDelivered(order._id);
  await request(app)
    .post(`/api/orders/${order._id}/return`)
    .set(u.auth)
    .send({ reason: 'Size or fit is not right', items })
    .expect(200);
  await staff(order._id, { action: 'approveReturn' }).expect(200);
  return AdminOrderTransitionResponseSchema.parse(
    (await staff(order._id, { action: 'markReturned' }).expect(200)).body,
  ).data;
}

const product = async (price: number, stock = 30) =>
  String((await makeProduct({ price, inventory: [{ size: 'M', stock }] }))._id);

describe('returns of coupon orders', () => {
  it('refund what was paid for the item, not its list price', async () => {
    await makeCoupon({ code: 'TWENTY', discountValue: 20 });
    const u = await shopper();
    const { res, amountPaise } = await placeOnline(
      u,
      [{ productId: await product(1999) }],
      'TWENTY',
    );
    const order = PlaceOrderResponseSchema.parse(res.body).order;
    expect(order.total).toBe(1599);
    expect(amountPaise).toBe(159_900);
    expect(order.items[0]?.couponShare).toBe(40_000);
    const after = await returnItems(u, order, [{ itemId: order.items[0]!._id, quantity: 1 }]);
    expect(after.refund).toMatchObject({ kind: 'return', amount: 1599, status: 'refunded' });
  });

  it('recover the offer from the refund when the kept item no longer meets the minimum', async () => {
    await makeCoupon({
      code: 'FLAT500',
      discountType: 'flat',
      discountValue: 500,
      minOrderValue: 3999,
    });
    const u = await shopper();
    const [a, b, c] = [await product(1800), await product(1700), await product(559)];
    const { res } = await placeOnline(
      u,
      [{ productId: a }, { productId: b }, { productId: c }],
      'FLAT500',
    );
    const order = PlaceOrderResponseSchema.parse(res.body).order;
    expect(order.total).toBe(3559);
    const shares = order.items.map((i) => i.couponShare ?? 0);
    expect(shares.reduce((x, y) => x + y, 0)).toBe(50_000);
    const kept = order.items.find((i) => i.productId === c)!;
    const after = await returnItems(
      u,
      order,
      order.items.filter((i) => i.productId !== c).map((i) => ({ itemId: i._id, quantity: 1 })),
    );
    // The shopper keeps the ₹559 item at ₹559, not at ₹59.
    expect(after.refund).toMatchObject({ kind: 'return', amount: 3000, status: 'refunded' });
    expect(after.refund?.recovered).toBe((kept.couponShare ?? 0) / 100);
  });

  it('refund a full return exactly what was captured, so the gateway never refuses it', async () => {
    await makeCoupon({ code: 'TEN', discountValue: 10 });
    const u = await shopper();
    const { res, amountPaise } = await placeOnline(
      u,
      [{ productId: await product(450), quantity: 2 }],
      'TEN',
    );
    const order = PlaceOrderResponseSchema.parse(res.body).order;
    expect(order.delivery).toBe(100);
    const after = await returnItems(u, order, [{ itemId: order.items[0]!._id, quantity: 2 }]);
    expect(after.refund).toMatchObject({ amount: amountPaise / 100, status: 'refunded' });
    const { body } = await request(app).get(`/api/orders/${order._id}`).set(u.auth).expect(200);
    expect(body.data.money).toMatchObject({
      charged: amountPaise / 100,
      captured: amountPaise / 100,
      refunded: amountPaise / 100,
      owed: 0,
    });
  });
});

describe('first-order coupons', () => {
  it('apply on the shopper’s first order and never on a later one', async () => {
    await makeCoupon({ code: 'FIRSTBAG', discountValue: 15, firstOrderOnly: true });
    const u = await shopper();
    const p = await product(1000);
    const first = await placeOnline(u, [{ productId: p }], 'FIRSTBAG');
    expect(first.res.status).toBe(201);
    expect(PlaceOrderResponseSchema.parse(first.res.body).order.couponDiscount).toBe(150);
    const add = await request(app)
      .post('/api/cart')
      .set(u.auth)
      .send({ productId: p, size: 'M', quantity: 1 })
      .expect(200);
    expect(add.status).toBe(200);
    const second = await request(app)
      .post('/api/cart/coupon')
      .set(u.auth)
      .send({ code: 'FIRSTBAG' })
      .expect(409);
    expect(second.body.message).toBe(Msg.couponFirstOrderOnly('FIRSTBAG'));
  });

  it('give one discount when twenty first orders arrive at once', async () => {
    await makeCoupon({ code: 'FIRSTBAG', discountValue: 15, firstOrderOnly: true });
    const u = await shopper();
    const p = await product(1000, 100);
    await request(app).post('/api/cart').set(u.auth).send({ productId: p, size: 'M' }).expect(200);
    await request(app).post('/api/cart/coupon').set(u.auth).send({ code: 'FIRSTBAG' }).expect(200);
    // Twenty checkouts paid before any is placed, then placed together.
    const paid = [];
    for (let i = 0; i < 20; i += 1) {
      const created = CreatePaymentOrderResponseSchema.parse(
        (await request(app).post('/api/orders/razorpay-order').set(u.auth).send({}).expect(200))
          .body,
      );
      const { success: _s, ...ids } = SimulatorPayResponseSchema.parse(
        (
          await request(app)
            .post(`/api/payments/simulator/${created.id}/pay`)
            .set(u.auth)
            .expect(200)
        ).body,
      );
      paid.push(ids);
    }
    const answers = await Promise.all(
      paid.map((ids) =>
        request(app)
          .post('/api/orders')
          .set(u.auth)
          .send({
            products: [{ productId: p, size: 'M', quantity: 1 }],
            addressId: u.addressId,
            paymentMethod: 'Online',
            couponCode: 'FIRSTBAG',
            ...ids,
          }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of answers.filter((x) => x.status !== 201)) expect(r.status).toBe(409);
    expect(await OrderModel.countDocuments({ user: u.id, couponDiscount: { $gt: 0 } })).toBe(1);
    expect(await CouponRedemptionModel.countDocuments({ user: u.id })).toBe(1);
  }, 60_000);
});
