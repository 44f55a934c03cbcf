import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';

const CategoriesPage = lazyPage(() => import('./categories-page').then((m) => m.CategoriesPage));

export const categoryRoutes: RouteObject[] = [{ path: 'categories', element: <CategoriesPage /> }];
