import { adminStaffAlertsApi } from '@vastra/contracts/routes/admin-staff-alerts';
import { Router } from 'express';
import { bindRoutes } from '../../lib/route';
import { adminRoutesOn } from './admin-path';
import { staffActor } from './staff-auth';
import { myAlerts, setMyAlerts } from './staff-alerts';

/** The signed-in staff member's own e-mail alerts (`/api/admin/auth/me/alerts`). */
export function createStaffAlertsRouter(): Router {
  const router = Router();
  bindRoutes(adminRoutesOn(router), adminStaffAlertsApi, {
    myAlerts: async (_input, req) => ({
      success: true,
      alerts: await myAlerts(staffActor(req).id),
    }),
    setMyAlerts: async ({ body }, req) => ({
      success: true,
      ...(await setMyAlerts(staffActor(req), body)),
    }),
  });
  return router;
}
