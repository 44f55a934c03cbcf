import MiniSearch, { type Query } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { productChanges } from './catalogue-version';
import {
  answeringTerms,
  type Answers,
  type Hit,
  type SearchEntry,
  type Vocabulary,
} from './search-rank';
import {
  loadSearchSources,
  countProducts,
  loadSearchSourcesById,
  loadSearchSourcesSince,
  matchOf,
  toSearchEntry,
  type SearchSource,
} from './search-database';
import {
  SEARCH_FIELDS,
  fieldTerms,
  fieldTexts,
  textTerms,
  type QueryWord,
  type SearchField,
} from './search-text';

/**
 * The in-process search engine: a MiniSearch index (an inverted index with incremental add/remove)
 * over every product's search fields, its radix tree of the catalogue's words (prefix and fuzzy
 * lookup), and each product's summary, so an uncached search reads nothing from the database.
 * The words answering the query come from that tree (search-rank.ts `answeringTerms`), MiniSearch
 * finds the products holding them and in which fields; its own scores are not used (ranking is
 * shared with the database engine, search-rank.ts).
 *
 * Freshness:
 * - built lazily on the first search, loaded a page at a time and indexed in slices (the event
 *   loop keeps answering other requests); searches wait for that first build (at most
 *   `firstBuildWaitMs`, then the database engine answers);
 * - a write in this process is applied before the next answer: the products it names are re-read
 *   and replaced (`productChanges`); a write that names no products (a bulk write, the seed) makes
 *   the index stale until a background rebuild, the database engine answering meanwhile;
 * - writes by other processes are not seen by those hooks: every `ttlMs` (while searched) the
 *   products written since are re-read by `updatedAt` in the background, the index answering
 *   meanwhile, so they show within `ttlMs` plus that read (`pollOthers`).
 * Bounded: a catalogue larger than `maxProducts` is not held (the database engine answers).
 */

type IndexedDoc = Record<SearchField, string> & { id: string };
/** What a search reads of an indexed product: its terms per field (computed once, at indexing). */
type Kept = { indexed: IndexedDoc; terms: Record<SearchField, readonly string[]> };

const toIndexed = (doc: SearchSource): IndexedDoc => ({
  id: doc._id.toString(),
  ...fieldTexts(doc),
});

function newIndex(): MiniSearch<IndexedDoc> {
  return new MiniSearch<IndexedDoc>({
    // One field of every searched text: the index only finds products; which fields hold the
    // answering words is read from the product's texts (`matchOf`, as the database engine does).
    fields: ['all'],
    extractField: (doc, field) =>
      field === 'all' ? SEARCH_FIELDS.map((f) => doc[f]).join(' ') : doc[field as 'id'],
    // Terms are search-text.ts's, so they are the database engine's too.
    tokenize: (text) => [...textTerms(text)],
    processTerm: (term) => term,
    searchOptions: { tokenize: (text) => [text], processTerm: (term) => term },
  });
}

/** The catalogue's words with how many products hold each (a radix tree: prefix and fuzzy lookup). */
class WordTree implements Vocabulary {
  private readonly tree = new SearchableMap<number>();
  add(doc: IndexedDoc, by: 1 | -1): void {
    const terms = new Set<string>();
    for (const f of SEARCH_FIELDS) for (const t of textTerms(doc[f])) terms.add(t);
    for (const t of terms) {
      const n = (this.tree.get(t) ?? 0) + by;
      if (n > 0) this.tree.set(t, n);
      else this.tree.delete(t);
    }
  }
  has(term: string): boolean {
    return this.tree.has(term);
  }
  /** Products holding the term. */
  count(term: string): number {
    return this.tree.get(term) ?? 0;
  }
  startingWith(prefix: string): Iterable<string> {
    return this.tree.atPrefix(prefix).keys();
  }
  near(term: string, edits: number): Iterable<string> {
    return this.tree.fuzzyGet(term, edits).keys();
  }
}

interface Built {
  index: MiniSearch<IndexedDoc>;
  words: WordTree;
  docs: Map<string, Kept>;
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
  find(
    qWords: readonly QueryWord[],
    every: boolean,
  ): Promise<{ answers: Answers; hits: Hit[] } | undefined>;
  /** Builds now unless current; true when the index can answer. */
  ready(): Promise<boolean>;
  /** Products indexed (0 before the first build). */
  readonly size: number;
}

export interface SearchEngineOptions {
  load?: () => Promise<SearchSource[]>;
  loadByIds?: (ids: readonly string[]) => Promise<SearchSource[]>;
  loadSince?: (since: Date) => Promise<SearchSource[]>;
  count?: () => Promise<number>;
  ttlMs?: number;
  maxProducts?: number;
  /** How long searches wait for the first build before the database answers them. */
  firstBuildWaitMs?: number;
  now?: () => number;
  /** Told about a failed build or refresh (the database engine keeps answering). */
  onError?: (err: unknown) => void;
}

