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

function read(): Session {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const raw = localStorage.getItem(USER_KEY);
    const user = raw ? (JSON.parse(raw) as SessionUser) : null;
    if (!token || !user || typeof user !== 'object') return { user: null, token: null };
    return { user, token };
  } catch {
    return { user: null, token: null };
  }
}

let current: Session = typeof localStorage === 'undefined' ? { user: null, token: null } : read();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Session store: user and token in local storage, observable from React. */
export const session = {
  get: (): Session => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(user: SessionUser, token: string): void {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    current = { user, token };
    emit();
  },
  updateUser(user: SessionUser): void {
    if (!current.token) return;
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    current = { ...current, user };
    emit();
  },
  clear(): void {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    if (current.user || current.token) {
      current = { user: null, token: null };
      emit();
    }
  },
  /** Re-read storage (another tab signed in or out). */
  reload(): void {
    current = read();
    emit();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === TOKEN_KEY || e.key === USER_KEY || e.key === null) session.reload();
  });
}

export function useSession(): Session & { isLoggedIn: boolean } {
  const s = useSyncExternalStore(session.subscribe, session.get, session.get);
  return { ...s, isLoggedIn: Boolean(s.user && s.token) };
}

/** Seconds since epoch when the JWT expires, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
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
