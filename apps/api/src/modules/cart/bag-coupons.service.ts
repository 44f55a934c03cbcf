import { formatINR, Msg, sortCouponOptions, type Cart, type CouponOption } from '@vastra/contracts';
import { AppError } from '../../lib/app-error';
import { checkCode, checkCouponFor, refusal, type CouponItem, findOpenCoupons } from '../coupons';
import { clearBagCouponCode, setBagCouponCode } from './bag.data';
import { orderHistory } from './bag-coupons';
import { getCart, loadBag } from './cart.service';

/** The bag's coupons: the list with why each applies or not, apply and remove. */

/** The bag's items as the coupon check reads them, and the code applied to it. */
async function bagItems(userId: string): Promise<{ items: CouponItem[]; applied: string | null }> {
  const { lines, coupon } = await loadBag(userId);
  return {
    items: lines.map(({ line, product }) => ({ product, quantity: line.quantity })),
    applied: coupon,
  };
}
/**
 * The coupons for the signed-in shopper's bag: those that apply now, best saving first, then the
 * others with why they do not apply yet (e.g. "Add ₹320 more to use VASTRA10").
 */
export async function listBagCoupons(
  userId: string,
  now = new Date(),
): Promise<{ applied: string | null; coupons: CouponOption[] }> {
  const [coupons, { items, applied }] = await Promise.all([findOpenCoupons(now), bagItems(userId)]);
  const options = await Promise.all(
    coupons.map(async (c): Promise<CouponOption> => {
      const check = await checkCouponFor(userId, c, items, { hasOrdered: orderHistory, now });
      return {
        code: c.code,
        bannerText: c.bannerText,
        description: c.description,
        applicable: check.ok,
        saving: check.ok ? check.discount : 0,
        reason: check.ok ? null : check.message,
        shortBy: check.ok ? null : check.shortBy,
      };
    }),
  );
  return { applied, coupons: sortCouponOptions(options) };
}

/**
 * Applies a code to the bag (replacing any other): it must apply to the bag as it is now, else the
 * refusal says why. Answers the bag with the saving and a message naming it.
 */
export async function applyBagCoupon(
  userId: string,
  code: string,
): Promise<{ cart: Cart; message: string }> {
  const { items } = await bagItems(userId);
  if (items.length === 0) throw AppError.badRequest(Msg.cartEmpty);
  const { coupon, check } = await checkCode(userId, code, items, { hasOrdered: orderHistory });
  if (!check.ok || !coupon) throw refusal(check);
  await setBagCouponCode(userId, coupon.code);
  const cart = await getCart(userId);
  return {
    cart,
    message: Msg.couponApplied(coupon.code, formatINR(cart.coupon?.discount ?? check.discount)),
  };
}

/** Removes the bag's code (nothing applied is fine); answers the bag at its full totals. */
export async function removeBagCoupon(userId: string): Promise<Cart> {
  await clearBagCouponCode(userId);
  return getCart(userId);
}
