import { ErrorBodySchema, Msg, ProductDetailResponseSchema } from '@vastra/contracts';
import {
  AdminProductListResponseSchema,
  AdminProductResponseSchema,
  CatalogueMsg,
  ProductImageUploadResponseSchema,
} from '@vastra/contracts/admin/catalogue';
import { AuditListResponseSchema } from '@vastra/contracts/admin/staff';
import type { Express } from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/helpers';
import { ProductModel } from '../product.model';
import { createStaffCast, expectRoleMatrix, type StaffCast } from '../../staff/test-helpers';
import { makeCategory, orderHolding, productForm } from './admin-fixtures';
import { publish } from './publish-fixture';

let app: Express;
let cast: StaffCast;
let cat: Awaited<ReturnType<typeof makeCategory>>;

beforeAll(async () => {
  ({ app } = createTestApp());
  cast = await createStaffCast();
  cat = await makeCategory();
});

async function create(over = {}) {
  const res = await request(app)
    .post('/api/admin/products')
    .set(cast.staff.auth)
    .send(productForm(cat.id, cat.shirts, over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return publish(app, cast.staff.auth, AdminProductResponseSchema.parse(res.body).product._id);
}

const storefront = (id: string) => request(app).get(`/api/products/individual/${id}`);

async function audit(entityId: string) {
  const res = await request(app)
    .get(`/api/admin/audit?entityType=product&entityId=${entityId}`)
    .set(cast.owner.auth)
    .expect(200);
  return AuditListResponseSchema.parse(res.body).entries;
}

const ID = '0123456789abcdef01234567';

describe('role matrix: every catalogue endpoint', () => {
  it('refuses no token (401), shopper tokens and roles below the route’s (403)', async () => {
    const p = await create();
    const body = productForm(cat.id, cat.shirts);
    const cases = [
      { method: 'get', path: '/api/admin/products', least: 'readonly' },
      { method: 'get', path: `/api/admin/products/${p._id}`, least: 'readonly' },
      { method: 'post', path: '/api/admin/products', least: 'staff', body: { name: '' } },
      { method: 'put', path: `/api/admin/products/${p._id}`, least: 'staff', body },
      {
        method: 'patch',
        path: `/api/admin/products/${p._id}/status`,
        least: 'staff',
        body: { status: 'active' },
      },
      {
        method: 'put',
        path: `/api/admin/products/${p._id}/images`,
        least: 'staff',
        body: { images: [] },
      },
      { method: 'delete', path: `/api/admin/products/${ID}`, least: 'staff' },
      { method: 'post', path: '/api/admin/uploads/product-image', least: 'staff' },
      { method: 'get', path: '/api/admin/categories', least: 'readonly' },
      { method: 'post', path: '/api/admin/categories', least: 'staff', body: { name: '' } },
      { method: 'put', path: `/api/admin/categories/${ID}`, least: 'staff', body: { name: 'X' } },
      { method: 'delete', path: `/api/admin/categories/${ID}`, least: 'staff' },
      {
        method: 'post',
        path: `/api/admin/categories/${ID}/subcategories`,
        least: 'staff',
        body: { name: 'X' },
      },
      {
        method: 'put',
        path: `/api/admin/categories/${ID}/subcategories/${ID}`,
        least: 'staff',
        body: { name: 'X' },
      },
      { method: 'delete', path: `/api/admin/categories/${ID}/subcategories/${ID}`, least: 'staff' },
      { method: 'post', path: '/api/admin/stock/csv/preview', least: 'staff' },
      { method: 'post', path: '/api/admin/stock/csv/apply', least: 'staff' },
    ] as const;
    for (const c of cases) await expectRoleMatrix(app, cast, c);
  });
});

describe('create and edit', () => {
  it('creates a product with two sizes; the storefront shows it with the computed selling price', async () => {
    const p = await create({ name: 'Festive Silk Kurta' });
    expect(p).toMatchObject({
      name: 'Festive Silk Kurta',
      slug: 'festive-silk-kurta',
      price: 1999,
      discount: 0.25,
      sellingPrice: 1499.25,
      percentOff: 25,
      stock: 10,
      status: 'active',
      categoryId: cat.id,
      subcategoryId: cat.shirts,
      subcategoryName: 'Shirts',
    });
    const shown = ProductDetailResponseSchema.parse(
      (await storefront(p._id).expect(200)).body,
    ).data;
    expect(shown.discountedPrice).toBe(1499.25);
    expect(shown.sizeStock).toEqual([
      { size: 'M', stock: 7 },
      { size: 'L', stock: 3 },
    ]);
    // The same name again gets the next free slug.
    expect((await create({ name: 'Festive Silk Kurta' })).slug).toBe('festive-silk-kurta-2');
  });

  it('a price change shows on the storefront at once and is audited with before and after', async () => {
    const p = await create();
    const before = ProductDetailResponseSchema.parse((await storefront(p._id).expect(200)).body);
    expect(before.data.price).toBe(1999);
    await storefront(p._id).expect(200); // a second read, answered from the catalogue cache
    const res = await request(app)
      .put(`/api/admin/products/${p._id}`)
      .set(cast.staff.auth)
      .send(
        productForm(cat.id, cat.shirts, {
          name: p.name,
          slug: p.slug,
          price: 2499,
          discount: 500,
          inventory: [
            { size: 'M', stock: 2 },
            { size: 'L', stock: 3 },
          ],
        }),
      )
      .expect(200);
    expect(AdminProductResponseSchema.parse(res.body).product.sellingPrice).toBe(1999);
    const after = ProductDetailResponseSchema.parse(
      (await storefront(p._id).expect(200)).body,
    ).data;
    expect(after.price).toBe(2499);
    expect(after.discountedPrice).toBe(1999);
    expect(after.sizeStock.find((i) => i.size === 'M')?.stock).toBe(2);
    const [entry] = await audit(p._id);
    expect(entry).toMatchObject({
      action: 'product.update',
      actor: { id: cast.staff.id, role: 'staff' },
      before: { price: 1999, discount: 0.25, sellingPrice: 1499.25, stock: 10 },
      after: { price: 2499, discount: 500, sellingPrice: 1999, stock: 5 },
    });
    expect(entry!.before).toHaveProperty('inventory');
    expect(entry!.before).not.toHaveProperty('name');
  });

  it('keeps a sale made while the form was open, and refuses to overwrite a size that sold', async () => {
    const p = await create(); // M 7, L 3
    const seen = p.inventory.map((i) => ({ size: i.size, stock: i.stock }));
    // A shopper buys two M while staff edit the product.
    await ProductModel.updateOne(
      { _id: p._id, 'inventory.size': 'M' },
      { $inc: { 'inventory.$.stock': -2, stock: -2 } },
    );
    const edit = (inventory: { size: string; stock: number }[]) =>
      request(app)
        .put(`/api/admin/products/${p._id}`)
        .set(cast.staff.auth)
        .send(
          productForm(cat.id, cat.shirts, {
            name: `${p.name} (renamed)`,
            slug: p.slug,
            inventory,
            inventorySeen: seen,
          }),
        );
    // Only the name and L changed in the form: M keeps the 5 the sale left, L takes the new figure.
    const renamed = await edit([
      { size: 'M', stock: 7 },
      { size: 'L', stock: 9 },
    ]).expect(200);
    const stock = AdminProductResponseSchema.parse(renamed.body).product.inventory;
    expect(stock).toEqual([
      { size: 'M', stock: 5 },
      { size: 'L', stock: 9 },
    ]);
    // The same stale form now changes M: writing 12 would ignore the sale, so it is refused.
    const refused = await edit([
      { size: 'M', stock: 12 },
      { size: 'L', stock: 9 },
    ]).expect(409);
    expect(ErrorBodySchema.parse(refused.body).message).toBe(
      CatalogueMsg.stockChangedWhileEditing('M', 5),
    );
    const stored = await ProductModel.findById(p._id).lean();
    expect(stored?.inventory.find((i) => i.size === 'M')?.stock).toBe(5);
  });

  it('answers bad forms with 400 and the rule broken', async () => {
    const bad = async (over: object, message: string) => {
      const res = await request(app)
        .post('/api/admin/products')
        .set(cast.staff.auth)
        .send({ ...productForm(cat.id, cat.shirts), ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(ErrorBodySchema.parse(res.body).message).toBe(message);
    };
    await bad({ name: ' ' }, CatalogueMsg.nameRequired);
    await bad({ price: 0 }, CatalogueMsg.pricePositive);
    await bad({ price: '999' }, CatalogueMsg.priceRequired);
    await bad({ price: 500, discount: 600 }, CatalogueMsg.discountRange);
    await bad({ inventory: [] }, CatalogueMsg.sizesRequired);
    await bad(
      {
        inventory: [
          { size: 'M', stock: 1 },
          { size: 'm', stock: 2 },
        ],
      },
      CatalogueMsg.sizeDuplicate,
    );
    await bad({ inventory: [{ size: 'M', stock: -1 }] }, CatalogueMsg.stockWhole);
    await bad({ inventory: [{ size: 'M', stock: 1.5 }] }, CatalogueMsg.stockWhole);
    await bad({ categoryId: '' }, CatalogueMsg.categoryRequired);
    await bad({ categoryId: ID }, CatalogueMsg.categoryNotFound);
    await bad({ subcategoryId: ID }, CatalogueMsg.subcategoryNotFound);
    await bad({ images: ['https://evil.example/x.png'] }, CatalogueMsg.imageUrl);
    await bad({ slug: 'Not A Slug' }, CatalogueMsg.slugFormat);
    const p = await create();
    const taken = await request(app)
      .post('/api/admin/products')
      .set(cast.staff.auth)
      .send(productForm(cat.id, cat.shirts, { slug: p.slug }));
    expect(taken.status).toBe(409);
    await request(app)
      .put(`/api/admin/products/${ID}`)
      .set(cast.staff.auth)
      .send(productForm(cat.id, cat.shirts))
      .expect(404);
  });
});

describe('list', () => {
  it('searches, filters, sorts and paginates on the server', async () => {
    const other = await makeCategory('Women');
    await create({
      name: 'Zari Saree Alpha',
      price: 5000,
      inventory: [{ size: 'Free', stock: 2 }],
    });
    const cheap = await create({ name: 'Zari Saree Beta', price: 900, discount: 0 });
    await request(app)
      .post('/api/admin/products')
      .set(cast.staff.auth)
      .send(productForm(other.id, other.kurtas, { name: 'Zari Kurta Gamma' }))
      .expect(201);
    const list = async (qs: string) =>
      AdminProductListResponseSchema.parse(
        (await request(app).get(`/api/admin/products?${qs}`).set(cast.readonly.auth).expect(200))
          .body,
      );
    const zari = await list('q=zari&sort=price&order=asc');
    expect(zari.products.map((p) => p.name)).toEqual([
      'Zari Saree Beta',
      'Zari Kurta Gamma',
      'Zari Saree Alpha',
    ]);
    expect(zari.products[0]).toMatchObject({ sellingPrice: 900, stock: 10, image: null });
    expect((await list(`q=zari&category=${other.id}`)).products.map((p) => p.name)).toEqual([
      'Zari Kurta Gamma',
    ]);
    expect((await list('q=zari saree&stock=low')).products.map((p) => p.name).sort()).toEqual([
      'Zari Saree Alpha',
      'Zari Saree Beta',
    ]);
    const page2 = await list('q=zari&sort=name&order=asc&limit=2&page=2');
    expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    expect(page2.products.map((p) => p.name)).toEqual(['Zari Saree Beta']);
    await request(app)
      .patch(`/api/admin/products/${cheap._id}/status`)
      .set(cast.staff.auth)
      .send({ status: 'archived' })
      .expect(200);
    expect((await list('q=zari')).pagination.total).toBe(2);
    expect((await list('q=zari&status=archived')).products.map((p) => p._id)).toEqual([cheap._id]);
    expect((await list('q=zari&status=all')).pagination.total).toBe(3);
    // Regex characters are searched for literally.
    expect((await list('q=.*')).pagination.total).toBe(0);
    await request(app).get('/api/admin/products?sort=password').set(cast.readonly.auth).expect(400);
  });
});

describe('hide, archive, delete', () => {
  it('a hidden product leaves the storefront (page, search, listing) and comes back when shown', async () => {
    const p = await create({ name: 'Quokka Print Tee', tags: ['quokka'] });
    const search = async () =>
      (await request(app).get('/api/products/search?query=quokka').expect(200)).body.data as {
        _id: string;
      }[];
    const listing = async () =>
      (
        (await request(app).get(`/api/products/${cat.id}?limit=100`).expect(200)).body.data
          .products as { _id: string }[]
      ).map((x) => x._id);
    expect((await search()).map((x) => x._id)).toContain(p._id);
    expect(await listing()).toContain(p._id);
    await request(app)
      .patch(`/api/admin/products/${p._id}/status`)
      .set(cast.staff.auth)
      .send({ status: 'hidden' })
      .expect(200);
    const gone = await storefront(p._id).expect(404);
    expect(ErrorBodySchema.parse(gone.body).message).toBe(Msg.productNotFound);
    expect((await search()).map((x) => x._id)).not.toContain(p._id);
    expect(await listing()).not.toContain(p._id);
    // Nor can it be put in a bag.
    await request(app)
      .post('/api/cart')
      .set(cast.shopper.auth)
      .send({ productId: p._id, size: 'M' })
      .expect(404);
    await request(app)
      .patch(`/api/admin/products/${p._id}/status`)
      .set(cast.staff.auth)
      .send({ status: 'active' })
      .expect(200);
    await storefront(p._id).expect(200);
    expect((await search()).map((x) => x._id)).toContain(p._id);
    const [entry] = await audit(p._id);
    expect(entry).toMatchObject({
      action: 'product.status',
      before: { status: 'hidden' },
      after: { status: 'active' },
    });
  });

  it('never deletes a product that has orders; deletes one that has none', async () => {
    const sold = await create();
    await orderHolding(sold._id);
    const got = AdminProductResponseSchema.parse(
      (
        await request(app)
          .get(`/api/admin/products/${sold._id}`)
          .set(cast.readonly.auth)
          .expect(200)
      ).body,
    );
    expect(got.hasOrders).toBe(true);
    const refused = await request(app)
      .delete(`/api/admin/products/${sold._id}`)
      .set(cast.staff.auth);
    expect(refused.status).toBe(409);
    expect(ErrorBodySchema.parse(refused.body).message).toBe(CatalogueMsg.hasOrders);
    await storefront(sold._id).expect(200);
    const unsold = await create();
    await request(app).delete(`/api/admin/products/${unsold._id}`).set(cast.staff.auth).expect(200);
    await storefront(unsold._id).expect(404);
    expect((await audit(unsold._id))[0]).toMatchObject({
      action: 'product.delete',
      before: { price: 1999 },
    });
  });
});

describe('images', () => {
  it('re-encodes an upload to WebP, refuses a non-image, and reorders only the product’s own images', async () => {
    const png = await sharp({
      create: { width: 40, height: 50, channels: 3, background: '#3355aa' },
    })
      .png()
      .toBuffer();
    const up = await request(app)
      .post('/api/admin/uploads/product-image')
      .set(cast.staff.auth)
      .attach('image', png, { filename: 'shirt.png', contentType: 'image/png' })
      .expect(201);
    const { url } = ProductImageUploadResponseSchema.parse(up.body);
    expect(url).toMatch(/^\/uploads\/[a-f\d]{32}\.webp$/);
    const served = await request(app).get(url).buffer(true).expect(200);
    expect((await sharp(served.body as Buffer).metadata()).format).toBe('webp');
    const notImage = await request(app)
      .post('/api/admin/uploads/product-image')
      .set(cast.staff.auth)
      .attach('image', Buffer.from('<script>alert(1)</script>'), {
        filename: 'x.png',
        contentType: 'image/png',
      });
    expect(notImage.status).toBe(415);
    await request(app).post('/api/admin/uploads/product-image').set(cast.staff.auth).expect(400);

    const second = '/static/products/tee-black-solid.svg';
    const p = await create({ images: [url, second] });
    expect(p.images).toEqual([url, second]);
    const reordered = await request(app)
      .put(`/api/admin/products/${p._id}/images`)
      .set(cast.staff.auth)
      .send({ images: [second, url] })
      .expect(200);
    expect(AdminProductResponseSchema.parse(reordered.body).product.images).toEqual([second, url]);
    const shown = ProductDetailResponseSchema.parse(
      (await storefront(p._id).expect(200)).body,
    ).data;
    expect(shown.images[0]).toContain(second);
    const foreign = await request(app)
      .put(`/api/admin/products/${p._id}/images`)
      .set(cast.staff.auth)
      .send({ images: [second, '/static/products/other.svg'] });
    expect(foreign.status).toBe(400);
    expect(ErrorBodySchema.parse(foreign.body).message).toBe(CatalogueMsg.imagesNotOwned);
  });
});
