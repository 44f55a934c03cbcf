import { addressesRoutes } from './addresses';
import { cartRoutes } from './cart';
import { catalogRoutes } from './catalog';
import { contactRoutes } from './contact';
import { contentRoutes } from './content';
import { couponsRoutes } from './coupons';
import type { RouteDeclaration } from './define';
import { docsRoutes } from './docs';
import { fulfilmentRoutes } from './fulfilment';
import { healthRoutes } from './health';
import { ordersRoutes } from './orders';
import { paymentsRoutes } from './payments';
import { pincodeRoutes } from './pincode';
import { reviewsRoutes } from './reviews';
import { adminCatalogueRoutes } from './admin-catalogue';
import { adminStaffRoutes } from './admin-staff';
import { adminCommunityRoutes } from './admin-community';
import { adminContentRoutes } from './admin-content';
import { adminDashboardRoutes } from './admin-dashboard';
import { adminOrderRoutes } from './admin-orders';
import { adminRefundsRoutes } from './admin-refunds';
import { adminReportsRoutes } from './admin-reports';
import { usersRoutes } from './users';
import { wishlistRoutes } from './wishlist';

export * from './define';

/**
 * Every declared endpoint, by module (the module names become the OpenAPI document's tags). A new
 * module's declarations are one line here (and its import).
 */
export const routeModules: Record<string, readonly RouteDeclaration[]> = {
  health: healthRoutes,
  users: usersRoutes,
  addresses: addressesRoutes,
  catalog: catalogRoutes,
  content: contentRoutes,
  coupons: couponsRoutes,
  cart: cartRoutes,
  wishlist: wishlistRoutes,
  payments: paymentsRoutes,
  orders: ordersRoutes,
  fulfilment: fulfilmentRoutes,
  pincode: pincodeRoutes,
  reviews: reviewsRoutes,
  contact: contactRoutes,
  docs: docsRoutes,
  adminStaff: adminStaffRoutes,
  adminCatalogue: adminCatalogueRoutes,
  adminDashboard: adminDashboardRoutes,
  adminOrders: adminOrderRoutes,
  adminRefunds: adminRefundsRoutes,
  adminReports: adminReportsRoutes,
  adminCommunity: adminCommunityRoutes,
  adminContent: adminContentRoutes,
};

export const allRoutes: readonly RouteDeclaration[] = Object.values(routeModules).flat();
