import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';

const CategoriesPage = lazyPage(() => import('./categories-page').then((m) => m.CategoriesPage));
const SizeChartPage = lazyPage(() => import('./size-chart-page').then((m) => m.SizeChartPage));

export const categoryRoutes: RouteObject[] = [
  { path: 'categories', element: <CategoriesPage /> },
  // One route for the category's chart and its subcategories' (optional `:subId`), so the page
  // stays mounted, and its picker on screen, while staff move between them.
  { path: 'categories/:id/size-chart/:subId?', element: <SizeChartPage /> },
];
