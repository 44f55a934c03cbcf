import type { RouteDeclaration } from '@vastra/contracts/routes/define';
import type { Request, RequestHandler, Response } from 'express';
import Negotiator from 'negotiator';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { answerKeys, routedAnswerKey } from './answer-key';
import type { CachedAnswer, ResponseCache } from './response-cache';

/**
 * Conditional GETs for public catalogue reads: a content hash as the ETag, a short shared
 * Cache-Control, and `304 Not Modified` when the client's If-None-Match already names it.
 * Only successful (2xx) JSON answers are tagged; errors pass through untouched.
 * With a `store`, finished answers are also kept in process (see response-cache.ts) and served
 * without touching the database until they expire or the catalogue changes.
 *
 * Answers are keyed by what the route declares, never by the URL as sent (answer-key.ts): unknown
 * query parameters are ignored, not refused (browsers and marketing links add `utm_*`, `fbclid`,
 * `gclid`), and do not make a new entry. A URL that is not in its canonical spelling is answered
 * with the same answer but `Cache-Control: private`, so shared caches in front, which key on the
 * URL as sent, store only canonical URLs.
 */
export interface HttpCacheOptions {
  /** Seconds a browser or CDN may reuse the answer without asking. */
  maxAge?: number;
  /** Seconds a stale answer may be served while revalidating. */
  staleWhileRevalidate?: number;
  /** In-process store of finished answers, keyed by the normalised URI (answer-key.ts). */
  store?: ResponseCache;
  /**
   * Which answers go into `store`: every one, or only those whose key was asked before
   * (`askedBefore`): for routes where most URLs are asked once, like search as the shopper types.
   */
  keep?: 'always' | 'repeated';
  /** The answer's JSON text (default `JSON.stringify`; search answers reuse their summaries' text). */
  serialise?: (body: unknown) => string;
  /**
   * Answers are encoded here as `compression()` would (for a lane mounted before it, which must
   * leave requests that would get deflate to the routes behind it).
   */
  encode?: boolean;
}

/** The ETag of an answer's JSON: its text, or the same text as UTF-8 bytes (the same tag). */
export function etagFor(body: string | Buffer): string {
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

/**
 * The Cache-Control for a URL a shared cache must not store (not in its canonical spelling): the
 * same lifetimes for the browser, `private` instead of `public`.
 */
export function privately(cacheControl: string): string {
  return cacheControl.replace(/^public\b/, 'private');
}

/**
 * Sends a finished answer: ETag, Cache-Control, then 304 when the client has it, else the JSON.
 * Written straight to the response (what `res.send` would do with these headers, without its
 * type, ETag and freshness work, all settled here already); `compression()` still encodes it.
 */
function sendAnswer(
  req: Request,
  res: Response,
  answer: CachedAnswer,
  cacheControl: string,
): Response {
  res.setHeader('ETag', answer.etag);
  res.setHeader('Cache-Control', cacheControl);
  if (matchesIfNoneMatch(req.headers['if-none-match'], answer.etag)) {
    res.status(304).end();
    return res;
  }
  const body = answer.body ?? Buffer.from(answer.text);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
  return res;
}

/** compression's defaults, so a hit is encoded exactly when and how `compression()` would. */
const COMPRESS_THRESHOLD = 1024;
const ENCODINGS = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED_ENCODINGS = ['br', 'gzip'];

/** `compression()`'s choice for this request: br, gzip, deflate or identity. */
export function encodingFor(req: Request): string {
  if (!req.headers['accept-encoding']) return 'identity';
  return new Negotiator(req).encoding(ENCODINGS, PREFERRED_ENCODINGS) ?? 'identity';
}

/** The answer's body in `encoding`, compressed once and kept with the answer. */
function encodedBody(answer: CachedAnswer, encoding: 'br' | 'gzip'): Buffer {
  const plain = answer.body ?? Buffer.from(answer.text);
  if (encoding === 'gzip') return (answer.gzip ??= gzipSync(plain));
  return (answer.br ??= brotliCompressSync(plain, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: plain.length,
    },
  }));
}

/**
 * Sends a finished answer as `compression()` would send it: the same `Vary: Accept-Encoding`, the
 * same negotiation (br, then gzip) and size threshold, with the answer's gzip/brotli bytes made
 * once and kept with it; 304 when the client already has it. Returns false, having sent nothing,
 * when the client would get deflate (left to `compression()`).
 */
