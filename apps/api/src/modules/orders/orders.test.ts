import {
  CreatePaymentOrderResponseSchema,
  ErrorBodySchema,
  HasPurchasedResponseSchema,
  Msg,
  OrderDetailResponseSchema,
  OrdersResponseSchema,
  PlaceOrderResponseSchema,
  SimulatorPayResponseSchema,
  toPaise,
} from '@vastra/contracts';
import type { Express } from 'express';
import { Types } from 'mongoose';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { bagLines, createTestApp, createUser, type TestUser } from '../../../test/helpers';
import { BagModel } from '../cart/bag.model';
import { makeAddress, makeProduct, stockOf } from '../cart/commerce-fixtures';
import type { ProductLean } from '../catalog/product-stock';
import { ProductModel } from '../catalog/product.model';
import { PaymentModel } from '../payments/payment.model';
import { ReviewModel } from '../reviews/review.model';
import { OrderModel } from './order.model';
import { inTransaction } from '../../lib/transaction';
import { reserveStock } from './order-lines';

let app: Express;

beforeEach(async () => {
  await Promise.all([
    OrderModel.deleteMany({}),
    BagModel.deleteMany({}),
    ProductModel.deleteMany({}),
    PaymentModel.deleteMany({}),
    ReviewModel.deleteMany({}),
  ]);
  app = createTestApp({ RATE_LIMIT_DISABLED: 'true' }).app;
});

async function shopper(zipcode = '110001') {
  const user = await createUser();
  const address = await makeAddress(user.id, zipcode);
  return { user, addressId: String(address._id) };
}

type Line = { productId: string; size?: string; quantity?: number };
const placeCod = (u: TestUser, addressId: string, products: Line[], key?: string) => {
  const req = request(app).post('/api/orders').set(u.auth);
  if (key) req.set('Idempotency-Key', key);
  return req.send({ products, addressId, paymentMethod: 'COD', currency: 'INR' });
};
const addToBag = (u: TestUser, productId: string, size: string, quantity = 1) =>
  request(app).post('/api/cart').set(u.auth).send({ productId, size, quantity }).expect(200);

