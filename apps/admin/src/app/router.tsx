import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Placeholder } from '@/components/placeholder';
import { auditRoutes } from '@/features/audit/routes';
import { SignInPage } from '@/features/auth/sign-in-page';
import { categoryRoutes } from '@/features/categories/routes';
import { contentRoutes } from '@/features/content/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { messagesRoutes } from '@/features/messages/routes';
import { myAlertsRoutes } from '@/features/my-alerts/routes';
import { newsletterRoutes } from '@/features/newsletter/routes';
import { ordersRoutes } from '@/features/orders/routes';
import { productRoutes } from '@/features/products/routes';
import { refundsRoutes } from '@/features/refunds/routes';
import { reportsRoutes } from '@/features/reports/routes';
import { customersRoutes } from '@/features/customers/routes';
import { lowStockRoutes } from '@/features/low-stock/routes';
import { reviewsRoutes } from '@/features/reviews/routes';
import { staffRoutes } from '@/features/staff/routes';
import { stockRoutes } from '@/features/stock/routes';
import { RequireStaff } from './guards';
import { AdminLayout } from './layout';

/**
 * The back office's routes, under /admin. Each section declares its own routes in
 * `features/<section>/routes.tsx` (pages load lazily there); this file only composes them.
 */
const routes: RouteObject[] = [
  { path: 'sign-in', element: <SignInPage /> },
  {
    element: <RequireStaff />,
    children: [
      {
        element: <AdminLayout />,
        children: [
          ...dashboardRoutes,
          ...productRoutes,
          ...categoryRoutes,
          ...stockRoutes,
          ...ordersRoutes,
          ...refundsRoutes,
          ...reportsRoutes,
          ...customersRoutes,
          ...lowStockRoutes,
          ...reviewsRoutes,
          ...messagesRoutes,
          ...newsletterRoutes,
          ...contentRoutes,
          ...staffRoutes,
          ...auditRoutes,
          ...myAlertsRoutes,
          { path: '*', element: <Placeholder title="Page not found" /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes, { basename: import.meta.env.BASE_URL.replace(/\/$/, '') });
}
