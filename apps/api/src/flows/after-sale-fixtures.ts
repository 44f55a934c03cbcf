import { OrderDetailResponseSchema } from '@vastra/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { createUser, type TestUser } from '../../test/helpers';
import { makeAddress, makeProduct } from '../modules/cart/commerce-fixtures';
import { markDelivered } from '../modules/orders/lifecycle-fixtures';

/** Test set-up for the after-sale suites (returns and exchanges). */

/**
 * A delivered COD order of one unit of size M of a new product sold in `inventory`, placed through
 * the API by `user` (a new shopper when absent) and then marked delivered.
 */
export async function deliveredLine(
  app: Express,
  {
    inventory,
    price,
    user,
  }: { inventory: { size: string; stock: number }[]; price: number; user?: TestUser },
) {
  const shopper = user ?? (await createUser());
  const address = await makeAddress(shopper.id);
  const product = await makeProduct({ price, inventory });
  const res = await request(app)
    .post('/api/orders')
    .set(shopper.auth)
    .send({
      products: [{ productId: String(product._id), size: 'M', quantity: 1 }],
      addressId: String(address._id),
      paymentMethod: 'COD',
    })
    .expect(201);
  const order = OrderDetailResponseSchema.shape.data.parse(res.body.order);
  await markDelivered(order._id);
  return { shopper, product, orderId: order._id, itemId: order.items[0]!._id };
}
