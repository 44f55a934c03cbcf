import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * `children` once the page is hydrated (at once on a page the browser draws itself), `placeholder`
 * on the server and while hydrating. Only this component renders again when hydration ends: a page
 * that called `useHydrated` itself would be drawn again whole, in one task React cannot split
 * (the store's change after hydration is applied synchronously).
 */
export function AfterHydration({
  children,
  placeholder = null,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  return useHydrated() ? children : placeholder;
}
