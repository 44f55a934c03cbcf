import { z } from 'zod';
import { api } from '@/lib/api';
import { STAFF_ROLES } from '@/lib/roles';
import type { StaffUser } from '@/lib/session';

const staffSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
});

export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Enter your e-mail address')
    .email('Enter a valid e-mail address'),
  password: z.string().min(1, 'Enter your password'),
});
export type SignInInput = z.output<typeof signInSchema>;

const signInAnswer = z.object({ token: z.string(), staff: staffSchema });

export async function signIn(input: SignInInput): Promise<{ token: string; staff: StaffUser }> {
  return api('/admin/auth/login', { method: 'POST', body: input, schema: signInAnswer });
}

/** The signed-in staff member (the API checks the token, its audience and that the account is active). */
export async function fetchMe(signal?: AbortSignal): Promise<StaffUser> {
  const answer = await api('/admin/auth/me', { schema: z.object({ staff: staffSchema }), signal });
  return answer.staff;
}
