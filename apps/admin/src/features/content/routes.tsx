import type { RouteObject } from 'react-router-dom';

const pages = () => import('./components/content-pages');

/**
 * The content sections' routes (banners, coupons, announcement, blogs, testimonials, styles,
 * influencers, looks): one list page and one form page serve every kind (`lib/content-kinds.ts`).
 */
export const contentRoutes: RouteObject[] = [
  {
    path: 'content/:kind',
    lazy: async () => ({ Component: (await pages()).ContentListPage }),
  },
  {
    path: 'content/:kind/:id',
    lazy: async () => ({ Component: (await pages()).ContentEditPage }),
  },
];
