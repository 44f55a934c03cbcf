export {
  getMyOrders,
  isNoOrdersAnswer,
  myOrdersQueryOptions,
  ordersQueryKey,
  useMyOrders,
} from './api/get-orders';
export { getOrder, orderQueryOptions, useOrder } from './api/get-order';
export {
  getPurchaseStatus,
  purchaseStatusQueryOptions,
  usePurchaseStatus,
  type PurchaseStatus,
} from './api/purchase-status';
