import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { productChanges } from './catalogue-version';
import type { Hit, SearchEntry } from './search-rank';
import { retrievalDistance } from './search-rank';
import {
  loadSearchSources,
  loadSearchSourcesById,
  toSearchEntry,
  type SearchSource,
} from './search-database';
import { SEARCH_FIELDS, fieldTexts, textTerms, type QueryWord } from './search-text';

/**
 * The in-process search engine: a MiniSearch index (an inverted index on a radix tree: prefix and
 * fuzzy term lookup, incremental add/remove) over every product's search fields, plus each
 * product's summary, so an uncached search reads nothing from the database. MiniSearch finds the
 * candidates and the terms that answered; its own scores are not used (ranking is shared with the
 * database engine, search-rank.ts).
 *
 * Freshness:
 * - built lazily on the first search, in the background and in slices (the event loop keeps
 *   answering; the database engine answers meanwhile);
 * - a write in this process is applied before the next answer: the products it names are re-read
 *   and replaced (`productChanges`); a write that names no products (a bulk write, the seed) makes
 *   the index stale until a background rebuild, the database engine answering meanwhile;
 * - writes by other processes are not seen by those hooks: an index older than `ttlMs` is rebuilt
 *   in the background while the old one keeps answering, so they show within `ttlMs` plus a build.
 * Bounded: a catalogue larger than `maxProducts` is not held (the database engine answers).
 */

interface IndexedDoc {
  id: string;
  name: string;
  brand: string;
  subcategory: string;
  category: string;
  color: string;
  tags: string;
  material: string;
}

const toIndexed = (doc: SearchSource): IndexedDoc => ({
  id: doc._id.toString(),
  ...fieldTexts(doc),
});

function newIndex(): MiniSearch<IndexedDoc> {
  return new MiniSearch<IndexedDoc>({
    fields: [...SEARCH_FIELDS],
    // Terms are search-text.ts's, so they are the database engine's too.
    tokenize: (text) => [...textTerms(text)],
    processTerm: (term) => term,
    searchOptions: { tokenize: (text) => [text], processTerm: (term) => term },
  });
}

interface Built {
  index: MiniSearch<IndexedDoc>;
  entries: Map<string, SearchEntry>;
  builtAt: number;
  /** The last product write already reflected. */
  seq: number;
}

export interface SearchEngine {
  /**
   * Candidates holding an answering term for every query word (`every`) or any; `undefined` when
   * the index cannot answer now (not built, stale, or too big): the caller uses the database.
   */
  hits(qWords: readonly QueryWord[], every: boolean): Promise<Hit[] | undefined>;
  /** Builds now unless current; true when the index can answer. */
  ready(): Promise<boolean>;
  /** Products indexed (0 before the first build). */
  readonly size: number;
}

export interface SearchEngineOptions {
  load?: () => Promise<SearchSource[]>;
  loadByIds?: (ids: readonly string[]) => Promise<SearchSource[]>;
  ttlMs?: number;
  maxProducts?: number;
  now?: () => number;
  /** Told about a failed build or refresh (the database engine keeps answering). */
  onError?: (err: unknown) => void;
}

/** Yields to the event loop between slices of a long build. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
const SLICE = 1_000;

export function createSearchEngine({
  load = loadSearchSources,
  loadByIds = loadSearchSourcesById,
  ttlMs = 30_000,
  maxProducts = 100_000,
  now = Date.now,
  onError,
}: SearchEngineOptions = {}): SearchEngine {
  let built: Built | undefined;
  let building: Promise<void> | undefined;
  let refreshing: Promise<void> | undefined;

  const rebuild = (): Promise<void> => {
    building ??= (async () => {
      const seq = productChanges.seq;
      const at = now();
      try {
        const sources = await load();
        if (sources.length > maxProducts) {
          built = undefined;
          return;
        }
        const index = newIndex();
        const entries = new Map<string, SearchEntry>();
        for (let i = 0; i < sources.length; i += SLICE) {
          const slice = sources.slice(i, i + SLICE);
          index.addAll(slice.map(toIndexed));
          for (const doc of slice) entries.set(doc._id.toString(), toSearchEntry(doc));
          await breathe();
        }
        // Writes made during the load are applied before its first answer (see `catchUp`).
        built = { index, entries, builtAt: at, seq };
        productChanges.forgetBefore(seq);
      } catch (err) {
        onError?.(err);
      } finally {
        building = undefined;
      }
    })();
    return building;
  };

  /** Applies this process's product writes since the index's last; false when it cannot. */
  const catchUp = async (b: Built): Promise<boolean> => {
    while (b.seq < productChanges.seq) {
      const target = productChanges.seq;
      const ids = productChanges.since(b.seq);
      if (ids === 'all') return false;
      refreshing ??= (async () => {
        try {
          const docs = await loadByIds(ids);
          for (const id of ids) {
            if (b.index.has(id)) b.index.discard(id);
            b.entries.delete(id);
          }
          for (const doc of docs) {
            b.index.add(toIndexed(doc));
            b.entries.set(doc._id.toString(), toSearchEntry(doc));
          }
          b.seq = Math.max(b.seq, target);
          productChanges.forgetBefore(b.seq);
        } finally {
          refreshing = undefined;
        }
      })();
      await refreshing;
    }
    return true;
  };

  const current = async (): Promise<Built | undefined> => {
    const b = built;
    if (!b) return undefined;
    try {
      if (!(await catchUp(b))) {
        if (built === b) built = undefined;
        return undefined;
      }
    } catch (err) {
      onError?.(err);
      return undefined;
    }
    if (now() - b.builtAt >= ttlMs) void rebuild(); // other processes' writes; this one answers meanwhile
    return b;
  };

  return {
    async hits(qWords, every) {
      const b = await current();
      if (!b) {
        void rebuild();
        return undefined;
      }
      if (qWords.length === 0) return [];
      const query: Query = {
        combineWith: every ? 'AND' : 'OR',
        queries: qWords.map((q) => ({
          combineWith: 'OR',
          queries: [...q.variants],
          prefix: q.prefix,
          fuzzy: retrievalDistance(q) || false,
          maxFuzzy: 4,
        })),
      };
      const results: SearchResult[] = b.index.search(query);
      const out: Hit[] = [];
      for (const r of results) {
        const entry = b.entries.get(r.id as string);
        if (entry) out.push({ entry, match: Object.entries(r.match) });
      }
      return out;
    },
    async ready() {
      if (building) await building;
      for (let attempt = 0; attempt < 3 && !(await current()); attempt += 1) await rebuild();
      return built !== undefined;
    },
    get size() {
      return built?.entries.size ?? 0;
    },
  };
}
