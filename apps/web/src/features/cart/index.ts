export { CartView } from './components/cart-view';
export * as BagLayout from './lib/bag-layout';
