import type {
  AuditListQuery,
  CreateStaffBody,
  StaffLoginBody,
  UpdateStaffBody,
} from '@vastra/contracts/admin/staff';
import { adminStaffRoutes } from '@vastra/contracts/routes/admin-staff';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { memoryCounterStore } from '../../lib/counter-store';
import { validate } from '../../lib/validate';
import { signInThrottle } from '../users/sign-in-throttle';
import { adminPath } from './admin-path';
import { listAudit } from './audit.service';
import { requireStaff, staffActor } from './staff-auth';
import { createStaffService } from './staff.service';

const [loginRoute, meRoute, listRoute, createRoute, updateRoute, auditRoute] = adminStaffRoutes;

/** `POST /api/admin/auth/login`: the one admin route that needs no token. */
export function createStaffLoginRouter(deps: AppDeps): Router {
  const service = createStaffService(deps);
  // Throttled like the shopper's sign-in, with its own counters.
  const throttle = signInThrottle(memoryCounterStore(), deps.env.RATE_LIMIT_DISABLED);
  const router = Router();
  router.post(
    adminPath(loginRoute.path),
    throttle,
    validate({ body: loginRoute.body }),
    async (_req, res) => {
      const { token, staff } = await service.login(res.locals.body as StaffLoginBody);
      res.json({ success: true, token, staff });
    },
  );
  return router;
}

/** The signed-in staff member, staff management and the audit log (behind the staff token). */
export function createStaffAdminRouter(deps: AppDeps): Router {
  const service = createStaffService(deps);
  const router = Router();

  router.get(adminPath(meRoute.path), requireStaff(meRoute.role), async (req, res) => {
    res.json({ success: true, staff: await service.me(staffActor(req).id) });
  });

  router.get(adminPath(listRoute.path), requireStaff(listRoute.role), async (_req, res) => {
    res.json({ success: true, staff: await service.list() });
  });

  router.post(
    adminPath(createRoute.path),
    requireStaff(createRoute.role),
    validate({ body: createRoute.body }),
    async (req, res) => {
      const staff = await service.create(staffActor(req), res.locals.body as CreateStaffBody);
      res.status(201).json({ success: true, staff });
    },
  );

  router.patch(
    adminPath(updateRoute.path),
    requireStaff(updateRoute.role),
    validate({ params: updateRoute.params, body: updateRoute.body }),
    async (req, res) => {
      const { id } = res.locals.params as { id: string };
      const staff = await service.update(staffActor(req), id, res.locals.body as UpdateStaffBody);
      res.json({ success: true, staff });
    },
  );

  router.get(
    adminPath(auditRoute.path),
    requireStaff(auditRoute.role),
    validate({ query: auditRoute.query }),
    async (_req, res) => {
      const q = res.locals.query as AuditListQuery;
      const { entries, total } = await listAudit(q);
      res.json({
        success: true,
        entries,
        pagination: { page: q.page, limit: q.limit, total, pages: Math.ceil(total / q.limit) },
      });
    },
  );

  return router;
}
