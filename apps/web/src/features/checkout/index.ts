export { CheckoutView } from './components/checkout-view';
export * as CHECKOUT_LAYOUT from './lib/checkout-layout';