function sendEncoded(req: Request, res: Response, answer: CachedAnswer, cacheControl: string) {
  if (matchesIfNoneMatch(req.headers['if-none-match'], answer.etag)) {
    res.setHeader('ETag', answer.etag);
    res.setHeader('Cache-Control', cacheControl);
    res.statusCode = 304;
    res.end();
    return true;
  }
  const body = answer.body ?? Buffer.from(answer.text);
  const encoding = encodingFor(req);
  if (encoding === 'deflate' && req.method === 'GET' && body.length >= COMPRESS_THRESHOLD) {
    return false;
  }
  res.setHeader('ETag', answer.etag);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.vary('Accept-Encoding');
  const compress =
    req.method === 'GET' &&
    body.length >= COMPRESS_THRESHOLD &&
    (encoding === 'br' || encoding === 'gzip');
  const sent = compress ? encodedBody(answer, encoding) : body;
  if (compress) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', sent.length);
  res.end(req.method === 'HEAD' ? undefined : sent);
  return true;
}

/**
 * App-level lane for answers already in `store` (a GET/HEAD to one of `routes` whose key a
 * catalogue route answered recently): sent at once, before compression, request logging, body
 * parsing and routing, which cost more than the answer itself. Mount it after the request id, security headers and CORS, so
 * hits get them like every response, and right before `compression()`, whose part it plays for
 * hits (`sendEncoded`). A request that would get deflate, and anything not in the store, goes on
 * through `compression()` to the routes.
 */
export function cachedAnswers(
  store: ResponseCache,
  routes: readonly RouteDeclaration[],
): RequestHandler {
  const keyOf = answerKeys(routes);
  return (req, res, next) => {
    const keyed = req.method === 'GET' || req.method === 'HEAD' ? keyOf(req) : undefined;
    const hit = keyed ? store.get(keyed.key) : undefined;
    const control = hit?.cacheControl;
    // Left to compression() and the route (which answers from the store) when not sent here.
    if (!keyed || !hit || !control) next();
    else if (!sendEncoded(req, res, hit, keyed.shared ? control : privately(control))) next();
  };
}

/** The caching of `declaration`'s answers (a public GET); its key is built from its schemas. */
export function httpCache(
  declaration: RouteDeclaration,
  {
    maxAge = 60,
    staleWhileRevalidate = 300,
    store,
    keep = 'always',
    serialise = JSON.stringify,
    encode = false,
  }: HttpCacheOptions = {},
): RequestHandler {
  const cacheControl = `public, max-age=${maxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
  /** `shared`: the URL is in its canonical spelling (answer-key.ts); else `private`. */
  const send = (req: Request, res: Response, answer: CachedAnswer, shared: boolean) => {
    const control = answer.cacheControl ?? cacheControl;
    const forUrl = shared ? control : privately(control);
    if (!encode || !sendEncoded(req, res, answer, forUrl)) sendAnswer(req, res, answer, forUrl);
    return res;
  };

  /** Lets the route compute the answer; tags it, and hands it to `done` (undefined unless 2xx JSON). */
  const compute = (
    req: Request,
    res: Response,
    next: () => void,
    shared: boolean,
    done?: (a: CachedAnswer | undefined, keep?: boolean) => void,
    kept = true,
  ) => {
    const json = res.json.bind(res) as Response['json'];
    // Once an answer is handed over, nothing here keeps it: the response object lives until its
    // bytes are written (under load, until the event loop's next turn), and an answer kept
    // reachable from it that long is copied by the young-generation GC and promoted to old space.
    let handOver = done;
    const finish = (a: CachedAnswer | undefined) => {
      const to = handOver;
      handOver = undefined;
      to?.(a, kept);
    };
    res.json = (body?: unknown) => {
      res.json = json;
      if (res.statusCode < 200 || res.statusCode >= 300) {
        finish(undefined);
        return json(body);
      }
      const text = serialise(body);
      // Encoded once: hashed for the ETag, sent, and kept for the store's hits.
      const bytes = Buffer.from(text);
      const answer: CachedAnswer = { etag: etagFor(bytes), text, cacheControl, body: bytes };
      finish(answer);
      return send(req, res, answer, shared);
    };
    // Errors thrown by the route never reach res.json above: release the waiters then too.
    res.once('close', () => finish(undefined));
    next();
  };

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    // Undefined when the request does not parse: the route answers its 400, never cached.
    const keyed = routedAnswerKey(declaration, req);
    const shared = keyed?.shared ?? false;
    if (!store || !keyed) {
      compute(req, res, next, shared);
      return;
    }
    const { key } = keyed;
    const hit = store.get(key);
    if (hit) {
      send(req, res, hit, shared);
      return;
    }
    const claim = store.claim(key);
    if (claim.kind === 'compute') {
      compute(req, res, next, shared, claim.finish, keep === 'always' || store.askedBefore(key));
      return;
    }
    claim.answer.then(
      (answer) => (answer ? send(req, res, answer, shared) : compute(req, res, next, shared)),
      () => compute(req, res, next, shared),
    );
  };
}
