import type { Types } from 'mongoose';
import type { Searchable } from './search-terms';

/**
 * An in-process index of what product search matches and ranks by, so an uncached search does not
 * read hundreds of candidates from the database. It answers exactly what the database search reads
 * (`catalog.service.ts`): the products whose stored `searchTerms` hold a word starting with every
 * query word (or, for the fallback, any of them), most popular first (`ratings`, `reviewCount`,
 * `_id`, all descending), at most `max`.
 *
 * Freshness: built lazily on first use from every product's ranking fields; not used while a
 * write that may change them happened in this process since its build started (`version()`, bumped
 * by the product model's write hooks — an order's stock update does not count): the caller then
 * reads the database and the index rebuilds in the background. Writes made by *other* API processes
 * are not seen by these hooks: an index older than `ttlMs` is rebuilt in the background (the old
 * one answers meanwhile), so another process's write reaches this one's candidates within `ttlMs`
 * plus one build. The summaries shown are always read from the database, so prices, stock and names
 * are current; a product deleted elsewhere is simply left out.
 *
 * Bounded: a catalogue larger than `maxProducts` is not indexed (search stays on the database).
 * Per process, behind this small interface, like the response cache.
 */

/** The fields search reads; a write to any of them makes the index stale. */
export const SEARCH_INDEX_FIELDS = [
  'name',
  'brand',
  'material',
  'colors',
  'tags',
  'categoryName',
  'subcategoryName',
  'ratings',
  'reviewCount',
  'searchTerms',
] as const;

export interface RankDoc extends Searchable {
  _id: Types.ObjectId;
  ratings?: number | null;
  reviewCount?: number | null;
}

/** A product as loaded for the index: its ranking fields and its stored search words. */
export interface IndexSource extends RankDoc {
  searchTerms?: readonly unknown[] | null;
}

export interface SearchIndex {
  /**
   * The candidates the database search would read for these (distinct, ≤ 8) query words, in the
   * same order: those matching every word, then — when fewer than `limit` and there are several
   * words — those matching any word; each list at most `max`. `undefined` when the index is not
   * ready or not current (the caller reads the database; a build starts in the background).
   */
  candidates(qWords: readonly string[], limit: number, max: number): RankDoc[] | undefined;
  /** Waits for a build in flight, then builds now unless current; true when the index can answer. */
  ready(): Promise<boolean>;
  /** Products indexed (0 before the first build). */
  readonly size: number;
}

export interface SearchIndexOptions {
  /** Every product with the SEARCH_INDEX_FIELDS (and `_id`). */
  load(): Promise<IndexSource[]>;
  /** Bumped by every write that may change what the index holds. */
  version(): number;
  ttlMs?: number;
  maxProducts?: number;
  now?: () => number;
  /** Told about a failed build (the database search keeps answering). */
  onError?: (err: unknown) => void;
}

interface Built {
  version: number;
  builtAt: number;
  /** Products, most popular first (the database search's sort). */
  products: RankDoc[];
  /** Every distinct stored word, sorted; `postings[i]` = positions in `products` holding terms[i]. */
  terms: string[];
  postings: Int32Array[];
}

/** Mongo's order for `{ ratings: -1, reviewCount: -1, _id: -1 }` (numbers above null/missing). */
function popularFirst(a: RankDoc, b: RankDoc): number {
  return (
    desc(a.ratings, b.ratings) ||
    desc(a.reviewCount, b.reviewCount) ||
    (a._id.toHexString() < b._id.toHexString() ? 1 : -1)
  );
}
function desc(a: number | null | undefined, b: number | null | undefined): number {
  const x = typeof a === 'number' ? a : null;
  const y = typeof b === 'number' ? b : null;
  if (x === y) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  return y - x;
}

