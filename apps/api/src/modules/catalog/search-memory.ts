import type { ProductSummary } from '@vastra/contracts';
import { othersCatalogueWrites, productChanges } from './catalogue-version';
import {
  loadSearchSources,
  countProducts,
  loadSearchSourcesById,
  loadSearchSourcesSince,
  type SearchSource,
} from './search-database';
import { WordIndex } from './search-postings';
import { answeringTerms } from './search-match';
import { rankTally, type Ranking, type SearchAsk } from './search-ranking';
import { Tally, termAnswers } from './search-tally';
import type { QueryWord } from './search-text';

/**
 * The in-process search engine: an inverted index of every product's search terms — MiniSearch's
 * radix tree of the catalogue's words (exact, prefix and fuzzy lookup, incremental add/remove),
 * each word holding its posting list (products and the fields holding the word) — and each
 * product's summary with its answer JSON (answer-json.ts), so an uncached search reads nothing
 * from the database and serialises no product. The words answering
 * the query come from that tree (search-match.ts `answeringTerms`); their postings feed the shared
 * ranking (search-tally.ts) directly.
 *
 * Why not MiniSearch's own `search()`: it scores every posting of every answering word with BM25
 * and builds a result object per matching product, none of which our ranking uses (it needs which
 * fields hold which word, and ranks by typos and field weights the same way on the database
 * path). Profiled at 20,000 products, that and re-deriving each product's fields per search were
 * most of a search's CPU (in the history of docs/performance.md); reading the postings straight
 * into typed arrays is an order of magnitude cheaper. The tree — the part worth a library — is
 * still MiniSearch's.
 *
 * Freshness:
 * - built lazily on the first search, loaded a page at a time and indexed in slices (the event
 *   loop keeps answering other requests); searches wait for that first build (at most
 *   `firstBuildWaitMs`, then the database engine answers);
 * - a write in this process is applied before the next answer: the products it names are re-read
 *   and replaced (`productChanges`); a write that names no products (a bulk write, the seed) makes
 *   the index stale until a background rebuild, the database engine answering meanwhile;
 * - writes by other processes are not seen by those hooks: when the catalogue signal reports one
 *   (catalogue-signal.ts, about a second after it), the next search first re-reads the products
 *   written since the last look by `updatedAt` (`pollOthers`); and in case the signal cannot be
 *   read, the same re-read runs in the background every `ttlMs` while the index is searched.
 * Bounded: a catalogue larger than `maxProducts` is not held (the database engine answers).
 */

interface Built {
  words: WordIndex;
  builtAt: number;
  /** The last product write already reflected. */
  seq: number;
  /** `othersCatalogueWrites()` when the last re-read of other processes' writes started. */
  others: number;
}

