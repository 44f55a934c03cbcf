/**
 * The coupons module's public face: what other modules, flows and the app may use. Everything
 * else in this folder (models, data access, helpers) is private to the module.
 */
export { checkCode, checkCouponFor, couponForOrder, redeemForOrder, refusal } from './coupon-check';
export type { CouponItem, OrderCouponPlan, OrderHistory } from './coupon-check';
export { COUPON_REFUSED, COUPON_UNKNOWN, findOpenCoupons, releaseCouponUse } from './coupon.data';
export { couponKind } from './coupon-kind';
export { createCouponsRouter } from './coupons.router';
