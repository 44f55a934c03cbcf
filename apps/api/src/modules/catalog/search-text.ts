import { MAX_SEARCH_LENGTH } from '@vastra/contracts';

/**
 * How product text and search queries become words — one definition for both search engines (the
 * in-process index and the database path), so they match the same products. Text is folded
 * (accents off, lower case) and cut into words of letters and digits, so `.*`, `(` or `$where` are
 * simply no words (or the word "where"): user text never becomes a pattern or an operator.
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

/** Texts repeat across products (brands, colours, categories, tags): their terms are kept. */
const MEMO_MAX = 20_000;
const termsMemo = new Map<string, readonly string[]>();

/**
 * The search terms of a text: its words (≥ 2 letters or digits; "t-shirt" also gives "tshirt")
 * and their singular forms. Shared between calls with the same text: never modify the list.
 */
export function textTerms(text: string): readonly string[] {
  const known = termsMemo.get(text);
  if (known) return known;
  const out = new Set<string>();
  for (const chunk of fold(text).split(/\s+/)) {
    const { parts, joined } = chunkWords(chunk);
    for (const w of joined ? [...parts, joined] : parts) {
      out.add(w);
      out.add(singular(w));
    }
  }
  const list = [...out];
  if (termsMemo.size >= MEMO_MAX) termsMemo.clear();
  termsMemo.set(text, list);
  return list;
}

/** The product fields search reads, most telling first (ranking weighs a hit by its field). */
export const SEARCH_FIELDS = [
  'name',
  'brand',
  'subcategory',
  'category',
  'color',
  'tags',
  'material',
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export interface Searchable {
  name: string;
  brand?: { name?: string | null } | null;
  tags?: readonly string[] | null;
  categoryName?: string | null;
  subcategoryName?: string | null;
  colors?: readonly string[] | null;
  material?: string | null;
}

/** Each search field of a product as one text (lists joined by spaces). */
export function fieldTexts(p: Searchable): Record<SearchField, string> {
  return {
    name: p.name,
    brand: p.brand?.name ?? '',
    subcategory: p.subcategoryName ?? '',
    category: p.categoryName ?? '',
    color: (p.colors ?? []).join(' '),
    tags: (p.tags ?? []).join(' '),
    material: p.material ?? '',
  };
}

/** Each search field's terms. */
export function fieldTerms(p: Searchable): Record<SearchField, readonly string[]> {
  const texts = fieldTexts(p);
  const out = {} as Record<SearchField, readonly string[]>;
  for (const f of SEARCH_FIELDS) out[f] = textTerms(texts[f]);
  return out;
}

/** The stored `searchTerms` of a product (what the database path looks words up in): every field's terms. */
export function buildSearchTerms(p: Searchable): string[] {
  const texts = fieldTexts(p);
  const out = new Set<string>();
  for (const field of SEARCH_FIELDS) for (const t of textTerms(texts[field])) out.add(t);
  return [...out].sort();
}

/**
 * Words that mean the same thing to a shopper, Indian garment names among them; a query word
 * matches any of its group, uncorrected. "Suit" is not in the salwar group: it also names men's
 * suits (the demo's salwar sets are called "salwar suit", so the word finds them anyway).
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['sari', 'saree'],
  ['tshirt', 'tee'],
  ['salwar', 'shalwar', 'kameez', 'salwarkameez'],
  ['lehenga', 'lehnga', 'lengha', 'lahenga', 'ghagra', 'ghaghra'],
  ['dupatta', 'chunni', 'chunri', 'odhni'],
  ['kurta', 'kurti'],
];
const SYNONYMS = new Map<string, readonly string[]>(
  SYNONYM_GROUPS.flatMap((group) => group.map((w) => [w, group] as const)),
);

/** Typo budget by word length: none below 4 letters, one edit up to 7, two from 8. */
export function typoBudget(word: string): number {
  if (word.length < 4) return 0;
  return word.length <= 7 ? 1 : 2;
}

/** A query word as both engines match it. */
export interface QueryWord {
  /** Folded and singularised, as typed. */
  word: string;
  /** Folded as typed, before singularising ("jens", where `word` is "jen"). */
  typed: string;
  /** The word, its synonyms, and the word as typed when singularising changed it. */
  variants: readonly string[];
  /** Only the last word matches as a prefix (the shopper may still be typing it). */
  prefix: boolean;
  /**
   * Edits allowed (0 when typos are off), by the length of the word as typed: "jens" is a 4-letter
   * word with one typo allowed, though its singular form "jen" has 3 letters.
   */
  budget: number;
}

/**
 * A query's distinct words, singularised, at most MAX_QUERY_WORDS; empty when it has none. The text
 * is cut to MAX_SEARCH_LENGTH characters first. A "t-shirt"-like chunk counts as its joined form
 * only, so it does not also match every "shirt".
 */
export function queryWords(query: string, { typos = true } = {}): QueryWord[] {
  const out = new Map<string, string>();
  for (const chunk of fold(query.slice(0, MAX_SEARCH_LENGTH)).split(/\s+/)) {
    const { parts, joined } = chunkWords(chunk);
    for (const w of joined ? [joined] : parts) if (!out.has(singular(w))) out.set(singular(w), w);
  }
  const words = [...out].slice(0, MAX_QUERY_WORDS);
  return words.map(([word, typed], i) => ({
    word,
    typed,
    variants: [
      ...new Set([...(SYNONYMS.get(word) ?? [word]), ...(SYNONYMS.get(typed) ?? [typed])]),
    ],
    prefix: i === words.length - 1,
    budget: typos ? typoBudget(typed) : 0,
  }));
}
