import { DashboardResponseSchema } from '../admin/dashboard';
import { defineRoute } from './define';

/** The back office's first page. */
export const adminDashboardApi = {
  get: defineRoute({
    method: 'get',
    path: '/api/admin/dashboard',
    summary:
      'Orders and revenue (today, per day for 30 days), work waiting, low stock, recent reviews and messages',
    auth: 'staff',
    role: 'readonly',
    response: DashboardResponseSchema,
  }),
} as const;
