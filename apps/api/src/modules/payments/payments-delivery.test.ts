import { CreatePaymentOrderResponseSchema, Msg } from '@vastra/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, createUser, type TestUser } from '../../../test/helpers';
import { AddressModel } from '../addresses/address.model';
import { BagModel } from '../cart/bag.model';
import { makeAddress, makeProduct } from '../cart/commerce-fixtures';
import { ProductModel } from '../catalog/product.model';
import type { PaymentGateway } from './gateway';
import { PaymentModel } from './payment.model';

let app: Express;
let gateway: PaymentGateway;
beforeEach(async () => {
  await Promise.all([
    PaymentModel.deleteMany({}),
    BagModel.deleteMany({}),
    ProductModel.deleteMany({}),
    AddressModel.deleteMany({}),
  ]);
  const built = createTestApp({ RATE_LIMIT_DISABLED: 'true' });
  app = built.app;
  gateway = built.deps.payments;
});

async function withBag(user: TestUser) {
  const p = await makeProduct({ price: 1200, inventory: [{ size: 'M', stock: 5 }] });
  await request(app)
    .post('/api/cart')
    .set(user.auth)
    .send({ productId: String(p._id), size: 'M' })
    .expect(200);
}

const createPayment = (user: TestUser, body: object) =>
  request(app).post('/api/orders/razorpay-order').set(user.auth).send(body);

describe('POST /orders/razorpay-order with the delivery address', () => {
  it('refuses an unserviceable pincode (409) before any gateway order or payment exists', async () => {
    const user = await createUser();
    await withBag(user);
    const nowhere = await makeAddress(user.id, '999999');
    const createOrder = vi.spyOn(gateway, 'createOrder');

    const res = await createPayment(user, { addressId: String(nowhere._id) }).expect(409);
    expect(res.body).toMatchObject({
      success: false,
      message: Msg.pincodeNotServiceable,
      code: 'NOT_SERVICEABLE',
    });
    expect(createOrder).not.toHaveBeenCalled();
    expect(await PaymentModel.countDocuments()).toBe(0);
  });

  it("answers 404 for another shopper's address, and creates nothing", async () => {
    const user = await createUser();
    const other = await createUser();
    await withBag(user);
    const theirs = await makeAddress(other.id, '110001');
    const createOrder = vi.spyOn(gateway, 'createOrder');

    await createPayment(user, { addressId: String(theirs._id) }).expect(404);
    expect(createOrder).not.toHaveBeenCalled();
    expect(await PaymentModel.countDocuments()).toBe(0);
  });

  it('creates the payment for an own, serviceable address; a malformed id is refused (400)', async () => {
    const user = await createUser();
    await withBag(user);
    const home = await makeAddress(user.id, '110001');

    await createPayment(user, { addressId: 'not-an-id' }).expect(400);
    const created = CreatePaymentOrderResponseSchema.parse(
      (await createPayment(user, { addressId: String(home._id) }).expect(200)).body,
    );
    expect(created.amount).toBe(120000);
    expect(await PaymentModel.countDocuments({ gatewayOrderId: created.id })).toBe(1);
    // Without an address the payment is still created (the order itself checks the address).
    await createPayment(user, {}).expect(200);
  });
});
