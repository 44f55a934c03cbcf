import { slugify } from './shop-paths';

/**
 * The storefront's public page addresses, built one way for the apps' links and for what the API
 * tells crawlers (sitemaps, the product feed, robots.txt). They follow the web app's router.
 */

/** `/{category}/{categoryId}`: a category's listing. */
export function categoryPath(category: { _id: string; name: string }): string {
  return `/${slugify(category.name)}/${category._id}`;
}

/** `/{category}/{subcategory}/{categoryId}/{subcategoryId}`: a subcategory's listing. */
export function subcategoryPath(
  category: { _id: string; name: string },
  sub: { _id: string; name: string },
): string {
  return `/${slugify(category.name)}/${slugify(sub.name)}/${category._id}/${sub._id}`;
}

/** `/productdetails/{productId}`: a product's page. */
export const productPath = (id: string): string => `/productdetails/${id}`;

/** `/blogdetails/{blogId}`: a blog post. */
export const blogPath = (id: string): string => `/blogdetails/${id}`;

/** `/all-styles/{styleId}`: a Get the Look style in the lookbook gallery. */
export const stylePath = (id: string): string => `/all-styles/${id}`;

/** Pages with fixed addresses that crawlers may index. */
export const INDEXABLE_STATIC_PATHS = [
  '/',
  '/products',
  '/trending',
  '/all-styles',
  '/influencer',
  '/blogs',
  '/testimonials',
  '/about',
  '/contact',
  '/privacy',
  '/shipping',
  '/return',
  '/terms',
] as const;

/**
 * Pages that are a shopper's own or say nothing to a search engine (the bag, checkout, the
 * account, orders, password resets, search results): robots.txt keeps crawlers out of them.
 */
export const PRIVATE_STOREFRONT_PATHS = [
  '/cart',
  '/wishlist',
  '/checkout',
  '/payment_seccess',
  '/account',
  '/yourorder',
  '/order_details/',
  '/reset-password/',
  '/search',
  '/product-not-found',
] as const;
