import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { CategoryModel } from '../modules/catalog/category.model';
import { ProductModel } from '../modules/catalog/product.model';
import {
  AnnouncementModel,
  BannerModel,
  BlogModel,
  CouponModel,
  InfluencerModel,
  InfluencerProductModel,
  StyleModel,
  TestimonialModel,
} from '../modules/content/content.model';
import { isCatalogueEmpty, seedDemoCatalogue } from './index';

const ASSETS = resolve(import.meta.dirname, 'assets');
const served = (url: string) => existsSync(resolve(ASSETS, url.replace(/^\/static\//, '')));

async function counts() {
  const models = { ProductModel, CategoryModel, CouponModel, BannerModel, AnnouncementModel, StyleModel, InfluencerModel, InfluencerProductModel, BlogModel, TestimonialModel };
  return Object.fromEntries(await Promise.all(Object.entries(models).map(async ([k, m]) => [k, await (m as typeof ProductModel).countDocuments()])));
}

describe('seedDemoCatalogue', () => {
  beforeAll(async () => {
    expect(await isCatalogueEmpty()).toBe(true);
    await seedDemoCatalogue();
  });

  it('fills the demo catalogue described in the issue', async () => {
    expect(await isCatalogueEmpty()).toBe(false);
    const c = await counts();
    expect(c.ProductModel).toBeGreaterThanOrEqual(160);
    expect(c.CategoryModel).toBe(2);
    expect(c.BannerModel).toBeGreaterThanOrEqual(4);
    expect(c.CouponModel).toBe(3);
    expect(c.BlogModel).toBe(8);
    expect(c.TestimonialModel).toBe(10);
    expect(c.StyleModel).toBe(4);
    expect(c.InfluencerModel).toBeGreaterThanOrEqual(4);
    expect(c.InfluencerProductModel).toBeGreaterThanOrEqual(4);
    expect((await AnnouncementModel.findOne({ key: 'main' }).lean())?.status).toBe('on');

    const products = await ProductModel.find().lean();
    const prices = products.map((p) => p.price);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(299);
    expect(Math.max(...prices)).toBeLessThanOrEqual(4999);
    expect(new Set(products.map((p) => p.brand?.name)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(products.map((p) => p.material)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(products.flatMap((p) => p.colors)).size).toBeGreaterThanOrEqual(15);
    expect(products.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => p.stock > 0 && p.stock < 5).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => p.trending).length).toBeGreaterThan(10);
    expect(products.filter((p) => p.discount > 0 || p.discountedPrice > 0).length).toBeGreaterThan(products.length / 2);
    for (const p of products) {
      expect(p.stock).toBe(p.inventory.reduce((s, i) => s + i.stock, 0));
      expect(p.searchTerms.length).toBeGreaterThan(0);
    }
    const days = new Set(products.map((p) => (p.createdAt as Date).toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThan(30);
    for (const cat of await CategoryModel.find().lean()) expect(cat.subcategories.length).toBeGreaterThanOrEqual(6);
  });

  it('serves every image it references from /static (no hot-linked URLs)', async () => {
    const urls = [
      ...(await ProductModel.find().lean()).flatMap((p) => p.images),
      ...(await CategoryModel.find().lean()).flatMap((c) => [c.image, ...c.subcategories.map((s) => s.image)]),
      ...(await BannerModel.find().lean()).map((b) => b.image),
      ...(await BlogModel.find().lean()).map((b) => b.image),
      ...(await TestimonialModel.find().lean()).map((t) => t.image),
      ...(await StyleModel.find().lean()).map((s) => s.image),
      ...(await InfluencerModel.find().lean()).map((i) => i.image),
      ...(await InfluencerProductModel.find().lean()).map((l) => l.image),
      '/static/hero/hero.webm',
      '/static/hero/hero.mp4',
      '/static/hero/poster.webp',
    ];
    const missing = [...new Set(urls)].filter((u) => !u.startsWith('/static/') || !served(u));
    expect(missing).toEqual([]);
  });

  it('the API serves the pictures and the hero video under /static', async () => {
    const { app } = createTestApp();
    const product = await ProductModel.findOne().lean();
    const img = await request(app).get(product!.images[0]!).expect(200);
    expect(img.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const video = await request(app).get('/static/hero/hero.webm').expect(200);
    expect(video.headers['content-type']).toBe('video/webm');
    await request(app).get('/static/products/nope.svg').expect(404);
  });

  it('run twice leaves exactly one copy of everything, keeping ids and shopper-changed stock', async () => {
    const before = await counts();
    const product = await ProductModel.findOne({ stock: { $gt: 0 } }).lean();
    await ProductModel.updateOne({ _id: product!._id }, { $set: { 'inventory.0.stock': 0, stock: product!.stock - product!.inventory[0]!.stock } });
    await seedDemoCatalogue();
    expect(await counts()).toEqual(before);
    const after = await ProductModel.findById(product!._id).lean();
    expect(after?.slug).toBe(product!.slug);
    expect(after?.inventory[0]?.stock).toBe(0);
    const looks = await InfluencerProductModel.find().lean();
    const ids = new Set((await ProductModel.find({}, '_id').lean()).map((p) => String(p._id)));
    expect(looks.every((l) => l.products.length > 0 && l.products.every((id) => ids.has(String(id))))).toBe(true);
  });

  it('reset wipes first; --products N scales the catalogue', async () => {
    const result = await seedDemoCatalogue({ reset: true, products: 400 });
    expect(result.products).toBe(400);
    expect(await ProductModel.countDocuments()).toBe(400);
    expect(result.blogs).toBe(8);
    const back = await seedDemoCatalogue({ reset: true });
    expect(back.products).toBe(180);
  });
});
