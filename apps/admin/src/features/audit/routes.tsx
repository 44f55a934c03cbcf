import type { RouteObject } from 'react-router-dom';
import { RequireRole } from '@/components/role-gate';
import { lazyPage } from '@/lib/lazy-page';

const AuditPage = lazyPage(() => import('./audit-page').then((m) => m.AuditPage));

export const auditRoutes: RouteObject[] = [
  {
    path: 'audit',
    element: (
      <RequireRole min="owner">
        <AuditPage />
      </RequireRole>
    ),
  },
];
