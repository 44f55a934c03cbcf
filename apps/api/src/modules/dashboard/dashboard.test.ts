import { DEFAULT_LOW_STOCK_THRESHOLD } from '@vastra/contracts/admin/low-stock';
import { DashboardResponseSchema, shopDay } from '@vastra/contracts/admin/dashboard';
import type { Express } from 'express';
import { Types } from 'mongoose';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../../test/helpers';
import { makeProduct } from '../cart/commerce-fixtures';
import { ProductModel } from '../catalog/product.model';
import { ContactModel } from '../contact/contact.model';
import { forceStatus, placeCodOrder } from '../orders/lifecycle-fixtures';
import { OrderModel } from '../orders/order.model';
import { ReviewModel } from '../reviews/review.model';
import { createStaffCast, expectRoleMatrix, type StaffCast } from '../staff/test-helpers';
import { getDashboard } from './dashboard.service';

/** The dashboard through the real app and engine, on orders placed today and days ago. */
let app: Express;
let cast: StaffCast;

beforeAll(async () => {
  app = createTestApp({ RATE_LIMIT_DISABLED: 'true' }).app;
  cast = await createStaffCast();
});

describe('the dashboard', () => {
  it('is readable by every staff role only', async () => {
    await expectRoleMatrix(app, cast, {
      method: 'get',
      path: '/api/admin/dashboard',
      least: 'readonly',
    });
  });

  it('adds up orders and revenue per India day, and lists work waiting, low stock and recent activity', async () => {
    await Promise.all([OrderModel.deleteMany({}), ProductModel.deleteMany({})]);
    const shopper = await createUser();
    const a = await placeCodOrder(app, shopper, 2, 10); // today, Pending
    const b = await placeCodOrder(app, shopper, 1, 3); // today, then cancelled: no revenue
    await forceStatus(b.order._id, 'Cancelled');
    const c = await placeCodOrder(app, shopper, 1, 10); // three days ago, Processing
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    await OrderModel.collection.updateOne(
      { _id: new Types.ObjectId(c.order._id) },
      { $set: { createdAt: threeDaysAgo, status: 'Processing' } },
    );
    // Today, delivered and returned in full: refunded, so no revenue (but it was collected and paid back).
    const e = await placeCodOrder(app, shopper, 1, 10);
    await forceStatus(e.order._id, 'Returned', {
      deliveredAt: new Date(),
      refund: {
        kind: 'return',
        amount: e.order.total,
        fee: 0,
        status: 'refunded',
        refundedAt: new Date(),
      },
    });
    const old = await placeCodOrder(app, shopper, 1, 10); // 40 days ago: outside the window
    await OrderModel.collection.updateOne(
      { _id: new Types.ObjectId(old.order._id) },
      { $set: { createdAt: new Date(Date.now() - 40 * 86_400_000) } },
    );
    const sizes = await makeProduct({
      name: 'Almost gone',
      inventory: [
        { size: 'S', stock: 0 },
        { size: 'M', stock: DEFAULT_LOW_STOCK_THRESHOLD + 10 },
      ],
    });
    await ReviewModel.create({
      user: shopper.id,
      product: sizes._id,
      order: new Types.ObjectId(),
      rating: 2,
      comment: 'Faded after one wash',
      userName: 'Asha',
    });
    await ContactModel.create({
      name: 'Dev',
      email: 'dev@example.com',
      phone: '9876543210',
      message: 'Where is my parcel?',
    });

    const res = await request(app).get('/api/admin/dashboard').set(cast.readonly.auth).expect(200);
    const d = DashboardResponseSchema.parse(res.body).data;
    expect(d.days).toHaveLength(30);
    expect(d.days.at(-1)?.date).toBe(shopDay(new Date()));
    // Revenue is net: b was cancelled and e returned in full on the day they were placed.
    expect(d.today).toEqual({ date: shopDay(new Date()), orders: 3, revenue: a.order.total });
    expect(d.days.find((x) => x.date === shopDay(threeDaysAgo))).toMatchObject({
      orders: 1,
      revenue: c.order.total,
    });
    expect(d.last30).toEqual({
      orders: 4,
      revenue: a.order.total + c.order.total,
      gross: a.order.total + b.order.total + c.order.total + e.order.total,
      discounts: 0,
      reversed: b.order.total + e.order.total,
      feesKept: 0,
      refunded: e.order.total,
      // Cash is collected on delivery: only e was delivered, and its money went back.
      collected: 0,
      // No order was confirmed through the app, so no invoice was issued.
      gst: 0,
    });
    expect(d.waiting).toMatchObject({ toConfirm: 2, toShip: 1, returnsToReview: 0 });
    expect(d.waitingOrders.map((o) => o._id)).toEqual(
      expect.arrayContaining([a.order._id, c.order._id, old.order._id]),
    );
    expect(d.lowStock).toContainEqual({
      productId: String(sizes._id),
      name: 'Almost gone',
      size: 'S',
      stock: 0,
    });
    expect(
      d.lowStock.find((r) => r.productId === String(sizes._id) && r.size === 'M'),
    ).toBeUndefined();
    expect(d.recentReviews[0]).toMatchObject({
      productName: 'Almost gone',
      rating: 2,
      hidden: false,
    });
    expect(d.recentMessages[0]).toMatchObject({ name: 'Dev', state: 'new' });
  });

  it('starts the India day at 00:00 IST (18:30 UTC the day before)', async () => {
    await OrderModel.deleteMany({});
    const shopper = await createUser();
    const late = await placeCodOrder(app, shopper, 1, 10);
    await OrderModel.collection.updateOne(
      { _id: new Types.ObjectId(late.order._id) },
      { $set: { createdAt: new Date('2026-03-09T18:45:00Z') } },
    );
    const d = await getDashboard(new Date('2026-03-10T12:00:00Z'));
    expect(d.today).toMatchObject({ date: '2026-03-10', orders: 1 });
  });
});
