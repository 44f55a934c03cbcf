/**
 * The pages a shopper most often lands on from outside (a shared product link, a category from
 * search or an ad) and what index.html's boot script does for them before the app's JavaScript has
 * arrived: start the page's API request with the document, preload the image that will be the
 * largest paint and, once the data is in, draw that image where the page will show it
 * (first-paint.ts). Without it, each step waits for the one before: document → entry JS → route
 * JS → data → image → paint.
 *
 * The boot script also loads the app's code (the build hands it the entry and its modulepreloads
 * instead of leaving them as tags in index.html), together with the page's own route chunks, so
 * those no longer wait for the entry to run before they are asked for. On a page with a first
 * paint the code is asked for once that paint is on screen: the page's data and image take the
 * first round trips, then the JavaScript (the first paint needs none of it).
 *
 * `bootScript` is serialised into index.html by `build/boot-plugin.ts`, so it may use nothing
 * from outside its own body; its matching follows react-router's ranking for these paths
 * (checked against router.tsx in `__tests__/boot-routes.test.ts`).
 */
import { CHECKOUT_FONTS } from '../../features/checkout/lib/checkout-layout.ts';
import { ORDER_FONTS } from '../../features/orders/lib/order-layout.ts';
import { FIRST_PAINT } from './first-paint.ts';
import type { BootText, TEXT_PAINTS } from './text-paints.ts';

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
  /**
   * The built app's entry script and its modulepreloads, which the boot script adds to the page
   * (absent on the dev server, whose index.html keeps its own script tag).
   */
  app?: { entry: string; preloads: readonly string[] };
  /** Longest the app's code waits for a first paint (a hung API must not hold the page back). */
  paintWaitMs: number;
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
 * Runs in index.html's <head> (serialised with `matchBootRoute`, `BOOT_TEXT` and `TEXT_PAINTS`
 * passed in). Never throws: on any failure the app simply loads its data and draws the page as it
 * would without it.
 */
