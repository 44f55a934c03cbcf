import { Msg, type CouponRules } from '@vastra/contracts';
import type mongoose from 'mongoose';
import { type Types, type ClientSession } from 'mongoose';
import { AppError } from '../../lib/app-error';
import { CouponModel, CouponRedemptionModel, type CouponLean } from './coupon.model';
import { isDuplicateKey } from '../../lib/mongo-errors';
import { oid } from '../../lib/ids';

/**
 * Data access for coupons: every Mongo operator the module uses is here. Functions that an order
 * placement calls take an optional `ClientSession` and pass it to every query, so they can run
 * inside the order's multi-document transaction.
 */

const opts = (session?: ClientSession | null) => (session ? { session } : {});

export const COUPON_REFUSED = 'COUPON_REFUSED';
export const COUPON_UNKNOWN = 'COUPON_UNKNOWN';

/** The rules as the contracts' pure check reads them. */
export function couponRules(c: CouponLean): CouponRules {
  return {
    code: c.code,
    active: c.active,
    discountType: c.discountType,
    discountValue: c.discountValue,
    maxDiscount: c.maxDiscount ?? null,
    minOrderValue: c.minOrderValue ?? 0,
    validFrom: c.validFrom,
    validUntil: c.validUntil,
    usageLimit: c.usageLimit ?? null,
    perShopperLimit: c.perShopperLimit ?? null,
    firstOrderOnly: Boolean(c.firstOrderOnly),
    categories: (c.categories ?? []).map(String),
    subcategories: (c.subcategories ?? []).map(String),
  };
}

/** A coupon by code, whatever its case. */
export async function findCouponByCode(
  code: string,
  session?: ClientSession | null,
): Promise<CouponLean | null> {
  return CouponModel.findOne(
    { code: code.trim().toUpperCase() },
    null,
    opts(session),
  ).lean<CouponLean>();
}

/** Active coupons valid at `now`, in display order (the banner list). */
export async function findValidCoupons(now: Date): Promise<CouponLean[]> {
  return CouponModel.find({ active: true, validFrom: { $lte: now }, validUntil: { $gte: now } })
    .sort({ position: 1, _id: 1 })
    .lean<CouponLean[]>();
}

/** Active coupons not yet ended (the bag's list also shows those that start later). */
export async function findOpenCoupons(now: Date): Promise<CouponLean[]> {
  return CouponModel.find({ active: true, validUntil: { $gte: now } })
    .sort({ position: 1, _id: 1 })
    .lean<CouponLean[]>();
}

/** Uses of each coupon by this shopper. */
export async function shopperUses(
  userId: string,
  couponIds: Types.ObjectId[],
  session?: ClientSession | null,
): Promise<Map<string, number>> {
  const uses = new Map<string, number>();
  if (couponIds.length === 0) return uses;
  const rows = await CouponRedemptionModel.find(
    { user: oid(userId), coupon: { $in: couponIds } },
    { coupon: 1 },
    opts(session),
  ).lean();
  for (const r of rows) uses.set(String(r.coupon), (uses.get(String(r.coupon)) ?? 0) + 1);
  return uses;
}

// ---------- Redemption ----------

export interface RedeemInput {
  couponId: Types.ObjectId;
  code: string;
  userId: string;
  orderId: Types.ObjectId;
  usageLimit: number | null;
  perShopperLimit: number | null;
  /** A first-order coupon: the use also takes the shopper's one first-order place. */
  firstOrderOnly?: boolean;
}

