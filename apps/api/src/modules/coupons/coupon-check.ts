import {
  checkCoupon,
  couponCovers,
  Msg,
  unitPrice,
  unknownCoupon,
  type CouponBagLine,
  type CouponCheck,
  type OrderCoupon,
} from '@vastra/contracts';
import type { ClientSession, Types } from 'mongoose';
import { AppError } from '../../lib/app-error';
import type { ProductLean } from '../catalog';
import {
  COUPON_REFUSED,
  COUPON_UNKNOWN,
  couponRules,
  findCouponByCode,
  redeemCouponUse,
  shopperUses,
} from './coupon.data';
import type { CouponLean } from './coupon.model';

/**
 * A coupon against a bag or an order's lines: the contracts' pure check fed with the live counts.
 * The bag, checkout payment and order placement all price the coupon here.
 */

/** A product and how many of it (a bag line or an order line). */
export interface CouponItem {
  product: ProductLean;
  quantity: number;
}

export function couponLines(items: readonly CouponItem[]): CouponBagLine[] {
  return items.map(({ product, quantity }) => ({
    unitPrice: unitPrice(product),
    quantity,
    category: product.category ? String(product.category) : null,
    subcategory: product.subcategory ? String(product.subcategory) : null,
  }));
}

/**
 * Whether the shopper already has an order that counts for the first-order rule (cancelled ones do
 * not), other than `exceptOrder` (the order being placed). The orders module answers it; coupons
 * are told, so they need not know how orders are stored.
 */
export type OrderHistory = (
  userId: string,
  session?: ClientSession | null,
  exceptOrder?: Types.ObjectId | null,
) => Promise<boolean>;

/** Where and when a coupon is checked. */
export interface CheckContext {
  hasOrdered: OrderHistory;
  now?: Date;
  session?: ClientSession | null;
  /** The order being placed, inside its own transaction: not an earlier order. */
  exceptOrder?: Types.ObjectId | null;
}

/** Checks one coupon for this shopper and these items (counts read only when a rule needs them). */
export async function checkCouponFor(
  userId: string,
  coupon: CouponLean,
  items: readonly CouponItem[],
  ctx: CheckContext,
): Promise<CouponCheck> {
  const { session, now = new Date() } = ctx;
  const [mine, ordered] = await Promise.all([
    coupon.perShopperLimit != null
      ? shopperUses(userId, [coupon._id], session).then((m) => m.get(String(coupon._id)) ?? 0)
      : 0,
    coupon.firstOrderOnly ? ctx.hasOrdered(userId, session, ctx.exceptOrder) : false,
  ]);
  return checkCoupon(couponRules(coupon), {
    lines: couponLines(items),
    now,
    uses: coupon.uses ?? 0,
    shopperUses: mine,
    hasOrdered: ordered,
  });
}

/** A code against these items: the coupon (when known) and the verdict. */
export async function checkCode(
  userId: string,
  code: string,
  items: readonly CouponItem[],
  ctx: CheckContext,
): Promise<{ coupon: CouponLean | null; check: CouponCheck }> {
  const coupon = await findCouponByCode(code, ctx.session);
  if (!coupon) return { coupon: null, check: unknownCoupon(code.toUpperCase()) };
  return { coupon, check: await checkCouponFor(userId, coupon, items, ctx) };
}

/** The refusal as an error: 404 for an unknown code, else 409 with the rule's message. */
export function refusal(check: CouponCheck): AppError {
  if (check.ok || check.reason === 'unknown')
    return new AppError(404, Msg.couponUnknown(check.code), COUPON_UNKNOWN);
  return AppError.conflict(check.message, COUPON_REFUSED);
}

/** A coupon an order is about to use: what to count and what the order keeps. */
export interface OrderCouponPlan {
  couponId: Types.ObjectId;
  code: string;
  discount: number;
  usageLimit: number | null;
  perShopperLimit: number | null;
  firstOrderOnly: boolean;
  /** Whether the coupon covers each of the items, in their order (its share goes to those). */
  covered: boolean[];
  snapshot: OrderCoupon;
}

/**
 * The coupon for an order: the code the shopper saw (else the bag's own), checked again on the
 * order's lines. Null without a code; a code that stopped applying → its refusal (409/404). Inside
 * the placing transaction pass the order's id as `exceptOrder`: it is not an earlier order.
 */
export async function couponForOrder(
  userId: string,
  code: string | null,
  items: readonly CouponItem[],
  ctx: CheckContext,
): Promise<OrderCouponPlan | null> {
  if (!code) return null;
  const { coupon, check } = await checkCode(userId, code, items, ctx);
  if (!check.ok || !coupon) throw refusal(check);
  const rules = couponRules(coupon);
  return {
    firstOrderOnly: rules.firstOrderOnly === true,
    covered: couponLines(items).map((l) => couponCovers(rules, l)),
    couponId: coupon._id,
    code: coupon.code,
    discount: check.discount,
    usageLimit: coupon.usageLimit ?? null,
    perShopperLimit: coupon.perShopperLimit ?? null,
    snapshot: {
      code: coupon.code,
      discount: check.discount,
      discountType: coupon.discountType,
      discountValue: coupon.discountValue,
      maxDiscount: coupon.maxDiscount ?? null,
      minOrderValue: coupon.minOrderValue ?? 0,
    },
  };
}

/** Counts the plan's use for this order (see redeemCouponUse); no plan, nothing to count. */
export async function redeemForOrder(
  plan: OrderCouponPlan | null,
  userId: string,
  orderId: Types.ObjectId,
  session?: ClientSession | null,
): Promise<void> {
  if (!plan) return;
  await redeemCouponUse(
    {
      couponId: plan.couponId,
      code: plan.code,
      userId,
      orderId,
      usageLimit: plan.usageLimit,
      perShopperLimit: plan.perShopperLimit,
      firstOrderOnly: plan.firstOrderOnly,
    },
    session,
  );
}
