import type { RouteObject } from 'react-router-dom';

/** The signed-in staff member's own e-mail alerts (every role); it loads lazily. */
export const myAlertsRoutes: RouteObject[] = [
  {
    path: 'me/alerts',
    lazy: async () => ({ Component: (await import('./my-alerts-page')).MyAlertsPage }),
  },
];