/** The shopper's use: a free numbered slot under a per-shopper limit (unique index), else no slot. */
async function takeShopperSlot(input: RedeemInput, session?: ClientSession | null): Promise<void> {
  const base = {
    coupon: input.couponId,
    user: oid(input.userId),
    order: input.orderId,
    ...(input.firstOrderOnly ? { firstOrder: true } : {}),
  };
  const limit = input.perShopperLimit;
  if (limit == null) {
    try {
      await CouponRedemptionModel.create([{ ...base, slot: null }], opts(session));
    } catch (err) {
      if (!isDuplicateKey(err) || !input.firstOrderOnly) throw err;
      // Another first order of this shopper took the first-order place at the same moment. Inside
      // a transaction the retry sees that order and refuses with the first-order message.
      if (session) {
        (err as InstanceType<typeof mongoose.mongo.MongoError>).addErrorLabel(
          'TransientTransactionError',
        );
        throw err;
      }
      throw AppError.conflict(Msg.couponFirstOrderOnly(input.code), COUPON_REFUSED);
    }
    return;
  }
  for (let attempt = 0; attempt <= limit + 2; attempt += 1) {
    const taken = await CouponRedemptionModel.find(
      { coupon: input.couponId, user: oid(input.userId) },
      { slot: 1 },
      opts(session),
    ).lean();
    const used = new Set(taken.map((t) => t.slot));
    let slot = 0;
    for (let s = 1; s <= limit; s += 1) {
      if (!used.has(s)) {
        slot = s;
        break;
      }
    }
    if (slot === 0) break;
    try {
      await CouponRedemptionModel.create([{ ...base, slot }], opts(session));
      return;
    } catch (err) {
      // Another order of this shopper took that slot at the same moment: look again. Inside a
      // transaction the clash ends it, and it is only a conflict (the slot looked free to this
      // transaction): labelled transient, so `withTransaction` runs the whole transaction again,
      // whose fresh look takes the next free slot or refuses with the per-shopper message.
      if (!isDuplicateKey(err)) throw err;
      if (session) {
        (err as InstanceType<typeof mongoose.mongo.MongoError>).addErrorLabel(
          'TransientTransactionError',
        );
        throw err;
      }
    }
  }
  throw AppError.conflict(Msg.couponShopperLimit(input.code), COUPON_REFUSED);
}

/**
 * Counts one use of a coupon for an order, or refuses (409 with the rule's message) when the
 * shopper's or the coupon's uses are exhausted. Safe under concurrency without a transaction: the
 * shopper's use is a unique slot, the total is a conditional `$inc` (`uses < usageLimit`), and a
 * refused total gives the slot back. Inside a transaction pass its `session`: a concurrent
 * transaction's write to the coupon (or its slot) is then a write conflict, which the driver
 * retries, and the retry reads the new count.
 */
export async function redeemCouponUse(
  input: RedeemInput,
  session?: ClientSession | null,
): Promise<void> {
  await takeShopperSlot(input, session);
  const filter: Record<string, unknown> = { _id: input.couponId, active: true };
  if (input.usageLimit != null) filter.uses = { $lt: input.usageLimit };
  const counted = await CouponModel.findOneAndUpdate(
    filter,
    { $inc: { uses: 1 } },
    { returnDocument: 'after', projection: { _id: 1 }, ...opts(session) },
  ).lean();
  if (!counted) {
    // A business refusal, not retried: inside a transaction the abort undoes the slot as well.
    if (!session) await CouponRedemptionModel.deleteOne({ order: input.orderId });
    throw AppError.conflict(Msg.couponUsageExhausted(input.code), COUPON_REFUSED);
  }
}

/**
 * Gives an order's coupon use back (a cancelled order; pass the cancellation's `session` when it is
 * a transaction): removes its use and decrements the count. False when the order had no use
 * counted. A refused placement needs no release: its transaction counted nothing.
 */
export async function releaseCouponUse(
  orderId: Types.ObjectId | string,
  session?: ClientSession | null,
): Promise<boolean> {
  const use = await CouponRedemptionModel.findOneAndDelete(
    { order: oid(orderId) },
    opts(session),
  ).lean();
  if (!use) return false;
  await CouponModel.updateOne(
    { _id: use.coupon, uses: { $gt: 0 } },
    { $inc: { uses: -1 } },
    opts(session),
  );
  return true;
}
