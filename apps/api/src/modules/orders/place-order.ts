import {
  checkoutTotals,
  DEFAULT_BRAND,
  DEFAULT_COUNTRY,
  MAX_LINE_QUANTITY,
  Msg,
  toPaise,
  unitPrice,
  type Order,
  type PlaceOrderBody,
} from '@vastra/contracts';
import mongoose, { Types } from 'mongoose';
import { AppError } from '../../lib/app-error';
import { inTransaction, type ClientSession } from '../../lib/transaction';
import { AddressModel } from '../addresses/address.model';
import { removeOrderedLines } from '../cart/cart.service';
import {
  COMMERCE_PRODUCT_FIELDS,
  outOfStock,
  resolveSize,
  sizeLabel,
  type ProductLean,
} from '../cart/product-stock';
import { ProductModel } from '../catalog/product.model';
import { stockForSize } from '../catalog/product.dto';
import {
  linkPaymentToOrder,
  PAYMENT_REFUNDED,
  PAYMENT_REFUNDED_MESSAGE,
  UNUSED_PAYMENT_NOTE,
  usablePayment,
} from '../payments/payments.service';
import type { OrderLean } from './order.model';
import {
  findOrder,
  findOrderByKey,
  findOrderByPayment,
  insertOrder,
  stockLeft,
  takeStock,
} from './orders.data';
import { toDtos, toOrderDto, type OrderContext } from './orders.service';
import { placedTimeline } from './transition';

const oid = (id: string) => new Types.ObjectId(id);

export interface Line {
  product: ProductLean;
  size: string | null;
  quantity: number;
}

function isDuplicateKey(err: unknown): boolean {
  return err instanceof mongoose.mongo.MongoServerError && err.code === 11000;
}

const lineKey = (productId: string, size: string | null) => `${productId}|${size ?? ''}`;

/** Same products, sizes and quantities (a retry of the same checkout). */
function sameLines(order: OrderLean, body: PlaceOrderBody): boolean {
  const a = new Map<string, number>();
  for (const i of order.items)
    a.set(lineKey(String(i.productId), (i.size ?? '').toLowerCase()), i.quantity);
  const b = new Map<string, number>();
  for (const p of body.products) {
    const k = lineKey(p.productId.toLowerCase(), (p.size ?? '').toLowerCase());
    b.set(k, (b.get(k) ?? 0) + p.quantity);
  }
  if (a.size !== b.size) return false;
  for (const [k, q] of a) if (b.get(k) !== q) return false;
  return true;
}

/** An earlier order this request repeats (same Idempotency-Key, or same paid gateway order), if any. */
async function previousOrder(
  userId: string,
  body: PlaceOrderBody,
  idempotencyKey: string | null,
): Promise<OrderLean | null> {
  if (idempotencyKey) {
    const byKey = await findOrderByKey(oid(userId), idempotencyKey);
    if (byKey) return byKey;
  }
  if (body.paymentMethod === 'Online' && body.razorpay_order_id) {
    const byPayment = await findOrderByPayment(body.razorpay_order_id);
    if (byPayment) {
      if (String(byPayment.user) === userId && sameLines(byPayment, body)) return byPayment;
      throw AppError.conflict(
        'This payment has already been used for another order.',
        'PAYMENT_ALREADY_USED',
      );
    }
  }
  return null;
}

/** Reloads every product, resolves sizes and merges repeated lines; checks stock up front. */
async function buildLines(body: PlaceOrderBody): Promise<Line[]> {
  const ids = [...new Set(body.products.map((p) => p.productId.toLowerCase()))];
  const products = await ProductModel.find(
    { _id: { $in: ids.map(oid) } },
    COMMERCE_PRODUCT_FIELDS,
  ).lean<ProductLean[]>();
  const byId = new Map(products.map((p) => [String(p._id), p]));
  const merged = new Map<string, Line>();
  for (const req of body.products) {
    const product = byId.get(req.productId.toLowerCase());
    if (!product)
      throw AppError.conflict(
        'A product in your bag is no longer available. Please review your bag.',
        'PRODUCT_UNAVAILABLE',
      );
    const size = resolveSize(product, req.size);
    const key = lineKey(String(product._id), size);
    const line = merged.get(key) ?? { product, size, quantity: 0 };
    line.quantity += req.quantity;
    if (line.quantity > MAX_LINE_QUANTITY) {
      throw AppError.badRequest(
        `You can order at most ${MAX_LINE_QUANTITY} of ${product.name}${sizeLabel(size)}.`,
      );
    }
    merged.set(key, line);
  }
  const lines = [...merged.values()];
  for (const l of lines) {
    const left = stockForSize(l.product, l.size);
    if (l.quantity > left) throw outOfStock(l.product, l.size, left);
  }
  return lines;
}

/**
 * Takes every line's stock inside `session`'s transaction. The first line without enough left
 * → 409 naming it and what is left (as the transaction sees it); the throw aborts the
 * transaction, so the lines taken before it are not taken either.
 */
export async function reserveStock(lines: Line[], session: ClientSession): Promise<void> {
  for (const l of lines) {
    if (!(await takeStock(l, session)))
      throw outOfStock(l.product, l.size, await stockLeft(l, session));
  }
}

