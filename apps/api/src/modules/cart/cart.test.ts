import { CartResponseSchema, ErrorBodySchema, MAX_BAG_LINES, Msg } from '@vastra/contracts';
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

const add = (u: TestUser, body: Record<string, unknown>) =>
  request(app).post('/api/cart').set(u.auth).send(body);
const getCart = async (u: TestUser) => {
  const res = await request(app).get('/api/cart').set(u.auth).expect(200);
  return CartResponseSchema.parse(res.body).cart;
};

describe('bag: auth', () => {
  it('refuses every route without a token', async () => {
    await request(app).get('/api/cart').expect(401);
    await request(app)
      .post('/api/cart')
      .send({ productId: new Types.ObjectId().toHexString() })
      .expect(401);
    await request(app).put('/api/cart/updatequantity').send({}).expect(401);
    await request(app).delete(`/api/cart/remove/${new Types.ObjectId().toHexString()}`).expect(401);
  });
});

describe('POST /cart and GET /cart', () => {
  it('is never stored by a browser or proxy cache', async () => {
    const res = await request(app).get('/api/cart').set(user.auth).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('starts empty', async () => {
    expect(await getCart(user)).toEqual({
      items: [],
      count: 0,
      subtotal: 0,
      shipping: 0,
      total: 0,
      coupon: null,
    });
  });

  it('adds a line with server prices, the stock of its size and cart-screen shipping', async () => {
    const p = await makeProduct({
      price: 500,
      discount: 0.2,
      inventory: [
        { size: 'S', stock: 2 },
        { size: 'M', stock: 7 },
      ],
    });
    const res = await add(user, {
      productId: String(p._id),
      size: 'm',
      quantity: 2,
      price: 1,
    }).expect(200);
    const { cart, message } = CartResponseSchema.parse(res.body);
    expect(message).toBe(Msg.itemAddedToCart);
    expect(cart.items).toHaveLength(1);
    const [line] = cart.items;
    expect(line).toMatchObject({ quantity: 2, size: 'M', unitPrice: 400, lineTotal: 800 });
    expect(line?.product).toMatchObject({
      _id: String(p._id),
      name: p.name,
      price: 500,
      mrp: 500,
      discountedPrice: 400,
      stock: 7,
    });
    expect(cart).toMatchObject({ count: 2, subtotal: 800, shipping: 99, total: 800 });
  });

  it('ships free above ₹999 and charges 99 at exactly ₹999', async () => {
    const p = await makeProduct({ price: 999, inventory: [{ size: 'M', stock: 5 }] });
    await add(user, { productId: String(p._id) }).expect(200);
    expect(await getCart(user)).toMatchObject({ subtotal: 999, shipping: 99, total: 999 });
    await add(user, { productId: String(p._id) }).expect(200);
    expect(await getCart(user)).toMatchObject({ subtotal: 1998, shipping: 0, total: 1998 });
  });

  it('requires a size when the product has several', async () => {
    const p = await makeProduct();
    const res = await add(user, { productId: String(p._id) }).expect(400);
    expect(ErrorBodySchema.parse(res.body).message).toBe(Msg.selectSize);
    await add(user, { productId: String(p._id), size: 'XXXL' }).expect(400);
  });

  it('takes the only size when there is one, and none for a one-size product', async () => {
    const single = await makeProduct({ inventory: [{ size: 'Free', stock: 3 }] });
    const oneSize = await makeProduct({ inventory: [], stock: 4 });
    await add(user, { productId: String(single._id) }).expect(200);
    const cart = CartResponseSchema.parse(
      (await add(user, { productId: String(oneSize._id) }).expect(200)).body,
    ).cart;
    expect(cart.items.map((i) => [i.size, i.product.stock])).toEqual([
      ['Free', 3],
      [null, 4],
    ]);
  });

  it('raises the quantity of the same product and size instead of adding a line', async () => {
    const p = await makeProduct();
    await add(user, { productId: String(p._id), size: 'M' }).expect(200);
    await add(user, { productId: String(p._id), size: 'M', quantity: 2 }).expect(200);
    await add(user, { productId: String(p._id), size: 'L' }).expect(200);
    const cart = await getCart(user);
    expect(cart.items.map((i) => [i.size, i.quantity])).toEqual([
      ['M', 3],
      ['L', 1],
    ]);
  });

  it('never exceeds the stock of the size (409 naming what is left)', async () => {
    const p = await makeProduct({
      name: 'Indigo Kurta',
      inventory: [
        { size: 'S', stock: 0 },
        { size: 'M', stock: 3 },
      ],
    });
    await add(user, { productId: String(p._id), size: 'M', quantity: 2 }).expect(200);
    const res = await add(user, { productId: String(p._id), size: 'M', quantity: 2 }).expect(409);
    expect(res.body.message).toMatch(/Only 3 left of Indigo Kurta \(size M\)/);
    expect(res.body.message).toMatch(/2 are already in your bag/);
    const out = await add(user, { productId: String(p._id), size: 'S' }).expect(409);
    expect(out.body).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Indigo Kurta (size S) is out of stock.',
    });
    expect((await getCart(user)).items[0]?.quantity).toBe(2);
  });

  it('never exceeds 10 of an item', async () => {
    const p = await makeProduct({ inventory: [{ size: 'M', stock: 50 }] });
    await add(user, { productId: String(p._id), quantity: 10 }).expect(200);
    const res = await add(user, { productId: String(p._id) }).expect(409);
    expect(res.body.message).toMatch(/at most 10/);
    await add(user, { productId: String(p._id), quantity: 11 }).expect(400);
  });

  it('holds at most MAX_BAG_LINES different items, even when they are added at the same moment', async () => {
    const products = await Promise.all(
      Array.from({ length: MAX_BAG_LINES + 3 }, () =>
        makeProduct({ inventory: [{ size: 'M', stock: 5 }] }),
      ),
    );
    const [first, ...rest] = products;
    await BagModel.create({
      user: user.id,
      lines: rest.slice(0, MAX_BAG_LINES - 3).map((p) => ({
        product: p._id,
        size: 'M',
        quantity: 1,
        addedAt: new Date(),
      })),
    });
    await add(user, { productId: String(first!._id), size: 'M' }).expect(200);
    // Five different items at once for the last two places: two fit, three are refused.
    const racing = rest.slice(MAX_BAG_LINES - 3);
    const answers = await Promise.all(
      racing.map((p) => add(user, { productId: String(p._id), size: 'M' })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 409, 409, 409]);
    for (const refused of answers.filter((r) => r.status === 409)) {
      expect(refused.body).toMatchObject({ code: 'BAG_FULL', message: Msg.bagFull(MAX_BAG_LINES) });
    }
    expect(await bagLines(user.id)).toHaveLength(MAX_BAG_LINES);
    // A full bag still raises the quantity of what it holds, and a removal makes room.
    const raised = await add(user, { productId: String(first!._id), size: 'M' }).expect(200);
    const items = CartResponseSchema.parse(raised.body).cart.items;
    expect(items.find((i) => i.product._id === String(first!._id))?.quantity).toBe(2);
    await request(app)
      .delete(`/api/cart/remove/${String(first!._id)}`)
      .set(user.auth)
      .expect(200);
    const refusedId = answers.findIndex((r) => r.status === 409);
    await add(user, { productId: String(racing[refusedId]!._id), size: 'M' }).expect(200);
  });

  it('answers 404 for an unknown product and 400 for a bad id or quantity', async () => {
    const res = await add(user, { productId: new Types.ObjectId().toHexString() }).expect(404);
    expect(res.body.message).toBe(Msg.invalidProduct);
    await add(user, { productId: 'nope' }).expect(400);
    await add(user, { productId: { $gt: '' } }).expect(400);
    const p = await makeProduct();
    await add(user, { productId: String(p._id), size: 'M', quantity: 0 }).expect(400);
  });

  it('drops lines whose product no longer exists', async () => {
    const a = await makeProduct();
    const b = await makeProduct();
    await add(user, { productId: String(a._id), size: 'M' }).expect(200);
    await add(user, { productId: String(b._id), size: 'M' }).expect(200);
    await ProductModel.deleteOne({ _id: a._id });
    const cart = await getCart(user);
    expect(cart.items.map((i) => i.product._id)).toEqual([String(b._id)]);
    expect(await bagLines(user.id)).toHaveLength(1);
  });

  it('keeps each user’s bag separate', async () => {
    const other = await createUser();
    const p = await makeProduct();
    await add(other, { productId: String(p._id), size: 'M' }).expect(200);
    expect((await getCart(user)).items).toEqual([]);
  });
});

