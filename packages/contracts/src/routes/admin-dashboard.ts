import { DashboardResponseSchema } from '../admin/dashboard';
import { defineRoute } from './define';

export const adminDashboardRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/dashboard',
    summary:
      'Orders and revenue (today, per day for 30 days), work waiting, low stock, recent reviews and messages',
    auth: 'staff',
    role: 'readonly',
    response: DashboardResponseSchema,
  }),
] as const;
