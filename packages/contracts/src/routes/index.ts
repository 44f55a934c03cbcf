import { addressesApi } from './addresses';
import { backInStockApi } from './back-in-stock';
import { cartApi } from './cart';
import { catalogApi } from './catalog';
import { contactApi } from './contact';
import { contentApi } from './content';
import { couponsApi } from './coupons';
import type { RouteDeclaration, RouteRecord } from './define';
import { docsApi } from './docs';
import { adminExchangesApi, exchangesApi } from './exchanges';
import { fulfilmentApi } from './fulfilment';
import { healthApi } from './health';
import { ordersApi } from './orders';
import { paymentsApi } from './payments';
import { phoneSignInApi } from './phone-sign-in';
import { pincodeApi } from './pincode';
import { reviewsApi } from './reviews';
import { usersApi } from './users';
import { wishlistApi } from './wishlist';
import { adminCatalogueApi } from './admin-catalogue';
import { adminInboxApi, adminReviewsApi } from './admin-community';
import { adminContentApi } from './admin-content';
import { adminCustomersApi } from './admin-customers';
import { adminLowStockApi } from './admin-low-stock';
import { adminDashboardApi } from './admin-dashboard';
import { adminOrdersApi } from './admin-orders';
import { adminRefundsApi } from './admin-refunds';
import { adminReportsApi } from './admin-reports';
import { adminSignInApi, adminStaffApi } from './admin-staff';
import { adminStaffAlertsApi } from './admin-staff-alerts';
import { adminSizeChartsApi } from './admin-size-charts';

export * from './define';

/**
 * The back office's declarations (`/api/admin/...`), by module: each record is bound whole, by
 * name, by one admin router.
 */
export const adminRouteModules = {
  adminSignIn: adminSignInApi,
  adminStaff: adminStaffApi,
  adminStaffAlerts: adminStaffAlertsApi,
  adminCatalogue: adminCatalogueApi,
  adminDashboard: adminDashboardApi,
  adminOrders: adminOrdersApi,
  adminRefunds: adminRefundsApi,
  adminReports: adminReportsApi,
  adminReviews: adminReviewsApi,
  adminInbox: adminInboxApi,
  adminContent: adminContentApi,
  adminCustomers: adminCustomersApi,
  adminLowStock: adminLowStockApi,
  adminExchanges: adminExchangesApi,
  adminSizeCharts: adminSizeChartsApi,
} as const satisfies Record<string, RouteRecord>;

/**
 * Every declared endpoint: module name → its declarations by name (the module names become the
 * OpenAPI document's tags; module and declaration name its operation ids). A new module's
 * declarations are one line here (and its import).
 */
export const routeModules: Readonly<Record<string, RouteRecord>> = {
  health: healthApi,
  users: usersApi,
  phoneSignIn: phoneSignInApi,
  addresses: addressesApi,
  catalog: catalogApi,
  content: contentApi,
  coupons: couponsApi,
  cart: cartApi,
  wishlist: wishlistApi,
  payments: paymentsApi,
  orders: ordersApi,
  exchanges: exchangesApi,
  fulfilment: fulfilmentApi,
  pincode: pincodeApi,
  reviews: reviewsApi,
  contact: contactApi,
  backInStock: backInStockApi,
  docs: docsApi,
  ...adminRouteModules,
};

export const allRoutes: readonly RouteDeclaration[] = Object.values(routeModules).flatMap((r) =>
  Object.values(r),
);
