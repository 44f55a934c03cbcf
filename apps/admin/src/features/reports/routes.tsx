import type { RouteObject } from 'react-router-dom';

export const reportsRoutes: RouteObject[] = [
  {
    path: 'reports',
    lazy: () => import('./reports-page').then((m) => ({ Component: m.ReportsPage })),
  },
];
