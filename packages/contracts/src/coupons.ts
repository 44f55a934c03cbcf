import { z } from 'zod';
import { successBody } from './common';
import { Msg } from './messages';
import { formatINR, subtotal, toPaise, toRupees } from './pricing';
import { SHOP_TIME_ZONE } from './shop-time';

/**
 * Coupons: the rules a code carries, the pure eligibility and discount logic (server and web run
 * the same function), the refusal for every rule, and the bag's coupon endpoints.
 *
 * Rules: a code is unique whatever its case (stored upper-case). A coupon is percent off (capped
 * at `maxDiscount` rupees when set) or a flat amount off, on the items it covers (all of them, or
 * only the listed categories/subcategories); it needs a minimum bag subtotal, a start and end
 * date, the active flag, uses left in total and for this shopper, and, when `firstOrderOnly`, no
 * earlier order. The discount is whole rupees, never below zero and never above the covered items.
 */

export const COUPON_DISCOUNT_TYPES = ['percent', 'flat'] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];
export const COUPON_CODE_MAX_LENGTH = 32;

/** A code as typed: trimmed, 1–32 letters, digits, `-` or `_`, compared upper-case. */
export const CouponCodeSchema = z
  .string({ error: Msg.couponCodeInvalid })
  .trim()
  .min(1, { error: Msg.couponCodeInvalid })
  .max(COUPON_CODE_MAX_LENGTH, { error: Msg.couponCodeInvalid })
  .regex(/^[A-Za-z0-9_-]+$/, { error: Msg.couponCodeInvalid })
  .transform((c) => c.toUpperCase());

export const ApplyCouponBodySchema = z.object({ code: CouponCodeSchema });

/** The coupon applied to the bag, as the bag answer carries it. */
export const AppliedCouponSchema = z.object({
  code: z.string(),
  description: z.string(),
  /** Whole rupees off the bag subtotal. */
  discount: z.number(),
});
export type AppliedCoupon = z.infer<typeof AppliedCouponSchema>;

export const COUPON_REFUSALS = [
  'unknown',
  'inactive',
  'notStarted',
  'expired',
  'firstOrderOnly',
  'usageExhausted',
  'shopperLimit',
  'notForTheseItems',
  'minimumNotMet',
] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

/** One coupon in the bag's "Apply coupon" list: its saving now, or why it does not apply yet. */
export const CouponOptionSchema = z.object({
  code: z.string(),
  bannerText: z.string(),
  description: z.string(),
  applicable: z.boolean(),
  /** Whole rupees this coupon takes off the bag now (0 when it does not apply). */
  saving: z.number(),
  /** Why it does not apply yet (the refusal message); null when it applies. */
  reason: z.string().nullable(),
  /** Rupees still to add to reach the minimum, when that is the reason. */
  shortBy: z.number().nullable(),
});
export type CouponOption = z.infer<typeof CouponOptionSchema>;
export const BagCouponsResponseSchema = successBody({
  /** The code applied to the bag, if any. */
  applied: z.string().nullable(),
  /** Applicable coupons first, best saving first; then the others with their reason. */
  coupons: z.array(CouponOptionSchema),
});
export type BagCouponsResponse = z.infer<typeof BagCouponsResponseSchema>;

/** What an order keeps of its coupon: the code, the discount and the rules it was priced with. */
export const OrderCouponSchema = z.object({
  code: z.string(),
  discount: z.number(),
  discountType: z.enum(COUPON_DISCOUNT_TYPES),
  discountValue: z.number(),
  maxDiscount: z.number().nullable(),
  minOrderValue: z.number(),
});
export type OrderCoupon = z.infer<typeof OrderCouponSchema>;

// ---------- The banner list (GET /coupons) ----------
export const CouponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  /** The promotional line the home page's coupon banner shows (first coupon). */
  bannerText: z.string(),
  description: z.string(),
  /** `percent`: `discountValue` % off, capped at `maxDiscount` when set; `flat`: rupees off. */
  discountType: z.enum(COUPON_DISCOUNT_TYPES),
  discountValue: z.number(),
  maxDiscount: z.number().nullable(),
  /** Minimum bag subtotal, rupees. */
  minOrderValue: z.number(),
  /** ISO date-times. */
  validFrom: z.string(),
  validUntil: z.string(),
});
export type Coupon = z.infer<typeof CouponSchema>;
/** Currently valid coupons, in display order. */
export const CouponsResponseSchema = successBody({ coupons: z.array(CouponSchema) });

// ---------- Pure logic ----------

export interface CouponRules {
  code: string;
  active: boolean;
  discountType: CouponDiscountType;
  discountValue: number;
  maxDiscount?: number | null;
  minOrderValue: number;
  validFrom: Date | string;
  validUntil: Date | string;
  /** Uses allowed in total; null: unlimited. */
  usageLimit?: number | null;
  /** Uses allowed per shopper; null: unlimited. */
  perShopperLimit?: number | null;
  firstOrderOnly?: boolean;
  /** Category / subcategory ids the coupon is limited to; both empty: every item. */
  categories?: readonly string[];
  subcategories?: readonly string[];
}

