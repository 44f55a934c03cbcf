import { createSessionStore } from '@vastra/client';
import { useSyncExternalStore } from 'react';
import { SESSION_TOKEN_KEY, SESSION_USER_KEY } from './session-keys';

/** The signed-in user as the login response gives it (no password hash, ever). */
export interface SessionUser {
  _id: string;
  name: string;
  email: string;
  phone?: string;
  [key: string]: unknown;
}

export interface Session {
  user: SessionUser | null;
  token: string | null;
}

const USER_KEY = SESSION_USER_KEY;
const TOKEN_KEY = SESSION_TOKEN_KEY;
const signedOut: Session = { user: null, token: null };

/**
 * The shopper's session: the token and the user under two keys of their own (index.html's boot
 * script reads the token before the app's code has loaded), apart from the back office's.
 */
const store = createSessionStore<Session>({
  empty: signedOut,
  keys: [TOKEN_KEY, USER_KEY],
  read(storage) {
    const token = storage.getItem(TOKEN_KEY);
    const raw = storage.getItem(USER_KEY);
    const user = raw ? (JSON.parse(raw) as SessionUser) : null;
    if (!token || !user || typeof user !== 'object') return signedOut;
    return { user, token };
  },
  write(storage, { user, token }) {
    if (token) storage.setItem(TOKEN_KEY, token);
    storage.setItem(USER_KEY, JSON.stringify(user));
  },
});

/** Session store: user and token in local storage, observable from React. */
export const session = {
  get: store.get,
  subscribe: store.subscribe,
  set(user: SessionUser, token: string): void {
    store.set({ user, token });
  },
  updateUser(user: SessionUser): void {
    const { token } = store.get();
    if (token) store.set({ user, token });
  },
  clear: store.clear,
  /** Re-read storage (another tab signed in or out). */
  reload: store.reload,
};

export function useSession(): Session & { isLoggedIn: boolean } {
  // A server-rendered page was drawn signed out: hydration starts from that, then the stored
  // session takes over.
  const s = useSyncExternalStore(session.subscribe, session.get, () => signedOut);
  return { ...s, isLoggedIn: Boolean(s.user && s.token) };
}

/** Seconds since epoch when the JWT expires, or null when it cannot be read. */
function tokenExpiry(token: string): number | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const payload = JSON.parse(json) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}

export function isTokenExpired(token: string, nowMs = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 <= nowMs;
}
