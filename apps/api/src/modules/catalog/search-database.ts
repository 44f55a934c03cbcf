import { catalogueVersion } from './catalogue-version';
import { PRODUCT_SUMMARY_FIELDS, toProductSummary, type ProductSource } from './product.dto';
import { LISTED, ProductModel } from './product.model';
import { distance as levenshtein } from 'fastest-levenshtein';
import { answeringTerms, phraseOf, type SearchEntry, type Vocabulary } from './search-match';
import { popularityOf, rankTally, type Ranking, type SearchAsk } from './search-ranking';
import { FIELD_BIT, Tally, termAnswers } from './search-tally';
import {
  SEARCH_FIELDS,
  fieldTerms,
  type QueryWord,
  type SearchField,
  type Searchable,
} from './search-text';

/**
 * Search's reads of the products collection, and the database search engine: the path used when
 * the in-process index is not built yet, is being rebuilt after a write it cannot apply piecemeal,
 * or is switched off for a catalogue too large to hold in memory. It answers exactly like the index
 * (same candidates, same matched terms per field; ranking is shared: search-tally.ts, search-ranking.ts).
 *
 * Query words are compared with the catalogue's vocabulary (the distinct stored `searchTerms`, a
 * few thousand words however many products; served by the `searchTerms` index, cached here for
 * VOCABULARY_TTL_MS and dropped on this process's writes); the products holding an answering term
 * for every word are then one `$in` lookup per word on that index. No user text reaches the
 * database except as exact words already in the catalogue.
 */

/** `status`: drafts, hidden and archived products are read (so the index can drop them) but never answered. */
export type SearchSource = ProductSource & Searchable & { status?: string | null };

/** What search keeps of a product: its summary fields plus the searched ones. */
export const SEARCH_SOURCE_FIELDS = `${PRODUCT_SUMMARY_FIELDS} tags status`;

export function toSearchEntry(doc: SearchSource): SearchEntry {
  const summary = toProductSummary(doc);
  const id = doc._id.toString();
  return {
    id,
    idHead: Number.parseInt(id.slice(0, 13), 16) || 0,
    summary,
    phraseName: phraseOf(doc.name),
    popularity: popularityOf(summary.ratings, summary.reviewCount),
  };
}

/** Products per read while loading the index: each read holds an in-process engine this long. */
const LOAD_PAGE = 1_000;

/**
 * Every product as search reads it, in `_id` order, a page at a time with a pause between pages:
 * with the embedded engine in the API process, one read of every product would hold the event loop
 * (and every other request) for seconds.
 */
export async function loadSearchSources(): Promise<SearchSource[]> {
  const out: SearchSource[] = [];
  let after: unknown = null;
  for (;;) {
    const page = await ProductModel.find(after ? { _id: { $gt: after } } : {}, SEARCH_SOURCE_FIELDS)
      .sort({ _id: 1 })
      .limit(LOAD_PAGE)
      .lean<SearchSource[]>()
      .exec();
    out.push(...page);
    if (page.length < LOAD_PAGE) return out;
    after = page[page.length - 1]?._id;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** Products written since `since` (by `updatedAt`, which every model write sets), for the index. */
export const loadSearchSourcesSince = (since: Date): Promise<SearchSource[]> =>
  ProductModel.find({ updatedAt: { $gte: since } }, SEARCH_SOURCE_FIELDS)
    .lean<SearchSource[]>()
    .exec();

/** How many products the storefront lists (what a complete index holds). */
export const countProducts = (): Promise<number> => ProductModel.countDocuments(LISTED).exec();

/** These products as search reads them (missing ones, deleted, are left out). */
export const loadSearchSourcesById = (ids: readonly string[]): Promise<SearchSource[]> =>
  ProductModel.find({ _id: { $in: ids } }, SEARCH_SOURCE_FIELDS)
    .lean<SearchSource[]>()
    .exec();

/** How long the vocabulary is reused; another process's new words are seen within this time. */
export const VOCABULARY_TTL_MS = 30_000;
let cached: { vocab: Vocabulary; at: number; version: number } | undefined;

/** The catalogue's words (a few thousand), looked through one by one: this is the fallback path. */
function listVocabulary(words: readonly string[]): Vocabulary {
  const set = new Set(words);
  return {
    has: (t) => set.has(t),
    startingWith: (p) => words.filter((w) => w.startsWith(p)),
    near: (t, d) =>
      words.filter((w) => Math.abs(w.length - t.length) <= d && levenshtein(w, t) <= d),
  };
}

async function catalogueVocabulary(now = Date.now()): Promise<Vocabulary> {
  const c = cached;
  if (c && c.version === catalogueVersion() && now - c.at < VOCABULARY_TTL_MS) return c.vocab;
  const version = catalogueVersion();
  const words = ((await ProductModel.distinct('searchTerms')) as unknown[]).filter(
    (w): w is string => typeof w === 'string',
  );
  const vocab = listVocabulary(words);
  cached = { vocab, at: now, version };
  return vocab;
}

/** A product's terms (those `keep` accepts), each with the mask of the fields holding it (both engines use this). */
export function termMasks(
  terms: Record<SearchField, readonly string[]>,
  keep: (term: string) => boolean = () => true,
): Map<string, number> {
  const masks = new Map<string, number>();
  for (const field of SEARCH_FIELDS) {
    const bit = FIELD_BIT[field];
    for (const term of terms[field]) {
      if (keep(term)) masks.set(term, (masks.get(term) ?? 0) | bit);
    }
  }
  return masks;
}

/**
 * The database engine: products holding an answering term for every query word (`every`), or for
 * any of them, ranked (the best `limit`).
 */
export async function databaseSearch(
  qWords: readonly QueryWord[],
  every: boolean,
  { raw, limit }: SearchAsk,
): Promise<Ranking> {
  const answers = answeringTerms(qWords, await catalogueVocabulary());
  const conditions = answers.perWord
    .filter((ts) => ts.length > 0)
    .map((ts) => ({ searchTerms: { $in: ts } }));
  if (conditions.length === 0 || (every && conditions.length < qWords.length)) {
    return { ranked: [], total: 0, uncorrected: false };
  }
  const matching = every ? { $and: conditions } : { $or: conditions };
  const filter = { $and: [matching, LISTED] };
  const docs = await ProductModel.find(filter, SEARCH_SOURCE_FIELDS).lean<SearchSource[]>();
  const { byTerm, terms } = termAnswers(answers);
  const tally = new Tally().reset(qWords.length, docs.length);
  docs.forEach((doc, c) => {
    const masks = termMasks(fieldTerms(doc), (t) => byTerm.has(t));
    for (const [term, mask] of masks) for (const a of byTerm.get(term)!) tally.offer(c, a, mask);
  });
  const entries = docs.map(toSearchEntry);
  return rankTally(tally, entries, { answers, terms }, raw, every, limit);
}
