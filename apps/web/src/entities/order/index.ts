export { ordersQueryKey, useMyOrders } from './api/get-orders';
export { orderQueryOptions, useOrder } from './api/get-order';
export { usePurchaseStatus } from './api/purchase-status';
