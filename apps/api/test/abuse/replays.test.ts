import { IDEMPOTENCY_KEY_REUSED, IdempotencyMsg, LifecycleMsg } from '@vastra/contracts';
import type { Express } from 'express';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressModel } from '../../src/modules/addresses/address.model';
import { makeAddress, makeProduct } from '../../src/modules/cart/commerce-fixtures';
import { OrderModel } from '../../src/modules/orders/order.model';
import { ReviewModel } from '../../src/modules/reviews/review.model';
import { createTestApp, createUser } from '../helpers';
import { dbSnapshot, changedCollections } from './support/snapshot';
import { hasErrorMessage, preview, Tally } from './support/tally';

/**
 * Replays and unearned trust: an Idempotency-Key replayed with a different order answers 422
 * (and changes nothing), with the same order the original answer; reviews on orders nobody paid
 * for are refused (a verified review needs a paid order); public review listings never say which
 * order a reviewer placed.
 */

const tally = new Tally('replays');
let app: Express;
let mismatched422 = 0;
let matchedOriginal = 0;
let unpaidReviewsRefused = 0;

beforeAll(() => {
  ({ app } = createTestApp({ RATE_LIMIT_DISABLED: 'true' }));
});
afterAll(() => {
  tally.set('mismatchedReplays422', mismatched422);
  tally.set('matchingReplaysOriginal', matchedOriginal);
  tally.set('unpaidReviewsRefused', unpaidReviewsRefused);
  tally.print();
});

async function shopper() {
  const u = await createUser();
  const home = await makeAddress(u.id);
  const office = await AddressModel.create({
    user: u.id,
    name: 'Office',
    address: '4 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    phone: '9876543210',
    zipcode: '560001',
    isDefault: false,
  });
  return { ...u, addressId: String(home._id), otherAddressId: String(office._id) };
}

type Body = {
  products: { productId: string; size?: string; quantity: number }[];
  addressId: string;
  paymentMethod: 'COD' | 'Online';
  razorpay_order_id?: string;
  razorpay_payment_id?: string;
  razorpay_signature?: string;
  couponCode?: string;
};

const place = (u: { auth: Record<string, string> }, body: Body, key: string) =>
  request(app).post('/api/orders').set(u.auth).set('Idempotency-Key', key).send(body);

/** Ways a replay can differ from the first request. */
const change = fc.constantFrom(
  'quantity',
  'size',
  'address',
  'extra line',
  'other product',
  'payment method',
  'coupon code',
);

describe('Idempotency-Key replays', () => {
  it('a key replayed with a different order answers 422 and changes nothing (property)', async () => {
    await fc.assert(
      fc.asyncProperty(change, fc.integer({ min: 1, max: 2 }), async (what, quantity) => {
        const u = await shopper();
        const [p, q] = await Promise.all([makeProduct(), makeProduct()]);
        const key = `replay-${p._id.toHexString()}`;
        const first: Body = {
          products: [{ productId: String(p._id), size: 'M', quantity }],
          addressId: u.addressId,
          paymentMethod: 'COD',
        };
        const placed = await place(u, first, key);
        expect(placed.status, preview(placed.body)).toBe(201);
        const line = first.products[0] as Body['products'][number];
        const replay: Body =
          what === 'quantity'
            ? { ...first, products: [{ ...line, quantity: quantity + 1 }] }
            : what === 'size'
              ? { ...first, products: [{ ...line, size: 'L' }] }
              : what === 'address'
                ? { ...first, addressId: u.otherAddressId }
                : what === 'extra line'
                  ? {
                      ...first,
                      products: [line, { productId: String(q._id), size: 'S', quantity: 1 }],
                    }
                  : what === 'other product'
                    ? { ...first, products: [{ ...line, productId: String(q._id) }] }
                    : what === 'coupon code'
                      ? { ...first, couponCode: 'VASTRA10' }
                      : {
                          ...first,
                          paymentMethod: 'Online',
                          razorpay_order_id: 'order_Replay0000001',
                          razorpay_payment_id: 'pay_Replay0000001',
                          razorpay_signature: 'ab'.repeat(32),
                        };
        const before = await dbSnapshot();
        const res = await place(u, replay, key);
        const ok =
          res.status === 422 &&
          res.body.code === IDEMPOTENCY_KEY_REUSED &&
          res.body.message === IdempotencyMsg.reused &&
          hasErrorMessage(res.body);
        tally.saw(res.status, ok);
        expect(ok, `${what}: ${res.status} ${preview(res.body)}`).toBe(true);
        mismatched422 += 1;
        expect(changedCollections(before, await dbSnapshot())).toEqual([]);
        // The same request again is the original answer.
        const same = await place(u, first, key);
        tally.saw(same.status, false);
        expect(same.status).toBe(200);
        expect(same.body.order._id).toBe(placed.body.order._id);
        matchedOriginal += 1;
      }),
      { numRuns: 8, seed: Number(process.env.ABUSE_SEED) || undefined },
    );
  });
});

