/**
 * index.html's boot script: what it does on the pages of BOOT_ROUTES (boot-routes.ts) before the
 * app's JavaScript has arrived. Serialised into index.html by `build/boot-plugin.ts`, so
 * `bootScript` may use nothing from outside its own body (type imports only).
 */
import type { BootConfig, BootRequest, matchBootRoute } from './boot-routes.ts';
import type { BootText, TEXT_PAINTS } from './text-paints.ts';

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
   * Adds the app's entry script (it is the largest file and every other one waits on it), then
   * the app's modulepreloads as Vite wrote them (`crossorigin`, low priority) and the route's
   * chunks, so they download beside it instead of one import after another; once. Each
   * modulepreload costs the main thread about a millisecond to add (four on a slow phone), and a
   * page has dozens: they go in batches, a task each, so none of them blocks a tap for long.
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
    const rest = [...cfg.app.preloads, ...chunks];
    const batch = () => {
      for (const href of rest.splice(0, cfg.preloadBatch))
        link({ rel: 'modulepreload', fetchpriority: 'low', crossorigin: '', href });
      if (rest.length > 0) setTimeout(batch, 0);
    };
    batch();
  };
  /**
   * Calls `then` once the browser has put the page's first contentful paint on screen (its paint
   * timing entry is reported once the frame is presented, not merely drawn), then yielded once; at
   * once in a background tab, which draws no frames; after `cfg.paintWaitMs` at the latest.
   */
  const afterFirstPaint = (then: () => void) => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      then();
    };
    if (document.hidden) return go();
    setTimeout(go, cfg.paintWaitMs);
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    )
      return requestAnimationFrame(() => setTimeout(go, 0));
    const seen = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      seen.disconnect();
      setTimeout(go, 0);
    });
    seen.observe({ type: 'paint', buffered: true });
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
    chunks = hit?.route.chunks ?? [];
    // A server-rendered page is drawn already and carries its data: the app's code is asked for
    // only once the page is on screen, and then runs (hydrating the page, a long task on a
    // phone). Fetched earlier, it would share a slow connection with what the first paint needs
    // (the stylesheet, the web fonts, the first images) and so delay that paint.
    if (document.getElementById(cfg.ssrKey)) {
      waitForPaint = true;
      afterFirstPaint(startApp);
      return;
    }
    if (!hit) return;
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
