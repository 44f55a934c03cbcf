/**
 * The one pricing module. Rupees at the edges (up to 2 decimals), integer paise inside.
 * Spec rules:
 *  - a discount of 1 or less is a fraction, above 1 an amount off;
 *  - a discountedPrice counts only when 0 < discountedPrice < price;
 *  - cart screen: shipping 99 at or below ₹999, free above;
 *  - checkout: delivery free at ₹999 or more, otherwise ₹100.
 */
export const FREE_SHIPPING_THRESHOLD = 999;
export const CART_SHIPPING_FEE = 99;
export const CHECKOUT_DELIVERY_FEE = 100;
export const MAX_LINE_QUANTITY = 10;

export interface Priceable {
  price: number;
  discount?: number | null;
  discountedPrice?: number | null;
}

export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => Math.round(paise) / 100;

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** Whether a stored discountedPrice is usable: above 0 and below the price. */
export function hasValidDiscountedPrice(p: Priceable): boolean {
  return (
    finite(p.discountedPrice) &&
    finite(p.price) &&
    p.discountedPrice > 0 &&
    p.discountedPrice < p.price
  );
}

/** The price a shopper pays for one unit, in rupees (2 decimals). */
export function unitPrice(p: Priceable): number {
  const price = finite(p.price) && p.price > 0 ? p.price : 0;
  if (hasValidDiscountedPrice(p)) return toRupees(toPaise(p.discountedPrice as number));
  const d = p.discount;
  if (finite(d) && d > 0) {
    const off = d <= 1 ? price * d : d;
    const result = price - off;
    if (result > 0 && result < price) return toRupees(toPaise(result));
  }
  return toRupees(toPaise(price));
}

/** Whole percent off the list price, rounded. 0 when there is no discount. */
export function percentOff(p: Priceable): number {
  if (!finite(p.price) || p.price <= 0) return 0;
  const paid = unitPrice(p);
  return Math.max(0, Math.round(((p.price - paid) / p.price) * 100));
}

/** Discounted price from a percent, as on the listing: price − price × percent / 100, 2 decimals. */
export function priceAfterPercent(price: number, percent: number): number {
  return toRupees(toPaise(price - (price * percent) / 100));
}

export interface PricedLine {
  unitPrice: number;
  mrp: number;
  quantity: number;
}

/** Sum of price × quantity in rupees, computed in paise. Without a coupon it is the bag's total. */
export function subtotal(lines: readonly Pick<PricedLine, 'unitPrice' | 'quantity'>[]): number {
  return toRupees(lines.reduce((sum, l) => sum + toPaise(l.unitPrice) * l.quantity, 0));
}

/** Σ mrp × quantity. */
export function mrpTotal(lines: readonly Pick<PricedLine, 'mrp' | 'quantity'>[]): number {
  return toRupees(lines.reduce((sum, l) => sum + toPaise(l.mrp) * l.quantity, 0));
}

/** Cart screen reading: 99 at or below 999, free above. Empty cart ships nothing. */
export function cartShipping(sub: number): number {
  if (sub <= 0) return 0;
  return sub > FREE_SHIPPING_THRESHOLD ? 0 : CART_SHIPPING_FEE;
}

/**
 * The bag screen's figures once a coupon takes `couponDiscount` off the subtotal. The total is
 * the subtotal less the coupon, without shipping: delivery is added once, at checkout, so the
 * amount a shopper sees never changes between the bag and checkout except by the delivery line
 * checkout shows. `shipping` is the cart reading (free above ₹999 after the coupon), which the bag
 * shows as "Free" or as added at checkout; it is not in the total.
 */
export function cartTotals(sub: number, couponDiscount = 0): { shipping: number; total: number } {
  const afterCoupon = Math.max(0, toPaise(sub) - Math.max(0, toPaise(couponDiscount)));
  const shipping = sub > 0 ? cartShipping(toRupees(afterCoupon) || 0.01) : 0;
  return { shipping, total: toRupees(afterCoupon) };
}

/** Checkout reading: free at 999 or more, otherwise 100. */
export function checkoutDelivery(sub: number): number {
  if (sub <= 0) return 0;
  return sub >= FREE_SHIPPING_THRESHOLD ? 0 : CHECKOUT_DELIVERY_FEE;
}

/**
 * 'Add X more for free shipping!' amount on the cart screen. Shipping is free strictly above ₹999,
 * so X is what brings the bag to ₹1,000 (prices are whole rupees in practice).
 */
export function amountForFreeShipping(sub: number): number {
  if (sub > FREE_SHIPPING_THRESHOLD) return 0;
  return toRupees(toPaise(FREE_SHIPPING_THRESHOLD + 1) - toPaise(sub));
}

export interface CheckoutTotals {
  mrpTotal: number;
  subtotal: number;
  discountSaved: number;
  /** Whole rupees a coupon takes off the subtotal (0 without one). */
  couponDiscount: number;
  delivery: number;
  total: number;
}

/**
 * Checkout price details; the server's figures are the only ones that count. A coupon's discount
 * comes off the subtotal first, and the delivery threshold applies to what is left.
 */
export function checkoutTotals(lines: readonly PricedLine[], couponDiscount = 0): CheckoutTotals {
  const sub = subtotal(lines);
  const mrp = mrpTotal(lines);
  const coupon = toRupees(Math.min(toPaise(sub), Math.max(0, toPaise(couponDiscount))));
  const afterCoupon = toRupees(toPaise(sub) - toPaise(coupon));
  const delivery = checkoutDelivery(afterCoupon);
  return {
    mrpTotal: mrp,
    subtotal: sub,
    discountSaved: toRupees(Math.max(0, toPaise(mrp) - toPaise(sub))),
    couponDiscount: coupon,
    delivery,
    total: toRupees(toPaise(afterCoupon) + toPaise(delivery)),
  };
}

/**
 * The en-IN rupee formatters, for what the digits below do not cover (NaN, ±Infinity, exponent
 * notation): made on first use, since building one costs a phone 100 ms or more of main thread
 * (the locale's data is loaded then), where formatting by hand costs microseconds.
 */
let intl: { whole: Intl.NumberFormat; paise: Intl.NumberFormat } | null = null;
const intlINR = () =>
  (intl ??= {
    whole: new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    }),
    paise: new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
  });

/** Indian digit grouping of a whole number's digits: the last three, then pairs (1,23,45,678). */
const groupIndian = (digits: string) => {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
};

/**
 * Indian rupee display: ₹1,299 or ₹1,299.50, exactly as `Intl.NumberFormat('en-IN')` writes it
 * (a test holds the two together): the amount's shortest decimal form rounded half away from zero
 * to paise, Indian grouping, a leading minus.
 */
export function formatINR(amount: number): string {
  const hasPaise = Math.round(amount * 100) % 100 !== 0;
  const decimal = Math.abs(amount).toString();
  if (!Number.isFinite(amount) || decimal.includes('e'))
    return (hasPaise ? intlINR().paise : intlINR().whole).format(amount);
  const [whole = '0', fraction = ''] = decimal.split('.');
  let paise = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') paise += 1n;
  const rupees = (paise / 100n).toString();
  const cents = (paise % 100n).toString().padStart(2, '0');
  const shown = hasPaise ? cents : cents.replace(/0+$/, '');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}₹${groupIndian(rupees)}${shown ? `.${shown}` : ''}`;
}
