import type { RouteObject } from 'react-router-dom';
import { Placeholder } from '@/components/placeholder';

export const stockRoutes: RouteObject[] = [
  { path: 'stock', element: <Placeholder title="Bulk stock update" /> },
];
