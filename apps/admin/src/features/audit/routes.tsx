import type { RouteObject } from 'react-router-dom';
import { Placeholder } from '@/components/placeholder';
import { RequireRole } from '@/components/role-gate';

export const auditRoutes: RouteObject[] = [
  {
    path: 'audit',
    element: (
      <RequireRole min="owner">
        <Placeholder title="Audit log" />
      </RequireRole>
    ),
  },
];
