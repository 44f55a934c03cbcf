import type {
  AdminOrderListQuery,
  AdminOrderListResponse,
  AdminOrderResponse,
  AdminOrderTransitionResponse,
  OrderTransitionBody,
} from '@vastra/contracts/admin/orders';
import { adminOrderRoutes } from '@vastra/contracts/routes/admin-orders';
import { Router, type Response } from 'express';
import type { AppDeps } from '../../../deps';
import { mountAdminRoute } from '../../../lib/admin-route';
import { recordAudit } from '../../staff/audit.service';
import { staffActor } from '../../staff/staff-auth';
import { findCustomers } from './admin-orders.data';
import { getAdminOrder, listAdminOrders, loadOrder, staffTransition } from './admin-orders.service';
import { packingSlipPdf, taxInvoicePdf } from './order-pdf';

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
  const lifecycle = {
    gateway: deps.payments,
    mailer: deps.mailer,
    logger: deps.logger,
    courier: deps.courier,
    cancelShipment: (awb: string) => deps.courier.cancelShipment(awb),
  };

  mountAdminRoute(router, listRoute, async (_req, res) => {
    const body: AdminOrderListResponse = {
      success: true,
      ...(await listAdminOrders(res.locals.query as AdminOrderListQuery)),
    };
    res.json(body);
  });

  mountAdminRoute(router, detailRoute, async (_req, res) => {
    const { id } = res.locals.params as { id: string };
    const body: AdminOrderResponse = { success: true, data: await getAdminOrder(id) };
    res.json(body);
  });

  mountAdminRoute(router, transitionRoute, async (req, res) => {
    const { id } = res.locals.params as { id: string };
    const input = res.locals.body as OrderTransitionBody;
    const actor = staffActor(req);
    const result = await staffTransition(lifecycle, id, input, {
      id: actor.id,
      name: req.staff?.name || actor.email,
    });
    if (result.before.status !== result.after.status)
      await recordAudit(actor, {
        action: `order.${input.action}`,
        entity: { type: 'order', id, label: `Order ${id}` },
        before: { ...result.before },
        after: { ...result.after, ...(input.note ? { note: input.note } : {}) },
      });
    const body: AdminOrderTransitionResponse = {
      success: true,
      message: result.message,
      data: result.order,
    };
    res.json(body);
  });

  const documentRoute = (
    route: typeof slipRoute | typeof invoiceRoute,
    file: string,
    draw: typeof packingSlipPdf,
  ) =>
    mountAdminRoute(router, route, async (_req, res) => {
      const { id } = res.locals.params as { id: string };
      const order = await loadOrder(id);
      const [customer] = await findCustomers([order.user]);
      sendPdf(res, `${file}-${id}.pdf`, await draw(order, customer));
    });
  documentRoute(slipRoute, 'packing-slip', packingSlipPdf);
  documentRoute(invoiceRoute, 'invoice', taxInvoicePdf);

  return router;
}
