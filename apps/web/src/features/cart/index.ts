export { CartView } from './components/cart-view';
