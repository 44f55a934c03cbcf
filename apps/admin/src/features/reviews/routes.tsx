import type { RouteObject } from 'react-router-dom';
import { Placeholder } from '@/components/placeholder';

/** The reviews section's routes (under the signed-in layout). */
export const reviewsRoutes: RouteObject[] = [
  { path: 'reviews/*', element: <Placeholder title="Reviews" /> },
];