/** First position in sorted `terms` whose term is ≥ `word`. */
function lowerBound(terms: readonly string[], word: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((terms[mid] ?? '') < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** One copy of each repeated text (brands, colours, categories, tags) across products. */
function interner(): (s: string) => string {
  const seen = new Map<string, string>();
  return (s) => {
    const known = seen.get(s);
    if (known !== undefined) return known;
    seen.set(s, s);
    return s;
  };
}

function build(sources: IndexSource[], version: number, builtAt: number): Built {
  const intern = interner();
  const text = (s: string | null | undefined) => (typeof s === 'string' ? intern(s) : s);
  const list = (xs: readonly string[] | null | undefined) =>
    Array.isArray(xs) ? xs.map((x) => (typeof x === 'string' ? intern(x) : x)) : xs;
  const ordered = [...sources].sort(popularFirst);
  const byTerm = new Map<string, number[]>();
  const products = ordered.map((p, rank): RankDoc => {
    for (const t of p.searchTerms ?? []) {
      if (typeof t !== 'string') continue;
      const ranks = byTerm.get(t);
      if (!ranks) byTerm.set(t, [rank]);
      else if (ranks[ranks.length - 1] !== rank) ranks.push(rank);
    }
    return {
      _id: p._id,
      name: p.name,
      brand: p.brand ? { name: text(p.brand.name) } : p.brand,
      material: text(p.material),
      colors: list(p.colors),
      tags: list(p.tags),
      categoryName: text(p.categoryName),
      subcategoryName: text(p.subcategoryName),
      ratings: p.ratings,
      reviewCount: p.reviewCount,
    };
  });
  const terms = [...byTerm.keys()].sort();
  const postings = terms.map((t) => Int32Array.from(byTerm.get(t) ?? []));
  return { version, builtAt, products, terms, postings };
}

export function createSearchIndex({
  load,
  version,
  ttlMs = 30_000,
  maxProducts = 100_000,
  now = Date.now,
  onError,
}: SearchIndexOptions): SearchIndex {
  let built: Built | undefined;
  let building: Promise<void> | undefined;

  const current = (b: Built | undefined): b is Built => b !== undefined && b.version === version();

  const rebuild = (): Promise<void> => {
    building ??= (async () => {
      const started = version();
      const at = now();
      try {
        const sources = await load();
        // Too big to keep: stay on the database (and try again after ttlMs).
        if (sources.length > maxProducts) built = undefined;
        // A write during the load may be missing from it: keep the index only if there was none.
        else if (version() === started) built = build(sources, started, at);
      } catch (err) {
        onError?.(err);
      } finally {
        building = undefined;
      }
    })();
    return building;
  };

  return {
    candidates(qWords, limit, max) {
      const b = built;
      if (!current(b)) {
        void rebuild();
        return undefined;
      }
      if (now() - b.builtAt >= ttlMs) void rebuild(); // other processes' writes; this one answers meanwhile
      if (qWords.length === 0 || qWords.length > 8) return [];
      const n = b.products.length;
      const marks = new Uint8Array(n);
      qWords.forEach((word, i) => {
        const bit = 1 << i;
        for (let t = lowerBound(b.terms, word); t < b.terms.length; t += 1) {
          if (!(b.terms[t] ?? '').startsWith(word)) break;
          for (const rank of b.postings[t] ?? []) marks[rank] = (marks[rank] ?? 0) | bit;
        }
      });
      const all = (1 << qWords.length) - 1;
      /** The first `max` products (most popular first) whose marks pass. */
      const take = (matches: (mark: number) => boolean, into: RankDoc[]) => {
        for (let rank = 0; rank < n && into.length < max; rank += 1) {
          const p = b.products[rank];
          if (p && matches(marks[rank] ?? 0)) into.push(p);
        }
      };
      const out: RankDoc[] = [];
      take((m) => m === all, out);
      // The database's fallback: the best `max` matching any word, minus those already taken.
      if (out.length < limit && qWords.length > 1) {
        const seen = new Set(out);
        const any: RankDoc[] = [];
        take((m) => m !== 0, any);
        for (const p of any) if (!seen.has(p)) out.push(p);
      }
      return out;
    },
    async ready() {
      if (building) await building;
      for (let attempt = 0; attempt < 3 && !current(built); attempt += 1) await rebuild();
      return current(built);
    },
    get size() {
      return built?.products.length ?? 0;
    },
  };
}
