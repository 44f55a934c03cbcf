/**
 * The orders module's public face: what other modules, flows and the app may use. Everything
 * else in this folder (models, data access, helpers) is private to the module.
 */
export { countByStatus, countRefundsToPayByHand, oldestIn } from './admin/admin-orders.data';
export {
  getAdminOrder,
  listAdminOrders,
  loadOrder,
  toAdminRows,
} from './admin/admin-orders.service';
export type { StaffTransitionResult } from './admin/admin-orders.service';
export { addOrderNote } from './admin/order-notes';
export { createAdminRefundsRouter } from './admin/admin-refunds.router';
export {
  creditNoteFiguresFor,
  creditNotePdf,
  invoiceFigures,
  supplyState,
  taxInvoicePdf,
} from './admin/invoice-pdf';
export { packingSlipPdf } from './admin/order-pdf';
export { ordersCsv } from './admin/orders-csv';
export { claimOrderLines } from './after-sale-claims';
export { assertSameRequest, requestFingerprint } from './idempotency';
export {
  findOrderByAwb,
  findOrderFor,
  ordersInTransit,
  ordersToBook,
  ordersWaiting,
  recordShipment,
} from './lifecycle.data';
export { myCreditNotePdf, myInvoicePdf, sendPdf } from './my-tax-documents';
export { orderJobs, recordPlacementJobs } from './order-jobs';
export { assertCodWithinLimits, oneAtATime, orderPlacementLimits } from './order-limits';
export { buildLines, lineKey, reserveStock } from './order-lines';
export { retryPendingRefunds } from './order-refunds';
export type { OrderLean } from './order.model';
export {
  findOrderByKey,
  findOrderByPayment,
  hasOrdered,
  insertOrder,
  productHasOrders,
} from './orders.data';
export { getMyOrder, hasPurchased, listMyOrders, toDtos, toOrderDto } from './orders.service';
export type { OrderContext } from './orders.service';
export { payoutKey, setRefundAccount } from './refund-payout';
export { creditNoteOf, invoicedOrder, issueTaxDocuments } from './tax-documents';
export { applyTransition, placedTimeline } from './transition';
export type { LifecycleDeps } from './transition';
export { awbTaken } from './lifecycle.data';
export { backfillOrderRefs } from './order-ref-migration';
export { orderRef } from './order.model';
export { toAdminRow } from './admin/admin-orders.service';
export { countOrdersOfUser } from './admin/customer-orders.data';
export { orderCountsOf } from './admin/customer-orders.data';
export { ordersOfUser } from './admin/customer-orders.data';
export { usersWithOrders } from './admin/customer-orders.data';
export { ordersActiveBetween, ordersWithDocumentsBetween } from './report-reads';
