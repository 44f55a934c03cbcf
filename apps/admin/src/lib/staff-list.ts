import { StaffListResponseSchema, type Staff } from '@vastra/contracts/admin/staff';
import { api } from './api';

/** The staff accounts (owner only): the staff page and the audit log's filter both read them. */
export const staffKey = ['admin', 'staff'] as const;

export async function listStaff(signal?: AbortSignal): Promise<Staff[]> {
  return (await api('/admin/staff', { schema: StaffListResponseSchema, signal })).staff;
}
