import type { DashboardResponse } from '@vastra/contracts/admin/dashboard';
import { adminDashboardRoutes } from '@vastra/contracts/routes/admin-dashboard';
import { Router } from 'express';
import { mountAdminRoute } from '../../lib/admin-route';
import { getDashboard } from './dashboard.service';

const [dashboardRoute] = adminDashboardRoutes;

/** `GET /api/admin/dashboard`. */
export function createDashboardRouter(): Router {
  const router = Router();
  mountAdminRoute(router, dashboardRoute, async (_req, res) => {
    const body: DashboardResponse = { success: true, data: await getDashboard() };
    res.json(body);
  });
  return router;
}
