import { ErrorBodySchema, Msg } from '@vastra/contracts';
import {
  AdminProductListResponseSchema,
  AdminProductResponseSchema,
  PublicationMsg,
  type AdminProduct,
} from '@vastra/contracts/admin/catalogue';
import { EDIT_CONFLICT } from '@vastra/contracts/admin/edit-version';
import { AuditListResponseSchema } from '@vastra/contracts/admin/staff';
import type { Express } from 'express';
import { Types } from 'mongoose';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestUser } from '../../../../test/helpers';
import { createLogger } from '../../../lib/logger';
import { MigrationModel, runMigrations } from '../../../lib/migrations';
import { MIGRATIONS } from '../../../migrations';
import { createStaffCast, expectRoleMatrix, type StaffCast } from '../../staff/test-helpers';
import { CategoryModel } from '../category.model';
import { ProductModel } from '../product.model';
import { productForm } from './admin-fixtures';
import { publish } from './publish-fixture';

/**
 * A product created in the back office is a draft: every storefront surface leaves it out until
 * staff publish it, and moving it back to draft takes it off again.
 */

let app: Express;
let cast: StaffCast;
let shopper: TestUser;
let cat: { id: string; shirts: string; jeans: string };

beforeAll(async () => {
  ({ app } = createTestApp({ RATE_LIMIT_DISABLED: 'true' }));
  cast = await createStaffCast();
  shopper = await createUser();
  const doc = await CategoryModel.create({
    name: 'Draftwear',
    slug: `draftwear-${Date.now()}`,
    position: 90,
    subcategories: [
      { name: 'Shirts', slug: 'shirts' },
      { name: 'Jeans', slug: 'jeans' },
    ],
  });
  cat = {
    id: String(doc._id),
    shirts: String(doc.subcategories[0]!._id),
    jeans: String(doc.subcategories[1]!._id),
  };
});

