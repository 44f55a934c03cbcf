import { ErrorBodySchema, ProductDetailResponseSchema } from '@vastra/contracts';
import { EDIT_CONFLICT, EditMsg } from '@vastra/contracts/admin/edit-version';
import { AuditListResponseSchema } from '@vastra/contracts/admin/staff';
import {
  AdminSizeChartResponseSchema,
  AdminSizeChartSaveResponseSchema,
  CategorySizeChartResponseSchema,
  SIZE_CHART_LIMITS,
  SizeChartMsg,
  type SizeChartInput,
} from '@vastra/contracts/size-chart';
import type { Express } from 'express';
import { Types } from 'mongoose';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/helpers';
import { makeProduct } from '../../cart/commerce-fixtures';
import { createStaffCast, expectRoleMatrix, type StaffCast } from '../../staff/test-helpers';
import { makeCategory } from './admin-fixtures';

/**
 * A category's size chart in the back office: who may read and save it, what a save refuses
 * (with a message per field), the version check, the audit entry of only what changed, and the
 * storefront's read of it (its cached answer follows the save at once).
 */
let app: Express;
let cast: StaffCast;

beforeAll(async () => {
  ({ app } = createTestApp());
  cast = await createStaffCast();
});

/** A category whose products come in S, M and L. */
async function categoryWithSizes() {
  const { id } = await makeCategory('Kurtas');
  const category = new Types.ObjectId(id);
  await makeProduct({
    category,
    inventory: [
      { size: 'S', stock: 1 },
      { size: 'M', stock: 0 },
    ],
  });
  await makeProduct({ category, inventory: [{ size: 'L', stock: 2 }] });
  return id;
}

const chart = (over: Partial<SizeChartInput> = {}): SizeChartInput => ({
  measurements: ['chest', 'length'],
  rows: [
    { size: 'S', inches: [38, 39] },
    { size: 'M', inches: [40, 40.5] },
    { size: 'L', inches: [42, 41] },
  ],
  howToMeasure: 'Measure over a thin shirt.',
  ...over,
});

const path = (id: string) => `/api/admin/categories/${id}/size-chart`;
const save = (id: string, body: object, who = cast.staff) =>
  request(app).put(path(id)).set(who.auth).send(body);
const storefront = async (id: string) =>
  CategorySizeChartResponseSchema.parse(
    (await request(app).get(`/api/category/${id}/size-chart`).expect(200)).body,
  );
const messageOf = (res: request.Response) => ErrorBodySchema.parse(res.body).message;

