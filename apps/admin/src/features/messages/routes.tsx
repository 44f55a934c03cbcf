import type { RouteObject } from 'react-router-dom';
import { Placeholder } from '@/components/placeholder';

/** The messages section's routes (under the signed-in layout). */
export const messagesRoutes: RouteObject[] = [
  { path: 'messages/*', element: <Placeholder title="Messages" /> },
];
