/**
 * Word-based product search without `$text` (the wire engine lacks it) and without ever turning
 * user text into a pattern: both the catalogue and the query are cut into lower-case words of
 * letters and digits, so `.*`, `(` or `$where` simply become no words (or the word "where").
 * Each stored product keeps its words in `searchTerms` (indexed); a query word matches a stored word
 * it is a prefix of (an anchored, escaped prefix lookup the index serves), and results are ranked by
 * which field matched.
 */

const MIN_WORD = 2;
/** A search longer than this many words only uses the first ones. */
export const MAX_QUERY_WORDS = 6;

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Plural → singular for the common English cases (shirts → shirt, dresses → dress); keeps "dress". */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ses')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** One whitespace-separated chunk → its letter/digit parts and, for "t-shirt"-like chunks, the joined form. */
function chunkWords(chunk: string): { parts: string[]; joined: string | null } {
  const parts = chunk.split(/[^a-z0-9]+/).filter(Boolean);
  const joined = parts.length > 1 && parts.some((x) => x.length < 3) ? parts.join('') : null;
  return { parts: parts.filter((x) => x.length >= MIN_WORD), joined };
}

/** Texts repeat across products (brands, colours, categories, tags): their words are kept. */
const WORDS_MEMO_MAX = 20_000;
const wordsMemo = new Map<string, readonly string[]>();

/**
 * Words of a text: letters and digits only, ≥ 2 characters; "t-shirt" also gives "tshirt".
 * The list is shared between calls with the same text: never modify it.
 */
export function words(text: string): readonly string[] {
  const known = wordsMemo.get(text);
  if (known) return known;
  const out = new Set<string>();
  for (const chunk of fold(text).split(/\s+/)) {
    const { parts, joined } = chunkWords(chunk);
    for (const x of parts) out.add(x);
    if (joined) out.add(joined);
  }
  const list = [...out];
  if (wordsMemo.size >= WORDS_MEMO_MAX) wordsMemo.clear();
  wordsMemo.set(text, list);
  return list;
}

export interface Searchable {
  name: string;
  brand?: { name?: string | null } | null;
  tags?: readonly string[] | null;
  categoryName?: string | null;
  subcategoryName?: string | null;
  colors?: readonly string[] | null;
  material?: string | null;
}

/** The stored `searchTerms` of a product: its words and their singular forms. */
export function buildSearchTerms(p: Searchable): string[] {
  const texts = [
    p.name,
    p.brand?.name ?? '',
    ...(p.tags ?? []),
    p.categoryName ?? '',
    p.subcategoryName ?? '',
    ...(p.colors ?? []),
    p.material ?? '',
  ];
  const out = new Set<string>();
  for (const t of texts) {
    for (const w of words(t)) {
      out.add(w);
      out.add(singular(w));
    }
  }
  return [...out].sort();
}

/**
 * A query's distinct words, singularised, at most MAX_QUERY_WORDS; empty when it has none.
 * A "t-shirt"-like chunk counts as its joined form only, so it does not also match every "shirt".
 */
export function queryWords(query: string): string[] {
  const out = new Set<string>();
  for (const chunk of fold(query).split(/\s+/)) {
    const { parts, joined } = chunkWords(chunk);
    for (const w of joined ? [joined] : parts) out.add(singular(w));
  }
  return [...out].slice(0, MAX_QUERY_WORDS);
}

/** Escapes a string for use inside a regular expression (belt and braces: words are [a-z0-9]). */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** Mongo condition: some stored word starts with `word`. */
export function wordCondition(word: string): { searchTerms: { $regex: string } } {
  return { searchTerms: { $regex: `^${escapeRegex(word)}` } };
}

const FIELD_WEIGHTS = {
  name: [10, 7],
  brand: [8, 6],
  subcategory: [7, 5],
  category: [6, 0],
  color: [5, 4],
  tags: [4, 3],
  material: [3, 2],
} as const satisfies Record<string, readonly [exact: number, prefix: number]>;

type Field = keyof typeof FIELD_WEIGHTS;
const FIELDS = Object.keys(FIELD_WEIGHTS) as Field[];

const termsMemo = new Map<string, readonly string[]>();

/** A text's words and their singular forms (shared between calls: never modify). */
function textTerms(text: string): readonly string[] {
  const known = termsMemo.get(text);
  if (known) return known;
  const list = [...new Set(words(text).flatMap((w) => [w, singular(w)]))];
  if (termsMemo.size >= WORDS_MEMO_MAX) termsMemo.clear();
  termsMemo.set(text, list);
  return list;
}

function manyTerms(xs: readonly string[] | null | undefined): readonly string[] {
  if (!xs || xs.length === 0) return [];
  return xs.length === 1 ? textTerms(xs[0] ?? '') : [...new Set(xs.flatMap((x) => textTerms(x)))];
}

interface Prepared {
  fields: Record<Field, readonly string[]>;
  foldedName: string;
}

/**
 * What relevance reads of a product, kept per product object: the search index's products live
 * long and are ranked again and again; products read from the database are let go with their object.
 */
const preparedMemo = new WeakMap<Searchable, Prepared>();

function prepared(p: Searchable): Prepared {
  const known = preparedMemo.get(p);
  if (known) return known;
  const fresh: Prepared = {
    fields: {
      name: textTerms(p.name),
      brand: textTerms(p.brand?.name ?? ''),
      subcategory: textTerms(p.subcategoryName ?? ''),
      category: textTerms(p.categoryName ?? ''),
      color: manyTerms(p.colors),
      tags: manyTerms(p.tags),
      material: textTerms(p.material ?? ''),
    },
    foldedName: fold(p.name),
  };
  preparedMemo.set(p, fresh);
  return fresh;
}

let lastQuery = { raw: '', phrase: '' };
/** The query as a phrase: folded, single-spaced (the last one is kept: a search ranks many products). */
function phraseOf(rawQuery: string): string {
  if (lastQuery.raw !== rawQuery) {
    lastQuery = { raw: rawQuery, phrase: fold(rawQuery).replace(/\s+/g, ' ').trim() };
  }
  return lastQuery.phrase;
}

/**
 * Relevance of a product for the query words: per word, the best field it hits (exact word beats
 * prefix; name > brand > subcategory > category > colour > tags > material), a bonus when every
 * word hits, and one when the name holds the whole query as a phrase. 0 = no match.
 * The product must not be modified afterwards (what it is ranked by is kept with it).
 */
export function relevance(p: Searchable, qWords: readonly string[], rawQuery: string): number {
  if (qWords.length === 0) return 0;
  const { fields, foldedName } = prepared(p);
  let score = 0;
  let hits = 0;
  for (const q of qWords) {
    let best = 0;
    for (const field of FIELDS) {
      const [exact, prefix] = FIELD_WEIGHTS[field];
      for (const w of fields[field]) {
        const s = w === q ? exact : w.startsWith(q) ? prefix : 0;
        if (s > best) best = s;
      }
    }
    if (best > 0) hits += 1;
    score += best;
  }
  if (hits === 0) return 0;
  if (hits === qWords.length) score += 5;
  const phrase = phraseOf(rawQuery);
  if (phrase.length >= 3 && foldedName.includes(phrase)) score += 8;
  return score;
}
