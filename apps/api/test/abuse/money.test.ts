import { createHmac } from 'node:crypto';
import { checkoutTotals, toPaise, unitPrice } from '@vastra/contracts';
import type { Express } from 'express';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAddress, makeProduct } from '../../src/modules/cart/commerce-fixtures';
import { ProductModel } from '../../src/modules/catalog/product.model';
import { OrderModel } from '../../src/modules/orders/order.model';
import { PaymentModel } from '../../src/modules/payments/payment.model';
import { createTestApp, createUser } from '../helpers';
import { withOwn } from './support/arbitraries';
import { dbSnapshot, changedCollections } from './support/snapshot';
import { hasErrorMessage, preview, Tally } from './support/tally';
import { must } from './support/world';

/**
 * Money: what the client says an amount, price, discount or total is never changes what is
 * charged; a Razorpay payment cannot be replayed into a second order, reused by another user or
 * for another order, or verified with a forged or stale signature (simulated gateway, real HMACs).
 */

const WEBHOOK_SECRET = 'whsec_money_suite_secret';
const RUNS = Number(process.env.ABUSE_MONEY_RUNS ?? 12);
const tally = new Tally('money');

type Shopper = Awaited<ReturnType<typeof createUser>> & { addressId: string };

async function shopper(): Promise<Shopper> {
  const u = await createUser();
  const address = await makeAddress(u.id);
  return { ...u, addressId: String(address._id) };
}

/** The server's own figures for these lines, from the contracts pricing module. */
async function expectedTotals(lines: { productId: string; quantity: number }[]) {
  const priced = [];
  for (const l of lines) {
    const p = await ProductModel.findById(l.productId).lean();
    if (!p) throw new Error('product missing');
    priced.push({ unitPrice: unitPrice(p), mrp: p.price, quantity: l.quantity });
  }
  return checkoutTotals(priced);
}

/** Client-side money fields an attacker adds, at any level of the body. */
const moneyLie = fc.record({
  key: fc.constantFrom(
    'amount',
    'price',
    'unitPrice',
    'discount',
    'discountedPrice',
    'total',
    'subtotal',
    'delivery',
    'shipping',
    'mrp',
    'lineTotal',
    'coupon',
    'couponDiscount',
  ),
  value: fc.oneof(
    fc.constantFrom<unknown>(0, 1, -500, 0.01, 1e9, '0', 'free', null, { $gt: 0 }),
    fc.double({ noNaN: false }),
  ),
  where: fc.constantFrom('body', 'line'),
});

