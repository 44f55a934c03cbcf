import {
  COD_MAX_OPEN_ORDERS,
  COD_MAX_ORDER_VALUE,
  COD_MAX_UNITS_PER_PRODUCT,
  COD_ORDERS_PER_ADDRESS_PER_DAY,
  OrderLimits,
} from '@vastra/contracts';
import type { Express } from 'express';
import fc from 'fast-check';
import { Types } from 'mongoose';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { makeAddress, makeProduct } from '../../src/modules/cart/commerce-fixtures';
import { OrderModel } from '../../src/modules/orders/order.model';
import { createTestApp, createUser } from '../helpers';
import { hasErrorMessage, preview, Tally } from './support/tally';

/**
 * Stock hoarding: cash-on-delivery orders reserve stock without payment, so an attacker places
 * them to empty the shop. One account, however it orders (property-based plans of sizes,
 * quantities, concurrency and keys), and a handful of fresh accounts from one network, hold at
 * most the documented units of a product in unpaid orders; the rest is refused with a message
 * (409) or rate-limited (429). Rate limits are on (a fresh app per run).
 */

const tally = new Tally('hoarding');
const SIZES = ['S', 'M', 'L'] as const;
const PER_SIZE = 40;
const STOCK = PER_SIZE * SIZES.length;
let mostHeldByOneAccount = 0;
let mostHeldByOneNetwork = 0;
let mostOpenCodOrders = 0;
const runs = Number(process.env.ABUSE_RUNS ?? 12);

async function shopper() {
  const u = await createUser();
  const address = await makeAddress(u.id);
  return { ...u, addressId: String(address._id) };
}

/** Units of `productId` in the user's orders that are neither paid nor closed (COD, not delivered). */
async function unpaidUnits(productId: string, userIds: string[]): Promise<number> {
  const orders = await OrderModel.find({
    user: { $in: userIds.map((id) => new Types.ObjectId(id)) },
    paymentMethod: 'COD',
    status: { $in: ['Pending', 'Processing', 'Shipped'] },
  }).lean();
  return orders
    .flatMap((o) => o.items)
    .filter((i) => String(i.productId) === productId)
    .reduce((n, i) => n + i.quantity, 0);
}

const codOrder = (
  app: Express,
  who: { auth: Record<string, string>; addressId: string },
  products: { productId: string; size: string; quantity: number }[],
  ip: string,
  key?: string,
) => {
  let r = request(app)
    .post('/api/orders')
    .set(who.auth)
    .set('X-Forwarded-For', ip)
    .send({ products, addressId: who.addressId, paymentMethod: 'COD' });
  if (key) r = r.set('Idempotency-Key', key);
  return r;
};

/** Every answer is a placement, a refusal with a message, or a rate limit: never a 5xx. */
function judge(res: request.Response, what: string) {
  const ok =
    res.status === 201 ||
    res.status === 200 ||
    ([409, 422, 429].includes(res.status) && hasErrorMessage(res.body));
  tally.saw(res.status, [409, 422, 429].includes(res.status));
  if (!ok) tally.fail(`${what}: ${res.status} ${preview(res.body)}`);
  expect(ok, `${what}: ${res.status} ${preview(res.body)}`).toBe(true);
}

const attempt = fc.record({
  size: fc.constantFrom(...SIZES),
  quantity: fc.integer({ min: 1, max: 10 }),
  /** Several lines of the same product in one order (other sizes). */
  extraSizes: fc.subarray([...SIZES], { maxLength: 2 }),
  /** Sent together with the previous attempt. */
  concurrent: fc.boolean(),
  key: fc.option(fc.constantFrom('hoard-key-0001', 'hoard-key-0002'), { nil: undefined }),
});

