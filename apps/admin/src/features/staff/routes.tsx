import type { RouteObject } from 'react-router-dom';
import { RequireRole } from '@/components/role-gate';
import { lazyPage } from '@/lib/lazy-page';

const StaffPage = lazyPage(() => import('./staff-page').then((m) => m.StaffPage));

export const staffRoutes: RouteObject[] = [
  {
    path: 'staff',
    element: (
      <RequireRole min="owner">
        <StaffPage />
      </RequireRole>
    ),
  },
];
