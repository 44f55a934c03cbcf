import { MAX_BAG_LINES } from '@vastra/contracts';
import mongoose, { Types } from 'mongoose';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { bagLines, freshShopper } from '../../../test/helpers';
import { BagModel } from './bag.model';
import { makeProduct } from './commerce-fixtures';
import { foldLegacyBags } from './legacy-bags';

/** A database written before bags became one document per shopper is folded in on start. */
describe('folding the old per-line bags', () => {
  const db = () => mongoose.connection.db!;
  const oldLines = () => db().collection('cartitems');
  const oldCodes = () => db().collection('bagcoupons');

  beforeEach(async () => {
    await Promise.all([oldLines().deleteMany({}), oldCodes().deleteMany({})]);
  });

  it('keeps every line, its id, order and quantity, and the applied code; then drops the old collections', async () => {
    const { app, user } = await freshShopper(BagModel);
    const [a, b] = [await makeProduct(), await makeProduct()];
    const first = new Types.ObjectId();
    const second = new Types.ObjectId();
    await oldLines().insertMany([
      // Inserted newest first: the bag must still list them in the order they were added.
      {
        _id: second,
        user: new Types.ObjectId(user.id),
        product: b._id,
        size: 'L',
        quantity: 1,
        createdAt: new Date('2026-05-02'),
      },
      {
        _id: first,
        user: new Types.ObjectId(user.id),
        product: a._id,
        size: 'M',
        quantity: 3,
        createdAt: new Date('2026-05-01'),
      },
    ]);
    await oldCodes().insertOne({ user: new Types.ObjectId(user.id), code: 'VASTRA10' });

    expect(await foldLegacyBags(db())).toBe(1);

    const lines = await bagLines(user.id);
    expect(lines.map((l) => [String(l._id), l.size, l.quantity])).toEqual([
      [String(first), 'M', 3],
      [String(second), 'L', 1],
    ]);
    expect((await BagModel.findOne({ user: user.id }).lean())?.coupon).toBe('VASTRA10');
    const names = (await db().listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
    expect(names).not.toContain('cartitems');
    expect(names).not.toContain('bagcoupons');

    // The shopper's bag answers from the folded document, line ids unchanged.
    const cart = (await request(app).get('/api/cart').set(user.auth).expect(200)).body.cart;
    expect(cart.items.map((i: { _id: string }) => i._id)).toEqual([String(first), String(second)]);
    // Nothing left to fold: a second start writes nothing.
    expect(await foldLegacyBags(db())).toBe(0);
  });

  it('never overwrites a bag that already exists, and keeps at most the lines a bag may hold', async () => {
    const { user } = await freshShopper(BagModel);
    const other = new Types.ObjectId();
    const product = await makeProduct();
    await BagModel.create({
      user: user.id,
      lines: [{ product: product._id, size: 'S', quantity: 2, addedAt: new Date() }],
    });
    await oldLines().insertMany([
      { user: new Types.ObjectId(user.id), product: product._id, size: 'M', quantity: 1 },
      ...Array.from({ length: MAX_BAG_LINES + 5 }, () => ({
        user: other,
        product: new Types.ObjectId(),
        size: null,
        quantity: 1,
      })),
    ]);

    expect(await foldLegacyBags(db())).toBe(1);
    expect((await bagLines(user.id)).map((l) => [l.size, l.quantity])).toEqual([['S', 2]]);
    expect(await bagLines(String(other))).toHaveLength(MAX_BAG_LINES);
  });
});
