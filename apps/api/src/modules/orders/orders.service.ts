import {
  checkoutTotals,
  DEFAULT_BRAND,
  DEFAULT_COUNTRY,
  MAX_LINE_QUANTITY,
  Msg,
  toPaise,
  toRupees,
  unitPrice,
  type Order,
  type PlaceOrderBody,
} from '@vastra/contracts';
import mongoose, { Types } from 'mongoose';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
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
import type { PaymentGateway } from '../payments/gateway';
import {
  linkPaymentToOrder,
  PAYMENT_REFUNDED,
  PAYMENT_REFUNDED_MESSAGE,
  UNUSED_PAYMENT_NOTE,
  usablePayment,
} from '../payments/payments.service';
import type { PincodeService } from '../pincode/pincode.service';
import { ReviewModel } from '../reviews/review.model';
import { assertSameRequest, requestFingerprint } from './idempotency';
import { assertCodWithinLimits } from './order-limits';
import { OrderModel, type OrderLean } from './order.model';
import { stockForSize } from '../catalog/product.dto';

const oid = (id: string) => new Types.ObjectId(id);

export interface OrderContext {
  gateway: PaymentGateway;
  pincode: PincodeService;
  logger: Logger;
}

/** Most orders one history answer lists (newest first). */
export const ORDER_HISTORY_LIMIT = 200;

export interface Line {
  product: ProductLean;
  size: string | null;
  quantity: number;
}

function isDuplicateKey(err: unknown): boolean {
  return err instanceof mongoose.mongo.MongoServerError && err.code === 11000;
}

const lineKey = (productId: string, size: string | null) => `${productId}|${size ?? ''}`;

// ---------- DTO ----------

async function reviewedProducts(
  userId: string,
  productIds: Types.ObjectId[],
): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const reviews = await ReviewModel.find(
    { user: oid(userId), product: { $in: productIds } },
    { product: 1 },
  ).lean();
  return new Set(reviews.map((r) => String(r.product)));
}

export function toOrderDto(o: OrderLean, reviewed: Set<string>): Order {
  const snap = o.addressSnapshot;
  return {
    _id: String(o._id),
    orderId: String(o._id),
    status: o.status,
    createdAt: o.createdAt.toISOString(),
    subtotal: o.subtotal,
    delivery: o.delivery,
    total: o.total,
    paymentMethod: o.paymentMethod,
    paymentId: o.paymentId ?? null,
    items: o.items.map((i) => ({
      _id: String(i._id),
      productId: String(i.productId),
      name: i.name,
      price: i.price,
      mrp: i.mrp,
      quantity: i.quantity,
      size: i.size ?? null,
      image: i.image ?? '',
      brand: i.brand || DEFAULT_BRAND,
      lineTotal: toRupees(toPaise(i.price) * i.quantity),
      hasReviewed: reviewed.has(String(i.productId)),
    })),
    addressSnapshot: {
      name: snap.name ?? '',
      address: snap.address,
      city: snap.city,
      state: snap.state,
      zipcode: snap.zipcode,
      country: snap.country ?? DEFAULT_COUNTRY,
      landmark: snap.landmark ?? '',
      phone: snap.phone ?? '',
    },
  };
}

async function toDtos(userId: string, orders: OrderLean[]): Promise<Order[]> {
  const ids = [...new Set(orders.flatMap((o) => o.items.map((i) => String(i.productId))))].map(oid);
  const reviewed = await reviewedProducts(userId, ids);
  return orders.map((o) => toOrderDto(o, reviewed));
}

// ---------- Reads ----------

export async function listMyOrders(userId: string): Promise<Order[]> {
  const orders = await OrderModel.find({ user: oid(userId) })
    .sort({ createdAt: -1, _id: -1 })
    .limit(ORDER_HISTORY_LIMIT)
    .lean<OrderLean[]>();
  return toDtos(userId, orders);
}

/** One of the user's orders; anybody else's (or none) → 404 'Order not found.'. */
export async function getMyOrder(userId: string, orderId: string): Promise<Order> {
  const order = await OrderModel.findOne({
    _id: oid(orderId),
    user: oid(userId),
  }).lean<OrderLean>();
  if (!order) throw AppError.notFound(Msg.orderNotFound);
  const [dto] = await toDtos(userId, [order]);
  if (!dto) throw AppError.notFound(Msg.orderNotFound);
  return dto;
}

export async function hasPurchased(userId: string, productId: string): Promise<boolean> {
  const found = await OrderModel.exists({
    user: oid(userId),
    'items.productId': oid(productId),
    status: { $ne: 'Cancelled' },
  });
  return Boolean(found);
}