describe('stock hoarding', () => {
  afterAll(() => {
    tally.set('unitsOneAccountHolds', mostHeldByOneAccount);
    tally.set('unitsFreshAccountsOneNetworkHold', mostHeldByOneNetwork);
    tally.set('stockPerProduct', STOCK);
    tally.set('shareOneAccount', `${((100 * mostHeldByOneAccount) / STOCK).toFixed(1)}%`);
    tally.set('shareOneNetwork', `${((100 * mostHeldByOneNetwork) / STOCK).toFixed(1)}%`);
    tally.set('openCodOrdersOneAccount', mostOpenCodOrders);
    tally.print();
  });

  it(`one account holds at most ${COD_MAX_UNITS_PER_PRODUCT} units of a product unpaid, whatever it tries (property)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(attempt, { minLength: 4, maxLength: 14 }), async (plan) => {
        const { app } = createTestApp();
        const p = await makeProduct({
          price: 500,
          inventory: SIZES.map((size) => ({ size, stock: PER_SIZE })),
        });
        const productId = String(p._id);
        const u = await shopper();
        let batch: Promise<request.Response>[] = [];
        const flush = async () => {
          for (const res of await Promise.all(batch)) judge(res, 'hoarding plan');
          batch = [];
        };
        for (const a of plan) {
          if (!a.concurrent) await flush();
          const lines = [a.size, ...a.extraSizes.filter((s) => s !== a.size)].map((size) => ({
            productId,
            size,
            quantity: a.quantity,
          }));
          batch.push(codOrder(app, u, lines, '203.0.113.10', a.key).ok(() => true));
        }
        await flush();
        const held = await unpaidUnits(productId, [u.id]);
        mostHeldByOneAccount = Math.max(mostHeldByOneAccount, held);
        expect(held).toBeLessThanOrEqual(COD_MAX_UNITS_PER_PRODUCT);
      }),
      {
        numRuns: Math.max(4, Math.ceil(runs / 2)),
        seed: Number(process.env.ABUSE_SEED) || undefined,
      },
    );
  });

  it(`one account fires 40 COD orders at once: at most ${COD_MAX_OPEN_ORDERS} are placed`, async () => {
    const { app } = createTestApp();
    const u = await shopper();
    const products = await Promise.all(
      Array.from({ length: 40 }, () => makeProduct({ price: 500 })),
    );
    const answers = await Promise.all(
      products.map((p) =>
        codOrder(app, u, [{ productId: String(p._id), size: 'M', quantity: 1 }], '203.0.113.20'),
      ),
    );
    for (const res of answers) judge(res, 'burst');
    const open = await OrderModel.countDocuments({ user: new Types.ObjectId(u.id) });
    mostOpenCodOrders = Math.max(mostOpenCodOrders, open);
    expect(open).toBeLessThanOrEqual(COD_MAX_OPEN_ORDERS);
    expect(answers.filter((r) => r.status === 201)).toHaveLength(open);
  });

  it(`fresh accounts from one network hold at most ${COD_ORDERS_PER_ADDRESS_PER_DAY * COD_MAX_UNITS_PER_PRODUCT} units of a product`, async () => {
    const { app } = createTestApp();
    const p = await makeProduct({
      price: 500,
      inventory: SIZES.map((size) => ({ size, stock: PER_SIZE })),
    });
    const productId = String(p._id);
    const accounts = await Promise.all(Array.from({ length: 8 }, () => shopper()));
    for (const u of accounts) {
      for (const quantity of [COD_MAX_UNITS_PER_PRODUCT, 1]) {
        const res = await codOrder(app, u, [{ productId, size: 'L', quantity }], '198.51.100.77');
        judge(res, 'fresh account');
      }
    }
    const held = await unpaidUnits(
      productId,
      accounts.map((a) => a.id),
    );
    mostHeldByOneNetwork = Math.max(mostHeldByOneNetwork, held);
    expect(held).toBeLessThanOrEqual(COD_ORDERS_PER_ADDRESS_PER_DAY * COD_MAX_UNITS_PER_PRODUCT);
    // A limited network is told to pay online, with a Retry-After.
    const late = await codOrder(
      app,
      accounts[7] as (typeof accounts)[number],
      [{ productId, size: 'S', quantity: 1 }],
      '198.51.100.77',
    );
    expect(late.status).toBe(429);
    expect(late.body.message).toMatch(/pay online, or try again in \d+ hours/);
    expect(Number(late.headers['retry-after'])).toBeGreaterThan(0);
    // Another network's shopper is unaffected.
    const other = await shopper();
    const fine = await codOrder(app, other, [{ productId, size: 'S', quantity: 1 }], '192.0.2.5');
    judge(fine, 'other network');
    expect(fine.status).toBe(201);
  });

  it(`a COD order over ₹${COD_MAX_ORDER_VALUE} is refused with a message, and nothing is reserved`, async () => {
    const { app } = createTestApp();
    const u = await shopper();
    const dear = await makeProduct({ price: 4000, inventory: [{ size: 'M', stock: 10 }] });
    const res = await codOrder(
      app,
      u,
      [{ productId: String(dear._id), size: 'M', quantity: 3 }],
      '203.0.113.30',
    );
    judge(res, 'COD value');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('COD_LIMIT');
    expect(res.body.message).toMatch(/pay online/i);
    expect(await OrderModel.countDocuments({ user: new Types.ObjectId(u.id) })).toBe(0);
  });

  it(`order placement is rate-limited per account (${OrderLimits.perAccount.limit} an hour)`, async () => {
    const { app } = createTestApp();
    const u = await shopper();
    const statuses: number[] = [];
    for (let i = 0; i <= OrderLimits.perAccount.limit; i += 1) {
      // Different client addresses: only the per-account counter can trip.
      const res = await request(app)
        .post('/api/orders')
        .set(u.auth)
        .set('X-Forwarded-For', `192.0.2.${100 + i}`)
        .send({ products: [], addressId: u.addressId, paymentMethod: 'Online' });
      statuses.push(res.status);
      tally.saw(res.status, res.status === 429);
    }
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    tally.set('placementsPerAccountPerHour', OrderLimits.perAccount.limit);
  });
});
