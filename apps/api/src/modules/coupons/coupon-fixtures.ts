import { Types } from 'mongoose';
import { BagModel } from '../cart/bag.model';
import { CouponModel, CouponRedemptionModel } from './coupon.model';

/** Test data for the coupon suites. */
let counter = 0;
const DAY = 86_400_000;

export interface CouponFixture {
  code?: string;
  discountType?: 'percent' | 'flat';
  discountValue?: number;
  maxDiscount?: number | null;
  minOrderValue?: number;
  validFrom?: Date;
  validUntil?: Date;
  usageLimit?: number | null;
  perShopperLimit?: number | null;
  firstOrderOnly?: boolean;
  categories?: Types.ObjectId[];
  subcategories?: Types.ObjectId[];
  active?: boolean;
  uses?: number;
  position?: number;
}

export async function makeCoupon(f: CouponFixture = {}) {
  counter += 1;
  const code = f.code ?? `TEST${counter}`;
  return CouponModel.create({
    slug: `coupon-${counter}-${new Types.ObjectId().toHexString()}`,
    code,
    bannerText: `Use ${code}`,
    description: `${code} for tests`,
    discountType: f.discountType ?? 'percent',
    discountValue: f.discountValue ?? 10,
    maxDiscount: f.maxDiscount ?? null,
    minOrderValue: f.minOrderValue ?? 0,
    validFrom: f.validFrom ?? new Date(Date.now() - DAY),
    validUntil: f.validUntil ?? new Date(Date.now() + 30 * DAY),
    usageLimit: f.usageLimit ?? null,
    perShopperLimit: f.perShopperLimit ?? null,
    firstOrderOnly: f.firstOrderOnly ?? false,
    categories: f.categories ?? [],
    subcategories: f.subcategories ?? [],
    active: f.active ?? true,
    uses: f.uses ?? 0,
    position: f.position ?? counter,
  });
}

export async function clearCoupons(): Promise<void> {
  await Promise.all([
    CouponModel.deleteMany({}),
    CouponRedemptionModel.deleteMany({}),
    BagModel.updateMany({}, { $set: { coupon: null } }),
  ]);
}

export const days = (n: number) => new Date(Date.now() + n * DAY);
