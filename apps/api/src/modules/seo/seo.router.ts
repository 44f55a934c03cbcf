import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  etagFor,
  matchesIfNoneMatch,
  privately,
  createResponseCache,
  type CachedAnswer,
} from '../catalog';
import { googleFeed } from './feed';
import { robotsTxt } from './robots';
import {
  SITEMAP_KINDS,
  SITEMAP_MAX_URLS,
  sitemapFile,
  sitemapIndex,
  type SitemapKind,
} from './sitemap';

/**
 * What crawlers read, at the site's root (nginx and Vite's dev server send these paths here):
 * `/sitemap.xml` and its files `/sitemap-{kind}-{n}.xml`, `/feeds/google.xml` and `/robots.txt`.
 *
 * Made from the database on the first ask and kept in this process in an answer store of the
 * catalogue's kind (response-cache.ts), keyed by the catalogue's version: an answer is dropped by
 * any catalogue write, in this process at once and in the others through the catalogue signal
 * about a second later, as the catalogue's own answers are. Content (blogs, styles) does not move
 * that signal; answers also expire after `ttlMs` (2 minutes, as long as shared caches keep
 * content answers). An answer above 16 million characters (the feed of a catalogue of thousands
 * of products) is not kept: each ask makes it again. Sent with an ETag (a revalidation gets 304)
 * and the catalogue's shared `Cache-Control`, so nginx keeps them as it keeps catalogue answers.
 */
export interface SeoRouterOptions {
  /** The storefront's public origin, `https://vastra.in`. */
  origin: string;
  /** Addresses per sitemap file (50,000, the protocol's limit; tests use a few). */
  perFile?: number;
  ttlMs?: number;
  /** The longest feed (in characters) kept in the store; a longer one is made at every ask. */
  keepChars?: number;
}

/** The longest answer kept (16 million characters, 64 MB as the store counts). */
const KEEP_CHARS = 16_000_000;
const SHARED_CACHE = 'public, max-age=60, stale-while-revalidate=300';
const XML = 'application/xml; charset=utf-8';

/**
 * Sends a kept answer with its ETag (304 when the client has it). These addresses take no
 * parameters: one asked with a query (`?cb=1`, `utm_*`) gets the same answer marked `private`,
 * so shared caches in front, which key on the URL as sent, keep only the one plain address.
 */
const cacheControlFor = (req: Request): string =>
  req.url.includes('?') ? privately(SHARED_CACHE) : SHARED_CACHE;

function send(req: Request, res: Response, answer: CachedAnswer, type: string): void {
  res.setHeader('ETag', answer.etag);
  res.setHeader('Cache-Control', cacheControlFor(req));
  if (matchesIfNoneMatch(req.headers['if-none-match'], answer.etag)) {
    res.status(304).end();
    return;
  }
  const body = answer.body ?? Buffer.from(answer.text);
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Until the client took what was written, or went away. */
const drained = (res: Response) =>
  new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });

const toAnswer = (text: string): CachedAnswer => {
  const body = Buffer.from(text);
  return { etag: etagFor(body), text, body, cacheControl: SHARED_CACHE };
};

export function createSeoRouter({
  origin,
  perFile = SITEMAP_MAX_URLS,
  ttlMs = 120_000,
  keepChars = KEEP_CHARS,
}: SeoRouterOptions): Router {
  // Bounded like the catalogue's store, with room for whole sitemap files (an entry may take a
  // quarter of the bytes, counted at 4 a character: KEEP_CHARS).
  const store = createResponseCache({ ttlMs, maxEntries: 200, maxBytes: KEEP_CHARS * 16 });

  /** The answer for `key`: from the store, a computation already running, or `build`. */
  async function answerFor(
    key: string,
    build: () => Promise<string | undefined>,
  ): Promise<CachedAnswer | undefined> {
    const hit = store.get(key);
    if (hit) return hit;
    const claim = store.claim(key);
    if (claim.kind === 'wait') {
      const shared = await claim.answer;
      if (shared) return shared;
      const text = await build();
      return text === undefined ? undefined : toAnswer(text);
    }
    try {
      const text = await build();
      const answer = text === undefined ? undefined : toAnswer(text);
      claim.finish(answer);
      return answer;
    } catch (err) {
      claim.finish(undefined);
      throw err;
    }
  }

  /** An XML answer kept under `key`; a request whose `build` makes nothing goes on (404). */
  const xml =
    (
      key: (req: Request) => string,
      build: (req: Request) => Promise<string | undefined>,
    ): RequestHandler =>
    async (req, res, next) => {
      const answer = await answerFor(key(req), () => build(req));
      if (answer) send(req, res, answer, XML);
      else next();
    };

  const robots = toAnswer(robotsTxt(origin));
  const router = Router();
  router.get('/robots.txt', (req, res) => send(req, res, robots, 'text/plain; charset=utf-8'));
  router.get(
    '/sitemap.xml',
    xml(
      () => 'sitemap',
      () => sitemapIndex(origin, perFile),
    ),
  );
  // `/sitemap-products-2.xml`: a kind and a file number written without leading zeros.
  router.get(
    /^\/sitemap-([a-z]+)-([1-9]\d{0,5})\.xml$/,
    xml(
      (req) => req.path,
      async (req) => {
        const [kind, n] = [req.params[0], Number(req.params[1])];
        if (!SITEMAP_KINDS.includes(kind as SitemapKind)) return undefined;
        return sitemapFile(origin, kind as SitemapKind, n, perFile);
      },
    ),
  );
  /**
   * The feed: from the store, or written to the client as it is made (a large catalogue's feed is
   * never held whole). One of at most `keepChars` is kept for the next asks, which get it with an
   * ETag. A failure midway breaks the connection, so no cache in front keeps a cut feed as whole.
   */
  router.get('/feeds/google.xml', async (req, res) => {
    const hit = store.get('feed');
    if (hit) return send(req, res, hit, XML);
    const claim = store.claim('feed');
    if (claim.kind === 'wait') {
      const shared = await claim.answer;
      if (shared) return send(req, res, shared, XML);
    }
    const finish = claim.kind === 'compute' ? claim.finish : () => undefined;
    res.setHeader('Content-Type', XML);
    res.setHeader('Cache-Control', cacheControlFor(req));
    let kept: string[] | undefined = [];
    let size = 0;
    try {
      for await (const part of googleFeed(origin)) {
        size += part.length;
        if (kept && size <= keepChars) kept.push(part);
        else kept = undefined;
        if (!res.write(part)) await drained(res);
        if (res.destroyed) break;
      }
    } catch (err) {
      finish(undefined);
      req.log?.error({ err, reqId: req.id }, 'product feed failed midway');
      res.destroy(err instanceof Error ? err : new Error(String(err)));
      return;
    }
    finish(kept && !res.destroyed ? toAnswer(kept.join('')) : undefined);
    res.end();
  });
  return router;
}
