import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page, true from the render
 * after: parts that only the browser can draw (what the device remembers, what it can share, rows
 * that load after the page) wait for it, so the first browser render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
