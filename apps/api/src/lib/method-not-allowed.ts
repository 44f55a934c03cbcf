import { ErrorCode } from '@vastra/contracts';
import type { Express, RequestHandler } from 'express';
import { AppError } from './app-error';
import { mountedRoutes, type MountedRoute } from './mounted-routes';
import { escapeRegex } from './regex';

interface KnownPath {
  pattern: RegExp;
  methods: Set<string>;
}

/** `/api/address/:id` → a pattern matching `/api/address/<one segment>` (and a trailing slash). */
function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegex(segment)))
    .join('/');
  return new RegExp(`^${source}/?$`, 'i');
}

/** The API's paths with the methods each is mounted for (GET implies HEAD, as Express answers it). */
function knownPaths(routes: readonly MountedRoute[]): KnownPath[] {
  const byPath = new Map<string, Set<string>>();
  for (const { method, path } of routes) {
    if (!path.startsWith('/api/')) continue;
    const methods = byPath.get(path) ?? new Set<string>();
    methods.add(method.toUpperCase());
    if (method === 'get') methods.add('HEAD');
    byPath.set(path, methods);
  }
  return [...byPath].map(([path, methods]) => ({ pattern: patternOf(path), methods }));
}

/**
 * Mounted after every router: a request for a known API path with a method none of its routes
 * answers gets 405 with `Allow` (the methods that path does answer) and the JSON error body, rather
 * than the 404 of an unknown path. The table is built from the mounted routes on the first request.
 */
export function methodNotAllowed(app: Express): RequestHandler {
  let table: KnownPath[] | undefined;
  return (req, _res, next) => {
    table ??= knownPaths(mountedRoutes(app));
    const allowed = new Set<string>();
    for (const known of table) {
      if (known.pattern.test(req.path)) for (const m of known.methods) allowed.add(m);
    }
    if (allowed.size === 0 || allowed.has(req.method)) {
      next();
      return;
    }
    const allow = [...allowed].sort().join(', ');
    next(
      new AppError(
        405,
        `${req.method} is not allowed on ${req.path}. Allowed: ${allow}.`,
        ErrorCode.METHOD_NOT_ALLOWED,
        undefined,
        true,
        { Allow: allow },
      ),
    );
  };
}
