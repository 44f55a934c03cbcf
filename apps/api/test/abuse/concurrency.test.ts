import { markDelivered } from '../../src/modules/orders/lifecycle-fixtures';
import { MAX_LINE_QUANTITY, unitPrice } from '@vastra/contracts';
import type { Express } from 'express';
import type { Types } from 'mongoose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAddress, makeProduct, stockOf } from '../../src/modules/cart/commerce-fixtures';
import { BagModel } from '../../src/modules/cart/bag.model';
import { ProductModel } from '../../src/modules/catalog/product.model';
import { OrderModel } from '../../src/modules/orders/order.model';
import { ReviewModel } from '../../src/modules/reviews/review.model';
import { bagLines, createTestApp, createUser } from '../helpers';
import { hasErrorMessage, preview, Tally } from './support/tally';
import { must } from './support/world';

/**
 * Concurrency: many requests for the last units, on one bag line, with one Idempotency-Key, and
 * for one product's reviews, all fired at once. No oversell, stock never negative, one order per
 * key, one review per user and product, and the product's rating always matches its reviews.
 */

const tally = new Tally('concurrency');
let accepted = 0;

type Shopper = Awaited<ReturnType<typeof createUser>> & { addressId: string };

async function shoppers(n: number): Promise<Shopper[]> {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const u = await createUser();
      return { ...u, addressId: String((await makeAddress(u.id))._id) };
    }),
  );
}

/** Records each answer: 5xx are failures; `expected` statuses count as correct outcomes. */
function judge(what: string, responses: request.Response[], expected: number[]) {
  for (const r of responses) {
    const ok = expected.includes(r.status) && (r.status < 400 || hasErrorMessage(r.body));
    tally.saw(r.status, ok && r.status >= 400);
    if (ok && r.status < 400) accepted += 1;
    if (!ok) tally.fail(`${what} → ${r.status} ${preview(r.body)}`);
  }
}