describe('POST /orders (COD)', () => {
  it('prices on the server, snapshots the address, takes stock per size and empties the bag', async () => {
    const { user, addressId } = await shopper();
    const p = await makeProduct({
      name: 'Silk Saree',
      price: 400,
      discount: 0.25,
      inventory: [
        { size: 'M', stock: 5 },
        { size: 'L', stock: 2 },
      ],
    });
    await addToBag(user, String(p._id), 'M', 2);
    const res = await request(app)
      .post('/api/orders')
      .set(user.auth)
      .send({
        products: [{ productId: String(p._id), size: 'M', quantity: 2, price: 1 }],
        addressId,
        paymentMethod: 'COD',
        currency: 'INR',
        total: 1,
      })
      .expect(201);
    const { order, message } = PlaceOrderResponseSchema.parse(res.body);
    expect(message).toBe(Msg.orderPlacedCod);
    // 2 × (400 − 25 %) = 600, below ₹999 → delivery 100 (checkout reading).
    expect(order).toMatchObject({
      status: 'Pending',
      paymentMethod: 'COD',
      paymentId: null,
      subtotal: 600,
      delivery: 100,
      total: 700,
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        productId: String(p._id),
        name: 'Silk Saree',
        price: 300,
        mrp: 400,
        quantity: 2,
        size: 'M',
        lineTotal: 600,
        hasReviewed: false,
        brand: 'Vastra Studio',
      }),
    ]);
    expect(order.addressSnapshot).toEqual({
      name: 'Asha Rao',
      address: '12 Janpath',
      city: 'New Delhi',
      state: 'Delhi',
      zipcode: '110001',
      country: 'India',
      landmark: 'Near the museum',
      phone: '9876543210',
    });
    expect(await stockOf(p._id, 'M')).toBe(3);
    expect(await stockOf(p._id, 'L')).toBe(2);
    expect(await stockOf(p._id, null)).toBe(5);
    expect(await bagLines(user.id)).toHaveLength(0);
  });

  it('delivers free at ₹999 or more', async () => {
    const { user, addressId } = await shopper();
    const p = await makeProduct({ price: 999, inventory: [{ size: 'M', stock: 5 }] });
    const res = await placeCod(user, addressId, [{ productId: String(p._id) }]).expect(201);
    expect(PlaceOrderResponseSchema.parse(res.body).order).toMatchObject({
      subtotal: 999,
      delivery: 0,
      total: 999,
    });
  });

  it('refuses more than is left (409 naming the item) and leaves stock alone', async () => {
    const { user, addressId } = await shopper();
    const p = await makeProduct({
      name: 'Denim Jacket',
      inventory: [
        { size: 'M', stock: 1 },
        { size: 'L', stock: 4 },
      ],
    });
    const res = await placeCod(user, addressId, [
      { productId: String(p._id), size: 'L', quantity: 1 },
      { productId: String(p._id), size: 'M', quantity: 2 },
    ]).expect(409);
    expect(ErrorBodySchema.parse(res.body)).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Only 1 left of Denim Jacket (size M).',
    });
    expect(await stockOf(p._id, 'L')).toBe(4);
    expect(await OrderModel.countDocuments()).toBe(0);
  });

  it('validates the request: empty order, no address, another user’s address, size missing, bad method', async () => {
    const { user, addressId } = await shopper();
    const other = await shopper();
    const p = await makeProduct();
    expect((await placeCod(user, addressId, []).expect(400)).body.message).toBe(Msg.cartEmpty);
    const noAddress = await request(app)
      .post('/api/orders')
      .set(user.auth)
      .send({ products: [{ productId: String(p._id), size: 'M' }], paymentMethod: 'COD' })
      .expect(400);
    expect(noAddress.body.message).toBe(Msg.selectAddress);
    await placeCod(user, other.addressId, [{ productId: String(p._id), size: 'M' }]).expect(404);
    expect(
      (await placeCod(user, addressId, [{ productId: String(p._id) }]).expect(400)).body.message,
    ).toBe(Msg.selectSize);
    await request(app)
      .post('/api/orders')
      .set(user.auth)
      .send({
        products: [{ productId: String(p._id), size: 'M' }],
        addressId,
        paymentMethod: 'Cheque',
      })
      .expect(400);
    await placeCod(user, addressId, [
      { productId: new Types.ObjectId().toHexString(), size: 'M' },
    ]).expect(409);
    await request(app).post('/api/orders').send({}).expect(401);
  });

  it('offers COD by pincode: 409 on the islands, 409 where nobody delivers', async () => {
    const p = await makeProduct();
    const islands = await shopper('744101');
    const res = await placeCod(islands.user, islands.addressId, [
      { productId: String(p._id), size: 'M' },
    ]).expect(409);
    expect(res.body).toMatchObject({ code: 'COD_UNAVAILABLE' });
    expect(res.body.message).toMatch(/Cash on delivery is not available for pincode 744101/);
    const nowhere = await shopper('999999');
    const res2 = await placeCod(nowhere.user, nowhere.addressId, [
      { productId: String(p._id), size: 'M' },
    ]).expect(409);
    expect(res2.body.message).toBe(Msg.pincodeNotServiceable);
    expect(await stockOf(p._id, 'M')).toBe(5);
  });

  it('sells the last unit exactly once to 20 parallel shoppers, and stock never goes negative', async () => {
    const p = await makeProduct({
      name: 'Last Lehenga',
      inventory: [
        { size: 'M', stock: 1 },
        { size: 'L', stock: 3 },
      ],
    });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => shopper()));
    const results = await Promise.all(
      shoppers.map((s) => placeCod(s.user, s.addressId, [{ productId: String(p._id), size: 'M' }])),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.message).toMatch(/Last Lehenga \(size M\)/);
    expect(await stockOf(p._id, 'M')).toBe(0);
    expect(await stockOf(p._id, 'L')).toBe(3);
    expect(await stockOf(p._id, null)).toBe(3);
    expect(await OrderModel.countDocuments()).toBe(1);
  });

  it.each([
    ['two sizes of one product', false],
    ['one size each of two products', true],
  ])(
    '30 parallel two-line orders on %s with 4 left each, lines in opposite orders: exactly 4 placed, the rest told what ran out',
    async (_what, twoProducts) => {
      const first = await makeProduct({
        name: 'Twin Kurta',
        inventory: [
          { size: 'M', stock: 4 },
          { size: 'L', stock: 4 },
        ],
      });
      const second = twoProducts
        ? await makeProduct({ name: 'Twin Dupatta', inventory: [{ size: 'L', stock: 4 }] })
        : first;
      const m = { productId: String(first._id), size: 'M', quantity: 1 };
      const l = { productId: String(second._id), size: 'L', quantity: 1 };
      const shoppers = await Promise.all(Array.from({ length: 30 }, () => shopper()));
      const results = await Promise.all(
        shoppers.map((s, i) => placeCod(s.user, s.addressId, i % 2 ? [m, l] : [l, m])),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(4);
      const refused = results.filter((r) => r.status !== 201);
      expect(refused).toHaveLength(26);
      const soldOut = [
        `${first.name} (size M) is out of stock.`,
        `${second.name} (size L) is out of stock.`,
      ];
      for (const r of refused) {
        expect(r.status).toBe(409);
        expect(soldOut).toContain(r.body.message);
      }
      expect(await stockOf(first._id, 'M')).toBe(0);
      expect(await stockOf(second._id, 'L')).toBe(0);
      expect(await OrderModel.countDocuments()).toBe(4);
    },
  );

  it('takes back nothing by hand: a later line running out aborts the transaction, earlier decrements included', async () => {
    const a = await makeProduct({ inventory: [{ size: 'M', stock: 5 }] });
    const b = await makeProduct({ name: 'Cotton Dupatta', inventory: [{ size: 'M', stock: 1 }] });
    const [pa, pb] = await Promise.all([
      ProductModel.findById(a._id).lean<ProductLean>(),
      ProductModel.findById(b._id).lean<ProductLean>(),
    ]);
    if (!pa || !pb) throw new Error('fixtures');
    await ProductModel.updateOne(
      { _id: b._id, 'inventory.size': 'M' },
      { $set: { 'inventory.$.stock': 0, stock: 0 } },
    ); // sold meanwhile
    await expect(
      inTransaction((session) =>
        reserveStock(
          [
            { product: pa, size: 'M', quantity: 2 },
            { product: pb, size: 'M', quantity: 1 },
          ],
          session,
        ),
      ),
    ).rejects.toMatchObject({ status: 409, message: 'Cotton Dupatta (size M) is out of stock.' });
    expect(await stockOf(a._id, 'M')).toBe(5);
    expect(await stockOf(a._id, null)).toBe(5);
    expect(await stockOf(b._id, 'M')).toBe(0);
  });

  it('answers the first order again for a retried Idempotency-Key, sequentially and concurrently', async () => {
    const { user, addressId } = await shopper();
    const p = await makeProduct({ inventory: [{ size: 'M', stock: 10 }] });
    const lines = [{ productId: String(p._id), size: 'M', quantity: 1 }];
    const first = await placeCod(user, addressId, lines, 'checkout-attempt-0001').expect(201);
    const again = await placeCod(user, addressId, lines, 'checkout-attempt-0001').expect(200);
    expect(again.body.order._id).toBe(first.body.order._id);
    expect(await stockOf(p._id, 'M')).toBe(9);
    const racing = await Promise.all(
      [1, 2, 3].map(() => placeCod(user, addressId, lines, 'checkout-attempt-0002')),
    );
    expect(new Set(racing.map((r) => r.body.order?._id)).size).toBe(1);
    expect(racing.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await stockOf(p._id, 'M')).toBe(8);
    expect(await OrderModel.countDocuments()).toBe(2);
    // The key is scoped to the user, and must be well-formed.
    const other = await shopper();
    await placeCod(other.user, other.addressId, lines, 'checkout-attempt-0001').expect(201);
    await placeCod(user, addressId, lines, 'bad key!').expect(400);
  });
});

