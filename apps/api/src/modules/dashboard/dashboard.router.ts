import { adminDashboardRoutes } from '@vastra/contracts/routes/admin-dashboard';
import { Router } from 'express';
import { adminRoutesOn } from '../staff/admin-path';
import { getDashboard } from './dashboard.service';

const [dashboardRoute] = adminDashboardRoutes;

/** `GET /api/admin/dashboard`. */
export function createDashboardRouter(): Router {
  const router = Router();
  adminRoutesOn(router)(dashboardRoute)(async () => ({
    success: true,
    data: await getDashboard(),
  }));
  return router;
}
