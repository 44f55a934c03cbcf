import type { RouteObject } from 'react-router-dom';

/** The low-stock page (under the signed-in layout); it loads lazily. */
export const lowStockRoutes: RouteObject[] = [
  {
    path: 'low-stock',
    lazy: async () => ({
      Component: (await import('./components/low-stock-page')).LowStockPage,
    }),
  },
];