describe('reading orders', () => {
  it('lists my orders newest first with hasReviewed, shows one order to its owner only, and answers hasPurchased', async () => {
    const { user, addressId } = await shopper();
    const a = await makeProduct({ name: 'First' });
    const b = await makeProduct({ name: 'Second' });
    const o1 = PlaceOrderResponseSchema.parse(
      (await placeCod(user, addressId, [{ productId: String(a._id), size: 'M' }]).expect(201)).body,
    ).order;
    const o2 = PlaceOrderResponseSchema.parse(
      (await placeCod(user, addressId, [{ productId: String(b._id), size: 'S' }]).expect(201)).body,
    ).order;
    await ReviewModel.create({
      user: user.id,
      product: a._id,
      order: o1._id,
      rating: 5,
      comment: 'Lovely',
    });

    const list = OrdersResponseSchema.parse(
      (await request(app).get('/api/orders/me').set(user.auth).expect(200)).body,
    );
    expect(list.orders.map((o) => o._id)).toEqual([o2._id, o1._id]);
    expect(list.orders.map((o) => o.items[0]?.hasReviewed)).toEqual([false, true]);

    const detail = OrderDetailResponseSchema.parse(
      (await request(app).get(`/api/orders/${o1._id}`).set(user.auth).expect(200)).body,
    );
    expect(detail.data).toMatchObject({
      _id: o1._id,
      total: o1.total,
      items: [expect.objectContaining({ name: 'First', hasReviewed: true })],
    });

    const stranger = await createUser();
    expect(
      (await request(app).get(`/api/orders/${o1._id}`).set(stranger.auth).expect(404)).body.message,
    ).toBe(Msg.orderNotFound);
    expect(
      OrdersResponseSchema.parse(
        (await request(app).get('/api/orders/me').set(stranger.auth).expect(200)).body,
      ).orders,
    ).toEqual([]);
    await request(app).get('/api/orders/not-an-id').set(user.auth).expect(400);
    await request(app)
      .get(`/api/orders/${new Types.ObjectId().toHexString()}`)
      .set(user.auth)
      .expect(404);

    const bought = await request(app)
      .get(`/api/orders/hasPurchased?productId=${String(a._id)}`)
      .set(user.auth)
      .expect(200);
    expect(HasPurchasedResponseSchema.parse(bought.body)).toMatchObject({
      hasPurchased: true,
      awaiting: { orderId: o1._id, status: 'Pending' },
    });
    await OrderModel.updateOne({ _id: o1._id }, { $set: { status: 'Delivered' } });
    const arrived = await request(app)
      .get(`/api/orders/hasPurchased?productId=${String(a._id)}`)
      .set(user.auth)
      .expect(200);
    expect(HasPurchasedResponseSchema.parse(arrived.body)).toMatchObject({
      hasPurchased: true,
      awaiting: null,
    });
    const notMine = await request(app)
      .get(`/api/orders/hasPurchased?productId=${String(a._id)}`)
      .set(stranger.auth)
      .expect(200);
    expect(notMine.body).toMatchObject({ hasPurchased: false, awaiting: null });
    await request(app).get('/api/orders/hasPurchased?productId=x').set(user.auth).expect(400);
    await request(app).get('/api/orders/me').expect(401);
  });
});

