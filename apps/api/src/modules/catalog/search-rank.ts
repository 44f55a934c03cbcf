import type { ProductSummary } from '@vastra/contracts';
import { distance as levenshtein } from 'fastest-levenshtein';
import type { QueryWord, SearchField } from './search-text';

/**
 * Ranking, shared by both search engines: an engine only finds the candidate products and which of
 * their terms (in which fields) answered the query; everything after — which matches count, the
 * order, the correction message — is computed here, so both engines give the same answer.
 */

/** What an engine returns per candidate: the product, and its matched terms with their fields. */
export interface Hit {
  entry: SearchEntry;
  match: Iterable<readonly [term: string, fields: readonly string[]]>;
}

/** A product as search keeps it: its summary for the answer and what ranking reads. */
export interface SearchEntry {
  id: string;
  summary: ProductSummary;
  /** The name, folded and single-spaced (the phrase bonus). */
  phraseName: string;
  /** Hidden or archived in the back office: indexed, never answered. */
  unlisted?: boolean;
}

/**
 * Damerau–Levenshtein distance in its "optimal string alignment" form (an adjacent swap is one
 * edit, as in "shrit" → "shirt"), or `max + 1` once it is known to exceed `max`. Hand-written: the
 * search library's fuzzy lookup is plain Levenshtein (a swap costs two; it finds the candidates,
 * this keeps those within the budget), and the few packages offering swaps are unmaintained; this
 * is the textbook dynamic programme with an early exit.
 */
export function swapDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (prev2[j - 2] ?? 0) + 1);
      }
      row.push(d);
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] ?? max + 1;
}

/** How a term answers a query word: 0 exact (or a synonym), 1 a prefix of it, 1 + n with n typos. */
export const EXACT = 0;
export const PREFIX = 1;
export const NO_MATCH = -1;

/**
 * Whether `term` answers the query word, and how. A typo match needs the swap distance within the
 * word's budget and the plain edit distance within budget + 1 (candidates are looked up by the
 * latter; the two differ only for two swaps in one long word).
 */
export function relate(q: QueryWord, term: string): number {
  let best = NO_MATCH;
  for (const v of q.variants) {
    if (term === v) return EXACT;
    if (q.prefix && term.startsWith(v)) best = PREFIX;
    else if (best === NO_MATCH && q.budget > 0) {
      const d = swapDistance(v, term, q.budget);
      if (d <= q.budget && levenshtein(v, term) <= q.budget + 1) best = PREFIX + d;
    }
  }
  return best;
}

/** The catalogue's words as an engine knows them. */
export interface Vocabulary {
  has(term: string): boolean;
  startingWith(prefix: string): Iterable<string>;
  /** Terms within `edits` plain (Levenshtein) edits: a superset of the swap-distance matches. */
  near(term: string, edits: number): Iterable<string>;
}

/** Per query word, the catalogue terms that answer it; per term, how it answers each word. */
export interface Answers {
  perWord: string[][];
  relations: Map<string, number[]>;
}

/**
 * The catalogue terms answering each query word. A word the catalogue knows as typed (itself, a
 * synonym, or for the last word a longer word it starts) is taken as meant; only a word it does
 * not know is corrected, to the terms within its typo budget. (Hosted engines do the same: Typesense
 * looks for typos only when a word finds nothing as typed.) So "shirt" never brings skirts, and
 * "shrit" brings shirts with a correction.
 */
export function answeringTerms(qWords: readonly QueryWord[], vocab: Vocabulary): Answers {
  const perWord = qWords.map((q) => {
    const typed = new Set<string>();
    for (const v of q.variants) {
      if (vocab.has(v)) typed.add(v);
      if (q.prefix) for (const t of vocab.startingWith(v)) typed.add(t);
    }
    if (typed.size > 0 || q.budget === 0) return [...typed];
    const fixed = new Set<string>();
    for (const v of q.variants) {
      for (const t of vocab.near(v, q.budget + 1)) if (relate(q, t) > PREFIX) fixed.add(t);
    }
    return [...fixed];
  });
  const relations = new Map<string, number[]>();
  perWord.forEach((terms, i) => {
    for (const t of terms) {
      let rel = relations.get(t);
      if (!rel) relations.set(t, (rel = qWords.map(() => NO_MATCH)));
      rel[i] = relate(qWords[i]!, t);
    }
  });
  return { perWord, relations };
}

