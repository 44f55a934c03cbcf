import type { RouteObject } from 'react-router-dom';

/** The orders section's routes (under the signed-in layout); pages load lazily. */
export const ordersRoutes: RouteObject[] = [
  {
    path: 'orders',
    lazy: async () => ({
      Component: (await import('./components/orders-list-page')).OrdersListPage,
    }),
  },
  {
    path: 'exchanges',
    lazy: async () => ({
      Component: (await import('./components/exchanges-page')).ExchangesPage,
    }),
  },
  {
    path: 'orders/:id',
    lazy: async () => ({
      Component: (await import('./components/order-details-page')).OrderDetailsPage,
    }),
  },
];
