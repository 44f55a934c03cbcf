import { OrderNoteMsg } from '@vastra/contracts/admin/order-notes';
import { adminOrdersApi } from '@vastra/contracts/routes/admin-orders';
import { taxDocumentFileName } from '@vastra/contracts/tax-documents';
import { Router } from 'express';
import type { AppDeps } from '../deps';
import { bindRoutes } from '../lib/route';
import { adminRoutesOn, recordAudit, staffActor } from '../modules/staff';
import { findCustomers } from '../modules/users';
import {
  addOrderNote,
  sendPdf,
  getAdminOrder,
  listAdminOrders,
  loadOrder,
  creditNoteOf,
  invoicedOrder,
  creditNotePdf,
  taxInvoicePdf,
  packingSlipPdf,
  ordersCsv,
} from '../modules/orders';
import { csvDownload } from '../lib/csv';
import { pipeline } from 'node:stream/promises';
import { staffOrderAction } from './staff-order-action';
import { lifecycleDeps } from './lifecycle-deps';

/** Back-office orders (`/api/admin/orders`). */
export function createAdminOrdersRouter(deps: AppDeps): Router {
  const router = Router();
  const lifecycle = lifecycleDeps(deps);

  bindRoutes(adminRoutesOn(router), adminOrdersApi, {
    list: async ({ query }) => ({ success: true, ...(await listAdminOrders(query)) }),

    // Customers' names, e-mails and phones leave the shop: recorded like a change.
    exportCsv: async ({ query }, req, res) => {
      const csv = await ordersCsv(query);
      await recordAudit(staffActor(req), {
        action: 'orders.export',
        entity: { type: 'orders', id: 'export', label: 'Orders CSV' },
        after: { filters: query },
      });
      csvDownload(res, 'orders');
      await pipeline(csv, res);
    },

    get: async ({ params }) => ({
      success: true,
      data: await getAdminOrder(params.id),
    }),

    transition: async ({ params, body }, req) => {
      const actor = staffActor(req);
      const result = await staffOrderAction(lifecycle, params.id, body, {
        actor,
        name: req.staff?.name || actor.email,
      });
      return { success: true, message: result.message, data: result.order };
    },

    addNote: async ({ params, body }, req) => {
      const actor = staffActor(req);
      const note = await addOrderNote(
        { ...actor, name: req.staff?.name || actor.email },
        params.id,
        body.text,
        body.visibleToCustomer === true,
      );
      return { success: true, message: OrderNoteMsg.noteAdded, data: note };
    },

    packingSlip: async ({ params }, _req, res) => {
      const order = await loadOrder(params.id);
      const [customer] = await findCustomers([order.user]);
      sendPdf(res, {
        filename: `packing-slip-${params.id}.pdf`,
        pdf: await packingSlipPdf(order, customer),
      });
    },

    // 409 before the order is confirmed; numbered now for one confirmed before invoices were.
    invoice: async ({ params }, _req, res) => {
      const order = await invoicedOrder(await loadOrder(params.id));
      const [customer] = await findCustomers([order.user]);
      const number = order.invoice?.number ?? params.id;
      sendPdf(res, {
        filename: taxDocumentFileName(number),
        pdf: await taxInvoicePdf(order, customer),
      });
    },

    creditNote: async ({ params }, _req, res) => {
      const order = await loadOrder(params.id);
      const note = creditNoteOf(order, params.number);
      const [customer] = await findCustomers([order.user]);
      sendPdf(res, {
        filename: taxDocumentFileName(note.number),
        pdf: await creditNotePdf(order, note, customer),
      });
    },
  });

  return router;
}
