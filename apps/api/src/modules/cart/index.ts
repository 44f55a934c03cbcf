/**
 * The cart module's public face: what other modules, flows and the app may use. Everything
 * else in this folder (models, data access, helpers) is private to the module.
 */
export { couponUsedByOrder } from './bag-coupons';
export { bagCouponCode } from './bag.data';
export { createCartRouter } from './cart.router';
export { bagCheckoutTotals, removeOrderedLines } from './cart.service';
export { foldLegacyBags } from './legacy-bags';
