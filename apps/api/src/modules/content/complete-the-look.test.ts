import {
  COMPLEMENTARY_SUBCATEGORIES,
  COMPLETE_THE_LOOK_MAX,
  CompleteTheLookResponseSchema,
  ErrorBodySchema,
  type ProductSummary,
} from '@vastra/contracts';
import type { Express } from 'express';
import type { Types } from 'mongoose';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { seedDemoCatalogue } from '../../seed';
import { ProductModel } from '../catalog/product.model';
import { InfluencerModel, InfluencerProductModel } from './content.model';

let app: Express;
const path = (id: string) => `/api/products/individual/${id}/complete-the-look`;
const ask = async (id: string) =>
  CompleteTheLookResponseSchema.parse((await request(app).get(path(id)).expect(200)).body);

beforeAll(async () => {
  ({ app } = createTestApp());
  await seedDemoCatalogue();
});

/** Every product of every look in the styles that wear `id` (the test's own reading of the rule). */
async function styleMateIds(id: Types.ObjectId): Promise<Set<string>> {
  const looks = await InfluencerProductModel.find({ products: id }).lean();
  const wearers = await InfluencerModel.find({
    _id: { $in: looks.map((l) => l.influencer) },
  }).lean();
  const all = await InfluencerModel.find({ style: { $in: wearers.map((w) => w.style) } }).lean();
  const styleLooks = await InfluencerProductModel.find({
    influencer: { $in: all.map((i) => i._id) },
  }).lean();
  return new Set(styleLooks.flatMap((l) => l.products.map(String)));
}

const expectInStockFirst = (products: ProductSummary[]) => {
  const firstSoldOut = products.findIndex((p) => p.stock === 0);
  if (firstSoldOut >= 0)
    expect(products.slice(firstSoldOut).every((p) => p.stock === 0)).toBe(true);
};

describe('GET /products/individual/{id}/complete-the-look', () => {
  it('a product a lookbook style wears: the style’s other products, in stock first, not itself', async () => {
    const look = await InfluencerProductModel.findOne({ 'products.1': { $exists: true } }).lean();
    const worn = look!.products[0]!;
    const mates = await styleMateIds(worn);
    // One of its mates sold out: it must come after every one in stock.
    const soldOutId = look!.products[1]!;
    await ProductModel.updateOne(
      { _id: soldOutId },
      { $set: { stock: 0, 'inventory.$[].stock': 0 } },
    );

    const answer = await ask(String(worn));
    expect(answer.from).toBe('look');
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.length).toBeLessThanOrEqual(COMPLETE_THE_LOOK_MAX);
    expect(answer.products.map((p) => p._id)).not.toContain(String(worn));
    for (const p of answer.products) expect(mates.has(p._id), p.name).toBe(true);
    expect(new Set(answer.products.map((p) => p._id)).size).toBe(answer.products.length);
    expectInStockFirst(answer.products);
    if (answer.products.some((p) => p._id === String(soldOutId))) {
      expect(answer.products.at(-1)!.stock).toBe(0);
    }
  });

  it('leaves out a style mate taken off sale', async () => {
    const look = await InfluencerProductModel.findOne({ 'products.1': { $exists: true } }).lean();
    const [worn, hidden] = [look!.products[0]!, look!.products[1]!];
    await ProductModel.updateOne({ _id: hidden }, { $set: { status: 'hidden' } });
    const answer = await ask(String(worn));
    expect(answer.products.map((p) => p._id)).not.toContain(String(hidden));
    await ProductModel.updateOne({ _id: hidden }, { $set: { status: 'active' } });
  });

  it('a product no style wears: the subcategories that go with its own, in its category', async () => {
    const worn = await InfluencerProductModel.distinct('products');
    const product = await ProductModel.findOne({
      _id: { $nin: worn },
      subcategorySlug: 'shirts',
      categorySlug: 'men',
    }).lean();
    // Sell out one trouser: it comes after the ones in stock, or not at all.
    await ProductModel.updateOne(
      { categorySlug: 'men', subcategorySlug: 'trousers' },
      { $set: { stock: 0, 'inventory.$[].stock': 0 } },
    );

    const answer = await ask(String(product!._id));
    expect(answer.from).toBe('complementary');
    expect(answer.products).toHaveLength(COMPLETE_THE_LOOK_MAX);
    for (const p of answer.products) {
      expect(p.category._id).toBe(String(product!.category));
      expect(COMPLEMENTARY_SUBCATEGORIES.shirts).toContain(p.subcategory?.slug);
    }
    expect(answer.products.map((p) => p._id)).not.toContain(String(product!._id));
    expectInStockFirst(answer.products);
  });

  it('a product off sale or unknown → 404, a bad id → 400', async () => {
    const product = await ProductModel.findOne({ subcategorySlug: 'jeans' }).lean();
    await ProductModel.updateOne({ _id: product!._id }, { $set: { status: 'archived' } });
    for (const id of [String(product!._id), '0123456789abcdef01234567']) {
      const res = await request(app).get(path(id));
      expect(res.status).toBe(404);
      expect(ErrorBodySchema.parse(res.body).message).not.toBe('');
    }
    const bad = await request(app).get(path('nope'));
    expect(bad.status).toBe(400);
    expect(ErrorBodySchema.parse(bad.body).message).not.toBe('');
  });
});
