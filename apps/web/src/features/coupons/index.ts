export { ApplyCoupon } from './components/apply-coupon';