// ---------- Placing an order ----------

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
    const byKey = await OrderModel.findOne({ user: oid(userId), idempotencyKey }).lean<OrderLean>();
    if (byKey) assertSameRequest(byKey, body);
    if (byKey) return byKey;
  }
  if (body.paymentMethod === 'Online' && body.razorpay_order_id) {
    const byPayment = await OrderModel.findOne({
      paymentId: body.razorpay_order_id,
    }).lean<OrderLean>();
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

/** Conditional, atomic decrement of one line's stock; false when not enough is left. */
async function takeStock(l: Line): Promise<boolean> {
  const res =
    l.size === null
      ? await ProductModel.updateOne(
          { _id: l.product._id, stock: { $gte: l.quantity } },
          { $inc: { stock: -l.quantity } },
        )
      : await ProductModel.updateOne(
          {
            _id: l.product._id,
            inventory: { $elemMatch: { size: l.size, stock: { $gte: l.quantity } } },
          },
          { $inc: { 'inventory.$.stock': -l.quantity, stock: -l.quantity } },
        );
  return res.modifiedCount === 1;
}

async function giveBackStock(l: Line): Promise<void> {
  if (l.size === null) {
    await ProductModel.updateOne({ _id: l.product._id }, { $inc: { stock: l.quantity } });
  } else {
    await ProductModel.updateOne(
      { _id: l.product._id, 'inventory.size': l.size },
      { $inc: { 'inventory.$.stock': l.quantity, stock: l.quantity } },
    );
  }
}

async function restoreAll(taken: Line[], logger: Logger): Promise<void> {
  for (const l of taken) {
    try {
      await giveBackStock(l);
    } catch (err) {
      logger.error(
        { err, product: String(l.product._id), size: l.size, quantity: l.quantity },
        'failed to restore stock',
      );
    }
  }
}

/** Takes every line's stock or none: on the first shortfall, earlier decrements are restored (409 naming the item). */
export async function reserveStock(lines: Line[], logger: Logger): Promise<void> {
  const taken: Line[] = [];
  for (const l of lines) {
    let ok = false;
    try {
      ok = await takeStock(l);
    } catch (err) {
      await restoreAll(taken, logger);
      throw err;
    }
    if (!ok) {
      await restoreAll(taken, logger);
      const fresh = await ProductModel.findById(
        l.product._id,
        COMMERCE_PRODUCT_FIELDS,
      ).lean<ProductLean>();
      throw outOfStock(l.product, l.size, fresh ? stockForSize(fresh, l.size) : 0);
    }
    taken.push(l);
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
 * snapshot, COD by pincode, Online only with this user's verified payment of exactly this total,
 * all-or-nothing stock reservation, then the bag is emptied.
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
    await assertCodWithinLimits(userId, lines, totals.total); // stock-hoarding caps (order-limits.ts)
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

  await reserveStock(lines, ctx.logger).catch((err: unknown) => {
    throw withRefundNote(body, err);
  });

  const orderId = new Types.ObjectId();
  try {
    await OrderModel.create({
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
      status: body.paymentMethod === 'COD' ? 'Pending' : 'Processing',
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
      idempotencyFingerprint: idempotencyKey ? requestFingerprint(body) : null,
    });
  } catch (err) {
    await restoreAll(lines, ctx.logger);
    if (isDuplicateKey(err)) {
      // A concurrent identical request won the race: answer its order (or refuse a reused payment).
      const winner = await previousOrder(userId, body, idempotencyKey);
      if (winner) return { order: (await toDtos(userId, [winner]))[0] as Order, created: false };
      throw AppError.conflict('This order was already placed.', 'DUPLICATE_ORDER');
    }
    throw err;
  }

  if (paymentRecordId && !(await linkPaymentToOrder(paymentRecordId, orderId))) {
    // The refund sweep claimed this payment between the check above and now: undo the order.
    await OrderModel.deleteOne({ _id: orderId });
    await restoreAll(lines, ctx.logger);
    throw AppError.conflict(PAYMENT_REFUNDED_MESSAGE, PAYMENT_REFUNDED);
  }
  await removeOrderedLines(
    userId,
    lines.map((l) => ({ productId: String(l.product._id), size: l.size })),
  );
  const saved = await OrderModel.findById(orderId).lean<OrderLean>();
  if (!saved) throw new Error('order vanished right after insert');
  return { order: toOrderDto(saved, new Set()), created: true };
}
