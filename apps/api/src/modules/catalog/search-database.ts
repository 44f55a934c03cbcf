import { catalogueVersion } from './catalogue-version';
import { PRODUCT_SUMMARY_FIELDS, toProductSummary, type ProductSource } from './product.dto';
import { isUnlisted, ProductModel } from './product.model';
import { distance as levenshtein } from 'fastest-levenshtein';
import {
  answeringTerms,
  phraseOf,
  type Answers,
  type Hit,
  type SearchEntry,
  type Vocabulary,
} from './search-rank';
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
 * (same candidates, same matched terms per field; ranking is shared in search-rank.ts).
 *
 * Query words are compared with the catalogue's vocabulary (the distinct stored `searchTerms`, a
 * few thousand words however many products; served by the `searchTerms` index, cached here for
 * VOCABULARY_TTL_MS and dropped on this process's writes); the products holding an answering term
 * for every word are then one `$in` lookup per word on that index. No user text reaches the
 * database except as exact words already in the catalogue.
 */

export type SearchSource = ProductSource & Searchable;

/** What search keeps of a product: its summary fields plus the searched ones. */
export const SEARCH_SOURCE_FIELDS = `${PRODUCT_SUMMARY_FIELDS} tags status`;

export function toSearchEntry(doc: SearchSource & { status?: string | null }): SearchEntry {
  return {
    id: doc._id.toString(),
    summary: toProductSummary(doc),
    phraseName: phraseOf(doc.name),
    ...(isUnlisted(doc) ? { unlisted: true } : {}),
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

/** How many products there are (the collection's own count). */
export const countProducts = (): Promise<number> => ProductModel.estimatedDocumentCount().exec();

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

/** A product's answering terms with the fields holding them (both engines use this). */
export function matchOf(
  terms: Record<SearchField, readonly string[]>,
  answers: Answers,
): Hit['match'] {
  const fields = new Map<string, string[]>();
  for (const field of SEARCH_FIELDS) {
    for (const term of terms[field]) {
      if (!answers.relations.has(term)) continue;
      const list = fields.get(term);
      if (!list) fields.set(term, [field]);
      else if (!list.includes(field)) list.push(field);
    }
  }
  return fields;
}

/**
 * The database engine: products holding an answering term for every query word (`every`), or for
 * any of them, with their matched terms.
 */
export async function databaseSearch(
  qWords: readonly QueryWord[],
  every: boolean,
): Promise<{ answers: Answers; hits: Hit[] }> {
  const answers = answeringTerms(qWords, await catalogueVocabulary());
  const conditions = answers.perWord
    .filter((ts) => ts.length > 0)
    .map((ts) => ({ searchTerms: { $in: ts } }));
  if (conditions.length === 0 || (every && conditions.length < qWords.length)) {
    return { answers, hits: [] };
  }
  const filter = every ? { $and: conditions } : { $or: conditions };
  const docs = await ProductModel.find(filter, SEARCH_SOURCE_FIELDS).lean<SearchSource[]>();
  return {
    answers,
    hits: docs.map((doc) => ({
      entry: toSearchEntry(doc),
      match: matchOf(fieldTerms(doc), answers),
    })),
  };
}
