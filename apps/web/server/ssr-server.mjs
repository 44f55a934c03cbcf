#!/usr/bin/env node
/**
 * The storefront's server: public pages (products, category listings, policies) answered as HTML
 * rendered by the app's own React components (src/entry-server.tsx), every other page with the
 * app's shell (index.html), which the browser draws as before.
 *
 *   node server/ssr-server.mjs          production: dist/ (vite build) + dist-ssr/ (vite build --ssr)
 *   node server/ssr-server.mjs --dev    development: Vite in middleware mode (what `pnpm dev` runs)
 *
 * Environment: PORT (5173 dev, 4173 production), HOST (127.0.0.1), API_ORIGIN (where the server
 * reads the catalogue, http://127.0.0.1:4000), PUBLIC_ORIGIN (canonical URLs; else the first of
 * WEB_ORIGIN, as the API's sitemaps; else the request's own origin), SSR_TIMEOUT_MS (1500: longest wait for the API before answering the shell),
 * API_PROXY=1 (production only: pass /api, /uploads, /static and what crawlers read to API_ORIGIN,
 * as nginx does in the production topology; the dev server always proxies them), SSR_DIST_ROOT
 * (production only: the folder holding dist/ and dist-ssr/, else this app's own), SSR_TIMING=1 (send
 * each page's `Server-Timing`: where its render's time went, for the render bench),
 * SSR_PAGE_CACHE_MB (32; production only: memory for rendered pages sent again while the page
 * version stands, server/page-store.mjs; 0 turns it off).
 */
import express from 'express';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageKey } from './page-key.mjs';
import { pageStore } from './page-store.mjs';
import { singleFlight } from './single-flight.mjs';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Paths the API answers, not the storefront (the Vite config proxies the same list). */
const API_PATHS = /^\/(api|uploads|static)\/|^\/sitemap[\w-]*\.xml$|^\/feeds\/|^\/robots\.txt$/;

/**
 * Puts the rendered page into the shell: its state and head after <meta charset> (before the boot
 * script, which reads the state), its markup in #root.
 */
export function fillShell(shell, page) {
  // React writes the page's resource hints (`preload()`) first: they belong in the head.
  const hints = page.html.match(/^(?:<link [^>]*>)*/)?.[0] ?? '';
  const rootOpen = '<div id="root">';
  const start = shell.indexOf(rootOpen);
  const bodyEnd = shell.lastIndexOf('</body>');
  const rootEnd = shell.lastIndexOf('</div>', bodyEnd);
  if (start < 0 || rootEnd < start) throw new Error('ssr: index.html has no <div id="root">');
  // The shell's own title and description give way to the page's.
  const head = shell
    .slice(0, start)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
    .replace(/(<meta charset="[^"]*"\s*\/?>)/i, (m) =>
      [m, page.state, page.head, hints].filter(Boolean).join('\n    '),
    );
  return `${head}${rootOpen}${page.html.slice(hints.length)}${shell.slice(rootEnd)}`;
}

/** How long a browser or nginx may reuse a rendered public page before revalidating it. */
const PAGE_MAX_AGE_S = 60;
/** The shell and private pages: never stored by a shared cache, revalidated by the browser. */
const SHELL_CACHE = 'no-cache';
const PAGE_CACHE = `public, max-age=${PAGE_MAX_AGE_S}`;
/** The path nginx asks (a subrequest per page request) for the version its cache key carries. */
const PAGE_VERSION_PATH = '/__page-version';

/**
 * What a rendered page is drawn from: the catalogue as the API process this server reads serves
 * it (`GET /api/catalogue/version`) and the build's shell. nginx keys the pages it caches by it,
 * so a catalogue change or a new build makes every cached page a miss; undefined when the API
 * cannot say (nginx then neither serves nor stores from its cache).
 */
function pageVersion(apiOrigin, shellTag, timeoutMs) {
  return fetch(`${apiOrigin}/api/catalogue/version`, { signal: AbortSignal.timeout(timeoutMs) })
    .then((r) => (r.ok ? r.json() : undefined))
    .then((body) => (typeof body?.version === 'string' ? `${body.version}.${shellTag}` : undefined))
    .catch(() => undefined);
}

