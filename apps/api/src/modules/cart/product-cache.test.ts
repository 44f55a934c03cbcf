import { CartResponseSchema } from '@vastra/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { bagLines, freshShopper, type TestUser } from '../../../test/helpers';
import { invalidateCatalogueAnswers } from '../catalog/catalogue-version';
import { ProductModel } from '../catalog/product.model';
import { BagModel } from './bag.model';
import { makeProduct } from './commerce-fixtures';

/**
 * The bag takes its products from a per-process cache (product-cache.ts). What a shopper sees
 * must still follow every product write: this process's at once, other processes' once the
 * catalogue signal reports them.
 */
let app: Express;
let user: TestUser;

beforeEach(async () => {
  ({ app, user } = await freshShopper(BagModel));
});

const addOne = (productId: unknown) =>
  request(app)
    .post('/api/cart')
    .set(user.auth)
    .send({ productId: String(productId), size: 'M' });
const bag = async () =>
  CartResponseSchema.parse((await request(app).get('/api/cart').set(user.auth).expect(200)).body)
    .cart;

describe('bag: products it shows stay current', () => {
  it('shows a price or stock written in this process on the next read', async () => {
    const p = await makeProduct({ price: 500, inventory: [{ size: 'M', stock: 5 }] });
    await addOne(p._id).expect(200);
    expect((await bag()).items[0]?.product).toMatchObject({ price: 500, stock: 5 });

    // An order's stock write and a back-office price change both go through the model.
    await ProductModel.updateOne({ _id: p._id }, { $set: { price: 650, 'inventory.0.stock': 2 } });
    const after = await bag();
    expect(after.items[0]?.product).toMatchObject({ price: 650, stock: 2 });
    expect(after.subtotal).toBe(650);
  });

  it('refuses an add above a stock lowered in this process a moment ago', async () => {
    const p = await makeProduct({ name: 'Teal Kurta', inventory: [{ size: 'M', stock: 5 }] });
    await bag(); // nothing cached yet for p; make sure a read path ran
    await addOne(p._id).expect(200);
    await ProductModel.updateOne({ _id: p._id }, { $set: { 'inventory.0.stock': 1 } });
    const res = await addOne(p._id).expect(409);
    expect(res.body.message).toMatch(/Only 1 left of Teal Kurta \(size M\)/);
  });

  it('shows another process’s write once the catalogue signal reports it', async () => {
    const p = await makeProduct({ price: 500, inventory: [{ size: 'M', stock: 5 }] });
    await addOne(p._id).expect(200);
    expect((await bag()).items[0]?.product.price).toBe(500);

    // Another process's write: straight to the collection, so this process's hooks never see it.
    await ProductModel.collection.updateOne({ _id: p._id }, { $set: { price: 720 } });
    expect((await bag()).items[0]?.product.price).toBe(500); // kept until the signal says so
    invalidateCatalogueAnswers(); // what the catalogue signal does when the other process reports
    expect((await bag()).items[0]?.product.price).toBe(720);
  });

  it('drops a line whose product another process deleted, once reported', async () => {
    const p = await makeProduct();
    await addOne(p._id).expect(200);
    await bag();
    await ProductModel.collection.deleteOne({ _id: p._id });
    invalidateCatalogueAnswers();
    expect((await bag()).items).toEqual([]);
    expect(await bagLines(user.id)).toHaveLength(0);
  });

  it('parallel adds of one size never pass its stock, each refusal naming what is left', async () => {
    const p = await makeProduct({ name: 'Rust Kurta', inventory: [{ size: 'M', stock: 4 }] });
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        request(app)
          .post('/api/cart')
          .set(user.auth)
          .send({ productId: String(p._id), size: 'M' }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(4);
    for (const refused of results.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/Only 4 left of Rust Kurta \(size M\), and 4 are/);
    }
    expect((await bag()).items.map((i) => i.quantity)).toEqual([4]);
  });
});
