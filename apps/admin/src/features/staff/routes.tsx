import type { RouteObject } from 'react-router-dom';
import { Placeholder } from '@/components/placeholder';
import { RequireRole } from '@/components/role-gate';

export const staffRoutes: RouteObject[] = [
  {
    path: 'staff',
    element: (
      <RequireRole min="owner">
        <Placeholder title="Staff" />
      </RequireRole>
    ),
  },
];