async function create(name: string, subcategory = cat.shirts): Promise<AdminProduct> {
  const res = await request(app)
    .post('/api/admin/products')
    .set(cast.staff.auth)
    .send(productForm(cat.id, subcategory, { name, trending: true }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return AdminProductResponseSchema.parse(res.body).product;
}

const setPublication = (
  id: string,
  publication: 'draft' | 'published',
  who: keyof StaffCast = 'staff',
  versionSeen?: number,
) =>
  request(app)
    .patch(`/api/admin/products/${id}/publication`)
    .set(cast[who].auth)
    .send({ publication, ...(versionSeen === undefined ? {} : { versionSeen }) });

const text = async (path: string) => {
  const res = await request(app).get(path).buffer(true);
  expect(res.status, path).toBe(200);
  return res.text;
};

/** Every storefront answer that lists products, as text (ids and slugs are searched in it). */
async function storefrontLists(word: string, shirtId: string): Promise<Record<string, string>> {
  const sitemapIndex = await text('/sitemap.xml');
  const files = [...sitemapIndex.matchAll(/<loc>[^<]*?(\/sitemap-[^<]+\.xml)<\/loc>/g)].map(
    (m) => m[1]!,
  );
  expect(files.length).toBeGreaterThan(0);
  const sitemaps = (await Promise.all(files.map(text))).join('\n');
  return {
    categoryListing: await text(`/api/products/${cat.id}`),
    subcategoryListing: await text(`/api/products/${cat.id}?subcategoryId=${cat.jeans}`),
    latest: await text('/api/products?type=latest&limit=50'),
    trending: await text('/api/products/trending?limit=50'),
    suggestions: await text(`/api/products/search?query=${word}`),
    searchResults: await text(`/api/products/search/results?query=${word}`),
    completeTheLook: await text(`/api/products/individual/${shirtId}/complete-the-look`),
    sitemaps,
    feed: await text('/feeds/google.xml'),
  };
}

describe('product drafts', () => {
  it('a new product is a draft, off every storefront surface until published, and off again when moved back', async () => {
    const shirt = await publish(app, cast.staff.auth, (await create('Zephyrine Linen Shirt'))._id);
    const liveJeans = await publish(
      app,
      cast.staff.auth,
      (await create('Zephyrine Indigo Jeans', cat.jeans))._id,
    );
    const draft = await create('Zephyrine Draft Jeans', cat.jeans);
    expect(draft.status).toBe('draft');
    // The feed lists only products with a picture.
    await ProductModel.updateMany(
      { _id: { $in: [shirt._id, liveJeans._id, draft._id] } },
      { $set: { images: ['/uploads/products/zephyrine.webp'] } },
    );

    // Hidden everywhere a shopper could meet it, while its published twin shows.
    await request(app).get(`/api/products/individual/${draft._id}`).expect(404);
    await request(app).get(`/api/products/individual/${liveJeans._id}`).expect(200);
    const before = await storefrontLists('zephyrine', shirt._id);
    for (const [surface, body] of Object.entries(before)) {
      expect(body, `${surface} shows the draft`).not.toContain(draft._id);
      expect(body, `${surface} shows the draft`).not.toContain(draft.slug);
      // The same surface shows a published product, so the check above can fail.
      const published =
        surface === 'completeTheLook' ? liveJeans : surface.startsWith('sub') ? liveJeans : shirt;
      expect(body.includes(published._id) || body.includes(published.slug), surface).toBe(true);
    }

    // A shopper cannot put it in the bag or the wishlist: the unknown product's 404 and message.
    const bag = await request(app)
      .post('/api/cart')
      .set(shopper.auth)
      .send({ productId: draft._id, size: 'M', quantity: 1 });
    expect(bag.status).toBe(404);
    expect(ErrorBodySchema.parse(bag.body).message).toBe(Msg.invalidProduct);
    const wish = await request(app)
      .post('/api/wishlist')
      .set(shopper.auth)
      .send({ productId: draft._id });
    expect(wish.status).toBe(404);
    expect(ErrorBodySchema.parse(wish.body).message).toBe(Msg.invalidProduct);

    // Publishing moves the catalogue version and shows it at once.
    const version = async () =>
      JSON.stringify((await request(app).get('/api/catalogue/version').expect(200)).body);
    const v1 = await version();
    const res = await setPublication(draft._id, 'published', 'staff', draft.editVersion);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const live = AdminProductResponseSchema.parse(res.body).product;
    expect(live.status).toBe('active');
    expect(live.editVersion).toBe(draft.editVersion + 1);
    expect(await version()).not.toEqual(v1);
    await request(app).get(`/api/products/individual/${draft._id}`).expect(200);
    const after = await storefrontLists('zephyrine', shirt._id);
    for (const surface of ['categoryListing', 'subcategoryListing', 'latest', 'trending'])
      expect(after[surface], surface).toContain(draft._id);
    expect(after.searchResults).toContain(draft._id);
    expect(after.completeTheLook).toContain(draft._id);
    await request(app)
      .post('/api/wishlist')
      .set(shopper.auth)
      .send({ productId: draft._id })
      .expect(200);

    // Moved back to draft (by the owner): off the storefront again.
    const back = await setPublication(draft._id, 'draft', 'owner');
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    await request(app).get(`/api/products/individual/${draft._id}`).expect(404);
    const again = await storefrontLists('zephyrine', shirt._id);
    for (const [surface, body] of Object.entries(again))
      expect(body, surface).not.toContain(draft._id);
  });

  it('is for owner and staff (readonly 403), audited with the status only, and refuses a repeat or a stale version', async () => {
    const p = await create('Quillon Cotton Shirt');
    await expectRoleMatrix(app, cast, {
      method: 'patch',
      path: `/api/admin/products/${p._id}/publication`,
      least: 'staff',
      body: { publication: 'oops' },
    });

    // A version someone saved over is refused with the edit conflict.
    const stale = await setPublication(p._id, 'published', 'staff', p.editVersion + 3);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(EDIT_CONFLICT);

    await setPublication(p._id, 'published').expect(200);
    const repeat = await setPublication(p._id, 'published');
    expect(repeat.status).toBe(409);
    expect(ErrorBodySchema.parse(repeat.body).message).toBe(PublicationMsg.alreadyPublished);
    await setPublication(p._id, 'draft').expect(200);
    const again = await setPublication(p._id, 'draft');
    expect(ErrorBodySchema.parse(again.body).message).toBe(PublicationMsg.alreadyDraft);

    // Show / hide / archive is for published products.
    const status = await request(app)
      .patch(`/api/admin/products/${p._id}/status`)
      .set(cast.staff.auth)
      .send({ status: 'active' });
    expect(status.status).toBe(409);
    expect(ErrorBodySchema.parse(status.body).message).toBe(PublicationMsg.draftStatus);

    await setPublication('0123456789abcdef01234567', 'published').expect(404);
    const bad = await setPublication(p._id, 'live' as 'draft');
    expect(bad.status).toBe(400);

    const audit = AuditListResponseSchema.parse(
      (
        await request(app)
          .get(`/api/admin/audit?entityType=product&entityId=${p._id}&action=product.publication`)
          .set(cast.owner.auth)
          .expect(200)
      ).body,
    ).entries;
    expect(audit.map((e) => [e.before, e.after])).toEqual([
      [{ status: 'active' }, { status: 'draft' }],
      [{ status: 'draft' }, { status: 'active' }],
    ]);
  });

  it('the admin list marks drafts and filters by publication', async () => {
    const draft = await create('Marlowe Draft Shirt');
    const live = await publish(app, cast.staff.auth, (await create('Marlowe Live Shirt'))._id);
    const list = async (query: string) =>
      AdminProductListResponseSchema.parse(
        (
          await request(app)
            .get(`/api/admin/products?q=marlowe${query}`)
            .set(cast.readonly.auth)
            .expect(200)
        ).body,
      ).products;
    expect((await list('')).map((p) => [p.name, p.status]).sort()).toEqual([
      ['Marlowe Draft Shirt', 'draft'],
      ['Marlowe Live Shirt', 'active'],
    ]);
    expect((await list('&publication=draft')).map((p) => p._id)).toEqual([draft._id]);
    expect((await list('&publication=published')).map((p) => p._id)).toEqual([live._id]);
    expect((await list('&status=active')).map((p) => p._id)).toEqual([live._id]);
  });

  it('the migration marks every product stored without a status as published, once', async () => {
    const id = '2026-11-27-products-published';
    await MigrationModel.deleteMany({ _id: id });
    const old = await ProductModel.create({
      name: 'Old Stock Kurta',
      slug: `old-stock-kurta-${Date.now()}`,
      category: cat.id,
      price: 999,
      inventory: [{ size: 'M', stock: 2 }],
      stock: 2,
    });
    await ProductModel.collection.updateOne({ _id: old._id }, { $unset: { status: '' } });
    const draft = await create('Nightjar Draft Kurta');

    const migration = MIGRATIONS.find((m) => m.id === id);
    expect(await runMigrations([migration!], createLogger('silent'))).toEqual([id]);
    const statusOf = async (pid: unknown) =>
      (await ProductModel.collection.findOne({ _id: pid as never }, { projection: { status: 1 } }))
        ?.status;
    expect(await statusOf(old._id)).toBe('active');
    expect(await statusOf(new Types.ObjectId(draft._id))).toBe('draft');
    expect(await runMigrations([migration!], createLogger('silent'))).toEqual([]);
  });
});
