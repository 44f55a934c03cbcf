import {
  StaffLoginBodySchema,
  StaffLoginResponseSchema,
  StaffMeResponseSchema,
  type StaffLoginBody,
} from '@vastra/contracts/admin/staff';
import { api } from '@/lib/api';
import type { StaffUser } from '@/lib/session';

/** Staff sign in with the same rules (and messages) as shoppers. */
export const signInSchema = StaffLoginBodySchema;

export async function signIn(input: StaffLoginBody): Promise<{ token: string; staff: StaffUser }> {
  return api('/admin/auth/login', {
    method: 'POST',
    body: input,
    schema: StaffLoginResponseSchema,
  });
}

/** The signed-in staff member (the API checks the token, its audience and that the account is active). */
export async function fetchMe(signal?: AbortSignal): Promise<StaffUser> {
  const answer = await api('/admin/auth/me', { schema: StaffMeResponseSchema, signal });
  return answer.staff;
}
