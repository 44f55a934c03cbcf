import { Msg, WishlistResponseSchema } from '@vastra/contracts';
import type { Express } from 'express';
import { Types } from 'mongoose';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createUser, freshShopper, type TestUser } from '../../../test/helpers';
import { makeProduct } from '../cart/commerce-fixtures';
import { ProductModel } from '../catalog/product.model';
import { WishlistItemModel } from './wishlist.model';

let app: Express;
let user: TestUser;

beforeEach(async () => {
  ({ app, user } = await freshShopper(WishlistItemModel));
});

const add = (u: TestUser, productId: string) =>
  request(app).post('/api/wishlist').set(u.auth).send({ productId });

describe('wishlist', () => {
  it('needs a signed-in user', async () => {
    await request(app).get('/api/wishlist').expect(401);
    await request(app)
      .post('/api/wishlist')
      .send({ productId: new Types.ObjectId().toHexString() })
      .expect(401);
    await request(app).delete(`/api/wishlist/${new Types.ObjectId().toHexString()}`).expect(401);
  });

  it('adds a product and lists it with the sizes in stock', async () => {
    const p = await makeProduct({
      price: 1000,
      discountedPrice: 750,
      inventory: [
        { size: 'S', stock: 0 },
        { size: 'M', stock: 2 },
        { size: 'L', stock: 1 },
      ],
    });
    const res = await add(user, String(p._id)).expect(200);
    const body = WishlistResponseSchema.parse(res.body);
    expect(body).toMatchObject({ status: 'added', message: Msg.itemAddedToWishlist });
    expect(body.wishlist.products).toHaveLength(1);
    expect(body.wishlist.products[0]).toMatchObject({
      _id: String(p._id),
      product: { _id: String(p._id) },
      name: p.name,
      price: 1000,
      discountedPrice: 750,
      availableSizes: ['M', 'L'],
    });
    const list = WishlistResponseSchema.parse(
      (await request(app).get('/api/wishlist').set(user.auth).expect(200)).body,
    );
    expect(list.wishlist.products.map((i) => i._id)).toEqual([String(p._id)]);
  });

  it('answers the info "Item is already in your wishlist." without a duplicate', async () => {
    const p = await makeProduct();
    await add(user, String(p._id)).expect(200);
    const res = await add(user, String(p._id)).expect(200);
    expect(WishlistResponseSchema.parse(res.body)).toMatchObject({
      status: 'exists',
      message: Msg.alreadyInWishlist,
    });
    expect(await WishlistItemModel.countDocuments({ user: user.id })).toBe(1);
  });

  it('refuses an unknown product (404 "Invalid product.") and a bad id (400)', async () => {
    const res = await add(user, new Types.ObjectId().toHexString()).expect(404);
    expect(res.body.message).toBe(Msg.invalidProduct);
    await add(user, 'abc').expect(400);
  });

  it('removes a product, 404 when it is not there, and never touches another user’s list', async () => {
    const p = await makeProduct();
    const other = await createUser();
    await add(other, String(p._id)).expect(200);
    await request(app)
      .delete(`/api/wishlist/${String(p._id)}`)
      .set(user.auth)
      .expect(404);
    const res = await request(app)
      .delete(`/api/wishlist/${String(p._id)}`)
      .set(other.auth)
      .expect(200);
    expect(WishlistResponseSchema.parse(res.body)).toMatchObject({
      status: 'removed',
      message: Msg.itemRemovedFromWishlist,
      wishlist: { products: [] },
    });
  });

  it('drops entries whose product vanished, newest first otherwise', async () => {
    const a = await makeProduct();
    const b = await makeProduct();
    const c = await makeProduct();
    for (const p of [a, b, c]) await add(user, String(p._id)).expect(200);
    await ProductModel.deleteOne({ _id: b._id });
    const list = WishlistResponseSchema.parse(
      (await request(app).get('/api/wishlist').set(user.auth)).body,
    );
    expect(list.wishlist.products.map((i) => i._id)).toEqual([String(c._id), String(a._id)]);
  });
});
