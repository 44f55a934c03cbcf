import { catalogueVersion } from './catalogue-version';

/**
 * An in-process store of finished catalogue answers (JSON text + ETag) keyed by URL, so repeated
 * public reads skip the database. An entry is served only while it is younger than `ttlMs` and no
 * catalogue write happened since its query started (`catalogueVersion`). Concurrent misses on the
 * same URL share one computation. Bounded by entries and bytes (oldest dropped first). Per process:
 * behind this small interface so a shared store can replace it when the API runs as many processes.
 */
export interface CachedAnswer {
  etag: string;
  text: string;
  /** The Cache-Control the answer is sent with (routes differ). */
  cacheControl?: string;
  /** `text` as UTF-8 bytes, encoded once instead of on every send. */
  body?: Buffer;
  /** `body` gzipped / brotli-compressed, made on the first hit that asks for it (http-cache.ts). */
  gzip?: Buffer;
  br?: Buffer;
}

interface Entry extends CachedAnswer {
  version: number;
  expires: number;
}

export interface ResponseCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  /** How many distinct keys `askedBefore` remembers (the oldest forgotten first; a hash each). */
  recentKeys?: number;
  now?: () => number;
}

/** Either wait for the request already computing this URL, or compute it and `finish`. */
export type Claim =
  | { kind: 'wait'; answer: Promise<CachedAnswer | undefined> }
  | {
      kind: 'compute';
      /** Hands the answer to the waiters; `keep: false` hands it over without storing it. */
      finish(answer: CachedAnswer | undefined, keep?: boolean): void;
    };

export interface ResponseCache {
  /** A fresh answer for the key, if any. */
  get(key: string): CachedAnswer | undefined;
  /**
   * For a missing key: join the computation already running at the current catalogue version, or
   * become the one computing it. Waiters get `undefined` (and compute themselves) when the answer
   * failed or a catalogue write happened meanwhile.
   */
  claim(key: string): Claim;
  /**
   * Whether `key` was asked within the last `recentKeys` distinct keys asked this way (and notes
   * it): a route whose URLs are mostly asked once (every search a new query) stores an answer only
   * on its second ask, so one-off URLs cost no store work and never push out the answers that are
   * asked again and again.
   */
  askedBefore(key: string): boolean;
  clear(): void;
  readonly size: number;
}

/**
 * What an entry may come to hold, for the byte bound: its text (V8 keeps 1–2 bytes a character),
 * the UTF-8 `body` and the gzip/brotli copies http-cache.ts adds on demand (JSON compresses to well
 * under a quarter of its size each). 4 bytes a character covers all of them.
 */
export const entryWeight = (answer: CachedAnswer): number => answer.text.length * 4;

/**
 * FNV-1a (32 bits) of a key's UTF-16 code units. A collision only stores an answer one ask early.
 * Hand-written: five lines, where a hashing package or node:crypto would cost more per request.
 */
function keyHash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

interface Pending {
  version: number;
  answer: Promise<CachedAnswer | undefined>;
}

export function createResponseCache({
  ttlMs = 30_000,
  maxEntries = 1000,
  maxBytes = 32 * 1024 * 1024,
  recentKeys = 10_000,
  now = Date.now,
}: ResponseCacheOptions = {}): ResponseCache {
  const entries = new Map<string, Entry>();
  /** Hashes of recently asked keys: a fixed few bytes each, however long the URLs sent. */
  const asked = new Set<number>();
  const pending = new Map<string, Pending>();
  let bytes = 0;

  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    bytes -= entryWeight(e);
    entries.delete(key);
  };

  const store = (key: string, answer: CachedAnswer, version: number) => {
    if (entryWeight(answer) > maxBytes / 4) return;
    drop(key);
    entries.set(key, { ...answer, version, expires: now() + ttlMs });
    bytes += entryWeight(answer);
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  return {
    get(key) {
      const e = entries.get(key);
      if (!e) return undefined;
      if (e.expires <= now() || e.version !== catalogueVersion()) {
        drop(key);
        return undefined;
      }
      return e;
    },
    claim(key) {
      const version = catalogueVersion();
      const running = pending.get(key);
      if (running && running.version === version) return { kind: 'wait', answer: running.answer };
      let resolve: (a: CachedAnswer | undefined) => void = () => undefined;
      const mine: Pending = { version, answer: new Promise((r) => (resolve = r)) };
      pending.set(key, mine);
      return {
        kind: 'compute',
        finish(answer, keep = true) {
          if (pending.get(key) === mine) pending.delete(key);
          const current = answer !== undefined && version === catalogueVersion();
          if (current && keep) store(key, answer, version);
          resolve(current ? answer : undefined);
        },
      };
    },
    askedBefore(key) {
      const h = keyHash(key);
      if (asked.has(h)) return true;
      asked.add(h);
      if (asked.size > recentKeys) asked.delete(asked.values().next().value!);
      return false;
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}
