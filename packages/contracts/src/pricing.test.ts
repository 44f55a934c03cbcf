import { describe, expect, it } from 'vitest';
import {
  formatINR,
  amountForFreeShipping,
  cartShipping,
  cartTotals,
  checkoutDelivery,
  checkoutTotals,
  percentOff,
  priceAfterPercent,
  unitPrice,
} from './pricing';

describe('unitPrice', () => {
  it('uses discountedPrice only when 0 < it < price', () => {
    expect(unitPrice({ price: 1000, discountedPrice: 700 })).toBe(700);
    expect(unitPrice({ price: 1000, discountedPrice: 0 })).toBe(1000);
    expect(unitPrice({ price: 1000, discountedPrice: 1000 })).toBe(1000);
    expect(unitPrice({ price: 1000, discountedPrice: 1200 })).toBe(1000);
    expect(unitPrice({ price: 1000, discountedPrice: -5 })).toBe(1000);
  });
  it('reads a discount of 1 or less as a fraction and above 1 as an amount off', () => {
    expect(unitPrice({ price: 1000, discount: 0.25 })).toBe(750);
    expect(unitPrice({ price: 1000, discount: 1 })).toBe(1000); // 100% off is not a price
    expect(unitPrice({ price: 1000, discount: 150 })).toBe(850);
    expect(unitPrice({ price: 1000, discount: 5000 })).toBe(1000);
  });
  it('never yields NaN for bad data', () => {
    expect(unitPrice({ price: Number.NaN, discount: 0.5 })).toBe(0);
    expect(unitPrice({ price: 999.999 })).toBe(1000);
  });
});

describe('percentOff', () => {
  it('rounds to a whole percent', () => {
    expect(percentOff({ price: 999, discountedPrice: 666 })).toBe(33);
    expect(percentOff({ price: 0 })).toBe(0);
  });
  it('listing rule', () => {
    expect(priceAfterPercent(1299, 15)).toBe(1104.15);
  });
});

describe('shipping readings', () => {
  it('cart: 99 at or below 999, free above', () => {
    expect(cartShipping(999)).toBe(99);
    expect(cartShipping(999.01)).toBe(0);
    expect(cartShipping(0)).toBe(0);
    expect(amountForFreeShipping(899)).toBe(101);
    expect(amountForFreeShipping(1000)).toBe(0);
  });
  it('checkout: free at 999 or more, otherwise 100', () => {
    expect(checkoutDelivery(999)).toBe(0);
    expect(checkoutDelivery(998.99)).toBe(100);
  });
  it("the bag's total is what checkout charges before delivery: a ₹500 bag reads ₹500, then ₹600", () => {
    const lines = [{ unitPrice: 500, mrp: 500, quantity: 1 }];
    expect(cartTotals(500)).toEqual({ shipping: 99, total: 500 });
    const checkout = checkoutTotals(lines);
    expect(checkout.total).toBe(cartTotals(500).total + checkout.delivery);
    expect(checkout.total).toBe(600);
    // With a coupon the bag's total is subtotal − coupon, and checkout adds only delivery.
    expect(cartTotals(1100, 200).total).toBe(900);
    expect(checkoutTotals([{ unitPrice: 1100, mrp: 1100, quantity: 1 }], 200).total).toBe(1000);
  });
  it('checkout totals avoid float drift', () => {
    const t = checkoutTotals([
      { unitPrice: 0.1, mrp: 0.2, quantity: 3 },
      { unitPrice: 499.99, mrp: 799, quantity: 1 },
    ]);
    expect(t.subtotal).toBe(500.29);
    expect(t.mrpTotal).toBe(799.6);
    expect(t.discountSaved).toBe(299.31);
    expect(t.delivery).toBe(100);
    expect(t.total).toBe(600.29);
  });
});

describe('formatINR', () => {
  it('groups in lakhs and crores and shows paise only when there are any', () => {
    expect(formatINR(1299)).toBe('₹1,299');
    expect(formatINR(1299.5)).toBe('₹1,299.50');
    expect(formatINR(123456.78)).toBe('₹1,23,456.78');
    expect(formatINR(10000000)).toBe('₹1,00,00,000');
    expect(formatINR(0)).toBe('₹0');
    // Float noise below a paisa is not shown as paise.
    expect(formatINR(0.1 + 0.2)).toBe('₹0.30');
    expect(formatINR(499.999)).toBe('₹500');
  });

  it('writes exactly what Intl.NumberFormat en-IN writes', () => {
    const whole = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    const paise = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const intl = (n: number) => (Math.round(n * 100) % 100 !== 0 ? paise : whole).format(n);
    const samples = [
      0,
      -0,
      1,
      9,
      99,
      999,
      1000,
      9999,
      99999,
      100000,
      1234567.89,
      1e15,
      1.005,
      2.675,
      0.005,
      0.004,
      0.015,
      1299.995,
      499.999,
      -1299.5,
      -0.001,
      -0.005,
      0.1 + 0.2,
      1e-7,
      1e21,
      5e-324,
      Number.MAX_SAFE_INTEGER,
      NaN,
      Infinity,
      -Infinity,
    ];
    // Random amounts with 0 to 4 decimals, from paise to crores, of either sign.
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 20_000; i += 1) {
      const digits = Math.floor(random() * 5);
      const n = Number((random() * 10 ** Math.floor(random() * 10)).toFixed(digits));
      samples.push(random() < 0.1 ? -n : n);
    }
    for (const n of samples) expect(formatINR(n), String(n)).toBe(intl(n));
  });
});
