/**
 * Staff roles, weakest first: read-only staff may look at everything but change nothing; staff run
 * the catalogue, content, orders, reviews and messages; the owner also manages staff and reads the
 * audit log. The API enforces these on every admin endpoint; the UI only mirrors them (hides what a
 * role cannot do) so nobody is offered a button that would answer 403.
 */
export const STAFF_ROLES = ['readonly', 'staff', 'owner'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  staff: 'Staff',
  readonly: 'Read-only',
};

/** Whether `role` is at least `min` (owner > staff > readonly). */
export function hasRole(role: StaffRole | undefined | null, min: StaffRole): boolean {
  if (!role) return false;
  return STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(min);
}
