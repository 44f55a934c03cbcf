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
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import type { PaymentGateway } from '../../lib/ports';
import type { PincodeService } from '../pincode';
import { customerNotesOf } from './admin/order-notes.data';
import { lifecycleFields } from './lifecycle.dto';
import { findPurchasesOf } from './lifecycle.data';
import { OrderModel, type OrderLean } from './order.model';
import { oid } from '../../lib/ids';

export interface OrderContext {
  gateway: PaymentGateway;
  pincode: PincodeService;
  logger: Logger;
}

/** Most orders one history answer lists (newest first). */
export const ORDER_HISTORY_LIMIT = 200;

// ---------- DTO ----------

/**
 * Which of these products the shopper has reviewed (each order line offers "Leave a review" until
 * then). The reviews module answers it; it is passed in where the routes are assembled, so orders
 * never read reviews.
 */
export type ReviewedProducts = (userId: string, productIds: string[]) => Promise<Set<string>>;

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

export async function toDtos(
  userId: string,
  orders: OrderLean[],
  reviewedProducts: ReviewedProducts,
): Promise<Order[]> {
  const ids = [...new Set(orders.flatMap((o) => o.items.map((i) => String(i.productId))))];
  const reviewed = ids.length > 0 ? await reviewedProducts(userId, ids) : new Set<string>();
  return orders.map((o) => toOrderDto(o, reviewed));
}

// ---------- Reads ----------

export async function listMyOrders(
  userId: string,
  reviewedProducts: ReviewedProducts,
): Promise<Order[]> {
  const orders = await OrderModel.find({ user: oid(userId) })
    .sort({ createdAt: -1, _id: -1 })
    .limit(ORDER_HISTORY_LIMIT)
    .lean<OrderLean[]>();
  return toDtos(userId, orders, reviewedProducts);
}

/** One of the user's orders; anybody else's (or none) → 404 'Order not found.'. */
export async function getMyOrder(
  userId: string,
  orderId: string,
  reviewedProducts: ReviewedProducts,
): Promise<Order> {
  const order = await OrderModel.findOne({
    _id: oid(orderId),
    user: oid(userId),
  }).lean<OrderLean>();
  if (!order) throw AppError.notFound(Msg.orderNotFound);
  const [[dto], customerNotes] = await Promise.all([
    toDtos(userId, [order], reviewedProducts),
    customerNotesOf(order._id),
  ]);
  if (!dto) throw AppError.notFound(Msg.orderNotFound);
  return { ...dto, customerNotes };
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
