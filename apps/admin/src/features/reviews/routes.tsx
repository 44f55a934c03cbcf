import type { RouteObject } from 'react-router-dom';

/** The reviews section's routes (under the signed-in layout); the page loads lazily. */
export const reviewsRoutes: RouteObject[] = [
  {
    path: 'reviews',
    lazy: async () => ({ Component: (await import('./components/reviews-page')).ReviewsPage }),
  },
];
