import {
  AdminOrderListQuerySchema,
  AdminOrderListResponseSchema,
  AdminOrderParamsSchema,
  AdminOrderResponseSchema,
  AdminOrderTransitionResponseSchema,
  OrderTransitionBodySchema,
} from '../admin/orders';
import { AdminOrderNoteResponseSchema, OrderNoteBodySchema } from '../admin/order-notes';
import { OrderExportQuerySchema } from '../admin/orders-export';
import { CreditNoteParamsSchema } from '../tax-documents';
import { defineRoute } from './define';

/** Back-office orders. The PDFs answer `application/pdf`. */
export const adminOrdersApi = {
  list: defineRoute({
    method: 'get',
    path: '/api/admin/orders',
    summary: 'Orders, filtered, sorted and paged',
    auth: 'staff',
    role: 'readonly',
    query: AdminOrderListQuerySchema,
    response: AdminOrderListResponseSchema,
  }),
  exportCsv: defineRoute({
    method: 'get',
    path: '/api/admin/exports/orders.csv',
    summary: "Every order matching the list's filters as CSV (rupees with 2 decimals)",
    produces: 'text/csv',
    auth: 'staff',
    role: 'readonly',
    query: OrderExportQuerySchema,
  }),
  get: defineRoute({
    method: 'get',
    path: '/api/admin/orders/:id',
    summary: 'One order with its customer, timeline and the actions staff may take',
    auth: 'staff',
    role: 'readonly',
    params: AdminOrderParamsSchema,
    response: AdminOrderResponseSchema,
  }),
  transition: defineRoute({
    method: 'post',
    path: '/api/admin/orders/:id/transitions',
    summary:
      'Apply a staff action (confirm, ship, cancel with refund, approve/reject/receive a return)',
    auth: 'staff',
    errors: [409],
    role: 'staff',
    params: AdminOrderParamsSchema,
    body: OrderTransitionBodySchema,
    response: AdminOrderTransitionResponseSchema,
  }),
  addNote: defineRoute({
    method: 'post',
    path: '/api/admin/orders/:id/notes',
    summary: 'Add a staff note to an order (no state change; never shown to the shopper)',
    auth: 'staff',
    role: 'staff',
    params: AdminOrderParamsSchema,
    body: OrderNoteBodySchema,
    response: AdminOrderNoteResponseSchema,
    status: 201,
  }),
  packingSlip: defineRoute({
    method: 'get',
    path: '/api/admin/orders/:id/packing-slip.pdf',
    summary: 'The packing slip (PDF)',
    produces: 'application/pdf',
    auth: 'staff',
    role: 'readonly',
    params: AdminOrderParamsSchema,
  }),
  invoice: defineRoute({
    method: 'get',
    path: '/api/admin/orders/:id/invoice.pdf',
    summary: 'The GST tax invoice (PDF; 409 before the order is confirmed)',
    produces: 'application/pdf',
    auth: 'staff',
    errors: [409],
    role: 'readonly',
    params: AdminOrderParamsSchema,
  }),
  /** A credit note against the order's invoice; its number URI-encoded (`/` as `%2F`). */
  creditNote: defineRoute({
    method: 'get',
    path: '/api/admin/orders/:id/credit-notes/:number',
    summary: 'A credit note against the order’s tax invoice (PDF)',
    produces: 'application/pdf',
    auth: 'staff',
    errors: [409],
    role: 'readonly',
    params: CreditNoteParamsSchema,
  }),
} as const;

/** The credit note's declaration on its own, for the back office's document links. */
export const adminCreditNoteRoute = adminOrdersApi.creditNote;
