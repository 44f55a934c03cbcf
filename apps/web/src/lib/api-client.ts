import { createApiClient, type RequestOptions } from '@vastra/client';
import {
  routePath,
  type PathParams,
  type RouteDeclaration,
  type RouteResult,
} from '@vastra/contracts/routes/define';
import { takeEarlyResponse } from './early-requests';
import { isTokenExpired, session } from './session';

export { ApiError, errorMessage, saveBlob } from '@vastra/client';

/** Base path of the API; the dev server and nginx proxy /api to it. */
const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';

type Handler = () => void;
let onSessionExpired: Handler = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== '/')
    window.location.assign('/');
};

/** The app registers router navigation here: expired token or 401 → session cleared, go to /. */
export function setSessionExpiredHandler(handler: Handler): void {
  onSessionExpired = handler;
}

/**
 * The shopper's client: the session's bearer token, whose `exp` is checked before sending (an
 * expired token clears the session, navigates home and rejects without calling the server), and
 * the answers index.html's boot script already asked for (`early-requests.ts`).
 */
const client = createApiClient({
  base: API_BASE,
  token: () => session.get().token,
  isExpired: (token) => isTokenExpired(token),
  takeEarly: takeEarlyResponse,
  onSessionEnd: () => {
    session.clear();
    onSessionExpired();
  },
});

/**
 * JSON fetch with the session's bearer token. A `schema` may be a loader: page fetchers pass
 * `() => import('@vastra/contracts/<module>').then((m) => m.XSchema)` so zod stays out of the
 * first-visit bundle.
 *
 * The requests every page makes at load for its header and layout (the bag and the wishlist for
 * their counts, the categories for the menu, the announcement) pass no schema and take the answer
 * as its contract type: loading a schema module builds zod's schemas, which is main-thread work
 * before the first tap on every page. The server builds those answers with the same contract
 * schemas and its tests hold every answer to them; none of them has defaults or transforms that
 * parsing would apply. Each passes a cheap `shape` check instead, so a broken answer shows the
 * page's message rather than breaking the page.
 */
export const api = client.api;

/** A file from the API (a tax document), fetched with the session's token. */
export const apiBlob = client.blob;

export type RouteOptions<D extends RouteDeclaration> = Omit<RequestOptions, 'method' | 'schema'> & {
  params?: PathParams<D>;
};

/**
 * Calls a declared endpoint: the path (with `params` filled in) and the method come from the
 * declaration, and the answer is parsed with its response schema. The declaration modules import
 * their schemas, and so zod: a page chunk that imports one builds them at its load. The pages'
 * load-time requests (home, category, product, bag, checkout, the order page) call `api()` with a
 * literal path and a lazily loaded schema or a shape check instead, and their actions call
 * `apiRouteOnCall`, which loads the declaration with the call: zod stays out of those pages' load.
 */
export function apiRoute<D extends RouteDeclaration>(
  declaration: D,
  { params, ...opts }: RouteOptions<D> = {},
): Promise<RouteResult<D>> {
  const fill = routePath as (d: RouteDeclaration, p?: Record<string, string>) => string;
  return api(fill(declaration, params).replace(/^\/api(?=\/)/, ''), {
    ...opts,
    method: declaration.method.toUpperCase() as NonNullable<RequestOptions['method']>,
    schema: declaration.response,
  }) as Promise<RouteResult<D>>;
}

/**
 * `apiRoute` for a declaration loaded with the call, as
 * `() => import('@vastra/contracts/routes/<module>').then((m) => m.xApi.y)`: its module, its
 * schemas and zod load when the shopper acts (applies a coupon, places the order, cancels), not
 * with the page that offers the action.
 */
export async function apiRouteOnCall<D extends RouteDeclaration>(
  load: () => Promise<D>,
  opts?: RouteOptions<D>,
): Promise<RouteResult<D>> {
  return apiRoute(await load(), opts);
}