describe('money: client amounts, replays, reuse and signatures', () => {
  let app: Express;
  let cheap: string;
  let pricey: string;

  beforeAll(async () => {
    ({ app } = createTestApp({
      RATE_LIMIT_DISABLED: 'true',
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    }));
    // Fractional prices and both discount forms, plenty of stock (one-size).
    cheap = String(
      (
        await makeProduct({
          name: 'Cotton Socks',
          price: 349.5,
          discountedPrice: 299.99,
          inventory: [],
          stock: 10_000,
        })
      )._id,
    );
    pricey = String(
      (
        await makeProduct({
          name: 'Wool Shawl',
          price: 2499,
          discount: 0.15,
          inventory: [],
          stock: 10_000,
        })
      )._id,
    );
  });

  /** Requests carrying lies that were (rightly) accepted at the server's prices. */
  let accepted = 0;

  afterAll(() => {
    tally.set('acceptedAtServerPrice', accepted);
    tally.print();
  });

  it('amounts, prices, discounts and totals sent by the client never change an order (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(moneyLie, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 3 }),
        fc.boolean(),
        async (lies, quantity, both) => {
          // A shopper per run: the COD caps (open orders, units per product) are not under test here.
          const u = await shopper();
          let line: Record<string, unknown> = { productId: cheap, quantity };
          let body: Record<string, unknown> = { addressId: u.addressId, paymentMethod: 'COD' };
          for (const lie of lies) {
            if (lie.where === 'line') line = withOwn(line, lie.key, lie.value);
            else body = withOwn(body, lie.key, lie.value);
          }
          const products = both ? [line, { productId: pricey, quantity: 1, price: 1 }] : [line];
          const res = await request(app)
            .post('/api/orders')
            .set(u.auth)
            .send({ ...body, products });
          tally.saw(res.status, false);
          accepted += 1;
          expect(res.status, preview(res.body)).toBe(201);
          const expected = await expectedTotals(
            products.map((p) => ({ productId: String(p.productId), quantity: Number(p.quantity) })),
          );
          const order = res.body.order as {
            total: number;
            subtotal: number;
            delivery: number;
            items: { price: number }[];
          };
          expect({
            subtotal: order.subtotal,
            delivery: order.delivery,
            total: order.total,
          }).toEqual({
            subtotal: expected.subtotal,
            delivery: expected.delivery,
            total: expected.total,
          });
          const stored = await OrderModel.findById(res.body.order._id).lean();
          expect(stored?.total).toBe(expected.total);
        },
      ),
      { numRuns: RUNS, seed: 7 },
    );
  });

  it('the Razorpay order amount is the bag total whatever the client sends', async () => {
    const u = await shopper();
    await must(
      request(app)
        .post('/api/cart')
        .set(u.auth)
        .send({ productId: cheap, quantity: 2, price: 0.01, unitPrice: 0.01 }),
      200,
      'bag',
    );
    const expected = await expectedTotals([{ productId: cheap, quantity: 2 }]);
    for (const lie of [
      { amount: 100 },
      { amount: -1, currency: 'USD' },
      { total: 1, discount: 99999 },
      { amount: { $gt: 0 } },
    ]) {
      const res = await request(app).post('/api/orders/razorpay-order').set(u.auth).send(lie);
      tally.saw(res.status, false);
      accepted += 1;
      expect(res.status).toBe(200);
      expect(res.body.amount).toBe(toPaise(expected.total));
      expect(res.body.currency).toBe('INR');
      const payment = await PaymentModel.findOne({ gatewayOrderId: res.body.id }).lean();
      expect(payment?.amount).toBe(toPaise(expected.total));
    }
    const cart = await request(app).get('/api/cart').set(u.auth);
    const product = await ProductModel.findById(cheap).lean();
    expect(cart.body.cart.items[0].unitPrice).toBe(
      unitPrice(product as NonNullable<typeof product>),
    );
  });

  it('a payment cannot be replayed, reused across users or orders, or verified with a forged or stale signature', async () => {
    const alice = await shopper();
    const bob = await shopper();
    const expectRefused = async (what: string, res: request.Response, statuses: number[]) => {
      const ok = statuses.includes(res.status) && hasErrorMessage(res.body);
      tally.saw(res.status, ok);
      if (!ok) tally.fail(`${what} → ${res.status} ${preview(res.body)}`);
    };

    // Alice: a bag, a gateway order (O1), a simulated payment and its genuine signature.
    await must(
      request(app).post('/api/cart').set(alice.auth).send({ productId: cheap, quantity: 1 }),
      200,
      'alice bag',
    );
    const o1 = await must(
      request(app).post('/api/orders/razorpay-order').set(alice.auth).send({}),
      200,
      'O1',
    );
    const o1Id = String(o1.body.id);

    // Forged signatures on O1 before payment.
    const fakePay = 'pay_ForgedPayment001';
    const forged = [
      ['random hex', 'ab'.repeat(32)],
      [
        'wrong secret',
        createHmac('sha256', 'not-the-gateway-secret').update(`${o1Id}|${fakePay}`).digest('hex'),
      ],
      [
        'key id as secret',
        createHmac('sha256', 'rzp_test_simulated').update(`${o1Id}|${fakePay}`).digest('hex'),
      ],
      ['truncated', 'ab'.repeat(16)],
      ['empty-ish', '0'],
    ] as const;
    for (const [name, signature] of forged) {
      await expectRefused(
        `verify with ${name} signature`,
        await request(app).post('/api/orders/razorpay/verify').set(alice.auth).send({
          razorpay_order_id: o1Id,
          razorpay_payment_id: fakePay,
          razorpay_signature: signature,
        }),
        [400],
      );
      await expectRefused(
        `order with ${name} signature`,
        await request(app)
          .post('/api/orders')
          .set(alice.auth)
          .send({
            products: [{ productId: cheap, quantity: 1 }],
            addressId: alice.addressId,
            paymentMethod: 'Online',
            razorpay_order_id: o1Id,
            razorpay_payment_id: fakePay,
            razorpay_signature: signature,
          }),
        [400],
      );
    }
    expect((await PaymentModel.findOne({ gatewayOrderId: o1Id }).lean())?.status).toBe('created');

    // Bob pays his own order; his genuine signature is no good for alice's O1.
    await must(
      request(app).post('/api/cart').set(bob.auth).send({ productId: cheap, quantity: 1 }),
      200,
      'bob bag',
    );
    const bobOrder = await must(
      request(app).post('/api/orders/razorpay-order').set(bob.auth).send({}),
      200,
      'bob gateway order',
    );
    const bobPaid = await must(
      request(app).post(`/api/payments/simulator/${bobOrder.body.id}/pay`).set(bob.auth),
      200,
      'bob pays',
    );
    await expectRefused(
      "alice verifies O1 with bob's payment id and signature",
      await request(app).post('/api/orders/razorpay/verify').set(alice.auth).send({
        razorpay_order_id: o1Id,
        razorpay_payment_id: bobPaid.body.razorpay_payment_id,
        razorpay_signature: bobPaid.body.razorpay_signature,
      }),
      [400],
    );
    await expectRefused(
      "alice verifies bob's gateway order with bob's genuine proof",
      await request(app).post('/api/orders/razorpay/verify').set(alice.auth).send(bobPaid.body),
      [400],
    );

    // Alice pays O1 for real and places the order.
    const paid = await must(
      request(app).post(`/api/payments/simulator/${o1Id}/pay`).set(alice.auth),
      200,
      'alice pays',
    );
    const proof = {
      razorpay_order_id: o1Id,
      razorpay_payment_id: paid.body.razorpay_payment_id,
      razorpay_signature: paid.body.razorpay_signature,
    };
    const orderBody = {
      products: [{ productId: cheap, quantity: 1 }],
      addressId: alice.addressId,
      paymentMethod: 'Online',
      ...proof,
    };
    const first = await must(
      request(app)
        .post('/api/orders')
        .set(alice.auth)
        .set('Idempotency-Key', 'money-first-0001')
        .send(orderBody),
      201,
      'alice orders',
    );
    const firstId = String(first.body.order._id);
    expect(first.body.order.total).toBe(
      (await expectedTotals([{ productId: cheap, quantity: 1 }])).total,
    );
    const stockAfterFirst = (await ProductModel.findById(cheap).lean())?.stock;
    const ordersAfterFirst = await OrderModel.countDocuments({ paymentId: o1Id });

    // Replays: the same request (with or without a new key) answers the same order, never a second one.
    for (const key of [undefined, 'money-replay-0002', 'money-first-0001']) {
      let r = request(app).post('/api/orders').set(alice.auth);
      if (key) r = r.set('Idempotency-Key', key);
      const res = await r.send(orderBody);
      tally.saw(res.status, res.status === 200);
      expect(res.status, preview(res.body)).toBe(200);
      expect(res.body.order._id).toBe(firstId);
    }
    // Reuse for another order (other lines, other quantities): refused.
    for (const products of [
      [{ productId: pricey, quantity: 1 }],
      [{ productId: cheap, quantity: 2 }],
      [
        { productId: cheap, quantity: 1 },
        { productId: pricey, quantity: 1 },
      ],
    ]) {
      await expectRefused(
        `reuse O1 for another order ${preview(products, 80)}`,
        await request(app)
          .post('/api/orders')
          .set(alice.auth)
          .set('Idempotency-Key', `money-reuse-${products.length}-${products[0]?.quantity}`)
          .send({ ...orderBody, products }),
        [409],
      );
    }
    // Reuse by another user, even with the genuine proof: refused.
    await expectRefused(
      "bob orders with alice's paid O1",
      await request(app)
        .post('/api/orders')
        .set(bob.auth)
        .send({ ...orderBody, addressId: bob.addressId }),
      [400, 409],
    );
    expect(await OrderModel.countDocuments({ paymentId: o1Id })).toBe(ordersAfterFirst);
    expect((await ProductModel.findById(cheap).lean())?.stock).toBe(stockAfterFirst);

    // Stale: a new gateway order O2 cannot be verified or used with O1's (genuine, older) signature.
    await must(
      request(app).post('/api/cart').set(alice.auth).send({ productId: pricey, quantity: 1 }),
      200,
      'alice bag again',
    );
    const o2 = await must(
      request(app).post('/api/orders/razorpay-order').set(alice.auth).send({}),
      200,
      'O2',
    );
    const o2Id = String(o2.body.id);
    await expectRefused(
      "verify O2 with O1's signature",
      await request(app)
        .post('/api/orders/razorpay/verify')
        .set(alice.auth)
        .send({ ...proof, razorpay_order_id: o2Id }),
      [400],
    );
    await expectRefused(
      "order O2 with O1's signature",
      await request(app)
        .post('/api/orders')
        .set(alice.auth)
        .send({
          products: [{ productId: pricey, quantity: 1 }],
          addressId: alice.addressId,
          paymentMethod: 'Online',
          ...proof,
          razorpay_order_id: o2Id,
        }),
      [400],
    );
    // A failed O2 stays failed when "verified" with a forged signature.
    await must(
      request(app).post(`/api/payments/simulator/${o2Id}/fail`).set(alice.auth),
      200,
      'O2 fails',
    );
    await expectRefused(
      'verify failed O2 with a forged signature',
      await request(app)
        .post('/api/orders/razorpay/verify')
        .set(alice.auth)
        .send({
          razorpay_order_id: o2Id,
          razorpay_payment_id: 'pay_x',
          razorpay_signature: 'cd'.repeat(32),
        }),
      [400],
    );
    expect((await PaymentModel.findOne({ gatewayOrderId: o2Id }).lean())?.status).toBe('failed');

    // Stale amount: O3 paid for a one-item bag cannot pay for a bigger order.
    const o3 = await must(
      request(app).post('/api/orders/razorpay-order').set(alice.auth).send({}),
      200,
      'O3',
    );
    const o3Paid = await must(
      request(app).post(`/api/payments/simulator/${o3.body.id}/pay`).set(alice.auth),
      200,
      'O3 paid',
    );
    await expectRefused(
      'order two shawls with a payment for one',
      await request(app)
        .post('/api/orders')
        .set(alice.auth)
        .send({
          products: [{ productId: pricey, quantity: 2 }],
          addressId: alice.addressId,
          paymentMethod: 'Online',
          ...o3Paid.body,
        }),
      [409],
    );
    expect(tally.failures).toEqual([]);
  });

  it('webhooks: forged signatures and wrong amounts never mark a payment paid; duplicates are ignored', async () => {
    const u = await shopper();
    await must(
      request(app).post('/api/cart').set(u.auth).send({ productId: cheap, quantity: 1 }),
      200,
      'bag',
    );
    const o = await must(
      request(app).post('/api/orders/razorpay-order').set(u.auth).send({}),
      200,
      'gateway order',
    );
    const event = (amount: number) =>
      JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: 'pay_hook000001', order_id: o.body.id, amount } } },
      });
    const sign = (raw: string, secret = WEBHOOK_SECRET) =>
      createHmac('sha256', secret).update(raw).digest('hex');
    const hook = (raw: string, signature: string, id: string) =>
      request(app)
        .post('/api/payments/razorpay/webhook')
        .set('Content-Type', 'application/json')
        .set('X-Razorpay-Signature', signature)
        .set('X-Razorpay-Event-Id', id)
        .send(raw);

    const before = await dbSnapshot();
    const right = event(o.body.amount);
    for (const [name, res] of [
      ['forged', await hook(right, sign(right, 'whsec_guess'), 'evt_1')],
      ['no signature', await hook(right, '', 'evt_2')],
      ['signature of another body', await hook(right, sign(event(1)), 'evt_3')],
    ] as const) {
      const ok = res.status === 400 && hasErrorMessage(res.body);
      tally.saw(res.status, ok);
      if (!ok) tally.fail(`webhook ${name} → ${res.status} ${preview(res.body)}`);
    }
    expect(changedCollections(before, await dbSnapshot())).toEqual([]);

    const cheapAmount = event(1);
    const wrong = await hook(cheapAmount, sign(cheapAmount), 'evt_4');
    expect(wrong.status).toBe(200);
    expect(wrong.body.status).toBe('ignored');
    expect((await PaymentModel.findOne({ gatewayOrderId: o.body.id }).lean())?.status).toBe(
      'created',
    );

    const good = await hook(right, sign(right), 'evt_5');
    expect(good.body.status).toBe('processed');
    const again = await hook(right, sign(right), 'evt_5');
    expect(again.body.status).toBe('duplicate');
    expect((await PaymentModel.findOne({ gatewayOrderId: o.body.id }).lean())?.status).toBe('paid');
    expect(tally.failures).toEqual([]);
  });
});
