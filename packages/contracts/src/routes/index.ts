import type { RouteDeclaration } from './define';
import { addressesRoutes } from './addresses';
import { adminCatalogueRoutes } from './admin-catalogue';
import { adminStaffRoutes } from './admin-staff';
import { adminCommunityRoutes } from './admin-community';
import { adminContentRoutes } from './admin-content';
import { adminDashboardRoutes } from './admin-dashboard';
import { adminOrderRoutes } from './admin-orders';
import { usersRoutes } from './users';

export * from './define';

/**
 * Every declared endpoint, by module (the module names become the OpenAPI document's tags). A new
 * module's declarations are one line here.
 */
export const routeModules: Record<string, readonly RouteDeclaration[]> = {
  users: usersRoutes,
  addresses: addressesRoutes,
  adminStaff: adminStaffRoutes,
  adminCatalogue: adminCatalogueRoutes,
  adminDashboard: adminDashboardRoutes,
  adminOrders: adminOrderRoutes,
  adminCommunity: adminCommunityRoutes,
  adminContent: adminContentRoutes,
};

export const allRoutes: readonly RouteDeclaration[] = Object.values(routeModules).flat();
