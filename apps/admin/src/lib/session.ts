import { createSessionStore } from '@vastra/client';
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

/** The staff session store: observable from React, kept in step across tabs. */
const store = createSessionStore<StaffSession>({
  empty,
  keys: [STAFF_SESSION_KEY],
  read(storage) {
    const raw = storage.getItem(STAFF_SESSION_KEY);
    if (!raw) return empty;
    const parsed = JSON.parse(raw) as Partial<StaffSession>;
    if (!parsed.token || !parsed.staff || typeof parsed.staff !== 'object') return empty;
    return { staff: parsed.staff, token: parsed.token };
  },
  write(storage, session) {
    storage.setItem(STAFF_SESSION_KEY, JSON.stringify(session));
  },
});

export const staffSession = {
  get: store.get,
  subscribe: store.subscribe,
  set(staff: StaffUser, token: string): void {
    store.set({ staff, token });
  },
  clear: store.clear,
  reload: store.reload,
};

export function useStaffSession(): StaffSession {
  return useSyncExternalStore(staffSession.subscribe, staffSession.get, staffSession.get);
}
