import type { RouteObject } from 'react-router-dom';
import { Placeholder } from '@/components/placeholder';

/** The content sections' routes (banners, coupons, announcement, blogs, testimonials, styles, influencers). */
export const contentRoutes: RouteObject[] = [
  { path: 'content/:kind/*', element: <Placeholder title="Content" /> },
];
