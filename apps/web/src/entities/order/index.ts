export {
  getMyOrders,
  isNoOrdersAnswer,
  myOrdersQueryOptions,
  ordersQueryKey,
  useMyOrders,
} from './api/get-orders';
export { getOrder, orderQueryOptions, useOrder } from './api/get-order';
