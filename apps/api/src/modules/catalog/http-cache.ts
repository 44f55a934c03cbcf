import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';

/**
 * Conditional GETs for public catalogue reads: a content hash as the ETag, a short shared
 * Cache-Control, and `304 Not Modified` when the client's If-None-Match already names it.
 * Only successful (2xx) JSON answers are tagged; errors pass through untouched.
 */
export interface HttpCacheOptions {
  /** Seconds a browser or CDN may reuse the answer without asking. */
  maxAge?: number;
  /** Seconds a stale answer may be served while revalidating. */
  staleWhileRevalidate?: number;
}

export function etagFor(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** RFC 9110 weak comparison against an If-None-Match list (or `*`). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((t) => opaque(t) === wanted);
}

export function httpCache({ maxAge = 60, staleWhileRevalidate = 300 }: HttpCacheOptions = {}): RequestHandler {
  const cacheControl = `public, max-age=${maxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const json = res.json.bind(res) as Response['json'];
    res.json = (body?: unknown) => {
      if (res.statusCode < 200 || res.statusCode >= 300) return json(body);
      const text = JSON.stringify(body);
      const etag = etagFor(text);
      res.setHeader('ETag', etag);
      res.setHeader('Cache-Control', cacheControl);
      if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
        res.status(304).end();
        return res;
      }
      res.type('application/json');
      return res.send(text);
    };
    next();
  };
}