export interface SearchEngine {
  /**
   * The products holding an answering term for every query word (`every`) or any, ranked (the
   * best `limit`); `undefined` when the index cannot answer now (not built, stale, or too big):
   * the caller uses the database.
   */
  find(qWords: readonly QueryWord[], every: boolean, ask: SearchAsk): Promise<Ranking | undefined>;
  /**
   * The kept summaries of these products, in order (undefined for one the index does not hold), as
   * fresh as a search's answer; `undefined` when the index cannot answer now. Never starts a build.
   */
  summaries(ids: readonly string[]): Promise<(ProductSummary | undefined)[] | undefined>;
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

/** Of the query words' answering terms, the word whose terms the fewest products hold. */
function rarest(perWord: readonly string[][], words: WordIndex): number {
  let best = 0;
  let fewest = Number.POSITIVE_INFINITY;
  perWord.forEach((terms, i) => {
    const n = terms.reduce((sum, t) => sum + words.count(t), 0);
    if (n < fewest) {
      fewest = n;
      best = i;
    }
  });
  return best;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** Yields to the event loop between slices of a long build. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Products indexed between two breaths (each also gets its answer JSON made: answer-json.ts). */
const SLICE = 250;

/**
 * Puts products into the index a slice at a time, yielding to the event loop between slices: a
 * build, and also a re-read that finds thousands of products written at once (a seed, a bulk
 * import), would otherwise hold every other request for as long as it takes (seconds at 20,000).
 * Each product is replaced whole, so a search between two slices sees every product either as
 * it was or as it is now.
 */
async function putInSlices(words: WordIndex, docs: readonly SearchSource[]): Promise<void> {
  for (let i = 0; i < docs.length; i += SLICE) {
    if (i > 0) await breathe();
    for (let j = i; j < Math.min(i + SLICE, docs.length); j += 1) words.put(docs[j]!);
  }
}

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
  const tally = new Tally();

  /**
   * Other processes' writes: the products written since the last look (by `updatedAt`, with 2 s
   * for clock skew) are replaced; when the count then differs (a product deleted elsewhere, or
   * written without the models), the whole index is rebuilt in the background.
   */
  const pollOthers = (b: Built): Promise<void> => {
    polling ??= (async () => {
      const at = now();
      b.others = othersCatalogueWrites();
      try {
        await putInSlices(b.words, await loadSince(new Date(b.builtAt - 2_000)));
        b.builtAt = at;
        if ((await count()) !== b.words.size) void rebuild();
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
      const others = othersCatalogueWrites();
      const at = now();
      try {
        const sources = await load();
        if (sources.length > maxProducts) {
          built = undefined;
          return;
        }
        const b: Built = { words: new WordIndex(), builtAt: at, seq, others };
        await putInSlices(b.words, sources);
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
          // `put` replaces a product in place; only those gone since are dropped here, so a search
          // between two slices never misses a product that still exists.
          const found = new Set(docs.map((d) => d._id.toString()));
          for (const id of ids) if (!found.has(id)) b.words.drop(id);
          await putInSlices(b.words, docs);
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
    if (b.others !== othersCatalogueWrites()) {
      // Another process reported a write: this answer includes it (a second round when a re-read
      // already in flight had started before the report).
      for (let i = 0; i < 2 && b.others !== othersCatalogueWrites(); i++) await pollOthers(b);
      if (built !== b) return undefined;
    } else if (now() - b.builtAt >= ttlMs) {
      void pollOthers(b); // the fallback when no signal arrives; this index answers meanwhile
    }
    return b;
  };

  return {
    async find(qWords, every, { raw, limit }) {
      // The first build: wait for it (a few seconds at most) rather than load the database with
      // the fallback's reads while the index is being loaded from it.
      if (!built && !tried) await Promise.race([rebuild(), delay(firstBuildWaitMs)]);
      const b = await current();
      if (!b) {
        void rebuild();
        return undefined;
      }
      // From here on synchronous: the tally is this engine's, reused by every search.
      const answers = answeringTerms(qWords, b.words);
      const { perWord } = answers;
      const found = perWord.filter((ts) => ts.length > 0).length;
      if (found === 0 || (every && found < qWords.length)) {
        return { ranked: [], total: 0, uncorrected: false };
      }
      const { byTerm, terms } = termAnswers(answers);
      tally.reset(qWords.length, b.words.table.entries.length);
      // Products matching every word hold the rarest one: its postings make the candidates, the
      // other words' postings only complete those (a fraction of the work when one word is common).
      const first = every ? rarest(perWord, b.words) : -1;
      const order = perWord.map((_, i) => i);
      if (first > 0) order.unshift(...order.splice(first, 1));
      for (const i of order) {
        for (const term of perWord[i]!) {
          const posting = b.words.posting(term);
          const answer = byTerm.get(term)?.find((a) => a.word === i);
          if (!posting || !answer) continue;
          const { slots, masks } = posting;
          for (let k = 0; k < slots.length; k += 1) tally.offer(slots[k]!, answer, masks[k]!);
        }
        if (every) tally.closed = true;
      }
      return rankTally(tally, b.words.table, { answers, terms }, raw, every, limit);
    },
    async summaries(ids) {
      const b = await current();
      return b && ids.map((id) => b.words.summaryOf(id));
    },
    async ready() {
      if (building) await building;
      for (let attempt = 0; attempt < 3 && !(await current()); attempt += 1) await rebuild();
      return built !== undefined;
    },
    get size() {
      return built?.words.size ?? 0;
    },
  };
}
