import { describe, expect, it } from 'vitest';
import {
  checkCoupon,
  couponDiscount,
  CouponCodeSchema,
  sortCouponOptions,
  type CouponContext,
  type CouponOption,
  type CouponRules,
} from './coupons';
import { Msg } from './messages';
import { cartTotals, checkoutTotals } from './pricing';

const rules = (over: Partial<CouponRules> = {}): CouponRules => ({
  code: 'VASTRA10',
  active: true,
  discountType: 'percent',
  discountValue: 10,
  maxDiscount: 300,
  minOrderValue: 1499,
  validFrom: '2025-01-01T00:00:00Z',
  validUntil: '2030-12-31T23:59:59Z',
  ...over,
});
const ctx = (sub: number, over: Partial<CouponContext> = {}): CouponContext => ({
  lines: [{ unitPrice: sub, quantity: 1, category: 'men', subcategory: 'kurtas' }],
  now: new Date('2026-06-01T00:00:00Z'),
  uses: 0,
  shopperUses: 0,
  hasOrdered: false,
  ...over,
});

describe('coupon rules (pure)', () => {
  it('prices percent (rounded, capped) and flat (never above the items, never below zero)', () => {
    expect(couponDiscount(rules(), 1599)).toBe(160);
    expect(couponDiscount(rules(), 1005)).toBe(101); // 100.5 rounds up
    expect(couponDiscount(rules(), 5000)).toBe(300);
    expect(couponDiscount(rules({ discountType: 'flat', discountValue: 500 }), 320.5)).toBe(320);
    expect(couponDiscount(rules({ discountValue: -5 }), 1000)).toBe(0);
    expect(couponDiscount(rules(), 0)).toBe(0);
  });

  it('checks every rule with its message, the minimum counted to the paisa', () => {
    expect(checkCoupon(rules(), ctx(1179))).toMatchObject({
      ok: false,
      reason: 'minimumNotMet',
      message: 'Add ₹320 more to use VASTRA10',
      shortBy: 320,
    });
    expect(checkCoupon(rules(), ctx(1498.5)).ok).toBe(false);
    expect(checkCoupon(rules(), ctx(1499))).toEqual({ ok: true, code: 'VASTRA10', discount: 150 });
    expect(checkCoupon(null, ctx(2000), 'NOPE')).toMatchObject({
      message: Msg.couponUnknown('NOPE'),
    });
    const refusals: [Partial<CouponRules>, Partial<CouponContext>, string][] = [
      [{ active: false }, {}, Msg.couponInactive('VASTRA10')],
      [{ validFrom: '2027-03-01T00:00:00Z' }, {}, Msg.couponNotStarted('VASTRA10', '1 Mar 2027')],
      [{ validUntil: '2026-05-31T00:00:00Z' }, {}, Msg.couponExpired('VASTRA10')],
      [{ firstOrderOnly: true }, { hasOrdered: true }, Msg.couponFirstOrderOnly('VASTRA10')],
      [{ usageLimit: 5 }, { uses: 5 }, Msg.couponUsageExhausted('VASTRA10')],
      [{ perShopperLimit: 1 }, { shopperUses: 1 }, Msg.couponShopperLimit('VASTRA10')],
      [{ categories: ['women'] }, {}, Msg.couponNotForItems('VASTRA10')],
    ];
    for (const [r, c, message] of refusals)
      expect(checkCoupon(rules(r), ctx(2000, c))).toMatchObject({ ok: false, message });
    expect(checkCoupon(rules({ subcategories: ['kurtas'] }), ctx(2000)).ok).toBe(true);
  });

  it('normalises codes and refuses anything but 1–32 letters, digits, - and _', () => {
    expect(CouponCodeSchema.parse('  vastra10 ')).toBe('VASTRA10');
    for (const bad of ['', 'A'.repeat(33), 'VAS TRA', '$ne', { $ne: null }, 10])
      expect(CouponCodeSchema.safeParse(bad).success).toBe(false);
  });

  it('lists applicable options by saving, then the others in their order', () => {
    const o = (code: string, applicable: boolean, saving = 0): CouponOption => ({
      code,
      bannerText: '',
      description: '',
      applicable,
      saving,
      reason: applicable ? null : 'x',
      shortBy: null,
    });
    expect(
      sortCouponOptions([o('A', false), o('B', true, 50), o('C', true, 200), o('D', false)]).map(
        (x) => x.code,
      ),
    ).toEqual(['C', 'B', 'A', 'D']);
  });

  it('applies the free-shipping thresholds after the coupon', () => {
    expect(cartTotals(1100, 200)).toEqual({ shipping: 99, total: 900 });
    expect(cartTotals(1100, 0)).toEqual({ shipping: 0, total: 1100 });
    const lines = [{ unitPrice: 1050, mrp: 1200, quantity: 1 }];
    expect(checkoutTotals(lines, 100)).toMatchObject({
      couponDiscount: 100,
      delivery: 100,
      total: 1050,
    });
    expect(checkoutTotals(lines, 5000)).toMatchObject({ couponDiscount: 1050 });
  });
});
