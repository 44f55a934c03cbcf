import { catalogueVersion } from './catalogue-version';
import { PRODUCT_SUMMARY_FIELDS, toProductSummary, type ProductSource } from './product.dto';
import { ProductModel } from './product.model';
import { NO_MATCH, phraseOf, relate, type Hit, type SearchEntry } from './search-rank';
import {
  SEARCH_FIELDS,
  fieldTexts,
  textTerms,
  type QueryWord,
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
export const SEARCH_SOURCE_FIELDS = `${PRODUCT_SUMMARY_FIELDS} tags`;

export function toSearchEntry(doc: SearchSource): SearchEntry {
  return { id: doc._id.toString(), summary: toProductSummary(doc), phraseName: phraseOf(doc.name) };
}

/** Every product as search reads it, in `_id` order. */
export const loadSearchSources = (): Promise<SearchSource[]> =>
  ProductModel.find({}, SEARCH_SOURCE_FIELDS).sort({ _id: 1 }).lean<SearchSource[]>().exec();

/** These products as search reads them (missing ones, deleted, are left out). */
export const loadSearchSourcesById = (ids: readonly string[]): Promise<SearchSource[]> =>
  ProductModel.find({ _id: { $in: ids } }, SEARCH_SOURCE_FIELDS)
    .lean<SearchSource[]>()
    .exec();

/** How long the vocabulary is reused; another process's new words are seen within this time. */
export const VOCABULARY_TTL_MS = 30_000;
let vocabulary: { words: string[]; at: number; version: number } | undefined;

async function catalogueWords(now = Date.now()): Promise<string[]> {
  const v = vocabulary;
  if (v && v.version === catalogueVersion() && now - v.at < VOCABULARY_TTL_MS) return v.words;
  const version = catalogueVersion();
  const words = ((await ProductModel.distinct('searchTerms')) as unknown[]).filter(
    (w): w is string => typeof w === 'string',
  );
  vocabulary = { words, at: now, version };
  return words;
}

/** A product's terms per field, as the in-process index holds them. */
export function matchOf(doc: Searchable, accept: (term: string) => boolean): Hit['match'] {
  const texts = fieldTexts(doc);
  const fields = new Map<string, string[]>();
  for (const field of SEARCH_FIELDS) {
    for (const term of textTerms(texts[field])) {
      if (!accept(term)) continue;
      const list = fields.get(term);
      if (!list) fields.set(term, [field]);
      else if (!list.includes(field)) list.push(field);
    }
  }
  return fields;
}

/**
 * The database engine: candidates holding an answering term for every query word (`every`), or
 * for any of them, with their matched terms.
 */
export async function databaseHits(qWords: readonly QueryWord[], every: boolean): Promise<Hit[]> {
  const words = await catalogueWords();
  const answers = qWords.map((q) => words.filter((t) => relate(q, t) !== NO_MATCH));
  const conditions = answers
    .filter((ts) => ts.length > 0)
    .map((ts) => ({ searchTerms: { $in: ts } }));
  if (conditions.length === 0 || (every && conditions.length < qWords.length)) return [];
  const filter = every ? { $and: conditions } : { $or: conditions };
  const docs = await ProductModel.find(filter, SEARCH_SOURCE_FIELDS).lean<SearchSource[]>();
  const answering = new Set(answers.flat());
  return docs.map((doc) => ({
    entry: toSearchEntry(doc),
    match: matchOf(doc, (t) => answering.has(t)),
  }));
}
