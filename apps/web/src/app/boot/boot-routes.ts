/**
 * The pages a shopper most often lands on from outside (a shared product link, a category from
 * search or an ad) and what index.html's boot script does for them before the app's JavaScript has
 * arrived: preload the route's code chunks (the build fills in their files) and start the page's API
 * request, then preload the image that will be the largest paint. Without it, each of those waits
 * for the one before it: document → entry JS → route JS → data → image.
 *
 * `bootScript` is serialised into index.html by `build/boot-plugin.ts`, so it may use nothing
 * from outside its own body; its matching follows react-router's ranking for these paths
 * (checked against router.tsx in `__tests__/boot-routes.test.ts`).
 */

/** What the page's first paint needs from the API. */
export interface BootRequest {
  /** API path (under the API base) with the route's `:params`, as the page's fetcher builds it. */
  api: string;
  /** The browser cache mode that fetcher uses. */
  cache?: RequestCache;
  /**
   * Which image becomes the LCP: the product's first image, or the first two cards of a listing
   * in the server's order (only when the URL carries no filter or sort, which reorder the grid).
   */
  lcp: 'product' | 'list' | 'none';
}

export interface BootRoute {
  /** The route's path in router.tsx, without the leading slash. */
  path: string;
  /** The route's lazy module, relative to apps/web. */
  module: string;
  request?: BootRequest;
}

export const BOOT_ROUTES: readonly BootRoute[] = [
  {
    path: 'productdetails/:productId',
    module: 'src/app/routes/product-details.tsx',
    request: { api: '/products/individual/:productId', cache: 'no-cache', lcp: 'product' },
  },
  {
    path: ':category/:categoryId',
    module: 'src/app/routes/category-listing.tsx',
    request: { api: '/products/:categoryId', lcp: 'list' },
  },
  {
    path: ':category/:subcategory/:categoryId/:subcategoryId',
    module: 'src/app/routes/category-listing.tsx',
    // The subcategory filter decides which cards come first.
    request: { api: '/products/:categoryId', lcp: 'none' },
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

/** What the build hands the boot script: the routes with their chunk files, and where the API is. */
export interface BootConfig {
  routes: readonly (BootRoute & { files: readonly string[] })[];
  statics: readonly string[];
  apiBase: string;
  /** `window` property for the early answers (`EARLY_REQUESTS_KEY` in src/lib/early-requests.ts). */
  key: string;
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

/**
 * Runs in index.html's <head> (serialised with `matchBootRoute` passed in). Never throws: on any
 * failure the app simply loads as it would without it.
 */
export function bootScript(cfg: BootConfig, match: typeof matchBootRoute): void {
  try {
    const hit = match(cfg, location.pathname);
    if (!hit) return;
    const link = (rel: string, href: string, as?: string) => {
      const l = document.createElement('link');
      l.rel = rel;
      l.href = href;
      if (as) {
        l.as = as;
        l.setAttribute('fetchpriority', 'high');
      }
      document.head.appendChild(l);
    };
    for (const file of hit.route.files) link('modulepreload', file);
    const req = hit.route.request;
    if (!req) return;
    const url =
      cfg.apiBase +
      req.api.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(hit.params[name] ?? ''));
    const response = fetch(url, {
      headers: { Accept: 'application/json' },
      cache: req.cache ?? 'default',
    });
    const w = window as unknown as Record<string, Record<string, unknown> | undefined>;
    const store = (w[cfg.key] ??= {});
    store[url] = { at: performance.now(), response };
    type Item = { images?: string[]; image?: string };
    const image = (p: Item | undefined) => {
      const src = p?.images?.[0] ?? p?.image;
      if (typeof src === 'string' && src) link('preload', src, 'image');
    };
    if (req.lcp === 'none' || (req.lcp === 'list' && location.search)) return;
    response
      .then((r) => (r.ok ? r.clone().json() : null))
      .then((body: { data?: Item & { products?: Item[] } } | null) => {
        if (req.lcp === 'product') image(body?.data);
        else (body?.data?.products ?? []).slice(0, 2).forEach(image);
      })
      .catch(() => undefined);
  } catch {
    // The app loads its data itself.
  }
}
