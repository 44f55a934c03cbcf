import { lazy } from 'react';

/** The side panels, loaded when one is first opened. Render inside <Suspense>. */
export const AuthPanels = lazy(() =>
  import('./components/auth-panels').then((m) => ({ default: m.AuthPanels })),
);
