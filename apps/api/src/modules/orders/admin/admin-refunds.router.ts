import { roleAtLeast } from '@vastra/contracts/admin/staff';
import { ManualRefundMsg } from '@vastra/contracts/admin/refunds';
import { adminRefundsApi as R } from '@vastra/contracts/routes/admin-refunds';
import { Router } from 'express';
import type { AppDeps } from '../../../deps';
import { bindRoutes } from '../../../lib/route';
import { adminRoutesOn, recordAudit, staffActor } from '../../staff';
import { payoutKey } from '../refund-payout';
import { listRefundsToPayByHand, markRefundPaid } from './admin-refunds.service';

/** Back-office refunds to pay by hand (`/api/admin/refunds`). */
export function createAdminRefundsRouter(deps: AppDeps): Router {
  const router = Router();
  const key = payoutKey(deps.env, deps.jwtSecret);

  bindRoutes(adminRoutesOn(router), R, {
    // Staff and owners pay these refunds, so they see the accounts in full; read-only staff masked.
    list: async ({ query }, req) => ({
      success: true,
      ...(await listRefundsToPayByHand(key, query, roleAtLeast(staffActor(req).role, 'staff'))),
    }),

    markPaid: async ({ params, body }, req) => {
      const actor = staffActor(req);
      const result = await markRefundPaid(deps, params.id, body.reference);
      await recordAudit(actor, {
        action: 'order.refundPaid',
        entity: { type: 'order', id: params.id, label: `Order ${params.id}` },
        before: { ...result.before },
        after: { ...result.after },
      });
      return { success: true, message: ManualRefundMsg.paid, data: result.order };
    },
  });

  return router;
}
