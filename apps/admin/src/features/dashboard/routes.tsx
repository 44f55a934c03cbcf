import type { RouteObject } from 'react-router-dom';
import { Placeholder } from '@/components/placeholder';

export const dashboardRoutes: RouteObject[] = [
  { index: true, element: <Placeholder title="Dashboard" /> },
];
