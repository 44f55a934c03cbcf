import type { APIRequestContext, Page } from '@playwright/test';
import { adminUrl, apiUrl } from './env';

/** The development stack's demo owner (seeded on a fresh database, named in the README). */
export const DEMO_OWNER = { email: 'owner@vastra.local', password: 'vastra-owner' } as const;

export interface StaffSignedIn {
  token: string;
  staff: { _id: string; name: string; email: string; role: string } & Record<string, unknown>;
}

/** A back-office URL (the app is served under /admin/ on its own origin). */
export const adminPage = (path: string): string => new URL(path.replace(/^\//, ''), adminUrl).href;

/** Signs staff in through the API (for journeys where the sign-in page is not the point). */
export async function staffLoginViaApi(
  request: APIRequestContext,
  who: { email: string; password: string } = DEMO_OWNER,
): Promise<StaffSignedIn> {
  const res = await request.post(`${apiUrl}/api/admin/auth/login`, { data: who });
  const body = (await res.json().catch(() => null)) as { token?: string; staff?: unknown } | null;
  if (!res.ok() || !body?.token)
    throw new Error(`staff sign-in failed: ${res.status()} ${JSON.stringify(body)}`);
  return body as StaffSignedIn;
}

/** Puts the staff session where the back office keeps it before any of its scripts run. */
export async function seedStaffSession(page: Page, session: StaffSignedIn): Promise<void> {
  await page.addInitScript(
    ([origin, value]) => {
      if (window.location.origin === origin) localStorage.setItem('vastra-admin-session', value);
    },
    [new URL(adminUrl).origin, JSON.stringify(session)] as const,
  );
}

export const staffHeaders = (s: StaffSignedIn) => ({ Authorization: `Bearer ${s.token}` });
