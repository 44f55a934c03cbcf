import type { RouteObject } from 'react-router-dom';
import { RequireRole } from '@/components/role-gate';
import { lazyPage } from '@/lib/lazy-page';

const ProductsPage = lazyPage(() => import('./products-page').then((m) => m.ProductsPage));
const NewProductPage = lazyPage(() => import('./product-page').then((m) => m.NewProductPage));
const EditProductPage = lazyPage(() => import('./product-page').then((m) => m.EditProductPage));

export const productRoutes: RouteObject[] = [
  { path: 'products', element: <ProductsPage /> },
  {
    path: 'products/new',
    element: (
      <RequireRole min="staff">
        <NewProductPage />
      </RequireRole>
    ),
  },
  { path: 'products/:id', element: <EditProductPage /> },
];
