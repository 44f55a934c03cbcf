import { PRIVATE_STOREFRONT_PATHS } from '@vastra/contracts/storefront-paths';

/**
 * What crawlers may fetch. The storefront renders in the browser, so a crawler that runs its
 * script (Googlebot does) needs the public catalogue and content reads the pages are drawn from:
 * those API paths are allowed and the rest of `/api/` is not (a shopper's bag, orders, account;
 * nothing there is a page). The back office, and the storefront's private pages (the bag,
 * checkout, the account, orders, password resets, search results) are disallowed. For the
 * longest-match rule crawlers apply, an `Allow` under a `Disallow` wins.
 */
const PUBLIC_API_READS = [
  '/api/category',
  '/api/products',
  '/api/banner',
  '/api/announcement',
  '/api/styles',
  '/api/influencers/',
  '/api/influencer-products/',
  '/api/blogs',
  '/api/testimonials',
  '/api/coupons',
  '/api/reviews/',
];
/** Under the allowed reads, still a shopper's own. */
const PRIVATE_API_READS = ['/api/reviews/user/', '/api/review/'];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PUBLIC_API_READS.map((p) => `Allow: ${p}`),
    ...PRIVATE_API_READS.map((p) => `Disallow: ${p}`),
    'Disallow: /api/',
    'Disallow: /admin/',
    ...PRIVATE_STOREFRONT_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
