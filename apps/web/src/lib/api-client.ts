import {
  routePath,
  type PathParams,
  type RouteDeclaration,
  type RouteResult,
} from '@vastra/contracts/routes/define';
import type { z } from 'zod';
import { takeEarlyResponse } from './early-requests';
import { isTokenExpired, session } from './session';

/** Base path of the API; the dev server and nginx proxy /api to it. */
export const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';

/** An API failure carrying the server's human message (or a fallback) for the UI. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Handler = () => void;
let onSessionExpired: Handler = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== '/')
    window.location.assign('/');
};

/** The app registers router navigation here: expired token or 401 → session cleared, go to /. */
export function setSessionExpiredHandler(handler: Handler): void {
  onSessionExpired = handler;
}

function expire(): void {
  session.clear();
  onSessionExpired();
}

export interface RequestOptions<S extends z.ZodType | undefined = undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A FormData body is sent as multipart (no JSON content type). */
  form?: FormData;
  query?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  /**
   * Parse the answer with this contract schema, or with the one a loader resolves to: the shell's
   * fetchers pass `() => import('@vastra/contracts/<module>').then((m) => m.XSchema)` so zod stays
   * out of the first-visit bundle (the loader starts with the request, in parallel).
   */
  schema?: S | (() => Promise<S>);
  signal?: AbortSignal;
  /** The browser HTTP cache mode (e.g. `no-cache`: always revalidate, a 304 when unchanged). */
  cache?: RequestCache;
  /** Fallback message when the server sends none. */
  fallback?: string;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const q = qs.toString();
  return `${API_BASE}${path}${q ? `?${q}` : ''}`;
}

/**
 * JSON fetch with the session's bearer token. The token's `exp` is checked before sending: an
 * expired token clears the session, navigates home and rejects without calling the server.
 */
export async function api<T = unknown, S extends z.ZodType | undefined = undefined>(
  path: string,
  opts: RequestOptions<S> = {},
): Promise<S extends z.ZodType ? z.output<S> : T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  const { token } = session.get();
  if (token) {
    if (isTokenExpired(token)) {
      expire();
      throw new ApiError('Your session has expired. Please log in again.', 401, 'TOKEN_EXPIRED');
    }
    headers.Authorization = `Bearer ${token}`;
  }
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const schemaLoad = typeof opts.schema === 'function' ? opts.schema() : undefined;
  // A failed request must not leave the loader's rejection unhandled; it is awaited below.
  schemaLoad?.catch(() => undefined);
  const url = buildUrl(path, opts.query);
  const method = opts.method ?? 'GET';
  const send = () => fetch(url, { method, headers, body, signal: opts.signal, cache: opts.cache });
  // index.html's boot script may already have asked for this page's data; if that failed, ask again.
  const early = method === 'GET' ? takeEarlyResponse(url, token) : undefined;
  let res: Response;
  try {
    res = early ? await early.catch(send) : await send();
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(
      opts.fallback ?? 'Network error. Please check your connection.',
      0,
      'NETWORK',
    );
  }
  const text = await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!res.ok) {
    if (res.status === 401 && token) expire();
    const obj = (data ?? {}) as { message?: unknown; error?: unknown; code?: unknown };
    const message =
      (typeof obj.message === 'string' && obj.message) ||
      (typeof obj.error === 'string' && obj.error) ||
      opts.fallback ||
      `Request failed (${res.status})`;
    throw new ApiError(
      message,
      res.status,
      typeof obj.code === 'string' ? obj.code : undefined,
      data,
    );
  }
  let schema: z.ZodType | undefined;
  try {
    schema = schemaLoad ? await schemaLoad : (opts.schema as z.ZodType | undefined);
  } catch {
    throw new ApiError(
      opts.fallback ?? 'Network error. Please check your connection.',
      0,
      'NETWORK',
    );
  }
  if (schema) {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      console.error('Unexpected API answer for', path, parsed.error.issues);
      throw new ApiError(
        opts.fallback ?? 'Unexpected answer from the server.',
        res.status,
        'BAD_RESPONSE',
        data,
      );
    }
    return parsed.data as never;
  }
  return data as never;
}

export type RouteOptions<D extends RouteDeclaration> = Omit<RequestOptions, 'method' | 'schema'> & {
  params?: PathParams<D>;
};

/**
 * Calls a declared endpoint: the path (with `params` filled in) and the method come from the
 * declaration, and the answer is parsed with its response schema. The declaration modules import
 * their schemas, and so zod: use this from chunks that already hold them (the signed-in pages,
 * checkout, orders). The first-visit shell's fetchers (bag, wishlist, categories, announcement,
 * search) call `api()` with a literal path and a lazily loaded schema instead, which keeps zod out
 * of the home page's JavaScript budget.
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

/** The message to show for an error: the server's when present, else the fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.message) return err.message;
  return fallback;
}