describe('reviews need a paid order', () => {
  const review = (u: { auth: Record<string, string> }, productId: string, orderId: string) =>
    request(app)
      .post('/api/reviews/create')
      .set(u.auth)
      .field('productId', productId)
      .field('orderId', orderId)
      .field('rating', '5')
      .field('comment', 'Never paid for it, five stars.');

  it('a pending COD order cannot be reviewed; once delivered it can (verified)', async () => {
    const u = await shopper();
    const p = await makeProduct();
    const order = await place(
      u,
      {
        products: [{ productId: String(p._id), size: 'M', quantity: 1 }],
        addressId: u.addressId,
        paymentMethod: 'COD',
      },
      `review-${p._id.toHexString()}`,
    );
    expect(order.status).toBe(201);
    const orderId = String(order.body.order._id);
    const before = await dbSnapshot();
    const refused = await review(u, String(p._id), orderId);
    const ok =
      refused.status === 409 &&
      refused.body.message === LifecycleMsg.reviewNotDelivered &&
      hasErrorMessage(refused.body);
    tally.saw(refused.status, ok);
    expect(ok, preview(refused.body)).toBe(true);
    unpaidReviewsRefused += 1;
    expect(changedCollections(before, await dbSnapshot())).toEqual([]);

    await OrderModel.updateOne({ _id: orderId }, { $set: { status: 'Delivered' } });
    const accepted = await review(u, String(p._id), orderId);
    tally.saw(accepted.status, false);
    expect(accepted.status, preview(accepted.body)).toBe(201);
    expect(accepted.body.data.verified).toBe(true);
  });

  it('public listings never carry the reviewer’s order id; the author still sees it', async () => {
    const u = await shopper();
    const p = await makeProduct();
    const order = await place(
      u,
      {
        products: [{ productId: String(p._id), size: 'S', quantity: 1 }],
        addressId: u.addressId,
        paymentMethod: 'COD',
      },
      `listing-${p._id.toHexString()}`,
    );
    const orderId = String(order.body.order._id);
    await OrderModel.updateOne({ _id: orderId }, { $set: { status: 'Delivered' } });
    expect((await review(u, String(p._id), orderId)).status).toBe(201);
    expect(await ReviewModel.countDocuments({ order: orderId })).toBe(1);
    const stranger = await createUser();
    for (const [who, headers] of [
      ['visitor', {}],
      ['another shopper', stranger.auth],
    ] as const) {
      const res = await request(app)
        .get(`/api/reviews/${String(p._id)}`)
        .set(headers);
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(1);
      const leaked = JSON.stringify(res.body).includes(orderId);
      tally.saw(res.status, !leaked);
      expect(leaked, `${who} sees the order id`).toBe(false);
    }
    const own = await request(app)
      .get(`/api/review/user/${String(p._id)}`)
      .set(u.auth);
    expect(own.body.data.orderId).toBe(orderId);
  });
});
