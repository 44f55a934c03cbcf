import type { RouteObject } from 'react-router-dom';
import { Placeholder } from '@/components/placeholder';

export const categoryRoutes: RouteObject[] = [
  { path: 'categories', element: <Placeholder title="Categories" /> },
];
