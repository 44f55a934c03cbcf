import type { Express } from 'express';
import request from 'supertest';
import type { Method } from './endpoints';

export interface RawRequest {
  method: Method;
  /** Full path with query string, already encoded. */
  url: string;
  headers?: Record<string, string>;
  /** Sent as-is (string or bytes); objects are JSON-encoded with Content-Type application/json. */
  body?: string | Buffer | { json: unknown };
  /** Multipart text fields (name → value), sent as multipart/form-data. */
  fields?: [string, string][];
}

export interface RawResponse {
  status: number;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** JSON.stringify that never throws and never yields undefined (a top-level undefined sends no body). */
export function toJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

export async function send(app: Express, r: RawRequest): Promise<RawResponse> {
  let req = request(app)[r.method](r.url);
  for (const [k, v] of Object.entries(r.headers ?? {})) req = req.set(k, v);
  if (r.fields) {
    for (const [k, v] of r.fields) req = req.field(k, v);
  } else if (r.body !== undefined) {
    if (typeof r.body === 'object' && !Buffer.isBuffer(r.body)) {
      if (!r.headers?.['Content-Type']) req = req.set('Content-Type', 'application/json');
      req = req.send(toJson(r.body.json));
    } else {
      // Raw bytes exactly as given (superagent would JSON-encode a Buffer sent as application/json).
      req = req.serialize((d: unknown) => d as string).send(r.body);
    }
  }
  const res = await req.ok(() => true);
  return { status: res.status, body: res.body as unknown, headers: res.headers, text: res.text };
}
