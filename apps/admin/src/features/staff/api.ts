import {
  StaffResponseSchema,
  type CreateStaffBody,
  type Staff,
  type UpdateStaffBody,
} from '@vastra/contracts/admin/staff';
import { api } from '@/lib/api';

export { listStaff, staffKey } from '@/lib/staff-list';

export async function createStaff(body: CreateStaffBody): Promise<Staff> {
  return (await api('/admin/staff', { method: 'POST', body, schema: StaffResponseSchema })).staff;
}

export async function updateStaff(id: string, body: UpdateStaffBody): Promise<Staff> {
  return (await api(`/admin/staff/${id}`, { method: 'PATCH', body, schema: StaffResponseSchema }))
    .staff;
}
