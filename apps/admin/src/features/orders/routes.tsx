import type { RouteObject } from 'react-router-dom';
import { Placeholder } from '@/components/placeholder';

/** The orders section's routes (under the signed-in layout). */
export const ordersRoutes: RouteObject[] = [
  { path: 'orders/*', element: <Placeholder title="Orders" /> },
];
