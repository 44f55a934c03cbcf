import {
  DEFAULT_BRAND,
  DEFAULT_COUNTRY,
  hasArrived,
  Msg,
  toPaise,
  toRupees,
  type HasPurchasedResponse,
  type Order,
} from '@vastra/contracts';
import { Types } from 'mongoose';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import type { PaymentGateway } from '../payments/gateway';
import type { PincodeService } from '../pincode/pincode.service';
import { ReviewModel } from '../reviews/review.model';
import { lifecycleFields } from './lifecycle.dto';
import { findPurchasesOf } from './lifecycle.data';
import { OrderModel, type OrderLean } from './order.model';

const oid = (id: string) => new Types.ObjectId(id);

export interface OrderContext {
  gateway: PaymentGateway;
  pincode: PincodeService;
  logger: Logger;
}

/** Most orders one history answer lists (newest first). */
export const ORDER_HISTORY_LIMIT = 200;

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
    couponDiscount: o.couponDiscount ?? 0,
    coupon: o.coupon ? { ...o.coupon, maxDiscount: o.coupon.maxDiscount ?? null } : null,
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
      couponShare: i.couponShare ?? null,
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
    ...lifecycleFields(o),
  };
}

export async function toDtos(userId: string, orders: OrderLean[]): Promise<Order[]> {
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

/**
 * Whether the shopper bought the product (in an order that was not cancelled), and, when none of
 * those orders has arrived yet, the newest of them (the product page says it can be reviewed once
 * that order is delivered).
 */
export async function hasPurchased(
  userId: string,
  productId: string,
): Promise<Pick<HasPurchasedResponse, 'hasPurchased' | 'awaiting'>> {
  const orders = await findPurchasesOf(userId, productId);
  if (orders.length === 0) return { hasPurchased: false, awaiting: null };
  if (orders.some((o) => hasArrived(o.status))) return { hasPurchased: true, awaiting: null };
  const newest = orders[0]!;
  return { hasPurchased: true, awaiting: { orderId: String(newest._id), status: newest.status } };
}
