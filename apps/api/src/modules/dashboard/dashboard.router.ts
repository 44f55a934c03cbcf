import { adminDashboardApi } from '@vastra/contracts/routes/admin-dashboard';
import { Router } from 'express';
import { bindRoutes } from '../../lib/route';
import { adminRoutesOn } from '../staff';
import { getDashboard } from './dashboard.service';

/** `GET /api/admin/dashboard`. */
export function createDashboardRouter(): Router {
  const router = Router();
  bindRoutes(adminRoutesOn(router), adminDashboardApi, {
    get: async () => ({ success: true, data: await getDashboard() }),
  });
  return router;
}
