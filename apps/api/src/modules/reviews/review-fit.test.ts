import {
  CreateReviewResponseSchema,
  FitMsg,
  ProductDetailResponseSchema,
  ReviewListResponseSchema,
} from '@vastra/contracts';
import type { Express } from 'express';
import { Types } from 'mongoose';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestUser } from '../../../test/helpers';
import { createStaffCast } from '../staff/test-helpers';
import { ProductModel } from '../catalog/product.model';
import { OrderModel } from '../orders/order.model';
import { ReviewModel } from './review.model';

let app: Express;

beforeEach(async () => {
  await Promise.all([
    ReviewModel.deleteMany({}),
    OrderModel.deleteMany({}),
    ProductModel.deleteMany({}),
  ]);
  app = createTestApp({ RATE_LIMIT_DISABLED: 'true' }).app;
});

const product = () =>
  ProductModel.create({
    name: 'Slim Fit Denim Jeans',
    slug: `jeans-${new Types.ObjectId().toHexString()}`,
    category: new Types.ObjectId(),
    garment: 'jeans',
    price: 1999,
    inventory: [{ size: '32', stock: 5 }],
    stock: 5,
  });

/** A shopper with a delivered order holding `productId`. */
async function buyer(productId: Types.ObjectId): Promise<{ user: TestUser; orderId: string }> {
  const user = await createUser();
  const order = await OrderModel.create({
    user: user.id,
    items: [{ productId, name: 'Jeans', price: 1999, mrp: 1999, quantity: 1, size: '32' }],
    subtotal: 1999,
    delivery: 0,
    total: 1999,
    status: 'Delivered',
    paymentMethod: 'COD',
    addressSnapshot: {
      address: '1 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      zipcode: '411001',
    },
  });
  return { user, orderId: String(order._id) };
}

async function review(productId: Types.ObjectId, fit?: string) {
  const { user, orderId } = await buyer(productId);
  let req = request(app)
    .post('/api/reviews/create')
    .set(user.auth)
    .field('productId', String(productId))
    .field('orderId', orderId)
    .field('rating', '4')
    .field('text', 'Good denim, comfortable all day.');
  if (fit !== undefined) req = req.field('fit', fit);
  return req;
}

const detail = async (id: Types.ObjectId) =>
  ProductDetailResponseSchema.parse(
    (
      await request(app)
        .get(`/api/products/individual/${String(id)}`)
        .expect(200)
    ).body,
  ).data;

describe('a review’s fit answer', () => {
  it('is stored, answered with the review, and counted on the product', async () => {
    const p = await product();
    const first = await review(p._id, 'small');
    expect(first.status).toBe(201);
    expect(CreateReviewResponseSchema.parse(first.body).data.fit).toBe('small');
    expect((await review(p._id, 'small')).status).toBe(201);
    expect((await review(p._id, 'true')).status).toBe(201);
    const none = await review(p._id);
    expect(none.status).toBe(201);
    expect(CreateReviewResponseSchema.parse(none.body).data.fit).toBeUndefined();

    const shown = await detail(p._id);
    expect(shown.garment).toBe('jeans');
    expect(shown.fit).toEqual({ small: 2, true: 1, large: 0 });
    expect(shown.reviewCount).toBe(4);

    const list = ReviewListResponseSchema.parse(
      (
        await request(app)
          .get(`/api/reviews/${String(p._id)}`)
          .expect(200)
      ).body,
    );
    expect(list.data.map((r) => r.fit ?? null).sort()).toEqual([null, 'small', 'small', 'true']);
  });

  it('refuses an unknown answer with a 400 and a message, storing nothing', async () => {
    const p = await product();
    const res = await review(p._id, 'huge');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(FitMsg.invalid);
    expect(await ReviewModel.countDocuments({ product: p._id })).toBe(0);
    expect((await detail(p._id)).fit).toEqual({ small: 0, true: 0, large: 0 });
  });

  it('drops out of the counts when staff hide the review', async () => {
    const cast = await createStaffCast();
    const p = await product();
    const large = await review(p._id, 'large');
    await review(p._id, 'true');
    const id = CreateReviewResponseSchema.parse(large.body).data._id;
    expect((await detail(p._id)).fit).toEqual({ small: 0, true: 1, large: 1 });
    await request(app)
      .post(`/api/admin/reviews/${id}/hide`)
      .set(cast.staff.auth)
      .send({ reason: 'Spam' })
      .expect(200);
    expect((await detail(p._id)).fit).toEqual({ small: 0, true: 1, large: 0 });
  });
});
