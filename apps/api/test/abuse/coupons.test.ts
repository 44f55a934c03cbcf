import { Msg } from '@vastra/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAddress, makeProduct } from '../../src/modules/cart/commerce-fixtures';
import { makeCoupon } from '../../src/modules/coupons/coupon-fixtures';
import { BagModel } from '../../src/modules/cart/bag.model';
import { CouponModel, CouponRedemptionModel } from '../../src/modules/coupons/coupon.model';
import { OrderModel } from '../../src/modules/orders/order.model';
import { createTestApp, createUser } from '../helpers';
import { hasErrorMessage, preview, Tally } from './support/tally';

/**
 * Coupon codes under attack: operator objects and odd types where a code goes, very long codes,
 * and another shopper's single-use code replayed (applied, ordered with, raced) after it is spent.
 */

const tally = new Tally('coupons');
type Shopper = Awaited<ReturnType<typeof createUser>> & { addressId: string };

async function shopper(): Promise<Shopper> {
  const u = await createUser();
  return { ...u, addressId: String((await makeAddress(u.id))._id) };
}

describe('coupons: hostile codes and replays', () => {
  let app: Express;
  let product: string;
  let alice: Shopper;
  let bob: Shopper;

  beforeAll(async () => {
    ({ app } = createTestApp({ RATE_LIMIT_DISABLED: 'true' }));
    product = String(
      (await makeProduct({ price: 2000, inventory: [{ size: 'M', stock: 1000 }] }))._id,
    );
    [alice, bob] = await Promise.all([shopper(), shopper()]);
    await makeCoupon({
      code: 'SINGLEUSE',
      usageLimit: 1,
      discountType: 'flat',
      discountValue: 500,
    });
    await makeCoupon({ code: 'VASTRAX', discountValue: 10 });
    for (const u of [alice, bob])
      await request(app)
        .post('/api/cart')
        .set(u.auth)
        .send({ productId: product, size: 'M' })
        .expect(200);
  });
  afterAll(() => tally.print());

  const expect4xx = (r: request.Response, what: string, status?: number) => {
    const ok =
      r.status >= 400 &&
      r.status < 500 &&
      hasErrorMessage(r.body) &&
      (!status || r.status === status);
    tally.saw(r.status, ok);
    if (!ok) tally.fail(`${what} → ${r.status} ${preview(r.body)}`);
  };

  it('operator objects, arrays and other types where a code goes are 400 and apply nothing', async () => {
    const hostile: unknown[] = [
      { $ne: null },
      { $gt: '' },
      { $regex: '.*' },
      { $where: 'sleep(1000)' },
      ['VASTRAX'],
      [{ $ne: null }],
      null,
      true,
      10,
      { toString: 'VASTRAX' },
      'VASTRAX\u0000',
      'VASTRAX; DROP',
      '../VASTRAX',
      '.*',
      '$where',
    ];
    for (const code of hostile) {
      const r = await request(app).post('/api/cart/coupon').set(alice.auth).send({ code });
      expect4xx(r, `apply ${JSON.stringify(code)}`, 400);
      const o = await request(app)
        .post('/api/orders')
        .set(alice.auth)
        .send({
          products: [{ productId: product, size: 'M' }],
          addressId: alice.addressId,
          paymentMethod: 'COD',
          couponCode: code,
        });
      expect4xx(o, `order with couponCode ${JSON.stringify(code)}`, 400);
    }
    expect(await BagModel.countDocuments({ coupon: { $ne: null } })).toBe(0);
    expect(await OrderModel.countDocuments()).toBe(0);
    expect(tally.failures).toEqual([]);
  });

  it('very long codes are refused with the message, never a 5xx', async () => {
    for (const length of [33, 200, 10_000, 90_000]) {
      const code = 'V'.repeat(length);
      const r = await request(app).post('/api/cart/coupon').set(alice.auth).send({ code });
      expect4xx(r, `apply a ${length}-character code`, 400);
      expect(r.body.message).toBe(Msg.couponCodeInvalid);
    }
    const huge = await request(app)
      .post('/api/cart/coupon')
      .set(alice.auth)
      .send({ code: 'V'.repeat(200_000) });
    expect4xx(huge, 'apply a 200 kB code', 413);
    expect(await BagModel.countDocuments({ coupon: { $ne: null } })).toBe(0);
    expect(tally.failures).toEqual([]);
  });

  it("another shopper's spent single-use code cannot be applied, ordered with or raced", async () => {
    const bobOrder = await request(app)
      .post('/api/orders')
      .set(bob.auth)
      .set('Idempotency-Key', 'bob-single-use-1')
      .send({
        products: [{ productId: product, size: 'M' }],
        addressId: bob.addressId,
        paymentMethod: 'COD',
        couponCode: 'SINGLEUSE',
      });
    expect(bobOrder.status).toBe(201);
    expect(bobOrder.body.order.couponDiscount).toBe(500);

    const apply = await request(app)
      .post('/api/cart/coupon')
      .set(alice.auth)
      .send({ code: 'singleuse' });
    expect4xx(apply, 'alice applies the spent code', 409);
    expect(apply.body.message).toBe(Msg.couponUsageExhausted('SINGLEUSE'));
    // Replaying bob's very request (his body and Idempotency-Key) as alice, ten times at once.
    const replays = await Promise.all(
      Array.from({ length: 10 }, () =>
        request(app)
          .post('/api/orders')
          .set(alice.auth)
          .set('Idempotency-Key', 'bob-single-use-1')
          .send({
            products: [{ productId: product, size: 'M' }],
            addressId: alice.addressId,
            paymentMethod: 'COD',
            couponCode: 'SINGLEUSE',
          }),
      ),
    );
    for (const r of replays) expect4xx(r, 'alice replays the order with the spent code', 409);
    expect(await OrderModel.countDocuments({ couponDiscount: { $gt: 0 } })).toBe(1);
    expect((await CouponModel.findOne({ code: 'SINGLEUSE' }).lean())?.uses).toBe(1);
    expect(await CouponRedemptionModel.countDocuments()).toBe(1);
    tally.set(
      'spentCodeDiscountedOrders',
      await OrderModel.countDocuments({ couponDiscount: { $gt: 0 } }),
    );
    expect(tally.failures).toEqual([]);
    expect(tally.serverErrors).toBe(0);
  });
});
