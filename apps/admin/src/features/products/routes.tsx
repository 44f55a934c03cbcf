import type { RouteObject } from 'react-router-dom';
import { RequireRole } from '@/components/role-gate';
import { lazyPage } from '@/lib/lazy-page';

const ProductsPage = lazyPage(() => import('./products-page').then((m) => m.ProductsPage));
const NewProductPage = lazyPage(() => import('./product-page').then((m) => m.NewProductPage));
const ProductImportPage = lazyPage(() => import('./import-page').then((m) => m.ProductImportPage));
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
  {
    path: 'products/import',
    element: (
      <RequireRole min="staff">
        <ProductImportPage />
      </RequireRole>
    ),
  },
  { path: 'products/:id', element: <EditProductPage /> },
];
