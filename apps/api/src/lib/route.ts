import type {
  RouteAnswer,
  RouteAuth,
  RouteDeclaration,
  RouteInput,
  RouteRecord,
} from '@vastra/contracts/routes/define';
import type { Request, RequestHandler, Response, Router } from 'express';
import { parse } from './validate';

/**
 * A handler of a declared route: it gets the parsed params, query and body (typed from the
 * declaration's schemas) and either returns the answer body, sent as JSON with the declared status,
 * or answers itself through `res` (headers, a computed status, files) and returns nothing.
 */
export type RouteHandler<D extends RouteDeclaration, Answer = RouteAnswer<D>> = (
  input: RouteInput<D>,
  req: Request,
  res: Response,
) => Promise<Answer | void>;

/** The middleware that enforces each kind of `auth`; `public` routes need none. */
export interface RouteGuards {
  shopper?: RequestHandler;
  optional?: RequestHandler;
  staff?: (role: NonNullable<RouteDeclaration['role']>) => RequestHandler;
}

export interface MountOptions {
  /** Where `router` is mounted: declarations carry full paths, the router sees them without it. */
  base?: `/api${string}`;
  guards?: RouteGuards;
}

/**
 * `route(declaration, middleware?)(handler)`. Curried so the declaration is fixed before the
 * handler is checked: with both in one call TypeScript widens the handler's literals
 * (`success: true` becomes `boolean`) and its answer could no longer be checked.
 */
export type Mount = <D extends RouteDeclaration>(
  declaration: D,
  middleware?: readonly RequestHandler[],
) => (handler: RouteHandler<D>) => void;

function guardFor(declaration: RouteDeclaration, guards: RouteGuards): RequestHandler[] {
  const kind: RouteAuth = declaration.auth;
  if (kind === 'public') return [];
  const guard =
    kind === 'staff' ? guards.staff?.(declaration.role ?? 'staff') : (guards[kind] ?? undefined);
  // A declaration that says "signed in" must never be mounted open by a forgotten guard.
  if (!guard) {
    throw new Error(
      `No ${kind} guard given for ${declaration.method.toUpperCase()} ${declaration.path}`,
    );
  }
  return [guard];
}

/** Parses params, query and body with the declaration's schemas (the 400s of `parse()`). */
function inputOf(
  declaration: RouteDeclaration,
  req: Request,
): Record<keyof RouteInput<never>, unknown> {
  return {
    params: declaration.params ? parse(declaration.params, req.params) : undefined,
    query: declaration.query ? parse(declaration.query, req.query) : undefined,
    body: declaration.body ? parse(declaration.body, req.body ?? {}) : undefined,
  };
}

/**
 * Returns `route(declaration, [middleware])(handler)`, which adds a declared endpoint to `router`:
 * the declaration's auth guard, then the route's own middleware (rate limits, uploads), then
 * validation of every declared part, then the handler.
 */
export function routesOn(router: Router, options: MountOptions = {}): Mount {
  const base = options.base ?? '/api';
  const guards = options.guards ?? {};
  return (declaration, middleware = []) => {
    if (!declaration.path.startsWith(`${base}/`) && declaration.path !== base) {
      throw new Error(`${declaration.path} is not under ${base}`);
    }
    const path = declaration.path.slice(base.length) || '/';
    const chain = [...guardFor(declaration, guards), ...middleware];
    return (handler) => {
      router[declaration.method](path, ...chain, answering(declaration, handler));
    };
  };
}

/**
 * The last step of a declared route, on its own: validation of every declared part, the handler,
 * and the answer sent as JSON with the declared status. Express 5 passes its rejections (a 400 from
 * validation, a handler's error) to the error handlers.
 */
export function answering<D extends RouteDeclaration>(
  declaration: D,
  handler: RouteHandler<D>,
): (req: Request, res: Response) => Promise<void> {
  return async (req, res) => {
    // Each declared part was parsed by its own schema: the input has the type the handler names.
    const input = inputOf(declaration, req) as RouteInput<D>;
    const answer = await handler(input, req, res);
    if (answer !== undefined && !res.headersSent) {
      res.status(declaration.status ?? 200).json(answer);
    }
  };
}

/** What a name is bound to: the handler, or the handler after the route's own middleware. */
export type BoundHandler<D extends RouteDeclaration> =
  RouteHandler<D> | { use: readonly RequestHandler[]; handler: RouteHandler<D> };

/**
 * One entry per declaration of `R`, under the declaration's name: a name left out, or one that `R`
 * does not declare, is a type error.
 */
export type RouteHandlers<R extends RouteRecord> = { [Name in keyof R]: BoundHandler<R[Name]> };

const describeNames = (names: string[]) => names.map((n) => `"${n}"`).join(', ');

/**
 * Mounts every declaration of `declarations` with the handler bound to its name in `handlers`, in
 * the declarations' order (so a literal path declared before a parametrised one is matched first).
 * Throws, before mounting anything, when a declaration has no handler or a handler names no
 * declaration: a pairing is only ever made by name, so reordering declarations moves nothing.
 */
export function bindRoutes<R extends RouteRecord>(
  route: Mount,
  declarations: R,
  handlers: NoInfer<RouteHandlers<R>>,
): void {
  const entries = handlers as Readonly<Record<string, unknown>>;
  const pairs = Object.entries(declarations).map(([name, declaration]) => ({
    name,
    declaration,
    bound: Object.hasOwn(entries, name) ? handlerOf(entries[name]) : undefined,
  }));
  const unbound = pairs.filter((p) => !p.bound).map((p) => p.name);
  const unknown = Object.keys(entries).filter((name) => !Object.hasOwn(declarations, name));
  if (unbound.length > 0 || unknown.length > 0) {
    const problems = [
      unbound.length > 0 ? `no handler for ${describeNames(unbound)}` : '',
      unknown.length > 0 ? `handlers for undeclared ${describeNames(unknown)}` : '',
    ];
    throw new Error(`Routes bound by name: ${problems.filter(Boolean).join('; ')}`);
  }
  for (const { declaration, bound } of pairs) {
    if (bound) route(declaration, bound.use)(bound.handler);
  }
}

/** A bound entry as middleware and handler, or nothing when it is neither form. */
function handlerOf(
  entry: unknown,
): { use: readonly RequestHandler[]; handler: RouteHandler<RouteDeclaration> } | undefined {
  if (typeof entry === 'function')
    return { use: [], handler: entry as RouteHandler<RouteDeclaration> };
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { use, handler } = entry as { use?: unknown; handler?: unknown };
  if (typeof handler !== 'function' || !Array.isArray(use)) return undefined;
  return { use: use as RequestHandler[], handler: handler as RouteHandler<RouteDeclaration> };
}
