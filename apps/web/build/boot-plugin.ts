import { minifySync, type Plugin } from 'vite';
import {
  BOOT_ROUTES,
  bootScript,
  matchBootRoute,
  STATIC_FIRST_SEGMENTS,
  type BootConfig,
} from '../src/app/boot/boot-routes.ts';
import { EARLY_REQUESTS_KEY } from '../src/lib/early-requests.ts';
import { SESSION_TOKEN_KEY } from '../src/lib/session-keys.ts';

/** The inline <script> body: `bootScript` called with its config and matcher, minified. */
export function renderBootScript(cfg: BootConfig): string {
  const code = `(${bootScript.toString()})(${JSON.stringify(cfg)}, ${matchBootRoute.toString()});`;
  const out = minifySync('boot.js', code);
  if (out.errors.length > 0) throw new Error(`boot-plugin: ${out.errors[0]?.message}`);
  return out.code;
}

/**
 * The entry script and its modulepreloads at low priority: every page's first paint (index.html's
 * static top bar, the home hero's poster, the boot script's images) needs none of them, so the
 * stylesheet, that image and the page's data take the first round trips on a slow connection and
 * the app's code follows right after. Only Vite's own tags (crossorigin, hashed assets) change.
 */
export function lowerEntryPriority(html: string): string {
  return html
    .replace(
      /<script type="module" crossorigin src="/g,
      '<script type="module" fetchpriority="low" crossorigin src="',
    )
    .replace(
      /<link rel="modulepreload" crossorigin href="/g,
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="',
    );
}

/**
 * Adds the boot script (src/app/boot/boot-routes.ts) to index.html's <head>, in dev and in the
 * build: on a product or category page it starts the page's API request while the entry script
 * downloads, preloads the LCP image and draws it as soon as the data is in (first-paint.ts); on
 * the bag, checkout and order pages it starts the signed-in shopper's requests with the stored token.
 * In the build, the entry's script tags are then lowered in priority (`lowerEntryPriority`).
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
          tokenKey: SESSION_TOKEN_KEY,
        };
        // Right after <meta charset>: before the stylesheet link, which would hold an inline
        // script back until the CSS has arrived.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('boot-plugin: index.html has no <meta charset>');
        return lowerEntryPriority(
          html.replace(charset, (m) => `${m}\n    <script>${renderBootScript(cfg)}</script>`),
        );
      },
    },
  };
}
