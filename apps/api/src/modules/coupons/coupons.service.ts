import type { Coupon } from '@vastra/contracts';
import { findValidCoupons } from './coupon.data';

/** Coupons: the banner list. Plain values in and out. */

const iso = (d: Date | string) => new Date(d).toISOString();

/** `GET /coupons`: the currently valid coupons in display order (the home banner shows the first). */
export async function listCoupons(now = new Date()): Promise<Coupon[]> {
  const docs = await findValidCoupons(now);
  return docs.map((c) => ({
    _id: c._id.toString(),
    code: c.code,
    bannerText: c.bannerText,
    description: c.description,
    discountType: c.discountType,
    discountValue: c.discountValue,
    maxDiscount: c.maxDiscount ?? null,
    minOrderValue: c.minOrderValue ?? 0,
    validFrom: iso(c.validFrom),
    validUntil: iso(c.validUntil),
  }));
}