describe('POST /orders (Online, simulated gateway)', () => {
  async function paidCheckout(u: TestUser, productId: string, size: string, quantity = 1) {
    await addToBag(u, productId, size, quantity);
    const created = CreatePaymentOrderResponseSchema.parse(
      (
        await request(app)
          .post('/api/orders/razorpay-order')
          .set(u.auth)
          .send({ amount: 1 })
          .expect(200)
      ).body,
    );
    const paid = SimulatorPayResponseSchema.parse(
      (await request(app).post(`/api/payments/simulator/${created.id}/pay`).set(u.auth).expect(200))
        .body,
    );
    return {
      created,
      ids: {
        razorpay_order_id: paid.razorpay_order_id,
        razorpay_payment_id: paid.razorpay_payment_id,
        razorpay_signature: paid.razorpay_signature,
      },
    };
  }
  const placeOnline = (
    u: TestUser,
    addressId: string,
    products: Line[],
    ids: Record<string, string>,
  ) =>
    request(app)
      .post('/api/orders')
      .set(u.auth)
      .send({ products, addressId, paymentMethod: 'Online', currency: 'INR', ...ids });

  it('pays, verifies and places the order as Processing; the amount is the server’s', async () => {
    const { user, addressId } = await shopper();
    const p = await makeProduct({ price: 600, inventory: [{ size: 'M', stock: 3 }] });
    const { created, ids } = await paidCheckout(user, String(p._id), 'M');
    expect(created).toMatchObject({
      amount: toPaise(700),
      currency: 'INR',
      simulated: true,
      keyId: 'rzp_test_simulated',
    });
    await request(app).post('/api/orders/razorpay/verify').set(user.auth).send(ids).expect(200);
    const res = await placeOnline(
      user,
      addressId,
      [{ productId: String(p._id), size: 'M' }],
      ids,
    ).expect(201);
    const { order, message } = PlaceOrderResponseSchema.parse(res.body);
    expect(message).toBe(Msg.orderPlaced);
    expect(order).toMatchObject({
      status: 'Processing',
      paymentMethod: 'Online',
      paymentId: ids.razorpay_order_id,
      total: 700,
    });
    expect(await stockOf(p._id, 'M')).toBe(2);
    expect(await bagLines(user.id)).toHaveLength(0);
    expect(
      await PaymentModel.findOne({ gatewayOrderId: ids.razorpay_order_id }).lean(),
    ).toMatchObject({ status: 'verified', order: new Types.ObjectId(order._id) });
    // The same checkout retried answers the first order.
    const retry = await placeOnline(
      user,
      addressId,
      [{ productId: String(p._id), size: 'M' }],
      ids,
    ).expect(200);
    expect(retry.body.order._id).toBe(order._id);
    expect(await OrderModel.countDocuments()).toBe(1);
  });

  it('changes nothing when the payment is found taken inside the transaction (stock, order, bag)', async () => {
    const { user, addressId } = await shopper();
    const p = await makeProduct({ inventory: [{ size: 'M', stock: 3 }] });
    const { ids } = await paidCheckout(user, String(p._id), 'M');
    await request(app).post('/api/orders/razorpay/verify').set(user.auth).send(ids).expect(200);
    // Linked to something else since it was checked: linking it to this order fails in the transaction.
    await PaymentModel.updateOne(
      { gatewayOrderId: ids.razorpay_order_id },
      { $set: { order: new Types.ObjectId() } },
    );
    const res = await placeOnline(
      user,
      addressId,
      [{ productId: String(p._id), size: 'M' }],
      ids,
    ).expect(409);
    expect(res.body.code).toBe('PAYMENT_REFUNDED');
    expect(await stockOf(p._id, 'M')).toBe(3);
    expect(await OrderModel.countDocuments()).toBe(0);
    expect(await bagLines(user.id)).toHaveLength(1);
  });

  it('verifies inline when Checkout’s ids come with the order', async () => {
    const { user, addressId } = await shopper();
    const p = await makeProduct({ inventory: [{ size: 'M', stock: 3 }] });
    const { ids } = await paidCheckout(user, String(p._id), 'M');
    await placeOnline(user, addressId, [{ productId: String(p._id), size: 'M' }], ids).expect(201);
  });

  it('refuses an unpaid or forged payment', async () => {
    const { user, addressId } = await shopper();
    const p = await makeProduct({ inventory: [{ size: 'M', stock: 3 }] });
    const { ids } = await paidCheckout(user, String(p._id), 'M');
    const forged = { ...ids, razorpay_signature: 'ab'.repeat(32) };
    const res = await placeOnline(
      user,
      addressId,
      [{ productId: String(p._id), size: 'M' }],
      forged,
    ).expect(400);
    expect(res.body.message).toBe(Msg.paymentVerificationFailed);
    await placeOnline(user, addressId, [{ productId: String(p._id), size: 'M' }], {
      razorpay_order_id: ids.razorpay_order_id,
    }).expect(400);
    await request(app)
      .post('/api/orders')
      .set(user.auth)
      .send({
        products: [{ productId: String(p._id), size: 'M' }],
        addressId,
        paymentMethod: 'Online',
      })
      .expect(400);
    expect(await stockOf(p._id, 'M')).toBe(3);
    expect(await OrderModel.countDocuments()).toBe(0);
  });

  it('answers one order to concurrent retries with the same Razorpay order', async () => {
    const { user, addressId } = await shopper();
    const p = await makeProduct({ inventory: [{ size: 'M', stock: 5 }] });
    const { ids } = await paidCheckout(user, String(p._id), 'M');
    const lines = [{ productId: String(p._id), size: 'M' }];
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => placeOnline(user, addressId, lines, ids)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.body.order._id)).size).toBe(1);
    expect(await stockOf(p._id, 'M')).toBe(4);
    expect(await OrderModel.countDocuments()).toBe(1);
  });

  it('refuses a payment replayed for a second order', async () => {
    const { user, addressId } = await shopper();
    const p = await makeProduct({
      inventory: [
        { size: 'M', stock: 5 },
        { size: 'L', stock: 5 },
      ],
    });
    const { ids } = await paidCheckout(user, String(p._id), 'M');
    await placeOnline(user, addressId, [{ productId: String(p._id), size: 'M' }], ids).expect(201);
    const res = await placeOnline(
      user,
      addressId,
      [{ productId: String(p._id), size: 'L' }],
      ids,
    ).expect(409);
    expect(res.body.code).toBe('PAYMENT_ALREADY_USED');
    expect(await stockOf(p._id, 'L')).toBe(5);
    expect(await OrderModel.countDocuments()).toBe(1);
  });

  it('refuses another user’s payment', async () => {
    const owner = await shopper();
    const thief = await shopper();
    const p = await makeProduct({ inventory: [{ size: 'M', stock: 5 }] });
    const { ids } = await paidCheckout(owner.user, String(p._id), 'M');
    await request(app)
      .post('/api/orders/razorpay/verify')
      .set(thief.user.auth)
      .send(ids)
      .expect(400);
    const res = await placeOnline(
      thief.user,
      thief.addressId,
      [{ productId: String(p._id), size: 'M' }],
      ids,
    ).expect(400);
    expect(res.body.message).toBe(Msg.paymentVerificationFailed);
    await request(app)
      .post(`/api/payments/simulator/${ids.razorpay_order_id}/pay`)
      .set(thief.user.auth)
      .expect(404);
    expect(await OrderModel.countDocuments()).toBe(0);
  });

  it('refuses a payment whose amount differs from the order total (tampered order)', async () => {
    const { user, addressId } = await shopper();
    const p = await makeProduct({ price: 500, inventory: [{ size: 'M', stock: 5 }] });
    const { ids } = await paidCheckout(user, String(p._id), 'M', 1);
    const res = await placeOnline(
      user,
      addressId,
      [{ productId: String(p._id), size: 'M', quantity: 3 }],
      ids,
    ).expect(409);
    expect(res.body.code).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect(await stockOf(p._id, 'M')).toBe(5);
  });
});