/** Passes a request through to the API unchanged (production without nginx in front). */
function proxyTo(apiOrigin) {
  const target = new URL(apiOrigin);
  return (req, res) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.originalUrl,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.status(502).json({ success: false, message: 'API unavailable' });
      else res.destroy();
    });
    req.pipe(upstream);
  };
}

/**
 * The storefront's express app. `render` and `shell` come from Vite (dev) or the builds
 * (production); a failed render answers the shell, so the shop works as a plain SPA meanwhile.
 */
export async function createSsrApp({
  dev = false,
  apiOrigin,
  publicOrigin,
  timeoutMs,
  apiProxy,
  timing = false,
  pageCacheBytes = 0,
}) {
  const app = express();
  app.disable('x-powered-by');
  let vite;
  let load;
  /** The build's shell, hashed: part of the page version (a new build is a new version). */
  let shellTag = 'dev';
  if (dev) {
    // vite.config.ts proxies /api and the rest to VITE_API_PROXY: the same API the pages read.
    process.env.VITE_API_PROXY ??= apiOrigin;
    const { createServer } = await import('vite');
    vite = await createServer({
      root: webDir,
      server: { middlewareMode: true },
      appType: 'custom',
    });
    app.use(vite.middlewares);
    load = async (url) => ({
      shell: await vite.transformIndexHtml(url, readFileSync(join(webDir, 'index.html'), 'utf8')),
      render: (await vite.ssrLoadModule('/src/entry-server.tsx')).render,
    });
  } else {
    if (apiProxy)
      app.use((req, res, next) =>
        API_PATHS.test(req.path) ? proxyTo(apiOrigin)(req, res) : next(),
      );
    // SSR_DIST_ROOT: a folder holding dist/ and dist-ssr/ built elsewhere (the Lighthouse bench).
    const distRoot = process.env.SSR_DIST_ROOT ?? webDir;
    const dist = join(distRoot, 'dist');
    app.use(
      '/assets',
      express.static(join(dist, 'assets'), { immutable: true, maxAge: '1y', index: false }),
    );
    app.use(express.static(dist, { index: false }));
    const shell = readFileSync(join(dist, 'index.html'), 'utf8');
    shellTag = createHash('sha1').update(shell).digest('hex').slice(0, 12);
    const { render } = await import(join(distRoot, 'dist-ssr', 'entry-server.js'));
    load = async () => ({ shell, render });
  }

  // nginx's subrequest: the version to key this request's page by (204, the version in a header),
  // and the page's address in its one spelling (server/page-key.mjs), which nginx keys the page by
  // and asks this server to render.
  app.get(PAGE_VERSION_PATH, async (req, res) => {
    const version = await pageVersion(apiOrigin, shellTag, timeoutMs);
    if (version) res.set('X-Page-Version', version);
    const asked = req.get('X-Original-URI');
    try {
      if (asked?.startsWith('/')) res.set('X-Page-Key', pageKey(asked));
    } catch {
      // Not a valid header value: nginx keys the page by the address as sent.
    }
    res.set('Cache-Control', 'no-store').status(204).end();
  });

  // Renders in flight, keyed by page version, origin and address: a request for a page already
  // being drawn at the same version waits for that render instead of drawing it again.
  const renders = singleFlight();
  // Pages drawn at a version, sent again while it stands (never in development, where the code
  // itself changes under the same version).
  const stored =
    !dev && pageCacheBytes > 0
      ? pageStore({ maxBytes: pageCacheBytes, maxAgeMs: PAGE_MAX_AGE_S * 1000 })
      : undefined;

  app.get('/{*path}', async (req, res) => {
    const began = performance.now();
    const since = (t) => (performance.now() - t).toFixed(1);
    const { shell, render } = await load(req.originalUrl);
    const origin = publicOrigin ?? `${req.protocol}://${req.get('host')}`;
    // Behind nginx the request names its page version; else the API is asked (unknown: no sharing).
    const version =
      req.get('X-Page-Version') ?? (await pageVersion(apiOrigin, shellTag, timeoutMs));
    const versionMs = since(began);
    // Behind nginx its own cache keeps pages; a second one here would only add to their age.
    const storeKey =
      stored && version && !req.get('X-Page-Version')
        ? `${version} ${origin}${req.originalUrl}`
        : undefined;
    const kept = storeKey ? stored.get(storeKey) : undefined;
    if (kept) {
      if (timing)
        res.set('Server-Timing', `version;dur=${versionMs}, stored, total;dur=${since(began)}`);
      return res.set('Cache-Control', PAGE_CACHE).status(kept.status).type('html').send(kept.html);
    }
    const draw = () =>
      render(req.originalUrl, { origin, apiOrigin, timeoutMs, timing }).catch((err) => {
        vite?.ssrFixStacktrace(err);
        console.error(`[ssr] ${req.originalUrl}: ${err?.stack ?? err}`);
        return { kind: 'shell' };
      });
    const waiting = performance.now();
    const drawing = version
      ? renders.run(`${version} ${origin}${req.originalUrl}`, draw)
      : { joined: false, result: draw() };
    const page = await drawing.result;
    const joinedMs = since(waiting);
    const assembling = performance.now();
    const html = page.kind === 'page' ? fillShell(shell, page) : undefined;
    if (timing) {
      // Where this answer's time went; a request that joined another's render waited for it.
      const drawn = drawing.joined ? `joined;dur=${joinedMs}` : page.timing;
      const parts = [`version;dur=${versionMs}`, drawn, `assemble;dur=${since(assembling)}`];
      res.set('Server-Timing', [...parts, `total;dur=${since(began)}`].filter(Boolean).join(', '));
    }
    res.set('Cache-Control', SHELL_CACHE);
    if (page.kind === 'redirect') return res.redirect(page.status, page.location);
    if (html === undefined) {
      if (page.failed) console.warn(`[ssr] ${req.originalUrl}: the shell (${page.failed})`);
      return res.type('html').send(shell);
    }
    // A rendered public page (its 404/410 too) is the same for everyone: cacheable (express adds
    // its ETag). Behind nginx, the request names the version nginx keys it by: stored only when
    // the catalogue still stands there after the render (the data was read at that version),
    // else sent uncached.
    // Kept in memory on the same condition, at the version it was drawn at.
    const keyed = req.get('X-Page-Version');
    const current =
      keyed || storeKey ? await pageVersion(apiOrigin, shellTag, timeoutMs) : undefined;
    if (!keyed || keyed === current) res.set('Cache-Control', PAGE_CACHE);
    if (storeKey && current === version) stored?.set(storeKey, page.status, html);
    res.status(page.status).type('html').send(html);
  });
  return { app, close: () => vite?.close() };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dev = process.argv.includes('--dev');
  const port = Number(process.env.PORT ?? (dev ? 5173 : 4173));
  const host = process.env.HOST ?? '127.0.0.1';
  const { app } = await createSsrApp({
    dev,
    apiOrigin: (
      process.env.API_ORIGIN ??
      process.env.VITE_API_PROXY ??
      'http://127.0.0.1:4000'
    ).replace(/\/$/, ''),
    // As the API names the shop to crawlers: PUBLIC_ORIGIN, else the first WEB_ORIGIN.
    publicOrigin: (process.env.PUBLIC_ORIGIN || process.env.WEB_ORIGIN?.split(',')[0])?.replace(
      /\/$/,
      '',
    ),
    timeoutMs: Number(process.env.SSR_TIMEOUT_MS ?? 1500),
    apiProxy: process.env.API_PROXY === '1',
    timing: process.env.SSR_TIMING === '1',
    pageCacheBytes: Number(process.env.SSR_PAGE_CACHE_MB ?? 32) * 2 ** 20,
  });
  app.listen(port, host, () =>
    console.log(`[ssr] storefront on http://${host}:${port}${dev ? ' (dev)' : ''}`),
  );
}
