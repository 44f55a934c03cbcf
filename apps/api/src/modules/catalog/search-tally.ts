import { NO_MATCH, PREFIX, EXACT, type Answers } from './search-match';
import { SEARCH_FIELDS, MAX_QUERY_WORDS, type SearchField } from './search-text';

/**
 * Scoring, shared by both search engines. An engine only says which candidate products hold which
 * answering terms, in which fields (`Tally.offer`); everything after — the best term per query
 * word, the score, and then the order (search-ranking.ts) — is common code, so both engines give
 * the same answer.
 *
 * Per candidate and query word the tally keeps the best answer so far in typed arrays indexed by
 * the engine's candidate number (no object per candidate): uncorrected before corrected, fewer
 * typos first, then the heaviest field, then the alphabetically first term (so the outcome does
 * not depend on the order an engine offers its matches in).
 */

/** A field as a bit (SEARCH_FIELDS order); a term's fields in one product as a mask. */
export const FIELD_BIT = Object.fromEntries(SEARCH_FIELDS.map((f, i) => [f, 1 << i])) as Record<
  SearchField,
  number
>;

const FIELD_WEIGHTS: Record<SearchField, readonly [exact: number, prefix: number]> = {
  name: [10, 7],
  brand: [8, 6],
  subcategory: [7, 5],
  category: [6, 0],
  color: [5, 4],
  tags: [4, 3],
  material: [3, 2],
};

/** A field's weight for a match: exact, prefix, or corrected (the prefix weight less one, at least 1). */
const weight = (field: SearchField, how: number): number => {
  const [exact, prefix] = FIELD_WEIGHTS[field];
  if (how === EXACT) return exact;
  return how === PREFIX ? prefix : Math.max(prefix - 1, 1);
};

/** Per kind of match (exact, prefix, corrected), the best field weight of every field mask. */
const GAINS: readonly Uint8Array[] = [EXACT, PREFIX, PREFIX + 1].map((how) => {
  const row = new Uint8Array(1 << SEARCH_FIELDS.length);
  for (let mask = 1; mask < row.length; mask += 1) {
    SEARCH_FIELDS.forEach((f, i) => {
      if (mask & (1 << i)) row[mask] = Math.max(row[mask] ?? 0, weight(f, how));
    });
  }
  return row;
});

/** A term's answer to one query word, ready for `Tally.offer`. */
export interface TermAnswer {
  word: number;
  /** Typos (0 exact or prefix). */
  cost: number;
  /** Field mask → weight. */
  gains: Uint8Array;
  /** The term's rank among the query's answering terms, alphabetically (ties pick the lower). */
  id: number;
}

/** Per answering term, how it answers each query word it answers; and the terms by id. */
export function termAnswers(answers: Answers): {
  byTerm: Map<string, TermAnswer[]>;
  terms: string[];
} {
  const terms = [...answers.relations.keys()].sort();
  const byTerm = new Map<string, TermAnswer[]>();
  terms.forEach((term, id) => {
    const list: TermAnswer[] = [];
    answers.relations.get(term)?.forEach((how, word) => {
      if (how === NO_MATCH) return;
      const kind = Math.min(how, PREFIX + 1);
      list.push({ word, cost: how > PREFIX ? how - PREFIX : 0, gains: GAINS[kind]!, id });
    });
    byTerm.set(term, list);
  });
  return { byTerm, terms };
}

const NONE = 255;

/** The best answer per candidate and query word (see the module comment). Reusable: `reset`. */
export class Tally {
  private words = 1;
  private gen = 0;
  private stamp = new Uint32Array(0);
  private cost = new Uint8Array(0);
  private gain = new Uint8Array(0);
  private term = new Int32Array(0);
  /** Per candidate, for the ranking pass: `orderKey`, and its id's leading 52 bits. */
  key = new Float64Array(0);
  head = new Float64Array(0);
  /** Candidates in the order first offered: the first `count` of `candidates`. */
  candidates = new Int32Array(0);
  count = 0;
  /** Once closed, offers for products not already candidates are ignored. */
  closed = false;

  /** Starts a new query of `words` words over candidate numbers below `capacity`. */
  reset(words: number, capacity: number): this {
    this.words = words;
    this.count = 0;
    this.closed = false;
    if (this.stamp.length < capacity) {
      const size = Math.max(capacity, this.stamp.length * 2, 64);
      this.stamp = new Uint32Array(size);
      this.candidates = new Int32Array(size);
      this.cost = new Uint8Array(size * MAX_QUERY_WORDS);
      this.gain = new Uint8Array(size * MAX_QUERY_WORDS);
      this.term = new Int32Array(size * MAX_QUERY_WORDS);
      this.key = new Float64Array(size);
      this.head = new Float64Array(size);
      this.gen = 0;
    }
    this.gen += 1;
    if (this.gen === 0xffffffff) {
      this.stamp.fill(0);
      this.gen = 1;
    }
    return this;
  }

  /** Candidate `c` holds the term answering `a.word` as `a` says, in the fields of `mask`. */
  offer(c: number, a: TermAnswer, mask: number): void {
    const w = this.words;
    if (this.stamp[c] !== this.gen) {
      if (this.closed) return;
      this.stamp[c] = this.gen;
      this.candidates[this.count++] = c;
      for (let k = c * w; k < c * w + w; k += 1) this.cost[k] = NONE;
    }
    const k = c * w + a.word;
    const cost = this.cost[k]!;
    const g = a.gains[mask]!;
    if (a.cost < cost) {
      this.cost[k] = a.cost;
      this.gain[k] = g;
      this.term[k] = a.id;
    } else if (a.cost === cost) {
      const cur = this.gain[k]!;
      if (g > cur || (g === cur && a.id < this.term[k]!)) {
        this.gain[k] = g;
        this.term[k] = a.id;
      }
    }
  }

  /** Candidate `c`'s per-word answers: [words, corrected, typos, field score]; terms on demand. */
  measure(c: number, out: Int32Array): void {
    const w = this.words;
    let words = 0;
    let corrected = 0;
    let typos = 0;
    let score = 0;
    for (let k = c * w, end = k + w; k < end; k += 1) {
      const cost = this.cost[k]!;
      if (cost === NONE) continue;
      words += 1;
      if (cost > 0) corrected += 1;
      typos += cost;
      score += this.gain[k]!;
    }
    out[0] = words;
    out[1] = corrected;
    out[2] = typos;
    out[3] = score;
  }

  /** The term id answering each word for candidate `c` (-1 when none). */
  termIds(c: number): number[] {
    const w = this.words;
    const out: number[] = [];
    for (let k = c * w; k < c * w + w; k += 1) out.push(this.cost[k] === NONE ? -1 : this.term[k]!);
    return out;
  }
}
