import { AdminContentMsg, couponEnds, couponStarts } from '@vastra/contracts/admin/content';
import { AppError } from '../../lib/app-error';
import { oid } from '../../lib/ids';
import { ids, iso, num, stamps, str, uniqueSlug, type KindStore } from '../../lib/kind-store';
import { CouponModel } from './coupon.model';

/** Coupons as the back office's content admin edits them. */
export const couponKind: KindStore<'coupons'> = {
  model: CouponModel,
  sort: { position: 1, _id: 1 },
  duplicate: AdminContentMsg.codeTaken,
  toDoc: (i, id) => ({
    ...i,
    slug: uniqueSlug(i.code, id),
    validFrom: couponStarts(i.validFrom),
    validUntil: couponEnds(i.validUntil),
    categories: i.categories.map(oid),
    subcategories: i.subcategories.map(oid),
  }),
  toRow: (d) => ({
    ...stamps(d),
    code: str(d.code),
    bannerText: str(d.bannerText),
    description: str(d.description),
    discountType: d.discountType === 'flat' ? 'flat' : 'percent',
    discountValue: num(d.discountValue),
    maxDiscount: typeof d.maxDiscount === 'number' ? d.maxDiscount : null,
    minOrderValue: num(d.minOrderValue),
    validFrom: iso(d.validFrom),
    validUntil: iso(d.validUntil),
    active: d.active !== false,
    position: num(d.position),
    usageLimit: typeof d.usageLimit === 'number' ? d.usageLimit : null,
    perShopperLimit: typeof d.perShopperLimit === 'number' ? d.perShopperLimit : null,
    firstOrderOnly: d.firstOrderOnly === true,
    categories: ids(d.categories),
    subcategories: ids(d.subcategories),
    uses: num(d.uses),
  }),
  // Orders keep their coupon's rules, but its redemptions (per-shopper limits) point at it.
  beforeDelete: async (d) => {
    if (num(d.uses) > 0) throw AppError.conflict(AdminContentMsg.couponUsed);
  },
};
