import type { z } from 'zod';
import { staffSession } from './session';

/** Base path of the API; the dev and preview servers (and nginx) proxy /api to it. */
export const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';

/** An API failure carrying the server's human message for the UI, and per-field issues if any. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Handler = () => void;
let onSignedOut: Handler = () => undefined;

/** The app registers its navigation to the sign-in page here (a 401 ends the staff session). */
export function setSignedOutHandler(handler: Handler): void {
  onSignedOut = handler;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions<S extends z.ZodType | undefined = undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body. */
  body?: unknown;
  /** Multipart body (image uploads, CSV files). */
  form?: FormData;
  query?: Query;
  /** Parse the answer with this contract schema. */
  schema?: S;
  signal?: AbortSignal;
}

export function apiUrl(path: string, query?: Query): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const q = qs.toString();
  return `${API_BASE}${path}${q ? `?${q}` : ''}`;
}

async function send(path: string, opts: RequestOptions<z.ZodType | undefined>): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const { token } = staffSession.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(apiUrl(path, opts.query), {
      method: opts.method ?? 'GET',
      headers,
      body,
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('Network error. Please check your connection.', 0);
  }
  if (!res.ok) {
    const text = await res.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }
    if (res.status === 401 && token) {
      staffSession.clear();
      onSignedOut();
    }
    const obj = (data ?? {}) as { message?: unknown; error?: unknown };
    const message =
      (typeof obj.message === 'string' && obj.message) ||
      (typeof obj.error === 'string' && obj.error) ||
      (res.status === 403
        ? 'You do not have permission to do this.'
        : `Request failed (${res.status})`);
    throw new ApiError(message, res.status, data);
  }
  return res;
}

/**
 * The back office's one way to call the API: JSON in and out with the staff bearer token, the
 * server's message on failure, an expired or refused session (401) sends the user to sign in.
 */
export async function api<T = unknown, S extends z.ZodType | undefined = undefined>(
  path: string,
  opts: RequestOptions<S> = {},
): Promise<S extends z.ZodType ? z.output<S> : T> {
  const res = await send(path, opts);
  const text = await res.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (opts.schema) {
    const parsed = opts.schema.safeParse(data);
    if (!parsed.success) {
      console.error('Unexpected API answer for', path, parsed.error.issues);
      throw new ApiError('Unexpected answer from the server.', res.status, data);
    }
    return parsed.data as never;
  }
  return data as never;
}

/** A file from the API (CSV export, PDF), fetched with the staff token. */
export async function apiBlob(
  path: string,
  opts: Omit<RequestOptions, 'schema'> = {},
): Promise<Blob> {
  return (await send(path, opts)).blob();
}

/** Saves a file fetched with `apiBlob` under `filename` (a download the browser shows). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The message to show for an error: the server's when present, else the fallback. */
export function errorMessage(
  err: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  if (err instanceof ApiError && err.message) return err.message;
  return fallback;
}