describe('PUT /cart/updatequantity', () => {
  it('accepts {itemId, action} and {productId, quantity, type}', async () => {
    const p = await makeProduct({
      inventory: [
        { size: 'M', stock: 3 },
        { size: 'L', stock: 3 },
      ],
    });
    const cart = CartResponseSchema.parse(
      (await add(user, { productId: String(p._id), size: 'M' })).body,
    ).cart;
    const itemId = cart.items[0]?._id;
    let res = await request(app)
      .put('/api/cart/updatequantity')
      .set(user.auth)
      .send({ itemId, action: 'increase' })
      .expect(200);
    expect(CartResponseSchema.parse(res.body).cart.items[0]?.quantity).toBe(2);
    res = await request(app)
      .put('/api/cart/updatequantity')
      .set(user.auth)
      .send({ productId: String(p._id), quantity: 1, type: 'increase', size: 'M' })
      .expect(200);
    expect(CartResponseSchema.parse(res.body).cart.items[0]?.quantity).toBe(3);
    res = await request(app)
      .put('/api/cart/updatequantity')
      .set(user.auth)
      .send({ productId: String(p._id), quantity: -1, type: 'decrease' })
      .expect(200);
    expect(CartResponseSchema.parse(res.body).cart.items[0]?.quantity).toBe(2);
  });

  it('never goes above the stock of the size nor below 1', async () => {
    const p = await makeProduct({
      name: 'Linen Shirt',
      inventory: [
        { size: 'M', stock: 1 },
        { size: 'L', stock: 4 },
      ],
    });
    const cart = CartResponseSchema.parse(
      (await add(user, { productId: String(p._id), size: 'M' })).body,
    ).cart;
    const itemId = cart.items[0]?._id;
    const up = await request(app)
      .put('/api/cart/updatequantity')
      .set(user.auth)
      .send({ itemId, action: 'increase' })
      .expect(409);
    expect(up.body.message).toBe('Only 1 left of Linen Shirt (size M).');
    await request(app)
      .put('/api/cart/updatequantity')
      .set(user.auth)
      .send({ itemId, action: 'decrease' })
      .expect(400);
    expect((await getCart(user)).items[0]?.quantity).toBe(1);
  });

  it('answers 404 for a missing line (or another user’s) and 400 for a bad body', async () => {
    const p = await makeProduct();
    const other = await createUser();
    const theirs = CartResponseSchema.parse(
      (await add(other, { productId: String(p._id), size: 'M' })).body,
    ).cart;
    const res = await request(app)
      .put('/api/cart/updatequantity')
      .set(user.auth)
      .send({ itemId: theirs.items[0]?._id, action: 'increase' })
      .expect(404);
    expect(res.body.message).toBe(Msg.itemNotInCart);
    await request(app)
      .put('/api/cart/updatequantity')
      .set(user.auth)
      .send({ productId: String(p._id), type: 'sideways' })
      .expect(400);
    await request(app).put('/api/cart/updatequantity').set(user.auth).send({}).expect(400);
  });
});

