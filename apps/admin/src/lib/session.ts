import { useSyncExternalStore } from 'react';
import type { Staff } from '@vastra/contracts/admin/staff';

/** The signed-in staff member as the sign-in answer gives it. */
export type StaffUser = Staff;

export interface StaffSession {
  staff: StaffUser | null;
  token: string | null;
}

/**
 * The staff session lives under its own storage key, apart from the storefront's shopper session
 * (`token`/`user`): the two apps share an origin in production (the back office is served under
 * /admin/), and a staff token must never be sent as a shopper's, nor a shopper's as staff.
 */
export const STAFF_SESSION_KEY = 'vastra-admin-session';

const empty: StaffSession = { staff: null, token: null };

function read(): StaffSession {
  try {
    const raw = localStorage.getItem(STAFF_SESSION_KEY);
    if (!raw) return empty;
    const parsed = JSON.parse(raw) as Partial<StaffSession>;
    if (!parsed.token || !parsed.staff || typeof parsed.staff !== 'object') return empty;
    return { staff: parsed.staff, token: parsed.token };
  } catch {
    return empty;
  }
}

let current: StaffSession = typeof localStorage === 'undefined' ? empty : read();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** The staff session store: observable from React, kept in step across tabs. */
export const staffSession = {
  get: (): StaffSession => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(staff: StaffUser, token: string): void {
    localStorage.setItem(STAFF_SESSION_KEY, JSON.stringify({ staff, token }));
    current = { staff, token };
    emit();
  },
  clear(): void {
    localStorage.removeItem(STAFF_SESSION_KEY);
    if (current.token || current.staff) {
      current = empty;
      emit();
    }
  },
  reload(): void {
    current = read();
    emit();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === STAFF_SESSION_KEY || e.key === null) staffSession.reload();
  });
}

export function useStaffSession(): StaffSession {
  return useSyncExternalStore(staffSession.subscribe, staffSession.get, staffSession.get);
}
