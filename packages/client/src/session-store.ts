export interface SessionStoreConfig<S> {
  /** The session when signed out. */
  empty: S;
  /** The local-storage keys the session is kept under: they are removed on sign-out. */
  keys: readonly string[];
  /**
   * Reads the session from storage: `empty` itself when nothing valid is there (a throw counts as
   * nothing), so that signing out when already signed out tells nobody.
   */
  read: (storage: Storage) => S;
  /** Writes the session to storage. */
  write: (storage: Storage, session: S) => void;
}

/** A session kept in local storage, observable (`useSyncExternalStore`), in step across tabs. */
export interface SessionStore<S> {
  get(): S;
  subscribe(listener: () => void): () => void;
  /** Saves a signed-in session. */
  set(session: S): void;
  /** Signs out: storage emptied, listeners told (unless already signed out). */
  clear(): void;
  /** Re-reads storage (another tab signed in or out). */
  reload(): void;
}

/**
 * One session store: the apps differ in where and how they keep the session (their keys and its
 * layout), given as `read` and `write`.
 */
export function createSessionStore<S>(config: SessionStoreConfig<S>): SessionStore<S> {
  const read = (): S => {
    try {
      return config.read(localStorage);
    } catch {
      return config.empty;
    }
  };
  let current: S = typeof localStorage === 'undefined' ? config.empty : read();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  const store: SessionStore<S> = {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(session) {
      config.write(localStorage, session);
      current = session;
      emit();
    },
    clear() {
      for (const key of config.keys) localStorage.removeItem(key);
      if (current !== config.empty) {
        current = config.empty;
        emit();
      }
    },
    reload() {
      current = read();
      emit();
    },
  };

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (e) => {
      if (e.key === null || config.keys.includes(e.key)) store.reload();
    });
  }
  return store;
}
