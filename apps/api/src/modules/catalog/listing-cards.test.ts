import { ProductListResponseSchema } from '@vastra/contracts';
import type { Express } from 'express';
import { Types } from 'mongoose';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { seedDemoCatalogue } from '../../seed';
import { answerJson } from './answer-json';
import { invalidateCatalogueAnswers } from './catalogue-version';
import { listCategoryProducts, listProducts } from './catalog.service';
import { CategoryModel } from './category.model';
import { ProductModel } from './product.model';
import { productSearchEngine } from './search.service';

let app: Express;
let menId: string;

beforeAll(async () => {
  ({ app } = createTestApp());
  await seedDemoCatalogue();
  const men = await CategoryModel.findOne({ name: 'Men' }).lean();
  menId = String(men!._id);
});

const PAGES = [
  { page: 1, limit: 20, sort: 'latest' as const },
  { page: 2, limit: 20, sort: 'popular' as const },
];

describe('listing cards from the search index', () => {
  it('answers exactly what the products read whole give, with the index’s own summaries', async () => {
    expect(productSearchEngine.size).toBe(0);
    const before = [
      ...(await Promise.all(PAGES.map((q) => listProducts(q)))),
      await listCategoryProducts(menId, { page: 2, limit: 20 }),
    ];
    expect(await productSearchEngine.ready()).toBe(true);
    const after = [
      ...(await Promise.all(PAGES.map((q) => listProducts(q)))),
      await listCategoryProducts(menId, { page: 2, limit: 20 }),
    ];
    expect(after.map((p) => JSON.stringify(p))).toEqual(before.map((p) => JSON.stringify(p)));
    // The cards are the objects the index holds, and their kept JSON is what JSON.stringify gives.
    const first = after[0]!.items[0]!;
    expect((await productSearchEngine.summaries([first._id]))?.[0]).toBe(first);
    for (const page of after) expect(answerJson(page)).toBe(JSON.stringify(page));
  });

  it('shows a price written through the model on the next listing', async () => {
    await productSearchEngine.ready();
    const page = await request(app).get('/api/products?page=1&limit=20').expect(200);
    const card = ProductListResponseSchema.parse(page.body).data[0]!;
    await ProductModel.updateOne(
      { _id: card._id },
      { $set: { price: card.price + 111, discount: 0, discountedPrice: 0 } },
    );
    const again = await request(app).get('/api/products?page=1&limit=20').expect(200);
    const now = ProductListResponseSchema.parse(again.body).data[0]!;
    expect(now._id).toBe(card._id);
    expect(now.price).toBe(card.price + 111);
    expect(now.discountedPrice).toBe(card.price + 111);
  });

  it('reads a product the index does not hold from the database', async () => {
    await productSearchEngine.ready();
    const [template] = await ProductModel.find().sort({ createdAt: -1 }).limit(1).lean();
    const _id = new Types.ObjectId();
    // Written behind the models' hooks, as another process's write is seen here: neither the index
    // nor the response cache hears of it until the catalogue signal reports a write.
    await ProductModel.collection.insertOne({
      ...template!,
      _id,
      name: 'Unindexed Linen Kurta',
      slug: `unindexed-linen-kurta-${String(_id)}`,
      createdAt: new Date(Date.now() + 60_000),
    });
    expect((await productSearchEngine.summaries([String(_id)]))?.[0]).toBeUndefined();
    invalidateCatalogueAnswers();
    const page = await listProducts({ page: 1, limit: 20 });
    expect(page.items[0]).toMatchObject({ _id: String(_id), name: 'Unindexed Linen Kurta' });
    expect(page.items).toHaveLength(20);
  });
});
