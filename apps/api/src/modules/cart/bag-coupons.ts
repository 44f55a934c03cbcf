import { Msg, type AppliedCoupon } from '@vastra/contracts';
import type { ClientSession } from 'mongoose';
import { checkCode, type CouponItem, type OrderCouponPlan, type OrderHistory } from '../coupons';
import { hasOrdered } from '../orders';
import { clearBagCouponCode } from './bag.data';

/**
 * The bag's coupon: the code a shopper applies to the bag is kept on the bag and priced by the
 * coupons module's check every time the bag is read. The bag owns the code; coupons own the rules.
 */

export const orderHistory: OrderHistory = hasOrdered;

export interface BagCouponState {
  coupon: AppliedCoupon | null;
  /** Set when the applied code stopped applying and was dropped just now. */
  notice?: string;
}

/**
 * The bag's applied code (`code`, as the bag document holds it), priced on the bag as it is now.
 * A code that no longer applies (an item removed, a quantity lowered, the coupon ended or ran out)
 * is dropped from the bag, with a notice; an emptied bag drops it silently.
 */
export async function bagCoupon(
  userId: string,
  code: string | null,
  items: readonly CouponItem[],
): Promise<BagCouponState> {
  if (!code) return { coupon: null };
  if (items.length === 0) {
    await clearBagCouponCode(userId, code);
    return { coupon: null };
  }
  const { coupon, check } = await checkCode(userId, code, items, { hasOrdered: orderHistory });
  if (check.ok && coupon)
    return {
      coupon: { code: coupon.code, description: coupon.description, discount: check.discount },
    };
  await clearBagCouponCode(userId, code);
  return { coupon: null, notice: Msg.couponDropped(code, check.ok ? '' : check.message) };
}

/** After the order is placed, the bag no longer carries the code it used. */
export async function couponUsedByOrder(
  plan: OrderCouponPlan | null,
  userId: string,
  session?: ClientSession | null,
): Promise<void> {
  if (plan) await clearBagCouponCode(userId, plan.code, session);
}
