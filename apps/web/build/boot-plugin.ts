import path from 'node:path';
import { minifySync, type Plugin, type Rolldown } from 'vite';
import {
  BOOT_ROUTES,
  bootScript,
  matchBootRoute,
  STATIC_FIRST_SEGMENTS,
  type BootConfig,
} from '../src/app/boot/boot-routes.ts';
import { EARLY_REQUESTS_KEY } from '../src/lib/early-requests.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Every chunk a chunk needs before it runs: itself and its static imports, transitively. */
export function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()) {
  if (seen.has(fileName)) return seen;
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const dep of chunk.imports) staticClosure(bundle, dep, seen);
  return seen;
}

/**
 * The route module's chunk and the chunks it statically imports that the entry does not already
 * load, as URLs under the build's base.
 */
export function routeFiles(
  bundle: OutputBundle,
  root: string,
  module: string,
  base: string,
): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  const route = chunks.find((c) => c.facadeModuleId === path.resolve(root, module));
  if (!route) throw new Error(`boot-plugin: no chunk for ${module}; was it renamed in router.tsx?`);
  const loaded = entry ? staticClosure(bundle, entry.fileName) : new Set<string>();
  return [...staticClosure(bundle, route.fileName)]
    .filter((f) => !loaded.has(f))
    .map((f) => base + f);
}

/** The inline <script> body: `bootScript` called with its config and matcher, minified. */
export function renderBootScript(cfg: BootConfig): string {
  const compact = { ...cfg, routes: cfg.routes.map(({ module: _module, ...r }) => r) };
  const code = `(${bootScript.toString()})(${JSON.stringify(compact)}, ${matchBootRoute.toString()});`;
  const out = minifySync('boot.js', code);
  if (out.errors.length > 0) throw new Error(`boot-plugin: ${out.errors[0]?.message}`);
  return out.code;
}

/**
 * Adds the boot script (src/app/boot/boot-routes.ts) to index.html's <head>: on a product or
 * category page it preloads the route's chunks (build only; the dev server has none), starts the
 * page's API request and preloads its LCP image while the entry script downloads.
 */
export function bootPlugin(): Plugin {
  let root = process.cwd();
  let base = '/';
  let apiBase = '/api';
  return {
    name: 'vastra:boot',
    configResolved(config) {
      root = config.root;
      base = config.base;
      apiBase = (config.env.VITE_API_BASE as string | undefined) ?? '/api';
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const { bundle } = ctx;
        const cfg: BootConfig = {
          routes: BOOT_ROUTES.map((r) => ({
            ...r,
            files: bundle ? routeFiles(bundle, root, r.module, base) : [],
          })),
          statics: STATIC_FIRST_SEGMENTS,
          apiBase,
          key: EARLY_REQUESTS_KEY,
        };
        // Right after <meta charset>: before the stylesheet link, which would hold an inline
        // script back until the CSS has arrived.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('boot-plugin: index.html has no <meta charset>');
        return html.replace(charset, (m) => `${m}\n    <script>${renderBootScript(cfg)}</script>`);
      },
    },
  };
}
