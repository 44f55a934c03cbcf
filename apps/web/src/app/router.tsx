import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

/**
 * Every storefront route, each lazy-loaded into its own chunk. Route modules export
 * `Component` (and optionally `ErrorBoundary`) per react-router's lazy convention.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: 'products', lazy: () => import('./routes/products') },
      { path: 'search', lazy: () => import('./routes/search') },
      { path: 'trending', lazy: () => import('./routes/trending') },
      { path: 'productdetails/:productId', lazy: () => import('./routes/product-details') },
      { path: 'product-not-found', lazy: () => import('./routes/product-not-found') },
      { path: 'cart', lazy: () => import('./routes/cart') },
      { path: 'wishlist', lazy: () => import('./routes/wishlist') },
      { path: 'checkout', lazy: () => import('./routes/checkout') },
      { path: 'payment_seccess', lazy: () => import('./routes/payment-success') },
      { path: 'yourorder', lazy: () => import('./routes/your-orders') },
      { path: 'order_details/:id', lazy: () => import('./routes/order-details-legacy') },
      { path: 'all-styles', lazy: () => import('./routes/all-styles') },
      { path: 'all-styles/:styleId', lazy: () => import('./routes/all-styles') },
      { path: 'influencer-style/:styleId', lazy: () => import('./routes/influencer-style') },
      { path: 'influencer', lazy: () => import('./routes/influencer') },
      { path: 'influencer-product/:id', lazy: () => import('./routes/influencer-product') },
      { path: 'blogs', lazy: () => import('./routes/blogs') },
      { path: 'blogdetails/:id', lazy: () => import('./routes/blog-details') },
      { path: 'testimonials', lazy: () => import('./routes/testimonials') },
      { path: 'about', lazy: () => import('./routes/static/about') },
      { path: 'contact', lazy: () => import('./routes/static/contact') },
      { path: 'privacy', lazy: () => import('./routes/static/privacy') },
      { path: 'shipping', lazy: () => import('./routes/static/shipping') },
      { path: 'return', lazy: () => import('./routes/static/return') },
      { path: 'terms', lazy: () => import('./routes/static/terms') },
      { path: 'reset-password/:token', lazy: () => import('./routes/reset-password') },
      {
        path: 'account',
        lazy: () => import('./routes/account/layout'),
        children: [
          { index: true, lazy: () => import('./routes/account/profile') },
          { path: 'profile', lazy: () => import('./routes/account/profile') },
          { path: 'orders', lazy: () => import('./routes/account/orders') },
          { path: 'orders/:orderId', lazy: () => import('./routes/account/order-details') },
          { path: 'addresses', lazy: () => import('./routes/account/addresses') },
          { path: 'change-password', lazy: () => import('./routes/account/change-password') },
        ],
      },
      { path: ':category/:categoryId', lazy: () => import('./routes/category-listing') },
      {
        path: ':category/:subcategory/:categoryId/:subcategoryId',
        lazy: () => import('./routes/category-listing'),
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
