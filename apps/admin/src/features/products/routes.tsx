import type { RouteObject } from 'react-router-dom';
import { Placeholder } from '@/components/placeholder';

export const productRoutes: RouteObject[] = [
  { path: 'products', element: <Placeholder title="Products" /> },
  { path: 'products/new', element: <Placeholder title="New product" /> },
  { path: 'products/:id', element: <Placeholder title="Edit product" /> },
];