function put(b: Built, doc: SearchSource): void {
  const indexed = toIndexed(doc);
  b.index.add(indexed);
  b.words.add(indexed, 1);
  b.docs.set(indexed.id, { indexed, terms: fieldTerms(doc) });
  b.entries.set(indexed.id, toSearchEntry(doc));
}

function drop(b: Built, id: string): void {
  const old = b.docs.get(id);
  if (!old) return;
  b.index.discard(id);
  b.words.add(old.indexed, -1);
  b.docs.delete(id);
  b.entries.delete(id);
}

/** The word whose answering terms the fewest products hold. */
function rarest(words: readonly string[][], tree: WordTree): string[] {
  let best: string[] = words[0] ?? [];
  let fewest = Number.POSITIVE_INFINITY;
  for (const terms of words) {
    const n = terms.reduce((sum, t) => sum + tree.count(t), 0);
    if (n < fewest) {
      fewest = n;
      best = terms;
    }
  }
  return best;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** Yields to the event loop between slices of a long build. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
const SLICE = 1_000;

export function createSearchEngine({
  load = loadSearchSources,
  loadByIds = loadSearchSourcesById,
  loadSince = loadSearchSourcesSince,
  count = countProducts,
  ttlMs = 30_000,
  maxProducts = 100_000,
  firstBuildWaitMs = 10_000,
  now = Date.now,
  onError,
}: SearchEngineOptions = {}): SearchEngine {
  let built: Built | undefined;
  /** A first build was attempted (done, failed, or the catalogue was too big). */
  let tried = false;
  let building: Promise<void> | undefined;
  let refreshing: Promise<void> | undefined;
  let polling: Promise<void> | undefined;

  /**
   * Other processes' writes: the products written since the last look (by `updatedAt`, with 2 s
   * for clock skew) are replaced; when the count then differs (a product deleted elsewhere, or
   * written without the models), the whole index is rebuilt in the background.
   */
  const pollOthers = (b: Built): Promise<void> => {
    polling ??= (async () => {
      const at = now();
      try {
        const docs = await loadSince(new Date(b.builtAt - 2_000));
        for (const doc of docs) {
          drop(b, doc._id.toString());
          put(b, doc);
        }
        b.builtAt = at;
        if ((await count()) !== b.entries.size) void rebuild();
      } catch (err) {
        onError?.(err);
      } finally {
        polling = undefined;
      }
    })();
    return polling;
  };

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
        const b: Built = {
          index: newIndex(),
          words: new WordTree(),
          docs: new Map(),
          entries: new Map(),
          builtAt: at,
          seq,
        };
        for (let i = 0; i < sources.length; i += SLICE) {
          for (const doc of sources.slice(i, i + SLICE)) put(b, doc);
          await breathe();
        }
        // Writes made during the load are applied before its first answer (see `catchUp`).
        built = b;
        productChanges.forgetBefore(seq);
      } catch (err) {
        onError?.(err);
      } finally {
        building = undefined;
        tried = true;
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
          for (const id of ids) drop(b, id);
          for (const doc of docs) put(b, doc);
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
    if (now() - b.builtAt >= ttlMs) void pollOthers(b); // other processes' writes; this one answers meanwhile
    return b;
  };

  return {
    async find(qWords, every) {
      // The first build: wait for it (a few seconds at most) rather than load the database with
      // the fallback's reads while the index is being loaded from it.
      if (!built && !tried) await Promise.race([rebuild(), delay(firstBuildWaitMs)]);
      const b = await current();
      if (!b) {
        void rebuild();
        return undefined;
      }
      const answers = answeringTerms(qWords, b.words);
      const words = answers.perWord.filter((ts) => ts.length > 0);
      if (words.length === 0 || (every && words.length < qWords.length)) {
        return { answers, hits: [] };
      }
      // Only the answering words, as they are: no fuzzy or prefix work left for the index. For
      // products matching every word, only the rarest word is looked up: holding it is necessary,
      // and ranking (`every`) drops those missing another word — a fraction of the work when one
      // word is common ("men", "cotton").
      const looked = every ? [rarest(words, b.words)] : words;
      const query: Query = {
        combineWith: 'OR',
        queries: looked.map((ts) => ({ combineWith: 'OR', queries: ts })),
      };
      const hits: Hit[] = [];
      for (const r of b.index.search(query)) {
        const entry = b.entries.get(r.id as string);
        const doc = b.docs.get(r.id as string);
        if (entry && doc) hits.push({ entry, match: matchOf(doc.terms, answers) });
      }
      return { answers, hits };
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
