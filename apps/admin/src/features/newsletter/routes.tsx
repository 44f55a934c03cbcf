import type { RouteObject } from 'react-router-dom';

/** The newsletter section's routes (under the signed-in layout); the page loads lazily. */
export const newsletterRoutes: RouteObject[] = [
  {
    path: 'newsletter',
    lazy: async () => ({
      Component: (await import('./components/newsletter-page')).NewsletterPage,
    }),
  },
];
