import { CartResponseSchema, Msg } from '@vastra/contracts';
import type { Express } from 'express';
import { Types } from 'mongoose';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createUser, freshShopper, type TestUser } from '../../../test/helpers';
import { BagModel } from './bag.model';
import { makeProduct } from './commerce-fixtures';

let app: Express;
let user: TestUser;
beforeEach(async () => {
  ({ app, user } = await freshShopper(BagModel));
});

const add = async (u: TestUser, body: Record<string, unknown>) =>
  CartResponseSchema.parse(
    (await request(app).post('/api/cart').set(u.auth).send(body).expect(200)).body,
  ).cart;
const changeSize = (u: TestUser, body: Record<string, unknown>) =>
  request(app).put('/api/cart/size').set(u.auth).send(body);

describe('PUT /api/cart/size', () => {
  it('moves a line to another size in place, keeping its quantity', async () => {
    const p = await makeProduct();
    await add(user, { productId: p._id, size: 'M', quantity: 2 });
    const cart = await add(user, { productId: (await makeProduct())._id, size: 'S' });
    const line = cart.items[0]!;
    const res = await changeSize(user, { itemId: line._id, size: 'L' }).expect(200);
    const after = CartResponseSchema.parse(res.body);
    expect(after.message).toBe(Msg.bagSizeChanged);
    expect(after.cart.items.map((i) => [i._id, i.size, i.quantity])).toEqual([
      [line._id, 'L', 2],
      [cart.items[1]!._id, 'S', 1],
    ]);
  });

  it('merges with the line already in that size', async () => {
    const p = await makeProduct();
    await add(user, { productId: p._id, size: 'M', quantity: 2 });
    const cart = await add(user, { productId: p._id, size: 'L', quantity: 1 });
    const [m, l] = cart.items;
    const res = await changeSize(user, { itemId: m!._id, size: 'l' }).expect(200);
    const { items } = CartResponseSchema.parse(res.body).cart;
    expect(items.map((i) => [i._id, i.size, i.quantity])).toEqual([[l!._id, 'L', 3]]);
  });

  it('refuses a size without stock for the line, or one the product lacks, changing nothing', async () => {
    const p = await makeProduct({
      name: 'Chanderi Kurta',
      inventory: [
        { size: 'M', stock: 5 },
        { size: 'L', stock: 1 },
        { size: 'XL', stock: 0 },
      ],
    });
    const cart = await add(user, { productId: p._id, size: 'M', quantity: 2 });
    const itemId = cart.items[0]!._id;
    const short = await changeSize(user, { itemId, size: 'L' }).expect(409);
    expect(short.body.message).toBe('Only 1 left of Chanderi Kurta (size L).');
    const none = await changeSize(user, { itemId, size: 'XL' }).expect(409);
    expect(none.body.message).toBe('Chanderi Kurta (size XL) is out of stock.');
    const unknown = await changeSize(user, { itemId, size: 'XXXL' }).expect(400);
    expect(unknown.body.message).toBe('Size XXXL is not available for Chanderi Kurta.');
    const blank = await changeSize(user, { itemId, size: ' ' }).expect(400);
    expect(blank.body.message).toBe(Msg.selectSize);
    const bag = await BagModel.findOne({ user: user.id }).lean();
    expect(bag?.lines.map((l) => [l.size, l.quantity])).toEqual([['M', 2]]);
  });

  it("touches only the shopper's own lines", async () => {
    const p = await makeProduct();
    const cart = await add(user, { productId: p._id, size: 'M' });
    const other = await createUser();
    const res = await changeSize(other, { itemId: cart.items[0]!._id, size: 'L' }).expect(404);
    expect(res.body.message).toBe(Msg.itemNotInCart);
    await changeSize(user, { itemId: new Types.ObjectId().toHexString(), size: 'L' }).expect(404);
    await request(app)
      .put('/api/cart/size')
      .send({ itemId: cart.items[0]!._id, size: 'L' })
      .expect(401);
  });
});
