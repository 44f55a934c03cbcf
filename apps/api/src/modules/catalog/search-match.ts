import type { ProductSummary } from '@vastra/contracts';
import { distance as levenshtein } from 'fastest-levenshtein';
import type { QueryWord } from './search-text';

/**
 * Which catalogue words answer a query, and how — shared by both search engines (the ranking that
 * follows is search-tally.ts), so both find the same candidates through the same words.
 */

/** A product as search keeps it: its summary for the answer and what ranking reads. */
export interface SearchEntry {
  id: string;
  summary: ProductSummary;
  /** The name, folded and single-spaced (the phrase bonus). */
  phraseName: string;
  /** Rating, then review count, as one number (search-tally.ts `popularityOf`). */
  popularity: number;
  /** The id's first 13 hex digits as a number (ids compare by it first: a number, not a string). */
  idHead: number;
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
 * word's budget and the plain edit distance within budget + 1 (the two differ only for two swaps in
 * one long word, which is too far).
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
  /** Terms within `edits` plain (Levenshtein) edits. */
  near(term: string, edits: number): Iterable<string>;
}

/**
 * Catalogue terms that may lie within `budget` typos of `v` (`relate` decides): those within
 * `budget` plain edits, and, since a swap of neighbours is two plain edits, those within
 * `budget - 1` edits of `v` with one pair of neighbours swapped. (Two swaps in one word are beyond
 * `relate`'s plain-edit bound.) The same terms as one lookup at `budget + 1` plain edits, for a
 * fraction of its cost: that lookup explores most of the word tree.
 */
function typoCandidates(v: string, budget: number, vocab: Vocabulary): Set<string> {
  const out = new Set(vocab.near(v, budget));
  for (let i = 0; i + 1 < v.length; i += 1) {
    if (v[i] === v[i + 1]) continue;
    const swapped = v.slice(0, i) + v[i + 1]! + v[i]! + v.slice(i + 2);
    if (budget === 1) {
      if (vocab.has(swapped)) out.add(swapped);
    } else {
      for (const t of vocab.near(swapped, budget - 1)) out.add(t);
    }
  }
  return out;
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
 * "shrit" brings shirts with a correction. Of the corrections, those keeping the word's first
 * letter are preferred.
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
      for (const t of typoCandidates(v, q.budget, vocab)) if (relate(q, t) > PREFIX) fixed.add(t);
    }
    // Shoppers rarely mistype a word's first letter: when some corrections keep it, only those
    // count ("jens" is jeans, not mens).
    const sameStart = [...fixed].filter((t) => t[0] === q.typed[0]);
    return sameStart.length > 0 ? sameStart : [...fixed];
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

/** The query folded and single-spaced, for the name-holds-the-phrase bonus. */
export const phraseOf = (raw: string): string =>
  raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
