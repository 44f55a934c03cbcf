import {
  BagCouponsResponseSchema,
  CartResponseSchema,
  ErrorBodySchema,
  Msg,
} from '@vastra/contracts';
import type { Express } from 'express';
import { Types } from 'mongoose';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestUser } from '../../../test/helpers';
import { BagModel } from '../cart/bag.model';
import { makeAddress, makeProduct } from '../cart/commerce-fixtures';
import { ProductModel } from '../catalog/product.model';
import { OrderModel } from '../orders/order.model';
import { clearCoupons, days, makeCoupon } from './coupon-fixtures';

/** The bag's coupon endpoints: every rule and its message, the saving in the bag, and the drop notice. */

let app: Express;
let user: TestUser;

beforeEach(async () => {
  await Promise.all([
    clearCoupons(),
    BagModel.deleteMany({}),
    ProductModel.deleteMany({}),
    OrderModel.deleteMany({}),
  ]);
  app = createTestApp({ RATE_LIMIT_DISABLED: 'true' }).app;
  user = await createUser();
});

async function bag(u: TestUser, price: number, quantity = 1, extra = {}) {
  const p = await makeProduct({ price, inventory: [{ size: 'M', stock: 10 }], ...extra });
  await request(app)
    .post('/api/cart')
    .set(u.auth)
    .send({ productId: String(p._id), size: 'M', quantity })
    .expect(200);
  return p;
}
const apply = (u: TestUser, code: unknown) =>
  request(app).post('/api/cart/coupon').set(u.auth).send({ code });
const cartOf = async (u: TestUser) =>
  CartResponseSchema.parse((await request(app).get('/api/cart').set(u.auth).expect(200)).body).cart;
const refusedWith = async (u: TestUser, code: string, status: number) => {
  const res = await apply(u, code).expect(status);
  return ErrorBodySchema.parse(res.body).message;
};

describe('POST /cart/coupon: the rules', () => {
  it('applies a percent coupon, whatever the case typed, with the saving in the bag answer', async () => {
    await makeCoupon({
      code: 'VASTRA10',
      discountValue: 10,
      maxDiscount: 300,
      minOrderValue: 1499,
    });
    await bag(user, 1599);
    const res = CartResponseSchema.parse((await apply(user, '  vastra10 ').expect(200)).body);
    expect(res.message).toBe(Msg.couponApplied('VASTRA10', '₹160'));
    expect(res.cart).toMatchObject({
      subtotal: 1599,
      coupon: { code: 'VASTRA10', discount: 160 },
      shipping: 0,
      total: 1439,
    });
    // Kept with the bag on the server: a reload still shows it.
    expect((await cartOf(user)).coupon).toMatchObject({ code: 'VASTRA10', discount: 160 });
  });

  it('caps a percent coupon, rounds to whole rupees, and takes a flat amount never above the items', async () => {
    await makeCoupon({ code: 'CAP', discountValue: 10, maxDiscount: 300 });
    await makeCoupon({ code: 'ROUND', discountValue: 15 });
    await makeCoupon({ code: 'FLAT', discountType: 'flat', discountValue: 5000 });
    await bag(user, 3333.5);
    expect((await apply(user, 'CAP').expect(200)).body.cart.coupon.discount).toBe(300);
    expect((await apply(user, 'ROUND').expect(200)).body.cart.coupon.discount).toBe(500); // 500.025
    const flat = CartResponseSchema.parse((await apply(user, 'FLAT').expect(200)).body).cart;
    expect(flat.coupon?.discount).toBe(3333);
    expect(flat.total).toBeGreaterThanOrEqual(0);
  });

  it('says how much more is needed when the minimum is not met', async () => {
    await makeCoupon({ code: 'VASTRA10', minOrderValue: 1499 });
    await bag(user, 1179);
    expect(await refusedWith(user, 'VASTRA10', 409)).toBe('Add ₹320 more to use VASTRA10');
    expect(await BagModel.countDocuments({ coupon: { $ne: null } })).toBe(0);
  });

  it('refuses unknown (404), inactive, not started, expired codes with their messages', async () => {
    await bag(user, 2000);
    await makeCoupon({ code: 'OFF', active: false });
    await makeCoupon({
      code: 'LATER',
      validFrom: new Date('2099-01-05T00:00:00Z'),
      validUntil: days(40000),
    });
    await makeCoupon({ code: 'GONE', validFrom: days(-10), validUntil: days(-1) });
    expect(await refusedWith(user, 'NOPE42', 404)).toBe(Msg.couponUnknown('NOPE42'));
    expect(await refusedWith(user, 'off', 409)).toBe(Msg.couponInactive('OFF'));
    expect(await refusedWith(user, 'LATER', 409)).toBe(Msg.couponNotStarted('LATER', '5 Jan 2099'));
    expect(await refusedWith(user, 'GONE', 409)).toBe(Msg.couponExpired('GONE'));
  });

  it('refuses a coupon used up in total or by this shopper', async () => {
    await bag(user, 2000);
    await makeCoupon({ code: 'SOLDOUT', usageLimit: 3, uses: 3 });
    const mine = await makeCoupon({ code: 'ONCE', perShopperLimit: 1 });
    expect(await refusedWith(user, 'SOLDOUT', 409)).toBe(Msg.couponUsageExhausted('SOLDOUT'));
    const { CouponRedemptionModel } = await import('./coupon.model');
    await CouponRedemptionModel.create({
      coupon: mine._id,
      user: user.user._id,
      order: new Types.ObjectId(),
      slot: 1,
    });
    expect(await refusedWith(user, 'ONCE', 409)).toBe(Msg.couponShopperLimit('ONCE'));
  });

  it('limits a coupon to its categories/subcategories and discounts only those items', async () => {
    const men = new Types.ObjectId();
    const kurtas = new Types.ObjectId();
    await makeCoupon({ code: 'MENONLY', categories: [men] });
    await makeCoupon({ code: 'KURTA20', discountValue: 20, subcategories: [kurtas] });
    await bag(user, 1000);
    expect(await refusedWith(user, 'MENONLY', 409)).toBe(Msg.couponNotForItems('MENONLY'));
    await bag(user, 500, 1, { category: men, subcategory: kurtas });
    expect((await apply(user, 'MENONLY').expect(200)).body.cart.coupon.discount).toBe(50);
    expect((await apply(user, 'KURTA20').expect(200)).body.cart.coupon.discount).toBe(100);
  });

  it('keeps a first-order coupon for shoppers without an order (a cancelled one does not count)', async () => {
    await makeCoupon({ code: 'FIRSTBAG', firstOrderOnly: true });
    await bag(user, 1200);
    const address = await makeAddress(user.id);
    const order = await OrderModel.create({
      user: user.user._id,
      items: [{ productId: new Types.ObjectId(), name: 'x', price: 1, mrp: 1, quantity: 1 }],
      subtotal: 1,
      delivery: 0,
      total: 1,
      status: 'Cancelled',
      paymentMethod: 'COD',
      addressSnapshot: {
        address: address.address,
        city: 'Delhi',
        state: 'Delhi',
        zipcode: '110001',
      },
    });
    await apply(user, 'FIRSTBAG').expect(200);
    await OrderModel.updateOne({ _id: order._id }, { $set: { status: 'Delivered' } });
    expect(await refusedWith(user, 'FIRSTBAG', 409)).toBe(Msg.couponFirstOrderOnly('FIRSTBAG'));
  });

  it('refuses operator objects, over-long and malformed codes with 400, and an empty bag', async () => {
    await makeCoupon({ code: 'VASTRA10' });
    for (const code of [{ $ne: null }, { $regex: '.*' }, 'A'.repeat(33), 'VAS TRA', '', 42]) {
      expect((await apply(user, code).expect(400)).body.message).toBe(Msg.couponCodeInvalid);
    }
    expect(await refusedWith(user, 'VASTRA10', 400)).toBe(Msg.cartEmpty);
  });
});

