import { BagMergeResponseSchema, ErrorBodySchema, MAX_BAG_LINES, Msg } from '@vastra/contracts';
import type { Express } from 'express';
import { Types } from 'mongoose';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { bagLines, createUser, freshShopper, type TestUser } from '../../../test/helpers';
import { ProductModel } from '../catalog/product.model';
import { BagModel } from './bag.model';
import { makeProduct } from './commerce-fixtures';

let app: Express;
let user: TestUser;

beforeEach(async () => {
  ({ app, user } = await freshShopper(BagModel));
});

const merge = (u: TestUser | null, body: unknown) => {
  const req = request(app).post('/api/cart/merge');
  return (u ? req.set(u.auth) : req).send(body as object);
};

const id = (p: { _id: Types.ObjectId }) => p._id.toHexString();

describe('POST /api/cart/merge', () => {
  it('needs a signed-in shopper', async () => {
    await merge(null, {
      lines: [{ productId: new Types.ObjectId().toHexString(), quantity: 1 }],
    }).expect(401);
  });

  it('adds every line to the account’s bag, priced by the server, merging with a line it holds', async () => {
    const a = await makeProduct({ price: 800, discount: 0.25 });
    const b = await makeProduct({ inventory: [], stock: 4, price: 300 });
    await request(app)
      .post('/api/cart')
      .set(user.auth)
      .send({ productId: id(a), size: 'M', quantity: 1 })
      .expect(200);
    const res = await merge(user, {
      lines: [
        { productId: id(a), size: 'M', quantity: 2 },
        { productId: id(a), size: 'L', quantity: 1 },
        { productId: id(b), quantity: 1, price: 1 },
      ],
    }).expect(200);
    const body = BagMergeResponseSchema.parse(res.body);
    expect(body.shortfalls).toEqual([]);
    const lines = body.cart.items.map((i) => [i.product._id, i.size, i.quantity, i.unitPrice]);
    expect(lines).toEqual([
      [id(a), 'M', 3, 600],
      [id(a), 'L', 1, 600],
      [id(b), null, 1, 300],
    ]);
    expect(body.cart.subtotal).toBe(3 * 600 + 600 + 300);
  });

  it('caps a line by the stock of its size and reports what did not fit', async () => {
    const p = await makeProduct({
      name: 'Ikat Kurta',
      inventory: [
        { size: 'S', stock: 2 },
        { size: 'M', stock: 0 },
      ],
    });
    await request(app)
      .post('/api/cart')
      .set(user.auth)
      .send({ productId: id(p), size: 'S', quantity: 1 })
      .expect(200);
    const res = await merge(user, {
      lines: [
        { productId: id(p), size: 'S', quantity: 3 },
        { productId: id(p), size: 'M', quantity: 1 },
        { productId: id(p), size: 'XXL', quantity: 1 },
        { productId: new Types.ObjectId().toHexString(), size: 'S', quantity: 1 },
      ],
    }).expect(200);
    const body = BagMergeResponseSchema.parse(res.body);
    expect(body.shortfalls).toEqual([
      {
        productId: id(p),
        size: 'S',
        requested: 3,
        added: 1,
        message: 'Only 2 left of Ikat Kurta (size S).',
      },
      {
        productId: id(p),
        size: 'M',
        requested: 1,
        added: 0,
        message: 'Ikat Kurta (size M) is out of stock.',
      },
      {
        productId: id(p),
        size: 'XXL',
        requested: 1,
        added: 0,
        message: 'Size XXL is not available for Ikat Kurta.',
      },
      expect.objectContaining({ requested: 1, added: 0, message: Msg.invalidProduct }),
    ]);
    expect((await bagLines(user.id)).map((l) => [l.size, l.quantity])).toEqual([['S', 2]]);
  });

  it('leaves out a hidden product', async () => {
    const p = await makeProduct();
    await ProductModel.updateOne({ _id: p._id }, { $set: { status: 'archived' } });
    const body = BagMergeResponseSchema.parse(
      (await merge(user, { lines: [{ productId: id(p), size: 'S', quantity: 1 }] }).expect(200))
        .body,
    );
    expect(body.shortfalls).toEqual([expect.objectContaining({ added: 0 })]);
    expect(await bagLines(user.id)).toEqual([]);
  });

  it('answers 400 with a message for a bad id, a bad quantity, no lines or too many', async () => {
    const bad = [
      { lines: [{ productId: 'not-an-id', quantity: 1 }] },
      { lines: [{ productId: new Types.ObjectId().toHexString(), quantity: 0 }] },
      { lines: [] },
      {
        lines: Array.from({ length: MAX_BAG_LINES + 1 }, () => ({
          productId: new Types.ObjectId().toHexString(),
          quantity: 1,
        })),
      },
      {},
    ];
    for (const body of bad) {
      const res = await merge(user, body).expect(400);
      expect(ErrorBodySchema.parse(res.body).message).toMatch(/\w/);
    }
    expect(await bagLines(user.id)).toEqual([]);
  });

  it('touches only the signed-in shopper’s bag', async () => {
    const other = await createUser();
    const p = await makeProduct();
    await request(app)
      .post('/api/cart')
      .set(other.auth)
      .send({ productId: id(p), size: 'S', quantity: 1 })
      .expect(200);
    await merge(user, { lines: [{ productId: id(p), size: 'L', quantity: 2 }] }).expect(200);
    expect((await bagLines(other.id)).map((l) => [l.size, l.quantity])).toEqual([['S', 1]]);
    expect((await bagLines(user.id)).map((l) => [l.size, l.quantity])).toEqual([['L', 2]]);
  });
});
