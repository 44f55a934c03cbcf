/**
 * The pages a shopper most often lands on from outside (a shared product link, a category from
 * search or an ad) and what index.html's boot script does for them before the app's JavaScript has
 * arrived: start the page's API request with the document, preload the image that will be the
 * largest paint and, once the data is in, draw that image where the page will show it
 * (first-paint.ts); on the checkout and an order's details, whose largest paint is text (the
 * addresses), draw that text, in the page's web fonts, where the page will show it
 * (text-paints.ts). Without it, each step waits for the one before: document → entry JS → route
 * JS → data → image → paint.
 *
 * The boot script also loads the app's code (the build hands it the entry and its modulepreloads
 * instead of leaving them as tags in index.html), together with the page's own route chunks, so
 * those no longer wait for the entry to run before they are asked for. On a page with a first
 * paint the code is asked for once that paint is on screen: the page's data and image take the
 * first round trips, then the JavaScript (the first paint needs none of it).
 *
 * `bootScript` (boot-script.ts) is serialised into index.html by `build/boot-plugin.ts`, so it may use nothing
 * from outside its own body; its matching follows react-router's ranking for these paths
 * (checked against router.tsx in `__tests__/boot-routes.test.ts`).
 */
import { CHECKOUT_FONTS } from '../../features/checkout/lib/checkout-layout.ts';
import { ORDER_FONTS } from '../../features/orders/lib/order-layout.ts';
import { FIRST_PAINT } from './first-paint.ts';
import type { TEXT_PAINTS } from './text-paints.ts';

/** What the page's first paint needs from the API. */
export interface BootRequest {
  /** API path (under the API base) with the route's `:params`, as the page's fetcher builds it. */
  api: string;
  /** The browser cache mode that fetcher uses. */
  cache?: RequestCache;
  /**
   * Which image becomes the LCP: the product's first image, the first two cards of a listing
   * in the server's order (only when the URL carries no filter or sort, which reorder the grid),
   * or the picture of the bag's first line.
   */
  lcp: 'product' | 'list' | 'bag' | 'none';
  /** The first paint (first-paint.ts) to fill with those images. */
  paint?: string;
}

export interface BootRoute {
  /** The route's path in router.tsx, without the leading slash. */
  path: string;
  /** The page's public request (no credentials), with its first paint. */
  request?: BootRequest;
  /**
   * API paths (with the route's `:params`) the page reads for the signed-in shopper: started with
   * the stored token only when there is one, and adopted by the app only while that same token is
   * the session's (`takeEarlyResponse`), so one shopper's answer never reaches another.
   */
  signedIn?: readonly string[];
  /**
   * The first paint drawn from one of those answers (`api` is one of `signedIn`): the picture of
   * the bag's first line, the checkout's saved addresses, or an order's details (text-paints.ts). `fonts` (CSS font shorthands) are
   * loaded before text is drawn, so the web font never replaces a fallback under the shopper's eyes.
   */
  signedInPaint?: {
    api: string;
    lcp: 'bag' | keyof typeof TEXT_PAINTS;
    paint: string;
    fonts?: readonly string[];
  };
  /**
   * The route's lazy modules in router.tsx (paths under apps/web, parent layout first). The build
   * turns them into `chunks`: their JavaScript files that the entry does not already load.
   */
  modules: readonly string[];
  /** Filled by the build: URLs of the route's chunks, preloaded with the entry. */
  chunks?: readonly string[];
}

export const BOOT_ROUTES: readonly BootRoute[] = [
  {
    path: 'productdetails/:productId',
    request: {
      api: '/products/individual/:productId',
      cache: 'no-cache',
      lcp: 'product',
      paint: FIRST_PAINT.product,
    },
    modules: ['src/app/routes/product-details.tsx'],
  },
  {
    path: ':category/:categoryId',
    request: { api: '/products/:categoryId', lcp: 'list', paint: FIRST_PAINT.list },
    modules: ['src/app/routes/category-listing.tsx'],
  },
  {
    path: ':category/:subcategory/:categoryId/:subcategoryId',
    // The subcategory filter decides which cards come first.
    request: { api: '/products/:categoryId', lcp: 'none' },
    modules: ['src/app/routes/category-listing.tsx'],
  },
  // Signed-in pages: their data waits on the token, not on the route's code.
  {
    path: 'cart',
    signedIn: ['/cart'],
    signedInPaint: { api: '/cart', lcp: 'bag', paint: FIRST_PAINT.bag },
    modules: ['src/app/routes/cart.tsx'],
  },
  {
    path: 'checkout',
    signedIn: ['/cart', '/address'],
    signedInPaint: {
      api: '/address',
      lcp: 'address',
      paint: FIRST_PAINT.address,
      fonts: CHECKOUT_FONTS,
    },
    modules: ['src/app/routes/checkout.tsx'],
  },
  {
    path: 'account/orders/:orderId',
    signedIn: ['/orders/:orderId'],
    signedInPaint: {
      api: '/orders/:orderId',
      lcp: 'order',
      paint: FIRST_PAINT.order,
      fonts: ORDER_FONTS,
    },
    modules: ['src/app/routes/account/layout.tsx', 'src/app/routes/account/order-details.tsx'],
  },
];
/**
 * First URL segments that belong to routes with a static first segment and two or more segments
 * (or children): react-router prefers those to `:category/...`, so the boot script must too.
 */
export const STATIC_FIRST_SEGMENTS: readonly string[] = [
  'productdetails',
  'order_details',
  'all-styles',
  'influencer-style',
  'influencer-product',
  'blogdetails',
  'reset-password',
  'account',
];

/** What the build hands the boot script. */
export interface BootConfig {
  routes: readonly BootRoute[];
  statics: readonly string[];
  apiBase: string;
  /** `window` property for the early answers (`EARLY_REQUESTS_KEY` in src/lib/early-requests.ts). */
  key: string;
  /** Local storage key of the session's bearer token (src/lib/session.ts). */
  tokenKey: string;
  /** Id of the JSON script a server-rendered page carries (`SSR_STATE_KEY`, src/app/ssr/state-key.ts). */
  ssrKey: string;
  /**
   * The built app's entry script and its modulepreloads, which the boot script adds to the page
   * (absent on the dev server, whose index.html keeps its own script tag).
   */
  app?: { entry: string; preloads: readonly string[] };
  /** Longest the app's code waits for a first paint (a hung API must not hold the page back). */
  paintWaitMs: number;
  /** How many modulepreloads the boot script adds per task. */
  preloadBatch: number;
}

/** The route of BOOT_ROUTES this pathname opens, and its params; `null` for any other page. */
export function matchBootRoute(
  cfg: Pick<BootConfig, 'routes' | 'statics'>,
  pathname: string,
): { route: BootConfig['routes'][number]; params: Record<string, string> } | null {
  const segments = pathname.split('/').filter(Boolean);
  for (const route of cfg.routes) {
    const pattern = route.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((p, i) => {
      const seg = segments[i] ?? '';
      if (!p.startsWith(':')) return p === seg;
      if (i === 0 && cfg.statics.includes(seg)) return false;
      params[p.slice(1)] = decodeURIComponent(seg);
      return true;
    });
    if (ok) return { route, params };
  }
  return null;
}
