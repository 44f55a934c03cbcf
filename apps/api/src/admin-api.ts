import { Router } from 'express';
import type { AppDeps } from './deps';
import { createAdminRefundsRouter, productHasOrders } from './modules/orders';
import { createCatalogueAdminRouter, createSizeChartsAdminRouter } from './modules/catalog';
import { backInStockJobs } from './modules/back-in-stock';
import { createAdminInboxRouter } from './modules/contact';
import { createAdminContentRouter } from './modules/content';
import { createCustomersRouter } from './modules/customers';
import { createLowStockRouter } from './modules/stock-alerts';
import { createDashboardRouter } from './modules/dashboard';
import { createAdminOrdersRouter } from './flows/admin-orders.router';
import { createAdminExchangesRouter } from './flows/admin-exchanges.router';
import { createAdminReviewsRouter } from './modules/reviews';
import { createReportsRouter } from './modules/reports';
import {
  authenticateStaffRequests,
  createStaffAdminRouter,
  createStaffAlertsRouter,
  createStaffLoginRouter,
} from './modules/staff';

/**
 * The back-office API, mounted once in app.ts at `/api/admin`. Sign-in is public; every other
 * admin route needs a staff token (shopper tokens get 403, none 401), read-only staff may only
 * read, and each route names its least role with `requireStaff(role)`. Each domain adds its admin
 * sub-router below, one line each; sub-routers declare paths relative to `/api/admin`.
 */
export function createAdminRouter(deps: AppDeps): Router {
  const admin = Router();
  admin.use(createStaffLoginRouter(deps));
  admin.use(authenticateStaffRequests(deps.jwtSecret));
  admin.use(createStaffAdminRouter(deps));
  admin.use(createStaffAlertsRouter());
  admin.use(
    createCatalogueAdminRouter(
      deps,
      productHasOrders,
      backInStockJobs({ mailer: deps.mailer, publicOrigin: deps.env.PUBLIC_ORIGIN }),
    ),
  );
  admin.use(createSizeChartsAdminRouter());
  admin.use(createDashboardRouter());
  admin.use(createReportsRouter());
  admin.use(createAdminOrdersRouter(deps));
  admin.use(createAdminExchangesRouter(deps));
  admin.use(createAdminRefundsRouter(deps));
  admin.use(createAdminReviewsRouter());
  admin.use(createAdminInboxRouter());
  admin.use(createAdminContentRouter(deps));
  admin.use(createCustomersRouter());
  admin.use(createLowStockRouter());
  return admin;
}
