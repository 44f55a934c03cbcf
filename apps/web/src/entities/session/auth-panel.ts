import { useSyncExternalStore } from 'react';

/** The side panels of the shell. Only one is open at a time; opening one closes the others. */
export type AuthPanelKind = 'signin' | 'phone' | 'signup' | 'forgot' | 'profile';

let current: AuthPanelKind | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Imperative access (route guards, mutations): `authPanel.open('signin')`. */
export const authPanel = {
  get: (): AuthPanelKind | null => current,
  open(kind: AuthPanelKind): void {
    if (current === kind) return;
    current = kind;
    emit();
  },
  close(): void {
    if (current === null) return;
    current = null;
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Which panel is open, with `open(kind)` and `close()`. */
export function useAuthPanel() {
  const panel = useSyncExternalStore(authPanel.subscribe, authPanel.get, authPanel.get);
  return { panel, open: authPanel.open, close: authPanel.close };
}
