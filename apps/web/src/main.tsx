import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { queryClient } from './app/query-client';
import { createRouter } from './app/router';
import { readSsrState, reviveState } from './app/ssr/state';
import { authPanel } from './entities/session';
import { setSessionExpiredHandler } from './lib/api-client';
import './app/fonts/fonts.css';
import './index.css';

// A server-rendered page (server/ssr-server.mjs) brings the data it was drawn from: the cache
// starts with it, and the router with its loader data (`window.__staticRouterHydrationData`).
const ssr = readSsrState();
if (ssr) hydrate(queryClient, reviveState(ssr.queries));
const router = createRouter();

setSessionExpiredHandler(() => {
  queryClient.removeQueries({ queryKey: ['cart'] });
  queryClient.removeQueries({ queryKey: ['wishlist'] });
  // On an account page the guard sees the sign-out before this navigation lands and opens the
  // sign-in panel (how soon depends on how fast the 401s arrive); an expired session goes home
  // signed out, with no panel over it.
  void router.navigate('/').then(() => authPanel.close());
});

/**
 * Resolves once the router has loaded the first route's lazy module. Rendering earlier would
 * replace index.html's static first paint (top bar, hero poster) with an empty page meanwhile.
 */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * index.html's boot script adds this module's script tag itself, so on a fast or cached load it
 * may run before the parser has reached #root.
 */
const documentParsed = (): Promise<void> =>
  document.readyState === 'loading'
    ? new Promise((resolve) =>
        document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
      )
    : Promise.resolve();

// A transition: the first render, and the hydration of a server-rendered page, is done in slices
// (React yields to the browser every few milliseconds), so a slow phone can paint and take input
// between them; the static first paint or the server's HTML stays on screen meanwhile. A tap on
// the server's HTML before hydration is done makes React finish it at once and handle the tap.
void Promise.all([routerReady(), documentParsed()]).then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  const app = (
    <StrictMode>
      <AppProviders client={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // #root holds the server's rendering of this very page: React takes it over as it is.
  startTransition(() => {
    if (ssr) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
});