export interface CouponBagLine {
  unitPrice: number;
  quantity: number;
  category?: string | null;
  subcategory?: string | null;
}

export interface CouponContext {
  lines: readonly CouponBagLine[];
  now: Date;
  /** Uses counted so far, in total and by this shopper. */
  uses: number;
  shopperUses: number;
  /** Whether this shopper already has an order (cancelled ones aside). */
  hasOrdered: boolean;
}

export type CouponCheck =
  | { ok: true; code: string; discount: number }
  | { ok: false; code: string; reason: CouponRefusal; message: string; shortBy: number | null };

/** Whether a line is one the coupon covers. */
export function couponCovers(rules: CouponRules, line: CouponBagLine): boolean {
  const cats = rules.categories ?? [];
  const subs = rules.subcategories ?? [];
  if (cats.length === 0 && subs.length === 0) return true;
  return (
    (line.category != null && cats.includes(line.category)) ||
    (line.subcategory != null && subs.includes(line.subcategory))
  );
}

/**
 * The discount on a covered amount, whole rupees: percent rounded to the nearest rupee and capped,
 * or the flat amount; never below zero nor above the covered amount (rounded down).
 */
export function couponDiscount(rules: CouponRules, covered: number): number {
  if (!(covered > 0)) return 0;
  const value = Math.max(0, rules.discountValue);
  let off =
    rules.discountType === 'percent' ? Math.round((covered * Math.min(value, 100)) / 100) : value;
  if (rules.discountType === 'percent' && rules.maxDiscount != null && rules.maxDiscount >= 0)
    off = Math.min(off, rules.maxDiscount);
  return Math.max(0, Math.min(Math.floor(off), Math.floor(covered)));
}

/** Made on first use: building an Intl formatter costs a phone's page load tens of milliseconds. */
let day: Intl.DateTimeFormat | null = null;
const DAY = () =>
  (day ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  }));

const refuse = (
  code: string,
  reason: CouponRefusal,
  message: string,
  shortBy: number | null = null,
): CouponCheck => ({ ok: false, code, reason, message, shortBy });

/** The refusal for an unknown code. */
export const unknownCoupon = (code: string): CouponCheck =>
  refuse(code, 'unknown', Msg.couponUnknown(code));

/**
 * Checks every rule against the bag, in the order a shopper can act on them (the first failing
 * rule is the reason), and prices the coupon when all pass.
 */
export function checkCoupon(
  rules: CouponRules | null,
  ctx: CouponContext,
  asked = '',
): CouponCheck {
  if (!rules) return unknownCoupon(asked);
  const code = rules.code;
  const now = ctx.now.getTime();
  if (!rules.active) return refuse(code, 'inactive', Msg.couponInactive(code));
  const from = new Date(rules.validFrom);
  if (now < from.getTime())
    return refuse(code, 'notStarted', Msg.couponNotStarted(code, DAY().format(from)));
  if (now > new Date(rules.validUntil).getTime())
    return refuse(code, 'expired', Msg.couponExpired(code));
  if (rules.firstOrderOnly && ctx.hasOrdered)
    return refuse(code, 'firstOrderOnly', Msg.couponFirstOrderOnly(code));
  if (rules.usageLimit != null && ctx.uses >= rules.usageLimit)
    return refuse(code, 'usageExhausted', Msg.couponUsageExhausted(code));
  if (rules.perShopperLimit != null && ctx.shopperUses >= rules.perShopperLimit)
    return refuse(code, 'shopperLimit', Msg.couponShopperLimit(code));
  const covered = subtotal(ctx.lines.filter((l) => couponCovers(rules, l)));
  if (!(covered > 0)) return refuse(code, 'notForTheseItems', Msg.couponNotForItems(code));
  const bag = subtotal(ctx.lines);
  if (toPaise(bag) < toPaise(rules.minOrderValue)) {
    const shortBy = toRupees(toPaise(rules.minOrderValue) - toPaise(bag));
    return refuse(
      code,
      'minimumNotMet',
      Msg.couponMinimumNotMet(formatINR(shortBy), code),
      shortBy,
    );
  }
  return { ok: true, code, discount: couponDiscount(rules, covered) };
}

/** The "Apply coupon" list order: applicable ones by saving (largest first), then the others. */
export function sortCouponOptions(options: readonly CouponOption[]): CouponOption[] {
  return options
    .map((o, i) => ({ o, i }))
    .sort((a, b) => {
      if (a.o.applicable !== b.o.applicable) return a.o.applicable ? -1 : 1;
      if (a.o.applicable && a.o.saving !== b.o.saving) return b.o.saving - a.o.saving;
      return a.i - b.i;
    })
    .map(({ o }) => o);
}
