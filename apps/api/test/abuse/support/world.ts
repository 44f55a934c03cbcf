import type { Express } from 'express';
import { Types } from 'mongoose';
import request from 'supertest';
import { makeAddress, makeProduct } from '../../../src/modules/cart/commerce-fixtures';
import { CategoryModel } from '../../../src/modules/catalog/category.model';
import { markDelivered } from '../../../src/modules/orders/lifecycle-fixtures';
import { createUser } from '../../helpers';

/** One shopper with something of every user-owned kind. */
export interface Party {
  id: string;
  email: string;
  password: string;
  token: string;
  auth: { Authorization: string };
  addressId: string;
  cartLineId: string;
  /** A COD order holding `world.reviewed`, marked delivered. */
  orderId: string;
  reviewId: string;
  /** A simulated Razorpay order for the bag (status created). */
  paymentOrderId: string;
}

export interface World {
  categoryId: string;
  subcategoryId: string;
  /** Sizes S/M/L, 5 each, ₹1,000 with 20% off. */
  sized: string;
  /** One-size, stock 10, ₹400. */
  oneSize: string;
  /** Bought and reviewed by both parties. */
  reviewed: string;
  alice: Party;
  bob: Party;
}

/** Fails loudly when a fixture request is refused (the world must be built exactly). */
export async function must(
  res: request.Response | Promise<request.Response>,
  status: number | number[],
  what: string,
) {
  const r = await res;
  const ok = Array.isArray(status) ? status.includes(r.status) : r.status === status;
  if (!ok) throw new Error(`fixture "${what}" answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r;
}

export async function makeCategory() {
  const slug = `cat-${new Types.ObjectId().toHexString()}`;
  return CategoryModel.create({
    name: 'Men',
    slug,
    subcategories: [{ name: 'Kurtas', slug: `${slug}-kurtas` }],
  });
}

async function makeParty(app: Express, world: Omit<World, 'alice' | 'bob'>): Promise<Party> {
  const u = await createUser();
  const address = await makeAddress(u.id);
  const addressId = String(address._id);
  const order = await must(
    request(app)
      .post('/api/orders')
      .set(u.auth)
      .send({
        products: [{ productId: world.reviewed, quantity: 1, size: 'M' }],
        addressId,
        paymentMethod: 'COD',
      }),
    201,
    'COD order',
  );
  const orderId = String(order.body.order._id);
  await markDelivered(orderId);
  const review = await must(
    request(app)
      .post('/api/reviews/create')
      .set(u.auth)
      .field('productId', world.reviewed)
      .field('orderId', orderId)
      .field('rating', '4')
      .field('comment', 'Lovely fabric, fits well.'),
    201,
    'review',
  );
  const cart = await must(
    request(app)
      .post('/api/cart')
      .set(u.auth)
      .send({ productId: world.sized, size: 'M', quantity: 1 }),
    200,
    'bag line',
  );
  await must(
    request(app).post('/api/wishlist').set(u.auth).send({ productId: world.oneSize }),
    200,
    'wishlist',
  );
  const payment = await must(
    request(app).post('/api/orders/razorpay-order').set(u.auth).send({}),
    200,
    'payment order',
  );
  return {
    id: u.id,
    email: u.user.email,
    password: u.password,
    token: u.token,
    auth: u.auth,
    addressId,
    cartLineId: String(cart.body.cart.items[0]._id),
    orderId,
    reviewId: String(review.body.data._id),
    paymentOrderId: String(payment.body.id),
  };
}

/** Builds two shoppers (alice, bob) who each own a bag line, wishlist entry, address, order, review and payment. */
export async function buildWorld(app: Express): Promise<World> {
  const category = await makeCategory();
  const [sized, oneSize, reviewed] = await Promise.all([
    makeProduct({ name: 'Indigo Kurta', price: 1000, discount: 0.2 }),
    makeProduct({ name: 'Silk Stole', price: 400, inventory: [], stock: 10 }),
    makeProduct({ name: 'Linen Shirt', price: 1200, inventory: [{ size: 'M', stock: 50 }] }),
  ]);
  const base = {
    categoryId: String(category._id),
    subcategoryId: String(category.subcategories[0]?._id),
    sized: String(sized._id),
    oneSize: String(oneSize._id),
    reviewed: String(reviewed._id),
  };
  const alice = await makeParty(app, base);
  const bob = await makeParty(app, base);
  return { ...base, alice, bob };
}
