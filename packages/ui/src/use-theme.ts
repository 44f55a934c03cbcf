import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
export const THEME_KEY = 'theme';

function systemTheme(): Theme {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

/** The saved choice ('light' or 'dark'), else the system preference. */
export function initialTheme(): Theme {
  try {
    const saved = localStorage.getItem(THEME_KEY);
    if (saved === 'light' || saved === 'dark') return saved;
  } catch {
    /* storage unavailable */
  }
  return systemTheme();
}

let current: Theme = typeof document === 'undefined' ? 'light' : initialTheme();
const listeners = new Set<() => void>();

function apply(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

export const themeStore = {
  get: () => current,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  set(theme: Theme) {
    current = theme;
    apply(theme);
    try {
      localStorage.setItem(THEME_KEY, theme);
    } catch {
      /* storage unavailable */
    }
    listeners.forEach((l) => l());
  },
  /** Re-read the saved value / system preference (tests, other tabs). */
  reset() {
    current = initialTheme();
    apply(current);
    listeners.forEach((l) => l());
  },
};

const lightOnServer = (): Theme => 'light';

/** Current theme and a toggle that flips and saves it. */
export function useTheme() {
  // A server-rendered page was drawn light: hydration starts from that, then the saved theme.
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.get, lightOnServer);
  return {
    theme,
    toggle: () => themeStore.set(theme === 'dark' ? 'light' : 'dark'),
    setTheme: themeStore.set,
  };
}
