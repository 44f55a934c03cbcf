import type { RouteObject } from 'react-router-dom';
import { RequireRole } from '@/components/role-gate';
import { lazyPage } from '@/lib/lazy-page';

const StockPage = lazyPage(() => import('./stock-page').then((m) => m.StockPage));

export const stockRoutes: RouteObject[] = [
  {
    path: 'stock',
    element: (
      <RequireRole min="staff">
        <StockPage />
      </RequireRole>
    ),
  },
];
