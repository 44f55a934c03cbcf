export { CheckoutView } from './components/checkout-view';
