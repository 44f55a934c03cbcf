import { PlaceOrderResponseSchema, type OrderStatus } from '@vastra/contracts';
import type { Express } from 'express';
import { Types } from 'mongoose';
import request from 'supertest';
import type { TestUser } from '../../../test/helpers';
import { AddressModel } from '../addresses/address.model';
import { makeAddress, makeProduct } from '../cart/commerce-fixtures';
import { PaymentModel } from '../payments/payment.model';
import { OrderModel } from './order.model';
import { placedTimeline } from './transition';

/** Test data for the order lifecycle suites (orders, fulfilment, abuse). */
/** A COD order placed through the API: one product (size M, `stock` units) × `quantity`. */
export async function placeCodOrder(app: Express, user: TestUser, quantity = 2, stock = 5) {
  const address =
    (await AddressModel.findOne({ user: user.id }).lean()) ?? (await makeAddress(user.id));
  const product = await makeProduct({ price: 600, inventory: [{ size: 'M', stock }] });
  const res = await request(app)
    .post('/api/orders')
    .set(user.auth)
    .send({
      products: [{ productId: String(product._id), size: 'M', quantity }],
      addressId: String(address._id),
      paymentMethod: 'COD',
    })
    .expect(201);
  return { order: PlaceOrderResponseSchema.parse(res.body).order, product };
}

/**
 * An Online order paid through `gateway` ('razorpay' or 'simulated'), written directly (its
 * stock already taken), with the captured payment it was placed with.
 */
export async function paidOnlineOrder(
  user: TestUser,
  opts: {
    total?: number;
    status?: OrderStatus;
    gateway?: 'razorpay' | 'simulated';
    /** Staff confirmed it for packing (the cancellation fee applies from then on). */
    processedByShop?: boolean;
  } = {},
) {
  const total = opts.total ?? 1299;
  const product = await makeProduct({ price: total, inventory: [{ size: 'M', stock: 4 }] });
  const tag = new Types.ObjectId().toHexString().slice(-10);
  const gatewayOrderId = `order_T${tag}`;
  const orderId = new Types.ObjectId();
  await PaymentModel.create({
    user: user.id,
    gateway: opts.gateway ?? 'simulated',
    gatewayOrderId,
    gatewayPaymentId: `pay_T${tag}`,
    amount: Math.round(total * 100),
    receipt: `rcpt_${tag}`,
    status: 'paid',
    paidAt: new Date(),
    order: orderId,
  });
  await OrderModel.create({
    _id: orderId,
    user: user.id,
    items: [
      {
        productId: product._id,
        name: product.name,
        price: total,
        mrp: total,
        quantity: 1,
        size: 'M',
      },
    ],
    subtotal: total,
    delivery: 0,
    total,
    status: opts.status ?? 'Processing',
    paymentMethod: 'Online',
    paymentId: gatewayOrderId,
    addressSnapshot: {
      name: 'Asha Rao',
      address: '12 Janpath',
      city: 'New Delhi',
      state: 'Delhi',
      zipcode: '110001',
      phone: '9876543210',
    },
    timeline: [
      ...placedTimeline('Online'),
      ...(opts.processedByShop
        ? [{ status: 'Processing', at: new Date(), actor: 'shop', note: 'Confirmed by staff' }]
        : []),
    ],
  });
  return { orderId: String(orderId), product, gatewayPaymentId: `pay_T${tag}` };
}

/** Puts an order straight into a state (test set-up only: the API never skips transitions). */
export async function forceStatus(
  orderId: string,
  status: OrderStatus,
  set: Record<string, unknown> = {},
) {
  await OrderModel.updateOne({ _id: orderId }, { $set: { status, statusAt: new Date(), ...set } });
}

/** An order the courier has delivered (test set-up for reviews and returns). */
export async function markDelivered(orderId: string, at = new Date()) {
  await forceStatus(orderId, 'Delivered', { deliveredAt: at });
}
