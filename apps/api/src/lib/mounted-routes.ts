import type { Express } from 'express';

/** One endpoint Express would answer: `GET /api/address/:id`. */
export interface MountedRoute {
  method: string;
  path: string;
}

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

const join = (prefix: string, path: string) =>
  `${prefix}${path === '/' ? '' : path}`.replace(/\/{2,}/g, '/') || '/';

/**
 * Every route mounted on the app, with the paths of the routers it sits in (Express 5 keeps each
 * layer's `rawPath`). Middleware mounted with `use()` is not a route; a route on a path array or a
 * regular expression is reported as such, so no declaration can match it and the check fails.
 */
export function mountedRoutes(app: Express): MountedRoute[] {
  const found: MountedRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const path =
          typeof layer.route.path === 'string' ? layer.route.path : String(layer.route.path);
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') found.push({ method, path: join(prefix, path) });
        }
      } else if (layer.handle?.stack) {
        const at = typeof layer.rawPath === 'string' ? layer.rawPath : '';
        walk(layer.handle.stack, join(prefix, at));
      }
    }
  };
  const router = (app as unknown as { router: { stack: Layer[] } }).router;
  walk(router.stack, '');
  return found;
}
