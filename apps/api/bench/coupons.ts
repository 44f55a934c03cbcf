/**
 * Coupon figures. Prints numbers; never fails on timing.
 *
 *   pnpm --filter @vastra/api exec tsx bench/coupons.ts
 *   BENCH_COUPON_ORDERS=120 BENCH_COUPON_LIMIT=100 BENCH_CART_READS=300 …
 *
 * 1. GET /api/cart, sequential, without and with an applied coupon (the coupon adds one indexed
 *    read and the pure check): median and p95 latency.
 * 2. A burst of parallel COD orders (one per shopper) on a coupon limited to LIMIT uses: wall time,
 *    orders placed, discounted orders and the coupon's count (must equal LIMIT).
 * The real app through supertest on the engine startMongo picks (the wire engine offline).
 */
import { startMongo } from '@vastra/mongo-engine';
import mongoose from 'mongoose';
import request from 'supertest';
import { createTestApp, createUser } from '../test/helpers';
import { makeAddress, makeProduct } from '../src/modules/cart/commerce-fixtures';
import { makeCoupon } from '../src/modules/coupons/coupon-fixtures';
import { CouponModel } from '../src/modules/coupons/coupon.model';
import { OrderModel } from '../src/modules/orders/order.model';

const ORDERS = Number(process.env.BENCH_COUPON_ORDERS ?? 120);
const LIMIT = Number(process.env.BENCH_COUPON_LIMIT ?? 100);
const READS = Number(process.env.BENCH_CART_READS ?? 300);

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};

async function main() {
  const mongo = await startMongo({ log: false });
  await mongoose.connect(mongo.uri, { dbName: `vastra_bench_coupons_${Date.now()}` });
  await Promise.all(Object.values(mongoose.models).map((m) => m.init()));
  const { app } = createTestApp({ RATE_LIMIT_DISABLED: 'true' });

  const product = await makeProduct({ price: 1600, inventory: [{ size: 'M', stock: 100_000 }] });
  const productId = String(product._id);
  await makeCoupon({ code: 'BENCH10', discountValue: 10, maxDiscount: 300, minOrderValue: 1499 });

  const reader = await createUser();
  await request(app).post('/api/cart').set(reader.auth).send({ productId, size: 'M' }).expect(200);
  const timeReads = async () => {
    const ms: number[] = [];
    for (let i = 0; i < READS; i += 1) {
      const t = performance.now();
      await request(app).get('/api/cart').set(reader.auth).expect(200);
      ms.push(performance.now() - t);
    }
    return ms;
  };
  await timeReads(); // warm-up
  const without = await timeReads();
  await request(app)
    .post('/api/cart/coupon')
    .set(reader.auth)
    .send({ code: 'BENCH10' })
    .expect(200);
  const withCoupon = await timeReads();
  const fmt = (xs: number[]) =>
    `median ${quantile(xs, 0.5).toFixed(2)} ms, p95 ${quantile(xs, 0.95).toFixed(2)} ms`;
  console.info(`GET /api/cart ×${READS}: without coupon ${fmt(without)}`);
  console.info(`GET /api/cart ×${READS}: with coupon    ${fmt(withCoupon)}`);

  const limited = await makeCoupon({
    code: 'BURST',
    usageLimit: LIMIT,
    discountType: 'flat',
    discountValue: 100,
  });
  const shoppers = await Promise.all(
    Array.from({ length: ORDERS }, async () => {
      const u = await createUser();
      return { ...u, addressId: String((await makeAddress(u.id))._id) };
    }),
  );
  const t = performance.now();
  const results = await Promise.all(
    shoppers.map((u) =>
      request(app)
        .post('/api/orders')
        .set(u.auth)
        .send({
          products: [{ productId, size: 'M' }],
          addressId: u.addressId,
          paymentMethod: 'COD',
          couponCode: 'BURST',
        }),
    ),
  );
  const wall = performance.now() - t;
  const placed = results.filter((r) => r.status === 201).length;
  const statuses = new Map<number, number>();
  for (const r of results) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  const discounted = await OrderModel.countDocuments({ 'coupon.code': 'BURST' });
  const uses = (await CouponModel.findById(limited._id).lean())?.uses;
  console.info(
    `burst: ${ORDERS} parallel COD orders on a coupon limited to ${LIMIT}: ${wall.toFixed(0)} ms wall, ` +
      `${placed} placed, ${discounted} discounted, coupon uses ${uses}, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );

  await mongoose.connection.dropDatabase();
  await mongoose.disconnect();
  await mongo.stop();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
