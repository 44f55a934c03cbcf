import { ErrorBodySchema } from '@vastra/contracts';
import { AdminProductResponseSchema, type AdminProduct } from '@vastra/contracts/admin/catalogue';
import {
  ProductImportApplyResponseSchema,
  ProductImportMsg,
  ProductImportPreviewResponseSchema,
} from '@vastra/contracts/admin/catalogue-bulk';
import { AuditListResponseSchema } from '@vastra/contracts/admin/staff';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/helpers';
import { ProductModel } from '../product.model';
import { createStaffCast, expectRoleMatrix, type StaffCast } from '../../staff/test-helpers';
import { makeCategory, productForm } from './admin-fixtures';
import { publish } from './publish-fixture';

let app: Express;
let cast: StaffCast;
let cat: Awaited<ReturnType<typeof makeCategory>>;
let catSlug: string;
let shirt: AdminProduct;

beforeAll(async () => {
  ({ app } = createTestApp());
  cast = await createStaffCast();
  cat = await makeCategory('Importwear');
  catSlug = (
    await request(app).get('/api/admin/categories').set(cast.staff.auth)
  ).body.categories.find((c: { _id: string; slug: string }) => c._id === cat.id).slug;
  shirt = AdminProductResponseSchema.parse(
    (
      await request(app)
        .post('/api/admin/products')
        .set(cast.staff.auth)
        .send(productForm(cat.id, cat.shirts, { name: 'Import Test Shirt', discount: 0.25 }))
        .expect(201)
    ).body,
  ).product;
});

const upload = (path: 'preview' | 'apply', csv: string, who: keyof StaffCast = 'staff') =>
  request(app)
    .post(`/api/admin/products/csv/${path}`)
    .set(cast[who].auth)
    .attach('file', Buffer.from(csv), { filename: 'products.csv', contentType: 'text/csv' });

