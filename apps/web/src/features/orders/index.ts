export { OrdersList } from './components/orders-list';
export { OrderDetails } from './components/order-details';
