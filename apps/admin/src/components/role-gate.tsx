import type { ReactNode } from 'react';
import { hasRole, type StaffRole } from '@/lib/roles';
import { useStaffSession } from '@/lib/session';
import { PageHeader } from './page';

/** Shows `children` only to staff with at least `min` (the API enforces the same rule). */
export function RoleGate({
  min,
  children,
  fallback = null,
}: {
  min: StaffRole;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { staff } = useStaffSession();
  return <>{hasRole(staff?.role, min) ? children : fallback}</>;
}

/** Whether the signed-in staff member has at least `min`. */
export function useCan(min: StaffRole): boolean {
  const { staff } = useStaffSession();
  return hasRole(staff?.role, min);
}

/** A page for `min` and above; others see why they cannot use it. */
export function RequireRole({ min, children }: { min: StaffRole; children: ReactNode }) {
  const { staff } = useStaffSession();
  if (hasRole(staff?.role, min)) return <>{children}</>;
  return (
    <>
      <PageHeader title="Not allowed" />
      <p className="text-sm text-ink-muted">
        Your role does not give access to this page. Ask the shop&apos;s owner if you need it.
      </p>
    </>
  );
}
