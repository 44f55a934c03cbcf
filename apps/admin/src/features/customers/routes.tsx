import type { RouteObject } from 'react-router-dom';

/** The customers section's routes (under the signed-in layout); the pages load lazily. */
export const customersRoutes: RouteObject[] = [
  {
    path: 'customers',
    lazy: async () => ({
      Component: (await import('./components/customers-page')).CustomersPage,
    }),
  },
  {
    path: 'customers/:id',
    lazy: async () => ({
      Component: (await import('./components/customer-page')).CustomerPage,
    }),
  },
];
