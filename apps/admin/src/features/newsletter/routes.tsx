import type { RouteObject } from 'react-router-dom';
import { Placeholder } from '@/components/placeholder';

/** The newsletter section's routes (under the signed-in layout). */
export const newsletterRoutes: RouteObject[] = [
  { path: 'newsletter/*', element: <Placeholder title="Newsletter" /> },
];