describe('a category’s size chart', () => {
  it('is read by every role, saved by staff and owners only', async () => {
    const id = await categoryWithSizes();
    const read = await expectRoleMatrix(app, cast, {
      method: 'get',
      path: path(id),
      least: 'readonly',
    });
    expect(AdminSizeChartResponseSchema.parse(read.readonly!.body).data).toEqual({
      categoryId: id,
      categoryName: 'Kurtas',
      subcategoryId: null,
      subcategoryName: null,
      applies: 'default',
      subcategories: [
        { id: expect.any(String), name: 'Shirts', ownChart: false },
        { id: expect.any(String), name: 'Kurtas', ownChart: false },
      ],
      sizes: ['S', 'M', 'L'],
      chart: null,
      editVersion: 0,
    });
    const saved = await expectRoleMatrix(app, cast, {
      method: 'put',
      path: path(id),
      least: 'staff',
      body: { chart: chart() },
    });
    expect(saved.staff!.status).toBe(200);
    expect(saved.owner!.status).toBe(200);
    await request(app)
      .get(path(new Types.ObjectId().toHexString()))
      .set(cast.readonly.auth)
      .expect(404);
  });

  it('refuses a bad chart with a message, changing nothing', async () => {
    const id = await categoryWithSizes();
    const bad: [object, string][] = [
      [{ chart: chart({ measurements: [] }) }, SizeChartMsg.measurementsRequired],
      [{ chart: chart({ measurements: ['chest', 'chest'] }) }, SizeChartMsg.measurementTwice],
      [{ chart: chart({ rows: [] }) }, SizeChartMsg.rowsRequired],
      [{ chart: chart({ rows: [{ size: 'S', inches: [0, 39] }] }) }, SizeChartMsg.positive],
      [{ chart: chart({ rows: [{ size: 'S', inches: [-38, 39] }] }) }, SizeChartMsg.positive],
      [{ chart: chart({ rows: [{ size: 'S', inches: [500, 39] }] }) }, SizeChartMsg.tooLarge],
      [{ chart: chart({ rows: [{ size: 'S', inches: [38] }] }) }, SizeChartMsg.valuesPerRow],
      [
        {
          chart: chart({
            rows: [
              { size: 'S', inches: [38, 39] },
              { size: 's', inches: [38, 39] },
            ],
          }),
        },
        SizeChartMsg.sizeTwice('s'),
      ],
      [
        { chart: chart({ howToMeasure: 'x'.repeat(SIZE_CHART_LIMITS.maxHowTo + 1) }) },
        SizeChartMsg.howToTooLong,
      ],
      [
        { chart: chart({ rows: [{ size: 'XXL', inches: [46, 43] }] }) },
        SizeChartMsg.notCategorySize('XXL'),
      ],
    ];
    for (const [body, message] of bad) {
      const res = await save(id, body);
      expect(res.status, message).toBe(400);
      expect(JSON.stringify(res.body), message).toContain(message);
    }
    await save(new Types.ObjectId().toHexString(), { chart: chart() }).expect(404);
    expect((await storefront(id)).chart).toBeNull();
  });

  it('is version-checked, audited with only what changed, and shown by the storefront at once', async () => {
    const id = await categoryWithSizes();
    // The storefront's answer before any chart (kept in the catalogue's answer cache).
    expect(await storefront(id)).toEqual({ success: true, categoryName: 'Kurtas', chart: null });
    const version = async () =>
      (await request(app).get('/api/catalogue/version').expect(200)).body.version as string;
    const v0 = await version();

    const first = AdminSizeChartSaveResponseSchema.parse(
      (
        await save(id, {
          chart: chart({ rows: [{ size: 'l ', inches: [42, 41] }] }),
          versionSeen: 0,
        }).expect(200)
      ).body,
    );
    expect(first.message).toBe(SizeChartMsg.saved);
    expect(first.data.editVersion).toBe(1);
    expect(first.data.chart?.rows).toEqual([{ size: 'L', inches: [42, 41] }]);
    expect(await version()).not.toBe(v0);
    expect((await storefront(id)).chart).toEqual({
      measurements: ['chest', 'length'],
      rows: [{ size: 'L', inches: [42, 41] }],
      howToMeasure: 'Measure over a thin shirt.',
    });

    // A save from the version before is refused, naming who saved and what they changed.
    const stale = await save(id, { chart: chart(), versionSeen: 0 }, cast.owner).expect(409);
    expect(stale.body.code).toBe(EDIT_CONFLICT);
    expect(messageOf(stale)).toContain(cast.staff.email);
    // Each cell they filled is named on its own, with who changed it from what to what.
    expect(stale.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'measurements', message: expect.stringContaining('chest, length') },
        { path: 'howToMeasure', message: expect.any(String) },
        {
          path: 'Chest of size L',
          message: EditMsg.fieldChangedMeanwhile(cast.staff.email, '(empty)', '42'),
        },
        {
          path: 'Length of size L',
          message: EditMsg.fieldChangedMeanwhile(cast.staff.email, '(empty)', '41'),
        },
      ]),
    );
    expect(stale.body.issues).toHaveLength(4);

    // Only the "How to measure" text changes: the audit entry holds that field alone.
    await save(id, {
      chart: chart({ rows: [{ size: 'l', inches: [42, 41] }], howToMeasure: 'Use a soft tape.' }),
      versionSeen: 1,
    }).expect(200);
    const audit = AuditListResponseSchema.parse(
      (
        await request(app)
          .get(`/api/admin/audit?entityType=sizeChart&entityId=${id}`)
          .set(cast.owner.auth)
          .expect(200)
      ).body,
    ).entries;
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      action: 'sizeChart.update',
      actor: { email: cast.staff.email },
      before: { howToMeasure: 'Measure over a thin shirt.' },
      after: { howToMeasure: 'Use a soft tape.' },
    });
    expect(Object.keys(audit[0]!.after ?? {})).toEqual(['howToMeasure']);
    expect(Object.keys(audit[1]!.after ?? {}).sort()).toEqual([
      'Chest of size L',
      'Length of size L',
      'howToMeasure',
      'measurements',
    ]);

    // Saving the same chart again writes no entry; null goes back to the default charts.
    await save(id, {
      chart: chart({ rows: [{ size: 'L', inches: [42, 41] }], howToMeasure: 'Use a soft tape.' }),
    }).expect(200);
    expect(
      AuditListResponseSchema.parse(
        (
          await request(app)
            .get(`/api/admin/audit?entityType=sizeChart&entityId=${id}`)
            .set(cast.owner.auth)
            .expect(200)
        ).body,
      ).entries,
    ).toHaveLength(2);
    const cleared = AdminSizeChartSaveResponseSchema.parse(
      (await save(id, { chart: null, versionSeen: 3 }).expect(200)).body,
    );
    expect(cleared).toMatchObject({
      message: SizeChartMsg.cleared,
      data: { chart: null, editVersion: 4 },
    });
    expect((await storefront(id)).chart).toBeNull();
    await request(app)
      .get(`/api/category/${new Types.ObjectId().toHexString()}/size-chart`)
      .expect(404);
  });

  it('marks the product page of a free-size category once it has its own chart', async () => {
    const { id } = await makeCategory('Dupattas');
    const dupatta = await makeProduct({
      category: new Types.ObjectId(id),
      inventory: [{ size: 'Free Size', stock: 3 }],
    });
    await dupatta.updateOne({ garment: 'dupatta' });
    const detail = async () =>
      ProductDetailResponseSchema.parse(
        (await request(app).get(`/api/products/individual/${dupatta.id}`).expect(200)).body,
      ).data;
    // No default chart for a free-size garment, and none of the category's own yet.
    expect(await detail()).toMatchObject({ garment: 'dupatta' });
    expect((await detail()).categorySizeChart).toBeUndefined();

    await save(id, {
      chart: { measurements: ['length'], rows: [{ size: 'free size', inches: [90] }] },
      versionSeen: 0,
    }).expect(200);
    // The cached product answer follows the save at once.
    expect((await detail()).categorySizeChart).toBe(true);

    await save(id, { chart: null, versionSeen: 1 }).expect(200);
    expect((await detail()).categorySizeChart).toBeUndefined();
  });
});