describe('products from CSV', () => {
  it('is for staff and owners only', async () => {
    for (const path of ['/api/admin/products/csv/preview', '/api/admin/products/csv/apply'])
      await expectRoleMatrix(app, cast, { method: 'post', path, least: 'staff' });
  });

  it('previews creates, updates and bad rows by line; apply with a bad row changes nothing', async () => {
    const csv = [
      'slug,name,category,subcategory,visibility,price,discount_percent,selling_price,stock,stock_M,stock_XL',
      `${shirt.slug},,,,,2499.00,25,9.99,99,12,`,
      `new-import-kurta,Import Kurta,${catSlug},kurtas,,1500,10,,,4,2`,
      `${shirt.slug},,,,,1,,,,,`,
      'Bad Slug!,x,,,,,,,,,',
      `nothing-here,Lonely,${catSlug},,,,,,,,`,
      `other-one,Other,no-such-cat,,active,abc,120,,,-1,`,
    ].join('\r\n');
    const res = await upload('preview', csv).expect(200);
    const preview = ProductImportPreviewResponseSchema.parse(res.body);
    expect(preview.summary).toEqual({ rows: 6, creates: 1, updates: 1, unchanged: 0, errors: 8 });
    const update = preview.changes.find((c) => c.action === 'update')!;
    expect(update).toMatchObject({ line: 2, slug: shirt.slug, name: 'Import Test Shirt' });
    expect(update.fields).toEqual([
      { field: 'price', before: '1999.00', after: '2499.00' },
      { field: 'stock', before: 'M: 7, L: 3', after: 'M: 12, L: 3' },
    ]);
    const create = preview.changes.find((c) => c.action === 'create')!;
    expect(create).toMatchObject({ line: 3, slug: 'new-import-kurta', name: 'Import Kurta' });
    expect(create.fields).toEqual(
      expect.arrayContaining([
        { field: 'visibility', before: '', after: 'draft' },
        { field: 'subcategory', before: '', after: 'kurtas' },
        { field: 'stock', before: '', after: 'M: 4, XL: 2' },
      ]),
    );
    expect(preview.errors).toEqual([
      { line: 4, message: ProductImportMsg.slugTwice(2) },
      { line: 5, message: ProductImportMsg.slugFormat },
      { line: 6, message: ProductImportMsg.newNeeds },
      { line: 7, message: ProductImportMsg.price },
      { line: 7, message: ProductImportMsg.percent },
      { line: 7, message: ProductImportMsg.category('no-such-cat') },
      { line: 7, message: ProductImportMsg.newIsDraft },
      { line: 7, message: ProductImportMsg.stock('M') },
    ]);
    const refused = await upload('apply', csv).expect(400);
    const body = ErrorBodySchema.parse(refused.body);
    expect(body.message).toBe(ProductImportMsg.hasErrors);
    expect(body.issues).toHaveLength(8);
    expect(await ProductModel.exists({ slug: 'new-import-kurta' })).toBeNull();
    expect((await ProductModel.findById(shirt._id).lean())!.price).toBe(1999);
  });

  it('applies a clean file in one go: creates and updates, each audited with what changed', async () => {
    const csv = [
      'slug,name,category,subcategory,visibility,price,discount_percent,stock_M,stock_L',
      `${shirt.slug},,,,,2499.00,25,12,`,
      `applied-kurta,Applied Kurta,${catSlug},kurtas,draft,1500,10,4,2`,
    ].join('\n');
    const res = await upload('apply', csv, 'owner').expect(200);
    expect(ProductImportApplyResponseSchema.parse(res.body)).toMatchObject({
      created: 1,
      updated: 1,
    });
    const updated = (await ProductModel.findById(shirt._id).lean())!;
    expect(updated).toMatchObject({ price: 2499, discount: 0.25, stock: 15 });
    expect(updated.editVersion).toBe(shirt.editVersion + 1);
    const created = (await ProductModel.findOne({ slug: 'applied-kurta' }).lean())!;
    expect(created).toMatchObject({
      name: 'Applied Kurta',
      status: 'draft',
      price: 1500,
      discount: 0.1,
      discountedPrice: 1350,
      stock: 6,
      subcategorySlug: 'kurtas',
    });
    const entries = AuditListResponseSchema.parse(
      (
        await request(app)
          .get(`/api/admin/audit?entityType=product&entityId=${shirt._id}`)
          .set(cast.owner.auth)
          .expect(200)
      ).body,
    ).entries.filter((e) => e.action === 'product.csv');
    expect(entries).toHaveLength(1);
    expect(Object.keys(entries[0]!.after ?? {}).sort()).toEqual(
      ['inventory', 'price', 'sellingPrice', 'stock'].sort(),
    );
    // The same file again changes nothing.
    const again = ProductImportPreviewResponseSchema.parse(
      (await upload('preview', csv)).body,
    ).summary;
    expect(again).toMatchObject({ creates: 0, updates: 0, unchanged: 2, errors: 0 });
  });

  it('never publishes a draft nor moves a published product back: each is a bad row', async () => {
    const make = async (name: string) =>
      AdminProductResponseSchema.parse(
        (
          await request(app)
            .post('/api/admin/products')
            .set(cast.staff.auth)
            .send(productForm(cat.id, cat.shirts, { name }))
            .expect(201)
        ).body,
      ).product;
    const draft = await make('Import Draft Kurta');
    const other = await make('Import Other Draft');
    const live = await publish(app, cast.staff.auth, (await make('Import Live Kurta'))._id);
    expect([draft.status, other.status, live.status]).toEqual(['draft', 'draft', 'active']);
    const csv = [
      'slug,visibility,price',
      `${draft.slug},active,1799`,
      `${other.slug},hidden,`,
      `${live.slug},draft,`,
    ].join('\n');
    const preview = ProductImportPreviewResponseSchema.parse(
      (await upload('preview', csv).expect(200)).body,
    );
    expect(preview.errors).toEqual([
      { line: 2, message: ProductImportMsg.publishFirst },
      { line: 3, message: ProductImportMsg.publishFirst },
      { line: 4, message: ProductImportMsg.draftFromPage },
    ]);
    expect(preview.changes).toEqual([]);
    await upload('apply', csv).expect(400);
    const stored = await ProductModel.find({ _id: { $in: [draft._id, other._id, live._id] } })
      .sort({ name: 1 })
      .lean();
    expect(stored.map((p) => [p.name, p.status, p.price])).toEqual([
      ['Import Draft Kurta', 'draft', draft.price],
      ['Import Live Kurta', 'active', live.price],
      ['Import Other Draft', 'draft', other.price],
    ]);

    // The same rows keeping each product's own publication apply, and a draft stays a draft.
    const keep = ['slug,visibility,price', `${draft.slug},draft,1799`, `${live.slug},hidden,`].join(
      '\n',
    );
    await upload('apply', keep).expect(200);
    expect(await ProductModel.findById(draft._id).lean()).toMatchObject({
      status: 'draft',
      price: 1799,
    });
    expect((await ProductModel.findById(live._id).lean())!.status).toBe('hidden');
    const audit = AuditListResponseSchema.parse(
      (
        await request(app)
          .get(`/api/admin/audit?entityType=product&entityId=${draft._id}`)
          .set(cast.owner.auth)
          .expect(200)
      ).body,
    ).entries.filter((e) => e.action === 'product.csv');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).not.toHaveProperty('status');
  });

  it('creates every new product as a draft: a new row on the shop is a bad row', async () => {
    const csv = [
      'slug,name,category,visibility,price,stock_M',
      `csv-new-active,New Active,${catSlug},active,900,3`,
      `csv-new-hidden,New Hidden,${catSlug},Hidden,900,3`,
      `csv-new-archived,New Archived,${catSlug},archived,900,3`,
      `csv-new-draft,New Draft,${catSlug},draft,900,3`,
      `csv-new-plain,New Plain,${catSlug},,900,3`,
    ].join('\n');
    const preview = ProductImportPreviewResponseSchema.parse(
      (await upload('preview', csv).expect(200)).body,
    );
    expect(preview.errors).toEqual([
      { line: 2, message: ProductImportMsg.newIsDraft },
      { line: 3, message: ProductImportMsg.newIsDraft },
      { line: 4, message: ProductImportMsg.newIsDraft },
    ]);
    expect(
      preview.changes.map((c) => [c.slug, c.fields.find((f) => f.field === 'visibility')]),
    ).toEqual([
      ['csv-new-draft', { field: 'visibility', before: '', after: 'draft' }],
      ['csv-new-plain', { field: 'visibility', before: '', after: 'draft' }],
    ]);
    const refused = ErrorBodySchema.parse((await upload('apply', csv).expect(400)).body);
    expect(refused.message).toBe(ProductImportMsg.hasErrors);
    expect(await ProductModel.countDocuments({ slug: /^csv-new-/ })).toBe(0);

    const clean = csv
      .split('\n')
      .filter((l, i) => i === 0 || i > 3)
      .join('\n');
    await upload('apply', clean).expect(200);
    const created = await ProductModel.find({ slug: /^csv-new-/ })
      .sort({ slug: 1 })
      .lean();
    expect(created.map((p) => [p.slug, p.status])).toEqual([
      ['csv-new-draft', 'draft'],
      ['csv-new-plain', 'draft'],
    ]);
  });

  it('refuses a file it cannot use with a 400 and a message', async () => {
    const noSlug = await upload('preview', 'name,price\nX,10').expect(400);
    expect(ErrorBodySchema.parse(noSlug.body).message).toBe(ProductImportMsg.header);
    const empty = await upload('preview', '').expect(400);
    expect(ErrorBodySchema.parse(empty.body).message).toBeTruthy();
    const none = await request(app)
      .post('/api/admin/products/csv/preview')
      .set(cast.staff.auth)
      .expect(400);
    expect(ErrorBodySchema.parse(none.body).message).toBeTruthy();
  });
});
