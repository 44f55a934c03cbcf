import { adminCreditNoteRoute, adminOrderRoutes } from '@vastra/contracts/routes/admin-orders';
import { taxDocumentFileName } from '@vastra/contracts/tax-documents';
import { Router, type Response } from 'express';
import type { AppDeps } from '../../../deps';
import { adminRoutesOn } from '../../staff/admin-path';
import { recordAudit } from '../../staff/audit.service';
import { staffActor } from '../../staff/staff-auth';
import { findCustomers } from './admin-orders.data';
import { getAdminOrder, listAdminOrders, loadOrder, staffTransition } from './admin-orders.service';
import { creditNoteOf, invoicedOrder } from '../tax-documents';
import { creditNotePdf, taxInvoicePdf } from './invoice-pdf';
import { packingSlipPdf } from './order-pdf';

const [listRoute, detailRoute, transitionRoute, slipRoute, invoiceRoute] = adminOrderRoutes;

function sendPdf(res: Response, name: string, pdf: Buffer): void {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `inline; filename="${name}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(pdf);
}

/** Back-office orders (`/api/admin/orders`). */
export function createAdminOrdersRouter(deps: AppDeps): Router {
  const router = Router();
  const route = adminRoutesOn(router);
  const lifecycle = {
    gateway: deps.payments,
    mailer: deps.mailer,
    logger: deps.logger,
    courier: deps.courier,
    cancelShipment: (awb: string) => deps.courier.cancelShipment(awb),
  };

  route(listRoute)(async ({ query }) => ({ success: true, ...(await listAdminOrders(query)) }));

  route(detailRoute)(async ({ params }) => ({
    success: true,
    data: await getAdminOrder(params.id),
  }));

  route(transitionRoute)(async ({ params, body }, req) => {
    const actor = staffActor(req);
    const result = await staffTransition(lifecycle, params.id, body, {
      id: actor.id,
      name: req.staff?.name || actor.email,
    });
    if (result.before.status !== result.after.status)
      await recordAudit(actor, {
        action: `order.${body.action}`,
        entity: { type: 'order', id: params.id, label: `Order ${params.id}` },
        before: { ...result.before },
        after: { ...result.after, ...(body.note ? { note: body.note } : {}) },
      });
    return { success: true, message: result.message, data: result.order };
  });

  route(slipRoute)(async ({ params }, _req, res) => {
    const order = await loadOrder(params.id);
    const [customer] = await findCustomers([order.user]);
    sendPdf(res, `packing-slip-${params.id}.pdf`, await packingSlipPdf(order, customer));
  });

  // 409 before the order is confirmed; numbered now for one confirmed before invoices were.
  route(invoiceRoute)(async ({ params }, _req, res) => {
    const order = await invoicedOrder(await loadOrder(params.id));
    const [customer] = await findCustomers([order.user]);
    const number = order.invoice?.number ?? params.id;
    sendPdf(res, taxDocumentFileName(number), await taxInvoicePdf(order, customer));
  });

  route(adminCreditNoteRoute)(async ({ params }, _req, res) => {
    const order = await loadOrder(params.id);
    const note = creditNoteOf(order, params.number);
    const [customer] = await findCustomers([order.user]);
    sendPdf(res, taxDocumentFileName(note.number), await creditNotePdf(order, note, customer));
  });

  return router;
}
