import { Msg } from '@vastra/contracts';
import { Types } from 'mongoose';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { clearCoupons, makeCoupon } from './coupon-fixtures';
import { COUPON_REFUSED, redeemCouponUse, type RedeemInput } from './coupon.data';
import { CouponModel, CouponRedemptionModel } from './coupon.model';

/**
 * Counting a coupon's use inside an order's transaction: clashes with concurrent transactions are
 * retried by the driver (the retry reads the new count), limits are refused once, not retried.
 */

beforeEach(clearCoupons);

const input = (
  coupon: { _id: Types.ObjectId; code: string; usageLimit?: number | null },
  userId: string,
  perShopperLimit: number | null,
): RedeemInput => ({
  couponId: coupon._id,
  code: coupon.code,
  userId,
  orderId: new Types.ObjectId(),
  usageLimit: coupon.usageLimit ?? null,
  perShopperLimit,
});

describe('redeemCouponUse inside transactions', () => {
  it('counts every one of K parallel uses of one shopper under a per-shopper limit of K (slot clashes are retried), then refuses the next', async () => {
    const K = 5;
    const coupon = await makeCoupon({ code: 'FIVE', perShopperLimit: K });
    const userId = new Types.ObjectId().toHexString();
    const results = await Promise.allSettled(
      Array.from({ length: K }, () =>
        inTransaction((session) => redeemCouponUse(input(coupon, userId, K), session)),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const slots = (await CouponRedemptionModel.find({ coupon: coupon._id }).lean()).map(
      (r) => r.slot,
    );
    expect(slots.sort()).toEqual([1, 2, 3, 4, 5]);
    expect((await CouponModel.findById(coupon._id).lean())?.uses).toBe(K);

    const refused = await inTransaction((session) =>
      redeemCouponUse(input(coupon, userId, K), session),
    ).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).message).toBe(Msg.couponShopperLimit('FIVE'));
  });

  it('refuses a coupon whose uses are exhausted with 409 at the first attempt (no retry) and leaves nothing behind', async () => {
    const coupon = await makeCoupon({ code: 'GONE', usageLimit: 3, uses: 3 });
    let attempts = 0;
    const err = await inTransaction(async (session) => {
      attempts += 1;
      await redeemCouponUse(input(coupon, new Types.ObjectId().toHexString(), 1), session);
    }).catch((e: unknown) => e);
    expect(attempts).toBe(1);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({
      status: 409,
      code: COUPON_REFUSED,
      message: Msg.couponUsageExhausted('GONE'),
    });
    expect(await CouponRedemptionModel.countDocuments({ coupon: coupon._id })).toBe(0);
    expect((await CouponModel.findById(coupon._id).lean())?.uses).toBe(3);
  });
});
