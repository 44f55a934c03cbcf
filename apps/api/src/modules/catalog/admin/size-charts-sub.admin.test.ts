import { ProductDetailResponseSchema } from '@vastra/contracts';
import { EDIT_CONFLICT, EditMsg } from '@vastra/contracts/admin/edit-version';
import {
  AdminSizeChartResponseSchema,
  AdminSizeChartSaveResponseSchema,
  CategorySizeChartResponseSchema,
  SizeChartMsg,
  type SizeChartInput,
} from '@vastra/contracts/size-chart';
import type { Express } from 'express';
import { Types } from 'mongoose';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/helpers';
import { makeProduct } from '../../cart/commerce-fixtures';
import { recordAudit } from '../../staff';
import { createStaffCast, expectRoleMatrix, type StaffCast } from '../../staff/test-helpers';
import { makeCategory } from './admin-fixtures';

/**
 * A subcategory's own size chart: it wins over its category's for the subcategory's products
 * only (a sibling keeps the category's), the back office says which chart applies, removing it
 * falls back; and a refusal explained from an audit entry of whole rows (entries from before
 * per-cell auditing) still names the cells.
 */
let app: Express;
let cast: StaffCast;

beforeAll(async () => {
  ({ app } = createTestApp());
  cast = await createStaffCast();
});

/** "Women" with a Shirts product (S, M) and a Kurtas product (M, L). */
async function women() {
  const ids = await makeCategory('Women');
  const category = new Types.ObjectId(ids.id);
  const shirt = await makeProduct({
    category,
    subcategory: new Types.ObjectId(ids.shirts),
    inventory: [
      { size: 'S', stock: 1 },
      { size: 'M', stock: 1 },
    ],
  });
  const kurta = await makeProduct({
    category,
    subcategory: new Types.ObjectId(ids.kurtas),
    inventory: [
      { size: 'M', stock: 1 },
      { size: 'L', stock: 1 },
    ],
  });
  return { ...ids, shirt: shirt.id as string, kurta: kurta.id as string };
}

const chart = (over: Partial<SizeChartInput> = {}): SizeChartInput => ({
  measurements: ['chest'],
  rows: [{ size: 'M', inches: [40] }],
  ...over,
});

const catPath = (id: string) => `/api/admin/categories/${id}/size-chart`;
const subPath = (id: string, sub: string) =>
  `/api/admin/categories/${id}/subcategories/${sub}/size-chart`;
const admin = async (path: string) =>
  AdminSizeChartResponseSchema.parse(
    (await request(app).get(path).set(cast.readonly.auth).expect(200)).body,
  ).data;
const storefront = async (id: string, sub?: string) =>
  CategorySizeChartResponseSchema.parse(
    (
      await request(app)
        .get(`/api/category/${id}/size-chart${sub ? `?subcategory=${sub}` : ''}`)
        .expect(200)
    ).body,
  );
const flag = async (product: string) =>
  ProductDetailResponseSchema.parse(
    (await request(app).get(`/api/products/individual/${product}`).expect(200)).body,
  ).data.categorySizeChart;

