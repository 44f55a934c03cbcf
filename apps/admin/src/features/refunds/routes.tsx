import type { RouteObject } from 'react-router-dom';

/** The refunds section's routes (under the signed-in layout); the page loads lazily. */
export const refundsRoutes: RouteObject[] = [
  {
    path: 'refunds',
    lazy: async () => ({ Component: (await import('./components/refunds-page')).RefundsPage }),
  },
];
