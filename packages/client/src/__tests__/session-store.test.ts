import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../session-store';

interface S {
  user: { name: string } | null;
  token: string | null;
}
const empty: S = { user: null, token: null };

const make = () =>
  createSessionStore<S>({
    empty,
    keys: ['t', 'u'],
    read(storage) {
      const token = storage.getItem('t');
      const user = JSON.parse(storage.getItem('u') ?? 'null') as S['user'];
      return token && user ? { user, token } : empty;
    },
    write(storage, s) {
      storage.setItem('t', s.token ?? '');
      storage.setItem('u', JSON.stringify(s.user));
    },
  });

afterEach(() => localStorage.clear());

describe('createSessionStore', () => {
  it('reads what is stored, writes a new session and tells its listeners', () => {
    localStorage.setItem('t', 'a');
    localStorage.setItem('u', '{"name":"Asha"}');
    const store = make();
    expect(store.get()).toEqual({ user: { name: 'Asha' }, token: 'a' });
    const heard = vi.fn();
    store.subscribe(heard);
    store.set({ user: { name: 'Ravi' }, token: 'b' });
    expect(localStorage.getItem('t')).toBe('b');
    expect(heard).toHaveBeenCalledOnce();
  });

  it('signs out by removing its keys; signing out again tells nobody', () => {
    const store = make();
    store.set({ user: { name: 'Ravi' }, token: 'b' });
    localStorage.setItem('other', 'kept');
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    store.clear();
    store.clear();
    expect(heard).toHaveBeenCalledOnce();
    expect(store.get()).toBe(empty);
    expect(localStorage.getItem('t')).toBeNull();
    expect(localStorage.getItem('other')).toBe('kept');
    stop();
  });

  it('treats unreadable storage as signed out', () => {
    localStorage.setItem('t', 'a');
    localStorage.setItem('u', '{not json');
    expect(make().get()).toBe(empty);
  });

  it('follows another tab through storage events on its keys', () => {
    const store = make();
    localStorage.setItem('t', 'c');
    localStorage.setItem('u', '{"name":"Meera"}');
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(store.get()).toBe(empty);
    window.dispatchEvent(new StorageEvent('storage', { key: 't' }));
    expect(store.get()).toEqual({ user: { name: 'Meera' }, token: 'c' });
  });
});