describe('DELETE /cart/remove/:id', () => {
  it('removes by item id or by product id and answers the updated cart', async () => {
    const a = await makeProduct();
    const b = await makeProduct();
    await add(user, { productId: String(a._id), size: 'M' });
    await add(user, { productId: String(a._id), size: 'L' });
    const cart = CartResponseSchema.parse(
      (await add(user, { productId: String(b._id), size: 'S' })).body,
    ).cart;
    const bLine = cart.items.find((i) => i.product._id === String(b._id));
    let res = await request(app)
      .delete(`/api/cart/remove/${bLine?._id}`)
      .set(user.auth)
      .expect(200);
    expect(CartResponseSchema.parse(res.body)).toMatchObject({
      message: Msg.itemRemovedFromCart,
      cart: { count: 2 },
    });
    res = await request(app)
      .delete(`/api/cart/remove/${String(a._id)}`)
      .set(user.auth)
      .expect(200);
    expect(CartResponseSchema.parse(res.body).cart.items).toEqual([]);
  });

  it('answers 404 "Item not found in cart." for a missing line and never touches another user’s', async () => {
    const p = await makeProduct();
    const other = await createUser();
    const theirs = CartResponseSchema.parse(
      (await add(other, { productId: String(p._id), size: 'M' })).body,
    ).cart;
    const res = await request(app)
      .delete(`/api/cart/remove/${theirs.items[0]?._id}`)
      .set(user.auth)
      .expect(404);
    expect(res.body.message).toBe(Msg.itemNotInCart);
    await request(app)
      .delete(`/api/cart/remove/${String(p._id)}`)
      .set(user.auth)
      .expect(404);
    expect((await getCart(other)).items).toHaveLength(1);
    await request(app).delete('/api/cart/remove/not-an-id').set(user.auth).expect(400);
  });
});
