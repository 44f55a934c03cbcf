export { useMyOrders } from './api/get-orders';
export { ordersQueryKey } from './api/orders-query-key';
export { orderQueryOptions, useOrder } from './api/get-order';
export { usePurchaseStatus } from './api/purchase-status';
