import { adminSignInApi, adminStaffApi } from '@vastra/contracts/routes/admin-staff';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { bindRoutes } from '../../lib/route';
import { signInThrottle } from '../users';
import { adminRoutesOn } from './admin-path';
import { auditChoices } from './audit-choices';
import { listAudit } from './audit.service';
import { staffActor } from './staff-auth';
import { createStaffService } from './staff.service';

/** `POST /api/admin/auth/login`: the one admin route that needs no token. */
export function createStaffLoginRouter(deps: AppDeps): Router {
  const service = createStaffService(deps);
  // Throttled like the shopper's sign-in, with its own counters.
  const throttle = signInThrottle(deps.counters, deps.env.RATE_LIMIT_DISABLED);
  const router = Router();
  bindRoutes(adminRoutesOn(router), adminSignInApi, {
    login: {
      use: [throttle],
      handler: async ({ body }) => ({ success: true, ...(await service.login(body)) }),
    },
  });
  return router;
}

/** The signed-in staff member, staff management and the audit log (behind the staff token). */
export function createStaffAdminRouter(deps: AppDeps): Router {
  const service = createStaffService(deps);
  const router = Router();
  bindRoutes(adminRoutesOn(router), adminStaffApi, {
    me: async (_input, req) => ({
      success: true,
      staff: await service.me(staffActor(req).id),
    }),
    listStaff: async () => ({ success: true, staff: await service.list() }),
    createStaff: async ({ body }, req) => ({
      success: true,
      staff: await service.create(staffActor(req), body),
    }),
    updateStaff: async ({ params, body }, req) => ({
      success: true,
      staff: await service.update(staffActor(req), params.id, body),
    }),
    listAudit: async ({ query: q }) => {
      const { entries, total } = await listAudit(q);
      return {
        success: true,
        entries,
        pagination: { page: q.page, limit: q.limit, total, pages: Math.ceil(total / q.limit) },
      };
    },
    auditFilters: async () => ({ success: true, ...(await auditChoices()) }),
  });
  return router;
}