describe('the applied coupon in the bag', () => {
  it('is dropped with a notice when the bag changes so it no longer applies', async () => {
    await makeCoupon({ code: 'VASTRA10', minOrderValue: 1499 });
    const p = await bag(user, 800, 2);
    await apply(user, 'VASTRA10').expect(200);
    const lowered = CartResponseSchema.parse(
      (
        await request(app)
          .put('/api/cart/updatequantity')
          .set(user.auth)
          .send({ productId: String(p._id), type: 'decrease', size: 'M' })
          .expect(200)
      ).body,
    ).cart;
    expect(lowered.coupon).toBeNull();
    expect(lowered.couponNotice).toBe(
      Msg.couponDropped('VASTRA10', 'Add ₹699 more to use VASTRA10'),
    );
    expect(lowered.total).toBe(800); // no discount; delivery is added at checkout
    // Said once: the next answer carries neither the coupon nor the notice.
    const again = await cartOf(user);
    expect(again.coupon).toBeNull();
    expect(again.couponNotice).toBeUndefined();
  });

  it('is removed on request, which restores the totals', async () => {
    await makeCoupon({ code: 'FLAT200', discountType: 'flat', discountValue: 200 });
    await bag(user, 1100);
    const applied = CartResponseSchema.parse((await apply(user, 'FLAT200').expect(200)).body).cart;
    // Free shipping applies after the coupon: ₹900 left → ₹99 shipping (not in the bag's total).
    expect(applied).toMatchObject({ subtotal: 1100, shipping: 99, total: 900 });
    const removed = CartResponseSchema.parse(
      (await request(app).delete('/api/cart/coupon').set(user.auth).expect(200)).body,
    );
    expect(removed.message).toBe(Msg.couponRemoved);
    expect(removed.cart).toMatchObject({ coupon: null, shipping: 0, total: 1100 });
  });

  it('GET /cart/coupons lists the applicable ones best saving first, then why the others do not apply', async () => {
    await makeCoupon({ code: 'SMALL', discountType: 'flat', discountValue: 50, position: 1 });
    await makeCoupon({ code: 'BIG', discountValue: 20, position: 2 });
    await makeCoupon({ code: 'VASTRA10', minOrderValue: 1499, position: 3 });
    await makeCoupon({ code: 'GONE', validUntil: days(-1), validFrom: days(-5) });
    await bag(user, 1179);
    await apply(user, 'SMALL').expect(200);
    const body = BagCouponsResponseSchema.parse(
      (await request(app).get('/api/cart/coupons').set(user.auth).expect(200)).body,
    );
    expect(body.applied).toBe('SMALL');
    expect(body.coupons.map((c) => [c.code, c.saving, c.reason])).toEqual([
      ['BIG', 236, null],
      ['SMALL', 50, null],
      ['VASTRA10', 0, 'Add ₹320 more to use VASTRA10'],
    ]);
    expect(body.coupons[2]?.shortBy).toBe(320);
  });

  it('answers 401 to visitors', async () => {
    await request(app).get('/api/cart/coupons').expect(401);
    await request(app).post('/api/cart/coupon').send({ code: 'X' }).expect(401);
    await request(app).delete('/api/cart/coupon').expect(401);
  });
});
