import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  LowStockMsg,
  LowStockResponseSchema,
} from '@vastra/contracts/admin/low-stock';
import { DashboardResponseSchema } from '@vastra/contracts/admin/dashboard';
import { ErrorBodySchema } from '@vastra/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { makeProduct } from '../cart/commerce-fixtures';
import { ProductModel } from '../catalog/product.model';
import { AuditModel } from '../staff/audit.model';
import { createStaffCast, expectRoleMatrix, type StaffCast } from '../staff/test-helpers';
import { ShopSettingModel } from './shop-setting.model';

/**
 * Low stock through the real app and engine: the shop's threshold (3 until changed) and a
 * product's own, the rows by urgency (sold out, then fewest units), the dashboard's tile reading
 * the same rows, each threshold change audited with before and after.
 */
let app: Express;
let cast: StaffCast;

beforeAll(async () => {
  app = createTestApp({ RATE_LIMIT_DISABLED: 'true' }).app;
  cast = await createStaffCast();
});
beforeEach(async () => {
  await Promise.all([
    ProductModel.deleteMany({}),
    ShopSettingModel.deleteMany({}),
    AuditModel.deleteMany({}),
  ]);
});

const lowStock = async (query: Record<string, string> = {}) =>
  LowStockResponseSchema.parse(
    (
      await request(app)
        .get('/api/admin/low-stock')
        .query(query)
        .set(cast.readonly.auth)
        .expect(200)
    ).body,
  );

describe('low stock', () => {
  it('roles: everyone reads, staff and owners set thresholds', async () => {
    const p = await makeProduct({ name: 'Matrix kurta' });
    await expectRoleMatrix(app, cast, {
      method: 'get',
      path: '/api/admin/low-stock',
      least: 'readonly',
    });
    await expectRoleMatrix(app, cast, {
      method: 'put',
      path: '/api/admin/low-stock/threshold',
      least: 'staff',
      body: { threshold: 3 },
    });
    await expectRoleMatrix(app, cast, {
      method: 'put',
      path: `/api/admin/low-stock/products/${String(p._id)}`,
      least: 'staff',
      body: { threshold: null },
    });
  });

  it('lists sizes at or below 3 by urgency: sold out first, then fewest units; one unit shows', async () => {
    const a = await makeProduct({
      name: 'Anarkali',
      inventory: [
        { size: 'S', stock: 2 },
        { size: 'M', stock: 9 },
      ],
    });
    const b = await makeProduct({
      name: 'Bandhani',
      inventory: [
        { size: 'L', stock: 0 },
        { size: 'XL', stock: 1 },
      ],
    });
    await makeProduct({ name: 'Chikankari', inventory: [{ size: 'M', stock: 4 }] });
    const r = await lowStock();
    expect(r.threshold).toBe(DEFAULT_LOW_STOCK_THRESHOLD);
    expect(r.data.map((row) => [row.name, row.size, row.stock])).toEqual([
      ['Bandhani', 'L', 0],
      ['Bandhani', 'XL', 1],
      ['Anarkali', 'S', 2],
    ]);
    expect(r.data[0]).toMatchObject({
      productId: String(b._id),
      threshold: 3,
      ownThreshold: false,
    });
    const page2 = await lowStock({ limit: '2', page: '2' });
    expect(page2.pagination).toMatchObject({ total: 3, pages: 2 });
    expect(page2.data.map((row) => row.productId)).toEqual([String(a._id)]);

    // The dashboard's tile reads the same rows.
    const d = DashboardResponseSchema.parse(
      (await request(app).get('/api/admin/dashboard').set(cast.readonly.auth).expect(200)).body,
    ).data;
    expect(d.lowStock.map((row) => [row.name, row.size, row.stock])).toEqual([
      ['Bandhani', 'L', 0],
      ['Bandhani', 'XL', 1],
      ['Anarkali', 'S', 2],
    ]);
  });

  it('the shop threshold and a product’s own are set, audited, and refused clearly when bad', async () => {
    const kurta = await makeProduct({ name: 'Kurta', inventory: [{ size: 'M', stock: 6 }] });
    const saree = await makeProduct({ name: 'Saree', inventory: [{ size: 'Free', stock: 5 }] });
    expect((await lowStock()).data).toEqual([]);

    const shop = await request(app)
      .put('/api/admin/low-stock/threshold')
      .set(cast.staff.auth)
      .send({ threshold: 5 })
      .expect(200);
    expect(shop.body.message).toBe(LowStockMsg.thresholdSaved(5));
    expect((await lowStock()).data.map((r) => r.name)).toEqual(['Saree']);

    // The kurta's own threshold of 6 makes it low; the saree's own 2 takes it off.
    await request(app)
      .put(`/api/admin/low-stock/products/${String(kurta._id)}`)
      .set(cast.staff.auth)
      .send({ threshold: 6 })
      .expect(200);
    await request(app)
      .put(`/api/admin/low-stock/products/${String(saree._id)}`)
      .set(cast.owner.auth)
      .send({ threshold: 2 })
      .expect(200);
    const rows = (await lowStock()).data;
    expect(rows.map((r) => [r.name, r.threshold, r.ownThreshold])).toEqual([['Kurta', 6, true]]);

    const audit = await AuditModel.find({}).sort({ at: 1 }).lean();
    expect(audit.map((e) => [e.action, e.before, e.after])).toEqual([
      ['settings.low-stock', { threshold: 3 }, { threshold: 5 }],
      ['product.low-stock-threshold', { lowStockThreshold: null }, { lowStockThreshold: 6 }],
      ['product.low-stock-threshold', { lowStockThreshold: null }, { lowStockThreshold: 2 }],
    ]);

    for (const threshold of [-1, 1.5, 'many', 5000]) {
      const bad = await request(app)
        .put('/api/admin/low-stock/threshold')
        .set(cast.staff.auth)
        .send({ threshold })
        .expect(400);
      expect(ErrorBodySchema.parse(bad.body).message).toBe(LowStockMsg.thresholdInvalid);
    }
    const missing = await request(app)
      .put('/api/admin/low-stock/products/0123456789abcdef01234567')
      .set(cast.staff.auth)
      .send({ threshold: 1 })
      .expect(404);
    expect(ErrorBodySchema.parse(missing.body).message).toBe(LowStockMsg.productNotFound);
  });
});
