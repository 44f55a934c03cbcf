import { COUPON_DISCOUNT_TYPES } from '@vastra/contracts';
import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';

/**
 * Coupons and their use. A coupon's `code` is stored upper-case and unique, so codes are unique
 * whatever their case; lookups upper-case what the shopper typed. `uses` counts the orders that
 * redeemed it (never above `usageLimit` when one is set: the conditional `$inc` in coupon.data.ts).
 */
const couponSchema = new Schema(
  {
    /** Bumped by each back-office save (see the staff module's edit-version.ts). */
    editVersion: { type: Number, default: 0 },
    /** Stable key for the demo seed's upserts. */
    slug: { type: String, required: true },
    code: { type: String, required: true, uppercase: true, trim: true },
    bannerText: { type: String, required: true },
    description: { type: String, default: '' },
    discountType: { type: String, enum: COUPON_DISCOUNT_TYPES, required: true },
    /** Percent (0–100) or rupees off. */
    discountValue: { type: Number, required: true, min: 0 },
    /** Cap in rupees for a percent coupon; null: none. */
    maxDiscount: { type: Number, default: null },
    /** Minimum bag subtotal, rupees. */
    minOrderValue: { type: Number, default: 0 },
    validFrom: { type: Date, required: true },
    validUntil: { type: Date, required: true },
    active: { type: Boolean, default: true },
    position: { type: Number, default: 0 },
    /** Orders allowed in total / per shopper; null: unlimited. */
    usageLimit: { type: Number, default: null, min: 0 },
    perShopperLimit: { type: Number, default: null, min: 0 },
    firstOrderOnly: { type: Boolean, default: false },
    /** Restriction to these categories / subcategories; both empty: every item. */
    categories: { type: [Schema.Types.ObjectId], default: [] },
    subcategories: { type: [Schema.Types.ObjectId], default: [] },
    uses: { type: Number, default: 0, min: 0 },
  },
  { timestamps: true },
);
couponSchema.index({ slug: 1 }, { unique: true });
couponSchema.index({ code: 1 }, { unique: true });
couponSchema.index({ active: 1, position: 1 });

/**
 * One use of a coupon by an order. With a per-shopper limit L each use takes a numbered `slot`
 * 1..L, and the unique (coupon, user, slot) index makes a shopper's (L+1)-th concurrent use fail
 * on insert, whatever the interleaving. Unlimited coupons store `slot: null` (outside the index).
 */
const couponRedemptionSchema = new Schema(
  {
    coupon: { type: Schema.Types.ObjectId, ref: 'Coupon', required: true },
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    order: { type: Schema.Types.ObjectId, ref: 'Order', required: true },
    slot: { type: Number, default: null },
    /**
     * True for the use of a first-order coupon: a shopper holds at most one (unique below), so two
     * first orders placed at the same moment cannot both take a first-order discount.
     */
    firstOrder: { type: Boolean, default: undefined },
  },
  { timestamps: true },
);
couponRedemptionSchema.index({ order: 1 }, { unique: true });
couponRedemptionSchema.index(
  { user: 1, firstOrder: 1 },
  { unique: true, partialFilterExpression: { firstOrder: true } },
);
couponRedemptionSchema.index(
  { coupon: 1, user: 1, slot: 1 },
  { unique: true, partialFilterExpression: { slot: { $type: 'number' } } },
);
couponRedemptionSchema.index({ coupon: 1, user: 1 });

export type Coupon = InferSchemaType<typeof couponSchema>;
export type CouponLean = Coupon & { _id: Types.ObjectId };
export const CouponModel = mongoose.model('Coupon', couponSchema);
export const CouponRedemptionModel = mongoose.model('CouponRedemption', couponRedemptionSchema);
