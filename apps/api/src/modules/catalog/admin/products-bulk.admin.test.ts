import { ErrorBodySchema, ProductDetailResponseSchema } from '@vastra/contracts';
import {
  AdminProductListResponseSchema,
  AdminProductResponseSchema,
  CatalogueMsg,
  type AdminProduct,
} from '@vastra/contracts/admin/catalogue';
import {
  BULK_MAX_PRODUCTS,
  BulkMsg,
  BulkProductEditResponseSchema,
} from '@vastra/contracts/admin/catalogue-bulk';
import { AuditListResponseSchema } from '@vastra/contracts/admin/staff';
import { parse } from 'csv-parse/sync';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/helpers';
import { createStaffCast, expectRoleMatrix, type StaffCast } from '../../staff/test-helpers';
import { makeCategory, productForm } from './admin-fixtures';
import { publish } from './publish-fixture';

let app: Express;
let cast: StaffCast;
let cat: Awaited<ReturnType<typeof makeCategory>>;
let n = 0;

beforeAll(async () => {
  ({ app } = createTestApp());
  cast = await createStaffCast();
  cat = await makeCategory('Bulkwear');
});

async function create(over = {}): Promise<AdminProduct> {
  n += 1;
  const res = await request(app)
    .post('/api/admin/products')
    .set(cast.staff.auth)
    .send(productForm(cat.id, cat.shirts, { name: `Bulk Shirt ${n}`, ...over }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return publish(app, cast.staff.auth, AdminProductResponseSchema.parse(res.body).product._id);
}

const bulk = (body: object, who: keyof StaffCast = 'staff') =>
  request(app).post('/api/admin/products/bulk').set(cast[who].auth).send(body);

const getProduct = async (id: string) =>
  AdminProductResponseSchema.parse(
    (await request(app).get(`/api/admin/products/${id}`).set(cast.readonly.auth).expect(200)).body,
  ).product;

async function audit(entityId: string) {
  const res = await request(app)
    .get(`/api/admin/audit?entityType=product&entityId=${entityId}`)
    .set(cast.owner.auth)
    .expect(200);
  return AuditListResponseSchema.parse(res.body).entries;
}

const ID = '0123456789abcdef01234567';

describe('bulk product edit', () => {
  it('is for staff and owners; readonly, shoppers and no token are refused', async () => {
    const p = await create();
    await expectRoleMatrix(app, cast, {
      method: 'post',
      path: '/api/admin/products/bulk',
      least: 'staff',
      body: { ids: [p._id], action: { type: 'visibility', status: 'active' } },
    });
    const refused = await bulk(
      { ids: [p._id], action: { type: 'discount', percent: 10 } },
      'readonly',
    ).expect(403);
    expect(ErrorBodySchema.parse(refused.body).message).toBeTruthy();
    expect((await getProduct(p._id)).discount).toBe(0.25);
  });

  it('sets a discount on every chosen product in one call, each audited once with only what changed', async () => {
    const [a, b] = [await create(), await create({ price: 1000, discount: 0 })];
    const res = await bulk({
      ids: [a._id, b._id],
      versionsSeen: { [a._id]: a.editVersion, [b._id]: b.editVersion },
      action: { type: 'discount', percent: 40 },
    }).expect(200);
    expect(BulkProductEditResponseSchema.parse(res.body)).toMatchObject({
      updated: 2,
      unchanged: 0,
      message: BulkMsg.done(2),
    });
    const [pa, pb] = [await getProduct(a._id), await getProduct(b._id)];
    expect(pa).toMatchObject({ discount: 0.4, sellingPrice: 1199.4, percentOff: 40 });
    expect(pb).toMatchObject({ discount: 0.4, sellingPrice: 600, editVersion: b.editVersion + 1 });
    // The storefront sees the new price at once (the catalogue cache was dropped).
    const shown = ProductDetailResponseSchema.parse(
      (await request(app).get(`/api/products/individual/${b._id}`).expect(200)).body,
    ).data;
    expect(shown.discountedPrice).toBe(600);
    const entries = await audit(b._id);
    const bulkEntries = entries.filter((e) => e.action === 'product.bulk');
    expect(bulkEntries).toHaveLength(1);
    expect(bulkEntries[0]!.actor).toMatchObject({ id: cast.staff.id });
    expect(bulkEntries[0]!.before).toEqual({ discount: 0, sellingPrice: 1000 });
    expect(bulkEntries[0]!.after).toEqual({ discount: 0.4, sellingPrice: 600 });
  });

  it('sets the MRP keeping the discount, and hides and shows products', async () => {
    const p = await create();
    await bulk({ ids: [p._id], action: { type: 'price', price: 2999.5 } }).expect(200);
    expect(await getProduct(p._id)).toMatchObject({ price: 2999.5, discount: 0.25 });
    const [priced] = (await audit(p._id)).filter((e) => e.action === 'product.bulk');
    expect(Object.keys(priced!.after ?? {}).sort()).toEqual(['price', 'sellingPrice']);

    await bulk({ ids: [p._id], action: { type: 'visibility', status: 'hidden' } }, 'owner').expect(
      200,
    );
    expect((await getProduct(p._id)).status).toBe('hidden');
    await request(app).get(`/api/products/individual/${p._id}`).expect(404);
    const [hidden] = (await audit(p._id)).filter((e) => e.action === 'product.bulk');
    expect(hidden!.before).toEqual({ status: 'active' });
    expect(hidden!.after).toEqual({ status: 'hidden' });

    // Hiding it again changes nothing and writes no entry.
    const again = await bulk({
      ids: [p._id],
      action: { type: 'visibility', status: 'hidden' },
    }).expect(200);
    expect(BulkProductEditResponseSchema.parse(again.body)).toMatchObject({
      updated: 0,
      unchanged: 1,
    });
    expect((await audit(p._id)).filter((e) => e.action === 'product.bulk')).toHaveLength(2);
  });

  it('refuses bad input with a 400 and a message, changing nothing', async () => {
    const p = await create();
    const cases: [object, string][] = [
      [{ ids: [], action: { type: 'price', price: 10 } }, BulkMsg.idsRequired],
      [{ ids: [p._id, p._id], action: { type: 'price', price: 10 } }, BulkMsg.idsDuplicate],
      [
        { ids: Array.from({ length: BULK_MAX_PRODUCTS + 1 }, () => ID), action: { type: 'x' } },
        BulkMsg.idsTooMany,
      ],
      [{ ids: [p._id], action: { type: 'price', price: -5 } }, BulkMsg.pricePositive],
      [{ ids: [p._id], action: { type: 'price', price: 10.001 } }, BulkMsg.pricePositive],
      [{ ids: [p._id], action: { type: 'discount', percent: 120 } }, BulkMsg.percentRange],
      [{ ids: [p._id], action: { type: 'discount', percent: 'ten' } }, BulkMsg.percentRange],
      [{ ids: [p._id], action: { type: 'delete' } }, BulkMsg.actionRequired],
      [{ ids: ['nope'], action: { type: 'price', price: 10 } }, 'Invalid id.'],
    ];
    for (const [body, message] of cases) {
      const res = await bulk(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(ErrorBodySchema.parse(res.body))).toContain(message);
    }
    // A discount in rupees above the new MRP is refused for the whole call.
    const amountOff = await create({ price: 2000, discount: 500 });
    const res = await bulk({
      ids: [p._id, amountOff._id],
      action: { type: 'price', price: 400 },
    }).expect(400);
    expect(ErrorBodySchema.parse(res.body).message).toBe(BulkMsg.discountAboveMrp(amountOff.name));
    expect((await getProduct(p._id)).price).toBe(1999);
  });

  it('is all or none: a deleted product or one saved since the list was read refuses the call', async () => {
    const [a, b] = [await create(), await create()];
    const missing = await bulk({
      ids: [a._id, ID],
      action: { type: 'discount', percent: 5 },
    }).expect(409);
    expect(ErrorBodySchema.parse(missing.body).message).toBe(BulkMsg.missing(1));
    // Someone saves b in the product form after the list showed it.
    await request(app)
      .put(`/api/admin/products/${b._id}`)
      .set(cast.owner.auth)
      .send(
        productForm(cat.id, cat.shirts, {
          name: `${b.name} renamed`,
          slug: b.slug,
          versionSeen: b.editVersion,
        }),
      )
      .expect(200);
    const stale = await bulk({
      ids: [a._id, b._id],
      versionsSeen: { [a._id]: a.editVersion, [b._id]: b.editVersion },
      action: { type: 'discount', percent: 5 },
    }).expect(409);
    expect(ErrorBodySchema.parse(stale.body).message).toBe(
      BulkMsg.editedMeanwhile(`${b.name} renamed`),
    );
    expect((await getProduct(a._id)).discount).toBe(0.25);
    expect((await audit(a._id)).filter((e) => e.action === 'product.bulk')).toHaveLength(0);
  });

  it('bumps the edit version: a product form opened before the bulk edit is refused on save', async () => {
    const p = await create();
    await bulk({ ids: [p._id], action: { type: 'discount', percent: 30 } }, 'owner').expect(200);
    const res = await request(app)
      .put(`/api/admin/products/${p._id}`)
      .set(cast.staff.auth)
      .send(
        productForm(cat.id, cat.shirts, {
          name: p.name,
          slug: p.slug,
          versionSeen: p.editVersion,
        }),
      )
      .expect(409);
    const body = ErrorBodySchema.parse(res.body);
    expect(body.message).toBe(CatalogueMsg.editedMeanwhile(cast.owner.email));
    expect(body.issues?.map((i) => i.path)).toContain('discount');
  });
});

describe('products as CSV', () => {
  it('streams the filtered list with per-size stock, rupees with 2 decimals and safe cells', async () => {
    const tag = `Exportable${Date.now()}`;
    await create({
      name: `${tag} Linen`,
      brand: '=HYPERLINK("x")',
      price: 1999,
      discount: 0.25,
      inventory: [
        { size: 'M', stock: 7 },
        { size: 'XL', stock: 2 },
      ],
    });
    await create({
      name: `${tag} Kurta`,
      price: 850.5,
      discount: 0,
      inventory: [{ size: 's', stock: 4 }],
    });
    await create({ name: 'Not in the export' });
    await expectRoleMatrix(app, cast, {
      method: 'get',
      path: `/api/admin/exports/products.csv?q=${tag}`,
      least: 'readonly',
    });
    const res = await request(app)
      .get(`/api/admin/exports/products.csv?q=${tag}&sort=name&order=asc`)
      .set(cast.readonly.auth)
      .buffer(true)
      .parse((r, cb) => {
        let text = '';
        r.on('data', (c: Buffer) => (text += c.toString('utf8')));
        r.on('end', () => cb(null, text));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse(res.body as string, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.name)).toEqual([`${tag} Kurta`, `${tag} Linen`]);
    expect(Object.keys(rows[0]!)).toEqual([
      'slug',
      'name',
      'brand',
      'category',
      'subcategory',
      'visibility',
      'price',
      'discount_percent',
      'selling_price',
      'stock',
      'stock_S',
      'stock_M',
      'stock_XL',
    ]);
    expect(rows[1]).toMatchObject({
      brand: `'=HYPERLINK("x")`,
      subcategory: 'shirts',
      visibility: 'active',
      price: '1999.00',
      discount_percent: '25',
      selling_price: '1499.25',
      stock: '9',
      stock_S: '',
      stock_M: '7',
      stock_XL: '2',
    });
    expect(rows[0]).toMatchObject({ price: '850.50', selling_price: '850.50', stock_S: '4' });
  });

  it('refuses a bad filter with a 400', async () => {
    const res = await request(app)
      .get('/api/admin/exports/products.csv?stock=some')
      .set(cast.staff.auth)
      .expect(400);
    expect(ErrorBodySchema.parse(res.body).message).toBeTruthy();
    // The list answers the same filter the same way.
    const list = await request(app)
      .get('/api/admin/products?stock=out&q=zzzz-none')
      .set(cast.staff.auth)
      .expect(200);
    expect(AdminProductListResponseSchema.parse(list.body).products).toEqual([]);
  });
});