describe('a subcategory’s size chart', () => {
  it('is read by every role, saved by staff and owners only; unknown ones 404, bad cells 400', async () => {
    const w = await women();
    await expectRoleMatrix(app, cast, {
      method: 'get',
      path: subPath(w.id, w.shirts),
      least: 'readonly',
    });
    const saved = await expectRoleMatrix(app, cast, {
      method: 'put',
      path: subPath(w.id, w.shirts),
      least: 'staff',
      body: { chart: chart() },
    });
    expect(saved.staff!.status).toBe(200);
    expect(saved.owner!.status).toBe(200);

    const unknown = new Types.ObjectId().toHexString();
    const missing = await request(app)
      .get(subPath(w.id, unknown))
      .set(cast.readonly.auth)
      .expect(404);
    expect(missing.body.message).toBe(SizeChartMsg.subcategoryNotFound);
    await request(app)
      .put(subPath(w.id, unknown))
      .set(cast.staff.auth)
      .send({ chart: chart() })
      .expect(404);
    // The Shirts come in S and M only: an L row is refused, as is a cell of 0.
    const notItsSize = await request(app)
      .put(subPath(w.id, w.shirts))
      .set(cast.staff.auth)
      .send({ chart: chart({ rows: [{ size: 'L', inches: [42] }] }) })
      .expect(400);
    expect(notItsSize.body.message).toBe(SizeChartMsg.notCategorySize('L'));
    const zero = await request(app)
      .put(subPath(w.id, w.shirts))
      .set(cast.staff.auth)
      .send({ chart: chart({ rows: [{ size: 'M', inches: [0] }] }) })
      .expect(400);
    expect(JSON.stringify(zero.body)).toContain(SizeChartMsg.positive);
    await request(app).get(`/api/category/${w.id}/size-chart?subcategory=nope`).expect(400);
  });

  it('wins over its category’s for its own products only, and falls back when removed', async () => {
    const w = await women();
    await request(app)
      .put(catPath(w.id))
      .set(cast.staff.auth)
      .send({ chart: chart({ rows: [{ size: 'M', inches: [38] }] }), versionSeen: 0 })
      .expect(200);
    expect(await admin(subPath(w.id, w.shirts))).toMatchObject({
      subcategoryName: 'Shirts',
      applies: 'category',
      sizes: ['S', 'M'],
      chart: null,
    });
    expect((await storefront(w.id, w.shirts)).chart?.rows).toEqual([{ size: 'M', inches: [38] }]);

    // A subcategory's save moves the catalogue's version, as a category's does (pages follow it).
    const version = async () =>
      (await request(app).get('/api/catalogue/version').expect(200)).body.version as string;
    const before = await version();
    const own = AdminSizeChartSaveResponseSchema.parse(
      (
        await request(app)
          .put(subPath(w.id, w.shirts))
          .set(cast.staff.auth)
          .send({ chart: chart({ rows: [{ size: 's', inches: [36] }] }), versionSeen: 0 })
          .expect(200)
      ).body,
    ).data;
    expect(own).toMatchObject({ applies: 'own', editVersion: 1 });
    expect(await version()).not.toBe(before);
    expect(own.chart?.rows).toEqual([{ size: 'S', inches: [36] }]);
    // The storefront (its cached answer included) shows the Shirts their own chart, named theirs…
    expect(await storefront(w.id, w.shirts)).toMatchObject({
      categoryName: 'Shirts',
      chart: { rows: [{ size: 'S', inches: [36] }] },
    });
    // …and the sibling Kurtas and the category itself keep the category's.
    expect(await storefront(w.id, w.kurtas)).toMatchObject({
      categoryName: 'Women',
      chart: { rows: [{ size: 'M', inches: [38] }] },
    });
    expect((await storefront(w.id)).chart?.rows).toEqual([{ size: 'M', inches: [38] }]);
    const category = await admin(catPath(w.id));
    expect(category.applies).toBe('own');
    expect(category.subcategories).toEqual([
      { id: w.shirts, name: 'Shirts', ownChart: true },
      { id: w.kurtas, name: 'Kurtas', ownChart: false },
    ]);

    // Removing the category's chart: the Shirts keep theirs, the Kurtas fall to the default.
    await request(app)
      .put(catPath(w.id))
      .set(cast.staff.auth)
      .send({ chart: null, versionSeen: 1 })
      .expect(200);
    expect(await flag(w.shirt)).toBe(true);
    expect(await flag(w.kurta)).toBeUndefined();
    expect((await admin(subPath(w.id, w.kurtas))).applies).toBe('default');

    // Removing the Shirts' own chart falls back (here to the default: the category has none).
    const removed = AdminSizeChartSaveResponseSchema.parse(
      (
        await request(app)
          .put(subPath(w.id, w.shirts))
          .set(cast.staff.auth)
          .send({ chart: null, versionSeen: 1 })
          .expect(200)
      ).body,
    );
    expect(removed.message).toBe(SizeChartMsg.subcategoryCleared('Women'));
    expect(removed.data).toMatchObject({ applies: 'default', chart: null });
    expect(await flag(w.shirt)).toBeUndefined();
    expect((await storefront(w.id, w.shirts)).chart).toBeNull();
  });

  it('names the cells of an old whole-rows audit entry in a refusal', async () => {
    const w = await women();
    const put = (body: object) =>
      request(app).put(subPath(w.id, w.kurtas)).set(cast.staff.auth).send(body);
    await put({
      chart: chart({ measurements: ['chest', 'length'], rows: [{ size: 'M', inches: [40, 41] }] }),
      versionSeen: 0,
    }).expect(200);
    // Someone saves meanwhile; its latest audit entry is one as saves wrote before per-cell
    // auditing: whole rows (the columns unchanged, so not in it).
    await put({
      chart: chart({
        measurements: ['chest', 'length'],
        rows: [
          { size: 'M', inches: [40, 42] },
          { size: 'L', inches: [44, 43] },
        ],
      }),
      versionSeen: 1,
    }).expect(200);
    await recordAudit(
      { id: cast.owner.id, email: cast.owner.email, role: 'owner' },
      {
        action: 'sizeChart.update',
        entity: { type: 'sizeChart', id: w.kurtas, label: 'Women › Kurtas' },
        before: { rows: [{ size: 'M', inches: [40, 41] }] },
        after: {
          rows: [
            { size: 'M', inches: [40, 42] },
            { size: 'L', inches: [44, 43] },
          ],
        },
      },
    );
    const stale = await put({ chart: chart(), versionSeen: 1 }).expect(409);
    expect(stale.body.code).toBe(EDIT_CONFLICT);
    const changed = (from: string, to: string) =>
      EditMsg.fieldChangedMeanwhile(cast.owner.email, from, to);
    expect(stale.body.issues).toEqual([
      { path: 'Length of size M', message: changed('41', '42') },
      { path: 'Chest of size L', message: changed('(empty)', '44') },
      { path: 'Length of size L', message: changed('(empty)', '43') },
    ]);
  });
});
