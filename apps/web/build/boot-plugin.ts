import { minifySync, type Plugin } from 'vite';
import {
  BOOT_ROUTES,
  bootScript,
  matchBootRoute,
  STATIC_FIRST_SEGMENTS,
  type BootConfig,
} from '../src/app/boot/boot-routes.ts';
import { EARLY_REQUESTS_KEY } from '../src/lib/early-requests.ts';

/** The inline <script> body: `bootScript` called with its config and matcher, minified. */
export function renderBootScript(cfg: BootConfig): string {
  const code = `(${bootScript.toString()})(${JSON.stringify(cfg)}, ${matchBootRoute.toString()});`;
  const out = minifySync('boot.js', code);
  if (out.errors.length > 0) throw new Error(`boot-plugin: ${out.errors[0]?.message}`);
  return out.code;
}

/**
 * Adds the boot script (src/app/boot/boot-routes.ts) to index.html's <head>, in dev and in the
 * build: on a product or category page it starts the page's API request while the entry script
 * downloads, preloads the LCP image and draws it as soon as the data is in (first-paint.ts).
 */
export function bootPlugin(): Plugin {
  let apiBase = '/api';
  return {
    name: 'vastra:boot',
    configResolved(config) {
      apiBase = (config.env.VITE_API_BASE as string | undefined) ?? '/api';
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const cfg: BootConfig = {
          routes: BOOT_ROUTES,
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