/** An Online order is paid before it is placed: a sold-out refusal says what happens to the money. */
function withRefundNote(body: PlaceOrderBody, err: unknown): unknown {
  if (body.paymentMethod === 'Online' && err instanceof AppError && err.code === 'OUT_OF_STOCK')
    return new AppError(409, `${err.message} ${UNUSED_PAYMENT_NOTE}`, err.code);
  return err;
}

export interface PlacedOrder {
  order: Order;
  /** False when an earlier identical request's order is answered again. */
  created: boolean;
}

/**
 * Places an order: server prices (contracts pricing, checkout delivery reading), address
 * snapshot, COD by pincode, Online only with this user's verified payment of exactly this total.
 * Then ONE transaction takes the stock of every line, inserts the order, links the payment to it
 * and removes the ordered lines from the bag: a refusal at any step changes nothing, and
 * concurrent orders cannot refuse each other for stock that exists (the driver retries a
 * transaction that met a write conflict).
 */
export async function placeOrder(
  ctx: OrderContext,
  userId: string,
  body: PlaceOrderBody,
  idempotencyKey: string | null,
): Promise<PlacedOrder> {
  const earlier = await previousOrder(userId, body, idempotencyKey);
  if (earlier) return { order: (await toDtos(userId, [earlier]))[0] as Order, created: false };

  const address = await AddressModel.findOne({
    _id: oid(body.addressId),
    user: oid(userId),
  }).lean();
  if (!address)
    throw AppError.notFound('Address not found. Please select an address before proceeding.');

  const lines = await buildLines(body).catch((err: unknown) => {
    throw withRefundNote(body, err);
  });
  const totals = checkoutTotals(
    lines.map((l) => ({
      unitPrice: unitPrice(l.product),
      mrp: l.product.price,
      quantity: l.quantity,
    })),
  );

  let paymentRecordId: Types.ObjectId | null = null;
  const check = await ctx.pincode.check(address.zipcode);
  if (!check.serviceable) throw AppError.conflict(Msg.pincodeNotServiceable, 'NOT_SERVICEABLE');
  if (body.paymentMethod === 'COD') {
    if (!check.cod) {
      throw AppError.conflict(
        `Cash on delivery is not available for pincode ${address.zipcode}. Please pay online.`,
        'COD_UNAVAILABLE',
      );
    }
  } else {
    const payment = await usablePayment(
      ctx.gateway,
      userId,
      {
        razorpay_order_id: body.razorpay_order_id ?? '',
        razorpay_payment_id: body.razorpay_payment_id,
        razorpay_signature: body.razorpay_signature,
      },
      toPaise(totals.total),
    );
    paymentRecordId = payment._id;
  }

  const orderId = new Types.ObjectId();
  const order = {
    _id: orderId,
    user: oid(userId),
    items: lines.map((l) => ({
      productId: l.product._id,
      name: l.product.name,
      price: unitPrice(l.product),
      mrp: l.product.price,
      quantity: l.quantity,
      size: l.size,
      image: l.product.images?.[0] ?? '',
      brand: l.product.brand?.name || DEFAULT_BRAND,
    })),
    subtotal: totals.subtotal,
    delivery: totals.delivery,
    total: totals.total,
    status: body.paymentMethod === 'COD' ? ('Pending' as const) : ('Processing' as const),
    timeline: placedTimeline(body.paymentMethod),
    paymentMethod: body.paymentMethod,
    paymentId: body.paymentMethod === 'Online' ? (body.razorpay_order_id ?? null) : null,
    addressSnapshot: {
      name: address.name ?? '',
      address: address.address,
      city: address.city,
      state: address.state,
      zipcode: address.zipcode,
      country: address.country ?? DEFAULT_COUNTRY,
      landmark: address.landmark ?? '',
      phone: address.phone,
    },
    idempotencyKey,
  };

  let saved: OrderLean | null;
  try {
    saved = await inTransaction(async (session) => {
      await reserveStock(lines, session);
      await insertOrder(order, session);
      // The refund sweep may have claimed this payment since it was checked: nothing is placed.
      if (paymentRecordId && !(await linkPaymentToOrder(paymentRecordId, orderId, session)))
        throw AppError.conflict(PAYMENT_REFUNDED_MESSAGE, PAYMENT_REFUNDED);
      await removeOrderedLines(
        userId,
        lines.map((l) => ({ productId: String(l.product._id), size: l.size })),
        session,
      );
      return findOrder(orderId, session);
    });
  } catch (err) {
    if (isDuplicateKey(err)) {
      // A concurrent identical request won the race: answer its order (or refuse a reused payment).
      const winner = await previousOrder(userId, body, idempotencyKey);
      if (winner) return { order: (await toDtos(userId, [winner]))[0] as Order, created: false };
      throw AppError.conflict('This order was already placed.', 'DUPLICATE_ORDER');
    }
    throw withRefundNote(body, err);
  }
  if (!saved) throw new Error('order vanished right after insert');
  return { order: toOrderDto(saved, new Set()), created: true };
}
