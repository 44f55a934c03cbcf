import { ErrorBodySchema, ProductDetailResponseSchema } from '@vastra/contracts';
import {
  AdminProductResponseSchema,
  CatalogueMsg,
  StockCsvApplyResponseSchema,
  StockCsvPreviewResponseSchema,
  type AdminProduct,
} from '@vastra/contracts/admin/catalogue';
import { AuditListResponseSchema } from '@vastra/contracts/admin/staff';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/helpers';
import { createStaffCast, type StaffCast } from '../../staff/test-helpers';
import { makeCategory, productForm } from './admin-fixtures';
import { publish } from './publish-fixture';

let app: Express;
let cast: StaffCast;
let shirt: AdminProduct;
let kurta: AdminProduct;

beforeAll(async () => {
  ({ app } = createTestApp());
  cast = await createStaffCast();
  const cat = await makeCategory();
  const make = async (name: string) =>
    publish(
      app,
      cast.staff.auth,
      AdminProductResponseSchema.parse(
        (
          await request(app)
            .post('/api/admin/products')
            .set(cast.staff.auth)
            .send(productForm(cat.id, cat.shirts, { name }))
            .expect(201)
        ).body,
      ).product._id,
    );
  shirt = await make('Csv Test Shirt');
  kurta = await make('Csv Test Kurta');
});

const upload = (path: 'preview' | 'apply', csv: string) =>
  request(app)
    .post(`/api/admin/stock/csv/${path}`)
    .set(cast.staff.auth)
    .attach('file', Buffer.from(csv), { filename: 'stock.csv', contentType: 'text/csv' });

const stockOf = async (id: string) =>
  ProductDetailResponseSchema.parse(
    (await request(app).get(`/api/products/individual/${id}`).expect(200)).body,
  ).data.sizeStock;

describe('stock by CSV', () => {
  it('previews the changes and lists every bad row with its line; apply then changes nothing', async () => {
    const csv = [
      'product,size,stock',
      `${shirt.slug},M,12`,
      'no-such-product,M,1',
      `${kurta._id},XXL,4`,
      `${kurta.slug},L,-2`,
      `${kurta.slug},L,three`,
      `${shirt.slug},m,5`,
      `${kurta.slug},,5`,
      `${kurta.slug},L,3`,
    ].join('\r\n');
    const res = await upload('preview', csv).expect(200);
    const preview = StockCsvPreviewResponseSchema.parse(res.body);
    expect(preview.changes).toEqual([
      {
        line: 2,
        productId: shirt._id,
        product: shirt.name,
        slug: shirt.slug,
        size: 'M',
        before: 7,
        after: 12,
      },
    ]);
    expect(preview.errors.map((e) => e.line)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(preview.errors[0]!.message).toBe('No product has the slug or id “no-such-product”.');
    expect(preview.errors[1]!.message).toBe(
      'Size “XXL” is not on Csv Test Kurta (its sizes: M, L).',
    );
    expect(preview.errors[2]!.message).toContain(CatalogueMsg.stockWhole);
    expect(preview.errors[4]!.message).toBe('Csv Test Shirt size M is already on line 2.');
    expect(preview.errors[5]!.message).toBe('Please give a size.');
    expect(preview.summary).toEqual({ rows: 8, changes: 1, unchanged: 1, errors: 6 });

    const refused = await upload('apply', csv);
    expect(refused.status).toBe(400);
    const body = ErrorBodySchema.parse(refused.body);
    expect(body.message).toBe(CatalogueMsg.csvHasErrors);
    expect(body.issues?.[0]).toEqual({
      path: 'line 3',
      message: 'No product has the slug or id “no-such-product”.',
    });
    expect((await stockOf(shirt._id)).find((s) => s.size === 'M')?.stock).toBe(7);
  });

  it('applies a clean file at once on the storefront, audited per product with stock before and after', async () => {
    const csv = `"size","stock","product"\nM,0,${shirt.slug}\nL,9,${shirt._id}\nM,7,${kurta.slug}\n`;
    const preview = StockCsvPreviewResponseSchema.parse(
      (await upload('preview', csv).expect(200)).body,
    );
    expect(preview.summary).toEqual({ rows: 3, changes: 2, unchanged: 1, errors: 0 });
    await stockOf(shirt._id); // cached before the write
    const applied = StockCsvApplyResponseSchema.parse(
      (await upload('apply', csv).expect(200)).body,
    );
    expect(applied).toEqual({ success: true, applied: 2, products: 1 });
    expect(await stockOf(shirt._id)).toEqual([
      { size: 'M', stock: 0 },
      { size: 'L', stock: 9 },
    ]);
    const got = AdminProductResponseSchema.parse(
      (await request(app).get(`/api/admin/products/${shirt._id}`).set(cast.staff.auth).expect(200))
        .body,
    );
    expect(got.product.stock).toBe(9);
    const log = AuditListResponseSchema.parse(
      (await request(app).get(`/api/admin/audit?action=stock.csv`).set(cast.owner.auth).expect(200))
        .body,
    );
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({
      actor: { id: cast.staff.id },
      entity: { type: 'product', id: shirt._id },
      before: {
        stock: 10,
        inventory: [
          { size: 'M', stock: 7 },
          { size: 'L', stock: 3 },
        ],
      },
      after: {
        stock: 9,
        inventory: [
          { size: 'M', stock: 0 },
          { size: 'L', stock: 9 },
        ],
      },
    });
  });

  it('refuses a file without the columns, an empty one, none at all and one too large', async () => {
    const msg = async (res: request.Response, status: number) => {
      expect(res.status).toBe(status);
      return ErrorBodySchema.parse(res.body).message;
    };
    expect(await msg(await upload('preview', 'sku,qty\nA,1\n'), 400)).toBe(CatalogueMsg.csvHeader);
    expect(await msg(await upload('preview', ''), 400)).toBe(CatalogueMsg.csvEmpty);
    expect(await msg(await upload('preview', 'product,size,stock\n"unclosed,M,1\n'), 400)).toBe(
      CatalogueMsg.csvUnreadable,
    );
    const none = await request(app).post('/api/admin/stock/csv/preview').set(cast.staff.auth);
    expect(await msg(none, 400)).toBe(CatalogueMsg.csvMissing);
    const big = `product,size,stock\n${`${shirt.slug},M,1\n`.repeat(60_000)}`;
    expect(await msg(await upload('preview', big), 413)).toBe(CatalogueMsg.csvTooLarge);
  });
});
