/**
 * Staff roles (owner > staff > readonly), from the contracts. The API enforces them on every admin
 * endpoint; the UI only mirrors them (hides what a role cannot do) so nobody is offered a button
 * that would answer 403.
 */
import { roleAtLeast, type StaffRole } from '@vastra/contracts/admin/staff';

export { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@vastra/contracts/admin/staff';

/** Whether `role` is at least `min`; false when nobody is signed in. */
export function hasRole(role: StaffRole | undefined | null, min: StaffRole): boolean {
  return role ? roleAtLeast(role, min) : false;
}