export function bootScript(
  cfg: BootConfig,
  match: typeof matchBootRoute,
  text: BootText,
  textPaints: typeof TEXT_PAINTS,
): void {
  type Item = { images?: string[]; image?: string };
  const srcOf = (p: Item | undefined) => {
    const src = p?.images?.[0] ?? p?.image;
    return typeof src === 'string' && src ? src : null;
  };
  const link = (attrs: Record<string, string>) => {
    const l = document.createElement('link');
    for (const [name, value] of Object.entries(attrs)) l.setAttribute(name, value);
    document.head.appendChild(l);
  };
  const preload = (src: string) =>
    link({ rel: 'preload', as: 'image', href: src, fetchpriority: 'high' });
  /** The page's route chunks, preloaded with the entry. */
  let chunks: readonly string[] = [];
  let started = false;
  /**
   * Adds the app's entry script (first: it is the largest file and every other one waits on it)
   * and its modulepreloads, as Vite wrote them (`crossorigin`, low priority), then the route's
   * chunks; once.
   */
  const startApp = () => {
    if (started || !cfg.app) return;
    started = true;
    const s = document.createElement('script');
    s.type = 'module';
    s.setAttribute('crossorigin', '');
    s.setAttribute('fetchpriority', 'low');
    s.src = cfg.app.entry;
    document.head.appendChild(s);
    for (const href of [...cfg.app.preloads, ...chunks])
      link({ rel: 'modulepreload', fetchpriority: 'low', crossorigin: '', href });
  };
  /**
   * Adds the first paint under the static top bar, unless the app has already drawn the page or
   * `fill` finds nothing to draw (returns false); returns its images.
   */
  const paint = (
    html: string | undefined,
    fill: (slot: (name: string) => Element) => boolean | void,
  ) => {
    const root = document.getElementById('root');
    if (!html || !root?.querySelector('[data-static-paint]')) return [];
    const t = document.createElement('template');
    t.innerHTML = html;
    const drawn = fill((name) => {
      const el = t.content.querySelector(`[data-slot="${name}"]`);
      if (!el) throw new Error(`no slot ${name}`);
      return el;
    });
    if (drawn === false) return [];
    const images = [...t.content.querySelectorAll('img')];
    root.appendChild(t.content);
    return images;
  };
  /**
   * Starts the app once the painted images are on screen (loaded or failed, then one frame). A
   * page opened in a background tab draws no frames: there the app starts at once.
   */
  const startAfter = (images: HTMLImageElement[]) =>
    document.hidden
      ? startApp()
      : Promise.all(
          images.map(
            (img) =>
              new Promise((done) => {
                if (img.complete) return done(null);
                img.addEventListener('load', done);
                img.addEventListener('error', done);
              }),
          ),
        ).then(() => {
          requestAnimationFrame(() => setTimeout(startApp, 0));
        });
  let waitForPaint = false;
  /**
   * Resolves once the stylesheet (which declares the web fonts) and `fonts` have loaded, or
   * failed: text drawn before would be drawn in the fallback font and move when the web font came.
   */
  const fontsLoaded = (fonts: readonly string[] = []) => {
    const sheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    const css =
      sheet && !sheet.sheet
        ? new Promise((done) => {
            sheet.addEventListener('load', done);
            sheet.addEventListener('error', done);
          })
        : Promise.resolve();
    return css
      .then(() => Promise.all(fonts.map((f) => document.fonts?.load(f))))
      .catch(() => undefined);
  };
  /** Draws `lcp`'s first paint from `response`'s JSON, then starts the app. */
  const drawFrom = (
    response: Promise<Response>,
    lcp: BootRequest['lcp'] | keyof typeof TEXT_PAINTS,
    html?: string,
    fonts?: readonly string[],
  ) => {
    waitForPaint = true;
    setTimeout(startApp, cfg.paintWaitMs);
    response
      .then((r) => (r.ok ? r.clone().json() : null))
      .then(
        (
          body: {
            data?: Item & { products?: Item[] };
            cart?: { items?: { product?: Item }[] };
          } | null,
        ) => {
          const data = body?.data;
          if (lcp === 'address' || lcp === 'order') {
            const fill = textPaints[lcp];
            return fontsLoaded(fonts).then(() =>
              startAfter(paint(html, (slot) => fill(body, slot, text))),
            );
          }
          if (lcp === 'product' || lcp === 'bag') {
            const src = srcOf(lcp === 'bag' ? body?.cart?.items?.[0]?.product : data);
            if (!src) return startApp();
            preload(src);
            return startAfter(
              paint(html, (slot) => {
                slot('image').setAttribute('src', src);
                if (lcp === 'product' && (data?.images?.length ?? 0) < 2) slot('thumbs').remove();
              }),
            );
          }
          const srcs = (data?.products ?? []).slice(0, 2).map(srcOf);
          if (srcs.length === 0 || srcs.some((s) => !s)) return startApp();
          srcs.forEach((s) => preload(s as string));
          return startAfter(
            paint(html, (slot) => {
              const card = slot('card');
              for (const src of srcs) {
                const li = card.cloneNode(true) as Element;
                li.removeAttribute('data-slot');
                li.querySelector('img')?.setAttribute('src', src as string);
                card.before(li);
              }
              card.remove();
            }),
          );
        },
      )
      .catch(startApp);
  };
  try {
    const hit = match(cfg, location.pathname);
    if (!hit) return;
    chunks = hit.route.chunks ?? [];
    const w = window as unknown as Record<string, Record<string, unknown> | undefined>;
    const start = (api: string, init: RequestInit, token?: string) => {
      const url =
        cfg.apiBase +
        api.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(hit.params[name] ?? ''));
      const response = fetch(url, init);
      (w[cfg.key] ??= {})[url] = { at: performance.now(), response, token };
      return response;
    };
    let token: string | null = null;
    try {
      token = localStorage.getItem(cfg.tokenKey);
    } catch {
      // Storage blocked: the page asks once the app runs.
    }
    const own = hit.route.signedInPaint;
    if (token)
      for (const api of hit.route.signedIn ?? []) {
        const response = start(
          api,
          { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } },
          token,
        );
        response.catch(() => undefined);
        if (own?.api === api) drawFrom(response, own.lcp, own.paint, own.fonts);
      }
    const req = hit.route.request;
    if (!req) return;
    const response = start(req.api, {
      headers: { Accept: 'application/json' },
      cache: req.cache ?? 'default',
    });
    if (req.lcp === 'none' || (req.lcp === 'list' && location.search)) return;
    drawFrom(response, req.lcp, req.paint);
  } catch {
    // The app loads its data itself.
  } finally {
    if (!waitForPaint) startApp();
  }
}
