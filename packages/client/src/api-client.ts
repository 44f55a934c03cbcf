import type { z } from 'zod';

/** An API failure carrying the server's human message (or a fallback) for the UI. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's error code (`NOT_FOUND`…) or the client's (`NETWORK`, `BAD_RESPONSE`…). */
    readonly code?: string,
    /** The answer's body as parsed, when there was one (per-field issues of a refusal). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions<S extends z.ZodType | undefined = undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body. */
  body?: unknown;
  /** A FormData body is sent as multipart (no JSON content type). */
  form?: FormData;
  query?: Query;
  headers?: Record<string, string>;
  /**
   * Parse the answer with this contract schema, or with the one a loader resolves to: a caller
   * can pass `() => import('@vastra/contracts/<module>').then((m) => m.XSchema)` so zod stays out
   * of its first bundle (the loader starts with the request, in parallel).
   */
  schema?: S | (() => Promise<S>);
  /**
   * For a caller that passes no schema (to keep zod out of a page's load): a cheap check of the
   * answer's shape. An answer it refuses is an unexpected answer, as a failed parse would be, so
   * the page shows its message instead of breaking on it.
   */
  shape?: (data: unknown) => boolean;
  signal?: AbortSignal;
  /** The browser HTTP cache mode (e.g. `no-cache`: always revalidate, a 304 when unchanged). */
  cache?: RequestCache;
  /** Message when the server sends none (and for a network failure or an unexpected answer). */
  fallback?: string;
}

export interface ApiClientConfig {
  /** Base path of the API (`/api`: the dev and preview servers and nginx proxy it). */
  base: string;
  /** The session's bearer token, or null when signed out. */
  token: () => string | null;
  /**
   * The session is over: a request sent with a token was answered 401, or `isExpired` said so
   * before sending. The app clears its session and shows the way back (sign-in page, home).
   */
  onSessionEnd: () => void;
  /** Whether the token is known to have expired: then nothing is sent (401 `TOKEN_EXPIRED`). */
  isExpired?: (token: string) => boolean;
  /**
   * An answer to this GET already on its way (a request started before the app's code loaded),
   * handed out once; if it fails the request is sent again.
   */
  takeEarly?: (url: string, token: string | null) => Promise<Response> | undefined;
  /** The message for a failure the server gave none for, when the caller has no fallback. */
  failureMessage?: (status: number) => string;
}

type Answer<T, S extends z.ZodType | undefined> = S extends z.ZodType ? z.output<S> : T;

export interface ApiClient {
  /** The URL of an API path with its query (empty values are left out). */
  url(path: string, query?: Query): string;
  /**
   * JSON in and out with the session's bearer token; the server's message on failure; a 401 to a
   * request with a token (or a token known to have expired) ends the session.
   */
  api<T = unknown, S extends z.ZodType | undefined = undefined>(
    path: string,
    opts?: RequestOptions<S>,
  ): Promise<Answer<T, S>>;
  /** A file from the API (CSV export, PDF), fetched as `api()` does. */
  blob(path: string, opts?: Omit<RequestOptions, 'schema'>): Promise<Blob>;
}

const NETWORK = 'Network error. Please check your connection.';

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One API client: the apps differ only in their session and in what ends it. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const failureMessage = config.failureMessage ?? ((status) => `Request failed (${status})`);

  function url(path: string, query?: Query): string {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {}))
      if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
    const q = qs.toString();
    return `${config.base}${path}${q ? `?${q}` : ''}`;
  }

  /** Sends the request; resolves with a successful response, else throws an `ApiError`. */
  async function send(
    path: string,
    opts: RequestOptions<z.ZodType | undefined>,
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    const token = config.token();
    if (token) {
      if (config.isExpired?.(token)) {
        config.onSessionEnd();
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
    const target = url(path, opts.query);
    const method = opts.method ?? 'GET';
    const request = () =>
      fetch(target, { method, headers, body, signal: opts.signal, cache: opts.cache });
    const early = method === 'GET' ? config.takeEarly?.(target, token) : undefined;
    let res: Response;
    try {
      res = early ? await early.catch(request) : await request();
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err;
      throw new ApiError(opts.fallback ?? NETWORK, 0, 'NETWORK');
    }
    if (res.ok) return res;
    const text = await res.text();
    const data = parseJson(text);
    if (res.status === 401 && token) config.onSessionEnd();
    const obj = (data ?? {}) as { message?: unknown; error?: unknown; code?: unknown };
    const message =
      (typeof obj.message === 'string' && obj.message) ||
      (typeof obj.error === 'string' && obj.error) ||
      opts.fallback ||
      failureMessage(res.status);
    throw new ApiError(
      message,
      res.status,
      typeof obj.code === 'string' ? obj.code : undefined,
      data,
    );
  }

  async function api<T = unknown, S extends z.ZodType | undefined = undefined>(
    path: string,
    opts: RequestOptions<S> = {},
  ): Promise<Answer<T, S>> {
    const schemaLoad = typeof opts.schema === 'function' ? opts.schema() : undefined;
    // A failed request must not leave the loader's rejection unhandled; it is awaited below.
    schemaLoad?.catch(() => undefined);
    const res = await send(path, opts);
    const data = parseJson(await res.text());
    let schema: z.ZodType | undefined;
    try {
      schema = schemaLoad ? await schemaLoad : (opts.schema as z.ZodType | undefined);
    } catch {
      throw new ApiError(opts.fallback ?? NETWORK, 0, 'NETWORK');
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
    if (opts.shape && !opts.shape(data)) {
      console.error('Unexpected API answer for', path);
      throw new ApiError(
        opts.fallback ?? 'Unexpected answer from the server.',
        res.status,
        'BAD_RESPONSE',
        data,
      );
    }
    return data as never;
  }

  async function blob(path: string, opts: Omit<RequestOptions, 'schema'> = {}): Promise<Blob> {
    return (await send(path, opts)).blob();
  }

  return { url, api, blob };
}

/** The message to show for an error: the server's when present, else the fallback. */
export function errorMessage(
  err: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  if (err instanceof ApiError && err.message) return err.message;
  return fallback;
}

/** Saves a file (from `blob()`) under `filename`: a download the browser shows. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