const FIELD_WEIGHTS: Record<SearchField, readonly [exact: number, prefix: number]> = {
  name: [10, 7],
  brand: [8, 6],
  subcategory: [7, 5],
  category: [6, 0],
  color: [5, 4],
  tags: [4, 3],
  material: [3, 2],
};

const weight = (field: string, how: number): number => {
  const w = FIELD_WEIGHTS[field as SearchField];
  if (!w) return 0;
  return how === EXACT ? w[0] : Math.max(w[1] - (how > PREFIX ? 1 : 0), how > PREFIX ? 1 : 0);
};

export interface Ranked {
  entry: SearchEntry;
  /** Query words this product matches. */
  words: number;
  /** Of those, how many only with a typo. */
  corrected: number;
  /** Total typos. */
  typos: number;
  /** Field weights of the matches, plus bonuses for every word and for the name holding the phrase. */
  score: number;
  /** Per query word, the term that answered it (null when none). */
  terms: (string | null)[];
}

/**
 * Scores a candidate; null when it matches no query word (or, with `all`, misses one). Per word the
 * best answering term counts: uncorrected before corrected, fewer typos first, then the heaviest field.
 */
export function scoreHit(hit: Hit, answers: Answers, phrase: string, all: boolean) {
  const n = answers.perWord.length;
  const cost: number[] = new Array<number>(n).fill(Number.POSITIVE_INFINITY);
  const gain: number[] = new Array<number>(n).fill(0);
  const terms: (string | null)[] = new Array<string | null>(n).fill(null);
  for (const [term, fields] of hit.match) {
    const rel = answers.relations.get(term);
    if (!rel) continue;
    rel.forEach((how, i) => {
      if (how === NO_MATCH) return;
      const c = how > PREFIX ? how - PREFIX : 0;
      let g = 0;
      for (const f of fields) g = Math.max(g, weight(f, how));
      const cur = cost[i] ?? Number.POSITIVE_INFINITY;
      if (c < cur || (c === cur && g > (gain[i] ?? 0))) {
        cost[i] = c;
        gain[i] = g;
        terms[i] = term;
      }
    });
  }
  let words = 0;
  let corrected = 0;
  let typos = 0;
  let score = 0;
  cost.forEach((c, i) => {
    if (!Number.isFinite(c)) return;
    words += 1;
    if (c > 0) corrected += 1;
    typos += c;
    score += gain[i] ?? 0;
  });
  if (words === 0 || (all && words < n)) return null;
  if (words === n) score += 5;
  if (phrase.length >= 3 && hit.entry.phraseName.includes(phrase)) score += 8;
  return { entry: hit.entry, words, corrected, typos, score, terms } satisfies Ranked;
}

/**
 * Best first: more query words matched, fewer corrected words, fewer typos, higher score, then the
 * popular first (rating, review count) and the newer id — a total order, the same on both engines.
 */
export function compareRanked(a: Ranked, b: Ranked): number {
  const x = a.entry.summary;
  const y = b.entry.summary;
  return (
    b.words - a.words ||
    a.corrected - b.corrected ||
    a.typos - b.typos ||
    b.score - a.score ||
    y.ratings - x.ratings ||
    y.reviewCount - x.reviewCount ||
    (a.entry.id < b.entry.id ? 1 : a.entry.id > b.entry.id ? -1 : 0)
  );
}

/** The query folded and single-spaced, for the name-holds-the-phrase bonus. */
export const phraseOf = (raw: string): string =>
  raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Ranks candidates, best first: with `every`, only those matching every query word. */
export function rankHits(
  hits: Iterable<Hit>,
  answers: Answers,
  raw: string,
  every: boolean,
): Ranked[] {
  const phrase = phraseOf(raw);
  const out: Ranked[] = [];
  for (const hit of hits) {
    const r = scoreHit(hit, answers, phrase, every);
    if (r) out.push(r);
  }
  return out.sort(compareRanked);
}

/**
 * When every result needed a correction: the words the best result answered, e.g. "shirt" for
 * "shrit" (uncorrected words as typed). Null when some result matched as typed.
 */
export function correctionOf(ranked: readonly Ranked[], qWords: readonly QueryWord[]) {
  const top = ranked[0];
  if (!top || ranked.some((r) => r.corrected === 0)) return null;
  return qWords.map((q, i) => top.terms[i] ?? q.word).join(' ');
}
