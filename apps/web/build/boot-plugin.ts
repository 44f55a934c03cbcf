import { resolve } from 'node:path';
import { minifySync, type Plugin, type Rolldown } from 'vite';
import {
  BOOT_ROUTES,
  matchBootRoute,
  STATIC_FIRST_SEGMENTS,
  type BootConfig,
  type BootRoute,
} from '../src/app/boot/boot-routes.ts';
import { bootScript } from '../src/app/boot/boot-script.ts';
import { BOOT_TEXT, TEXT_PAINTS } from '../src/app/boot/text-paints.ts';
import { EARLY_REQUESTS_KEY } from '../src/lib/early-requests.ts';
import { SSR_STATE_KEY } from '../src/app/ssr/state-key.ts';
import { SESSION_TOKEN_KEY } from '../src/lib/session-keys.ts';

/** An object of functions as source: `{name: function …, …}`. */
const functions = (fns: Record<string, (...args: never[]) => unknown>) =>
  `{${Object.entries(fns)
    .map(([name, fn]) => `${name}: ${fn.toString()}`)
    .join(', ')}}`;

/**
 * The inline <script> body: `bootScript` called with its config, matcher, text formatting and text
 * paints (src/app/boot/text-paints.ts, each function serialised), minified.
 */
export function renderBootScript(cfg: BootConfig): string {
  const args = [
    JSON.stringify(cfg),
    matchBootRoute.toString(),
    functions(BOOT_TEXT),
    functions(TEXT_PAINTS),
  ];
  const code = `(${bootScript.toString()})(${args.join(', ')});`;
  const out = minifySync('boot.js', code);
  if (out.errors.length > 0) throw new Error(`boot-plugin: ${out.errors[0]?.message}`);
  return out.code;
}

/** Longest the app's code waits for a first paint whose data or image does not come. */
const PAINT_WAIT_MS = 3000;
/** Modulepreloads added per task: each costs ~1 ms of main thread (~4 ms at 4× CPU), so ~30 ms a batch. */
const PRELOAD_BATCH = 8;

const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Takes Vite's entry script tag and modulepreload links out of the built index.html: the boot
 * script adds them itself (at once, or after a page's first paint). `app` is undefined when the
 * page has no built entry (the dev server's index.html keeps its own script tag).
 */
export function takeEntryTags(html: string): { html: string; app?: BootConfig['app'] } {
  const entries = [...html.matchAll(ENTRY_TAG)].map((m) => m[1] as string);
  if (entries.length === 0) return { html };
  if (entries.length > 1) throw new Error('boot-plugin: index.html has more than one entry script');
  const preloads = [...html.matchAll(PRELOAD_TAG)].map((m) => m[1] as string);
  return {
    html: html.replace(ENTRY_TAG, '').replace(PRELOAD_TAG, ''),
    app: { entry: entries[0] as string, preloads },
  };
}

/**
 * URLs of the JavaScript files a route's lazy modules need (each module's chunk and its static
 * imports, transitively) that the entry does not already load. Throws when a module has no chunk
 * of its own, so a renamed route cannot silently lose its preloads.
 */
export function routeChunks(
  bundle: Rolldown.OutputBundle,
  root: string,
  base: string,
  modules: readonly string[],
): string[] {
  const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (files: string[]) => {
    const seen = new Set<string>();
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      byFile.get(file)?.imports.forEach(walk);
    };
    files.forEach(walk);
    return seen;
  };
  const loadedByEntry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  const own = modules.map((m) => {
    const chunk = chunks.find((c) => c.facadeModuleId === resolve(root, m));
    if (!chunk) throw new Error(`boot-plugin: no chunk for the route module ${m}`);
    return chunk.fileName;
  });
  return [...closure(own)].filter((f) => !loadedByEntry.has(f)).map((f) => base + f);
}

/**
 * Adds the boot script (src/app/boot/boot-script.ts, for the routes of boot-routes.ts) to index.html's <head>, in dev and in the
 * build: on a product or category page it starts the page's API request while the entry script
 * downloads, preloads the LCP image and draws it as soon as the data is in (first-paint.ts); on
 * the bag, checkout and order pages it starts the signed-in shopper's requests with the stored
 * token and draws the bag's first picture, the saved addresses or the order's details from them. In the build it also takes over loading the app's code (`takeEntryTags`), with the page's
 * route chunks (`routeChunks`).
 */
export function bootPlugin(): Plugin {
  let apiBase = '/api';
  let root = '';
  let base = '/';
  return {
    name: 'vastra:boot',
    configResolved(config) {
      apiBase = (config.env.VITE_API_BASE as string | undefined) ?? '/api';
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const taken = takeEntryTags(html);
        if (ctx.bundle && !taken.app) throw new Error('boot-plugin: no entry script in the build');
        const bundle = ctx.bundle;
        const routes: BootRoute[] = BOOT_ROUTES.map((r) =>
          bundle ? { ...r, chunks: routeChunks(bundle, root, base, r.modules) } : r,
        );
        const cfg: BootConfig = {
          routes,
          statics: STATIC_FIRST_SEGMENTS,
          apiBase,
          key: EARLY_REQUESTS_KEY,
          tokenKey: SESSION_TOKEN_KEY,
          ssrKey: SSR_STATE_KEY,
          app: taken.app,
          paintWaitMs: PAINT_WAIT_MS,
          preloadBatch: PRELOAD_BATCH,
        };
        // Right after <meta charset>: before the stylesheet link, which would hold an inline
        // script back until the CSS has arrived.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(taken.html))
          throw new Error('boot-plugin: index.html has no <meta charset>');
        return taken.html.replace(
          charset,
          (m) => `${m}\n    <script>${renderBootScript(cfg)}</script>`,
        );
      },
    },
  };
}