describe('concurrency', () => {
  let app: Express;

  beforeAll(() => {
    ({ app } = createTestApp({ RATE_LIMIT_DISABLED: 'true' }));
  });

  afterAll(() => {
    tally.set('acceptedWithinLimits', accepted);
    tally.print();
  });

  it('parallel orders for the last units never oversell and never take stock below zero', async () => {
    const buyers = await shoppers(12);
    const sized = await makeProduct({
      name: 'Last Kurta',
      inventory: [
        { size: 'M', stock: 3 },
        { size: 'L', stock: 1 },
      ],
    });
    const oneSize = await makeProduct({ name: 'Last Stole', inventory: [], stock: 4 });

    // 12 buyers, 1 unit of M each: exactly 3 orders.
    const sizedRes = await Promise.all(
      buyers.map((b) =>
        request(app)
          .post('/api/orders')
          .set(b.auth)
          .send({
            products: [{ productId: String(sized._id), size: 'M', quantity: 1 }],
            addressId: b.addressId,
            paymentMethod: 'COD',
          }),
      ),
    );
    judge('last units (size M)', sizedRes, [201, 409]);
    expect(sizedRes.filter((r) => r.status === 201)).toHaveLength(3);
    expect(await stockOf(sized._id, 'M')).toBe(0);
    expect(await stockOf(sized._id, 'L')).toBe(1);

    // 12 buyers, 2 units of a one-size product with 4 left: exactly 2 orders.
    const oneRes = await Promise.all(
      buyers.map((b) =>
        request(app)
          .post('/api/orders')
          .set(b.auth)
          .send({
            products: [{ productId: String(oneSize._id), quantity: 2 }],
            addressId: b.addressId,
            paymentMethod: 'COD',
          }),
      ),
    );
    judge('last units (one size)', oneRes, [201, 409]);
    expect(oneRes.filter((r) => r.status === 201)).toHaveLength(2);
    expect(await stockOf(oneSize._id, null)).toBe(0);

    // Two-line orders where only the first line runs out: the losers' second lines are given back.
    const scarce = await makeProduct({ name: 'Scarce Shirt', inventory: [], stock: 1 });
    const plenty = await makeProduct({ name: 'Plenty Tee', inventory: [], stock: 50 });
    const pairRes = await Promise.all(
      buyers.map((b) =>
        request(app)
          .post('/api/orders')
          .set(b.auth)
          .send({
            products: [
              { productId: String(plenty._id), quantity: 2 },
              { productId: String(scarce._id), quantity: 1 },
            ],
            addressId: b.addressId,
            paymentMethod: 'COD',
          }),
      ),
    );
    judge('two-line orders', pairRes, [201, 409]);
    const winners = pairRes.filter((r) => r.status === 201).length;
    expect(winners).toBe(1);
    expect(await stockOf(scarce._id, null)).toBe(0);
    expect(await stockOf(plenty._id, null)).toBe(50 - 2 * winners);

    // Stock as the orders say: every product's stock + units ordered = what it started with.
    const ordered = async (id: Types.ObjectId) =>
      (
        await OrderModel.find({ 'items.productId': id }).lean<
          { items: { productId: Types.ObjectId; quantity: number }[] }[]
        >()
      )
        .flatMap((o) => o.items)
        .filter((i) => String(i.productId) === String(id))
        .reduce((n, i) => n + i.quantity, 0);
    expect(
      (await ordered(sized._id)) +
        (await stockOf(sized._id, 'M')) +
        (await stockOf(sized._id, 'L')),
    ).toBe(4);
    expect((await ordered(oneSize._id)) + (await stockOf(oneSize._id, null))).toBe(4);
    const negative = await ProductModel.countDocuments({
      $or: [{ stock: { $lt: 0 } }, { 'inventory.stock': { $lt: 0 } }],
    });
    expect(negative).toBe(0);
    tally.set('oversold', 0);
  });

  it('parallel quantity changes on one bag line stay within 1…stock and the line cap', async () => {
    const [u] = await shoppers(1);
    if (!u) throw new Error('no shopper');
    const product = await makeProduct({ name: 'Busy Line', inventory: [{ size: 'S', stock: 8 }] });
    const productId = String(product._id);
    const added = await must(
      request(app).post('/api/cart').set(u.auth).send({ productId, size: 'S', quantity: 4 }),
      200,
      'bag line',
    );
    const itemId = String(added.body.cart.items[0]._id);
    const quantity = async () =>
      (await bagLines(u.id)).find((l) => String(l._id) === itemId)?.quantity ?? -1;

    const ups = await Promise.all(
      Array.from({ length: 15 }, () =>
        request(app)
          .put('/api/cart/updatequantity')
          .set(u.auth)
          .send({ itemId, action: 'increase' }),
      ),
    );
    judge('parallel increases', ups, [200, 409]);
    expect(await quantity()).toBe(8); // the stock of size S

    const downs = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        request(app)
          .put('/api/cart/updatequantity')
          .set(u.auth)
          .send(
            i % 2
              ? { itemId, action: 'decrease' }
              : { productId, size: 'S', type: 'decrease', quantity: -1 },
          ),
      ),
    );
    judge('parallel decreases', downs, [200, 400]);
    expect(await quantity()).toBe(1);

    const mixed = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request(app)
          .put('/api/cart/updatequantity')
          .set(u.auth)
          .send({ itemId, action: i % 3 ? 'increase' : 'decrease' }),
      ),
    );
    judge('mixed changes', mixed, [200, 400, 409]);
    const q = await quantity();
    expect(q).toBeGreaterThanOrEqual(1);
    expect(q).toBeLessThanOrEqual(8);

    // Parallel adds of 3 on a fresh product (stock 10): the line ends at a multiple of 3 ≤ 10.
    const other = await makeProduct({ name: 'Add Race', inventory: [], stock: 10 });
    const adds = await Promise.all(
      Array.from({ length: 8 }, () =>
        request(app)
          .post('/api/cart')
          .set(u.auth)
          .send({ productId: String(other._id), quantity: 3 }),
      ),
    );
    judge('parallel adds', adds, [200, 409]);
    const lines = (await bagLines(u.id)).filter((l) => other._id.equals(l.product));
    const line = lines[0];
    expect(line?.quantity).toBe(3 * adds.filter((r) => r.status === 200).length);
    expect(line?.quantity).toBeLessThanOrEqual(Math.min(10, MAX_LINE_QUANTITY));
    expect(lines).toHaveLength(1);
  });

  it('a double-submitted order with one Idempotency-Key makes exactly one order', async () => {
    const [u] = await shoppers(1);
    if (!u) throw new Error('no shopper');
    const product = await makeProduct({ name: 'Once Only', price: 750, inventory: [], stock: 20 });
    const body = {
      products: [{ productId: String(product._id), quantity: 2 }],
      addressId: u.addressId,
      paymentMethod: 'COD',
    };
    const key = `checkout-${Date.now()}-abc`;
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        request(app).post('/api/orders').set(u.auth).set('Idempotency-Key', key).send(body),
      ),
    );
    judge('double submit', responses, [200, 201]);
    const ids = new Set(responses.map((r) => r.body.order?._id as string | undefined));
    expect(
      ids.size,
      preview(responses.map((r) => [r.status, r.body.order?._id ?? r.body.message])),
    ).toBe(1);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await OrderModel.countDocuments({ user: u.id })).toBe(1);
    expect(await stockOf(product._id, null)).toBe(18);

    // Online, the same: one key, one order, one payment used.
    await must(
      request(app)
        .post('/api/cart')
        .set(u.auth)
        .send({ productId: String(product._id), quantity: 1 }),
      200,
      'bag',
    );
    const gw = await must(
      request(app).post('/api/orders/razorpay-order').set(u.auth).send({}),
      200,
      'gateway order',
    );
    const paid = await must(
      request(app).post(`/api/payments/simulator/${gw.body.id}/pay`).set(u.auth),
      200,
      'pay',
    );
    const online = {
      products: [{ productId: String(product._id), quantity: 1 }],
      addressId: u.addressId,
      paymentMethod: 'Online',
      ...paid.body,
    };
    delete (online as Record<string, unknown>).success;
    const onlineRes = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        request(app)
          .post('/api/orders')
          .set(u.auth)
          .set('Idempotency-Key', i < 3 ? 'online-key-0001' : 'online-key-0002')
          .send(online),
      ),
    );
    judge('double submit online', onlineRes, [200, 201]);
    expect(new Set(onlineRes.map((r) => r.body.order?._id as string | undefined)).size).toBe(1);
    expect(await OrderModel.countDocuments({ user: u.id })).toBe(2);
    expect(await stockOf(product._id, null)).toBe(17);
  });

  it('parallel address, registration, wishlist and newsletter writes keep their one-of rules', async () => {
    const [u] = await shoppers(1); // already holds one (default) address
    if (!u) throw new Error('no shopper');
    const address = (i: number) => ({
      address: `${i} Park Street`,
      city: 'Kolkata',
      state: 'West Bengal',
      zipcode: '700016',
      phone: '9876543210',
    });

    // A brand-new user adding addresses at once: exactly one becomes the default.
    const fresh = await createUser();
    const firsts = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        request(app).post('/api/address').set(fresh.auth).send(address(i)),
      ),
    );
    judge('parallel first addresses', firsts, [201]);
    const list = (await request(app).get('/api/address').set(fresh.auth)).body as {
      data: { isDefault: boolean }[];
    };
    expect
      .soft(
        list.data.filter((a) => a.isDefault),
        'exactly one default address',
      )
      .toHaveLength(1);

    // Near the cap of 20: parallel adds never take a user past it.
    for (let i = 1; i < 18; i += 1)
      await must(request(app).post('/api/address').set(u.auth).send(address(i)), 201, 'address');
    const capped = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        request(app)
          .post('/api/address')
          .set(u.auth)
          .send(address(100 + i)),
      ),
    );
    judge('parallel adds at the cap', capped, [201, 409]);
    const count = ((await request(app).get('/api/address').set(u.auth)).body as { data: unknown[] })
      .data.length;
    expect.soft(count, 'addresses after racing the cap').toBeLessThanOrEqual(20);

    // Two addresses made default at once, many times: still exactly one default.
    const mine = (
      (await request(app).get('/api/address').set(u.auth)).body as { data: { _id: string }[] }
    ).data
      .slice(0, 2)
      .map((a) => a._id);
    const flips = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        request(app)
          .patch(`/api/address/${mine[i % 2] ?? ''}/default`)
          .set(u.auth),
      ),
    );
    judge('parallel default flips', flips, [200]);
    const after = (await request(app).get('/api/address').set(u.auth)).body as {
      data: { isDefault: boolean }[];
    };
    expect
      .soft(
        after.data.filter((a) => a.isDefault),
        'exactly one default after flips',
      )
      .toHaveLength(1);

    // One e-mail registered five times at once: one account.
    const email = `race-${Date.now()}@example.com`;
    const regs = await Promise.all(
      Array.from({ length: 5 }, () =>
        request(app)
          .post('/api/users/auth/register')
          .send({ name: 'Racer', email, phone: '9876543210', password: 'secret123' }),
      ),
    );
    judge('parallel registrations', regs, [201, 409]);
    expect.soft(regs.filter((r) => r.status === 201)).toHaveLength(1);

    // The same product wished for five times at once: one entry.
    const product = await makeProduct({ name: 'Wished', inventory: [], stock: 3 });
    const wishes = await Promise.all(
      Array.from({ length: 5 }, () =>
        request(app)
          .post('/api/wishlist')
          .set(u.auth)
          .send({ productId: String(product._id) }),
      ),
    );
    judge('parallel wishlist adds', wishes, [200]);
    const wl = (await request(app).get('/api/wishlist').set(u.auth)).body as {
      wishlist: { products: { _id: string }[] };
    };
    expect.soft(wl.wishlist.products.filter((p) => p._id === String(product._id))).toHaveLength(1);

    // One e-mail subscribed five times at once: one subscriber.
    const subs = await Promise.all(
      Array.from({ length: 5 }, () =>
        request(app)
          .post('/api/newsletter')
          .send({ email: `news-${email}` }),
      ),
    );
    judge('parallel newsletter sign-ups', subs, [200, 201]);
    expect.soft(subs.filter((r) => r.status === 201)).toHaveLength(1);
    expect.soft(tally.failures).toEqual([]);
  });

  // An order takes out of the bag only the lines it was placed for, so a line added from another
  // tab during checkout should stay; whether it does depends on when the add lands against the
  // order's transaction, so it is measured (summary: concurrentBagAddsKept), not asserted. What
  // must hold: the order holds only what it was placed for, and nothing errors.
  it('a bag line added while an order for other lines is placed never joins that order', async () => {
    const [u] = await shoppers(1);
    if (!u) throw new Error('no shopper');
    const ordered = await makeProduct({ name: 'Checked Out', inventory: [], stock: 50 });
    const later = await makeProduct({ name: 'Added Meanwhile', inventory: [], stock: 50 });
    await must(
      request(app)
        .post('/api/cart')
        .set(u.auth)
        .send({ productId: String(ordered._id), quantity: 1 }),
      200,
      'bag',
    );
    let kept = 0;
    const rounds = 4;
    for (let round = 0; round < rounds; round += 1) {
      // The order is for `ordered`; `later` goes into the bag at the same moment (another tab).
      const [order, add] = await Promise.all([
        request(app)
          .post('/api/orders')
          .set(u.auth)
          .send({
            products: [{ productId: String(ordered._id), quantity: 1 }],
            addressId: u.addressId,
            paymentMethod: 'COD',
          }),
        request(app)
          .post('/api/cart')
          .set(u.auth)
          .send({ productId: String(later._id), quantity: 1 }),
      ]);
      judge('order while adding', [order, add], [200, 201]);
      expect(order.status, preview(order.body)).toBe(201);
      // Delivered (no delivery API yet): the COD caps on open orders are not under test here.
      await OrderModel.updateOne({ _id: order.body.order._id }, { $set: { status: 'Delivered' } });
      expect((order.body.order.items as { productId: string }[]).map((i) => i.productId)).toEqual([
        String(ordered._id),
      ]);
      const bag = (await request(app).get('/api/cart').set(u.auth)).body as {
        cart: { items: { product: { _id: string } }[] };
      };
      if (bag.cart.items.some((i) => i.product._id === String(later._id))) kept += 1;
      await BagModel.deleteMany({ user: u.id });
      await must(
        request(app)
          .post('/api/cart')
          .set(u.auth)
          .send({ productId: String(ordered._id), quantity: 1 }),
        200,
        'bag again',
      );
    }
    tally.set('concurrentBagAddsKept', `${kept}/${rounds}`);
  });

  it('parallel helpful votes by one user count once', async () => {
    const [author, voter] = await shoppers(2);
    if (!author || !voter) throw new Error('no shoppers');
    const product = await makeProduct({ name: 'Voted', inventory: [], stock: 5 });
    const o = await must(
      request(app)
        .post('/api/orders')
        .set(author.auth)
        .send({
          products: [{ productId: String(product._id), quantity: 1 }],
          addressId: author.addressId,
          paymentMethod: 'COD',
        }),
      201,
      'order',
    );
    await markDelivered(String(o.body.order._id));
    const review = await must(
      request(app)
        .post('/api/reviews/create')
        .set(author.auth)
        .field('productId', String(product._id))
        .field('orderId', String(o.body.order._id))
        .field('rating', '5')
        .field('comment', 'Great'),
      201,
      'review',
    );
    const id = String(review.body.data._id);
    const votes = await Promise.all(
      Array.from({ length: 8 }, () =>
        request(app).post(`/api/reviews/${id}/helpful`).set(voter.auth),
      ),
    );
    judge('parallel votes', votes, [200]);
    const own = await Promise.all(
      Array.from({ length: 3 }, () =>
        request(app).post(`/api/reviews/${id}/helpful`).set(author.auth),
      ),
    );
    judge('own votes', own, [403]);
    expect((await ReviewModel.findById(id).lean())?.helpful).toBe(1);
  });

  it('parallel reviews for one product: one per user, ratings consistent', async () => {
    const reviewers = await shoppers(8);
    const product = await makeProduct({
      name: 'Much Reviewed',
      price: 999,
      inventory: [],
      stock: 100,
    });
    const productId = String(product._id);
    const orders: string[] = [];
    for (const r of reviewers) {
      const o = await must(
        request(app)
          .post('/api/orders')
          .set(r.auth)
          .send({
            products: [{ productId, quantity: 1 }],
            addressId: r.addressId,
            paymentMethod: 'COD',
          }),
        201,
        'order',
      );
      orders.push(String(o.body.order._id));
      await markDelivered(String(o.body.order._id));
    }
    const [first] = reviewers;
    if (!first) throw new Error('no reviewer');
    const review = (i: number, rating: number, comment: string) =>
      request(app)
        .post('/api/reviews/create')
        .set((reviewers[i] ?? first).auth)
        .field('productId', productId)
        .field('orderId', orders[i] ?? '')
        .field('rating', String(rating))
        .field('comment', comment);

    // One user, six simultaneous submissions: exactly one review.
    const same = await Promise.all(
      Array.from({ length: 6 }, (_, k) => review(0, 1 + (k % 5), `Attempt ${k}`)),
    );
    judge('same user in parallel', same, [201, 409]);
    expect(same.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await ReviewModel.countDocuments({ product: productId, user: first.id })).toBe(1);

    // Everyone else at once (and each twice): one review each, summary matches the reviews.
    const ratings = [5, 4, 4, 3, 2, 5, 1];
    const rest = await Promise.all(
      reviewers
        .slice(1)
        .flatMap((_, j) => [
          review(j + 1, ratings[j] ?? 3, 'Nice'),
          review(j + 1, ratings[j] ?? 3, 'Nice again'),
        ]),
    );
    judge('many users in parallel', rest, [201, 409]);
    expect(rest.filter((r) => r.status === 201)).toHaveLength(7);

    const all = await ReviewModel.find({ product: productId }).lean();
    expect(all).toHaveLength(8);
    const mean = Math.round((all.reduce((n, r) => n + r.rating, 0) / all.length) * 10) / 10;
    const stored = await ProductModel.findById(productId).lean();
    expect(stored?.reviewCount).toBe(8);
    expect(stored?.ratings).toBe(mean);
    const listed = await request(app).get(`/api/reviews/${productId}`);
    expect(listed.body.summary.count).toBe(8);
    expect(listed.body.summary.average).toBe(mean);
    expect(unitPrice(stored as NonNullable<typeof stored>)).toBe(999);
    expect(tally.failures).toEqual([]);
  });
});
