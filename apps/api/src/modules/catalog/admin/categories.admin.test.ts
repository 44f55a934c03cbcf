import {
  CategoriesResponseSchema,
  ErrorBodySchema,
  ProductDetailResponseSchema,
} from '@vastra/contracts';
import {
  AdminCategoryListResponseSchema,
  AdminCategoryResponseSchema,
  AdminProductResponseSchema,
  CatalogueMsg,
} from '@vastra/contracts/admin/catalogue';
import { AuditListResponseSchema } from '@vastra/contracts/admin/staff';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/helpers';
import { createStaffCast, type StaffCast } from '../../staff/test-helpers';
import { productForm } from './admin-fixtures';
import { publish } from './publish-fixture';

let app: Express;
let cast: StaffCast;

beforeAll(async () => {
  ({ app } = createTestApp());
  cast = await createStaffCast();
});

const send = (method: 'post' | 'put' | 'delete', path: string, body?: object) => {
  const r = request(app)[method](`/api/admin${path}`).set(cast.staff.auth);
  return body ? r.send(body) : r;
};

describe('categories and subcategories', () => {
  it('creates, renames (products follow on the storefront) and refuses to delete one in use', async () => {
    const created = AdminCategoryResponseSchema.parse(
      (await send('post', '/categories', { name: 'Kids Wear', position: 3 }).expect(201)).body,
    ).category;
    expect(created).toMatchObject({
      name: 'Kids Wear',
      slug: 'kids-wear',
      productCount: 0,
      subcategories: [],
    });
    const dup = await send('post', '/categories', { name: 'Kids wear' });
    expect(dup.status).toBe(409);
    expect(ErrorBodySchema.parse(dup.body).message).toBe(CatalogueMsg.categorySlugTaken);

    const withSub = AdminCategoryResponseSchema.parse(
      (
        await send('post', `/categories/${created._id}/subcategories`, {
          name: 'Party Frocks',
        }).expect(201)
      ).body,
    ).category;
    const sub = withSub.subcategories[0]!;
    expect(sub).toMatchObject({ name: 'Party Frocks', slug: 'party-frocks' });
    await send('post', `/categories/${created._id}/subcategories`, { name: 'Party frocks' }).expect(
      409,
    );

    const product = AdminProductResponseSchema.parse(
      (
        await send(
          'post',
          '/products',
          productForm(created._id, sub._id, { name: 'Tiny Twirl Frock' }),
        ).expect(201)
      ).body,
    ).product;
    await publish(app, cast.staff.auth, product._id);
    const storefrontCats = CategoriesResponseSchema.parse(
      (await request(app).get('/api/category').expect(200)).body,
    );
    expect(storefrontCats.categories.map((c) => c.name)).toContain('Kids Wear');

    await send('put', `/categories/${created._id}`, {
      name: 'Kids',
      slug: 'kids',
      position: 3,
    }).expect(200);
    await send('put', `/categories/${created._id}/subcategories/${sub._id}`, {
      name: 'Frocks',
    }).expect(200);
    const shown = ProductDetailResponseSchema.parse(
      (await request(app).get(`/api/products/individual/${product._id}`).expect(200)).body,
    ).data;
    expect(shown.category.name).toBe('Kids');
    expect(shown.subcategory?.name).toBe('Frocks');
    const found = (await request(app).get('/api/products/search?query=frocks').expect(200)).body
      .data as { _id: string }[];
    expect(found.map((p) => p._id)).toContain(product._id);

    const list = AdminCategoryListResponseSchema.parse(
      (await request(app).get('/api/admin/categories').set(cast.readonly.auth).expect(200)).body,
    ).categories.find((c) => c._id === created._id)!;
    expect(list.productCount).toBe(1);
    expect(list.subcategories[0]).toMatchObject({ name: 'Frocks', productCount: 1 });

    const inUse = await send('delete', `/categories/${created._id}`);
    expect(inUse.status).toBe(409);
    expect(ErrorBodySchema.parse(inUse.body).message).toBe(CatalogueMsg.categoryHasProducts);
    await send('delete', `/categories/${created._id}/subcategories/${sub._id}`).expect(409);
    await send('delete', `/products/${product._id}`).expect(200);
    await send('delete', `/categories/${created._id}/subcategories/${sub._id}`).expect(200);
    await send('delete', `/categories/${created._id}`).expect(200);

    const log = AuditListResponseSchema.parse(
      (
        await request(app)
          .get(`/api/admin/audit?entityType=category&entityId=${created._id}`)
          .set(cast.owner.auth)
          .expect(200)
      ).body,
    );
    expect(log.entries.map((e) => e.action)).toEqual([
      'category.delete',
      'category.update',
      'category.create',
    ]);
    expect(log.entries[1]).toMatchObject({
      before: { name: 'Kids Wear', slug: 'kids-wear' },
      after: { name: 'Kids', slug: 'kids' },
    });
  });

  it('answers bad input with 400 and unknown ids with 404', async () => {
    const res = await send('post', '/categories', { name: '' });
    expect(res.status).toBe(400);
    expect(ErrorBodySchema.parse(res.body).message).toBe('Please enter the category name.');
    await send('post', '/categories', { name: 'X', slug: 'Bad Slug' }).expect(400);
    await send('put', '/categories/0123456789abcdef01234567', { name: 'X' }).expect(404);
    await send('put', '/categories/nope', { name: 'X' }).expect(400);
  });
});
