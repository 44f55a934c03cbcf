import type { SearchCorrection } from '@vastra/contracts';
import { distance as levenshtein } from 'fastest-levenshtein';
import { phraseOf, type Answers, type SearchEntry } from './search-match';
import { EntryTable, signatureOf } from './search-entry-table';
import type { Tally } from './search-tally';
import { singular, type QueryWord } from './search-text';

/**
 * The order of search results, shared by both engines: from a tally (search-tally.ts) of which
 * answering terms each candidate holds, the products that qualify, best first, and the correction
 * message. Only the `limit` best are turned into results (the header's 20 of thousands of
 * candidates are picked with a small sorted buffer, not by sorting them all).
 */

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

export interface Ranking {
  /** Best first; at most `limit`. */
  ranked: Ranked[];
  /** How many products qualified (before `limit`). */
  total: number;
  /** Whether some qualifying product matched every word it matched as typed. */
  uncorrected: boolean;
}

const REVIEWS_CAP = 2 ** 28 - 1;

/**
 * A product's popularity as one integer, higher first: its rating (one decimal, as summaries carry
 * it; 0–6.3 fits), then its review count (counted up to 268 million).
 */
export const popularityOf = (ratings: number, reviewCount: number): number =>
  Math.min(Math.max(Math.round(ratings * 10), 0), 63) * (REVIEWS_CAP + 1) +
  Math.min(Math.max(reviewCount, 0), REVIEWS_CAP);

/**
 * A candidate's place in one number, higher first (exact in a double: 18 + 34 bits): more query
 * words matched, fewer corrected words, fewer typos, higher score (each part fits its bits: ≤ 6
 * words, ≤ 12 typos, score < 256), then popularity (34 bits).
 */
const orderKey = (
  words: number,
  corrected: number,
  typos: number,
  score: number,
  popularity: number,
): number =>
  (((words * 8 + (7 - corrected)) * 16 + (15 - typos)) * 256 + score) * 2 ** 34 + popularity;

/**
 * Ranks a tally's candidates, best first: with `every`, only those matching every query word. The
 * order is total and the same on both engines: relevance (above), then the popular first (rating,
 * review count), then the newer id.
 */
export function rankTally(
  tally: Tally,
  table: EntryTable | readonly (SearchEntry | undefined)[],
  { answers, terms }: { answers: Answers; terms: readonly string[] },
  raw: string,
  every: boolean,
  limit = Number.POSITIVE_INFINITY,
): Ranking {
  const rows = table instanceof EntryTable ? table : EntryTable.of(table);
  const { entries, popularity, idHead, idTail } = rows;
  const n = answers.perWord.length;
  const phrase = phraseOf(raw);
  const m = new Int32Array(4);
  const { key, head } = tally;
  let uncorrected = false;
  let total = 0;
  const before = (a: number, b: number): number => {
    const d = key[b]! - key[a]! || head[b]! - head[a]! || idTail[b]! - idTail[a]!;
    if (d !== 0) return d;
    const x = entries[a]!.id;
    const y = entries[b]!.id;
    return x < y ? 1 : x > y ? -1 : 0;
  };
  // The best `limit` so far, in order (a sorted buffer: most candidates lose to its last); without
  // a small limit, every qualifying candidate, sorted at the end.
  const buffered = limit >= 1 && limit <= 100;
  const best: number[] = [];
  const { candidates } = tally;
  const bonus = phrase.length >= 3 ? 8 : 0;
  const phraseSig = signatureOf(phrase);
  // The buffer's last (the one to beat) once it is full: its key and id head, read once per change.
  let last = -1;
  let lastKey = 0;
  let lastHead = 0;
  // Backwards: engines offer older products first, and newer ones win ties (and most products tie
  // on everything but the id when few have reviews), so the usual winners come early.
  for (let j = tally.count - 1; j >= 0; j -= 1) {
    const c = candidates[j]!;
    tally.measure(c, m);
    const words = m[0]!;
    if (words === 0 || (every && words < n)) continue;
    const score = m[3]! + (words === n ? 5 : 0);
    total += 1;
    if (m[1] === 0) uncorrected = true;
    // First as if the name held the phrase: a candidate that cannot reach the buffer even so
    // skips the name check and its entry (most do, once the buffer holds good ones).
    const k = orderKey(words, m[1]!, m[2]!, score + bonus, popularity[c]!);
    const h = idHead[c]!;
    key[c] = k;
    head[c] = h;
    if (last >= 0 && (k < lastKey || (k === lastKey && h <= lastHead && before(c, last) >= 0))) {
      continue;
    }
    if (bonus > 0 && !rows.nameHolds(c, phrase, phraseSig)) {
      key[c] = orderKey(words, m[1]!, m[2]!, score, popularity[c]!);
      if (last >= 0 && before(c, last) >= 0) continue;
    }
    if (!buffered) {
      best.push(c);
      continue;
    }
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (before(best[mid]!, c) <= 0) lo = mid + 1;
      else hi = mid;
    }
    // Insert at `lo` (by hand: `splice` makes an array of the removed each time).
    best.push(c);
    for (let i = best.length - 1; i > lo; i -= 1) best[i] = best[i - 1]!;
    best[lo] = c;
    if (best.length > limit) best.pop();
    if (best.length >= limit) {
      last = best[best.length - 1]!;
      lastKey = key[last]!;
      lastHead = head[last]!;
    }
  }
  if (!buffered) {
    best.sort(before);
    if (best.length > limit) best.length = Math.max(0, limit);
  }
  const ranked = best.map((c): Ranked => {
    tally.measure(c, m);
    return {
      entry: entries[c]!,
      words: m[0]!,
      corrected: m[1]!,
      typos: m[2]!,
      score: Math.floor(key[c]! / 2 ** 34) % 256,
      terms: tally.termIds(c).map((id) => (id < 0 ? null : (terms[id] ?? null))),
    };
  });
  return { ranked, total, uncorrected };
}

/**
 * The catalogue word to show for an answering term: of the top product's own words that are the
 * term or have it as their singular ("jeans" for "jean"), the one closest to what was typed (then
 * the one ending like it), so the shopper reads a word of the catalogue, never a stem.
 */
function shownWord(term: string, typed: string, entry: SearchEntry): string {
  const own = entry.phraseName
    .split(/[^a-z0-9]+/)
    .filter((w) => w === term || singular(w) === term);
  const options = [...new Set([term, ...own])];
  const rank = (w: string) => levenshtein(w, typed) * 2 + (w.at(-1) === typed.at(-1) ? 0 : 1);
  return options.reduce((best, w) => (rank(w) < rank(best) ? w : best), term);
}

/**
 * When every result needed a correction: the words the best result answered, e.g. "shirt" for
 * "shrit" and "jeans" for "jeens" (uncorrected words as typed). Null when some result matched as
 * typed, or the words are the query's own.
 */
export function correctionOf(
  { ranked, uncorrected }: Ranking,
  qWords: readonly QueryWord[],
): SearchCorrection | null {
  const top = ranked[0];
  if (!top || uncorrected) return null;
  const corrected = qWords
    .map((q, i) => {
      const term = top.terms[i];
      return term ? shownWord(term, q.typed, top.entry) : q.typed;
    })
    .join(' ');
  const original = qWords.map((q) => q.typed).join(' ');
  return corrected !== original ? { query: corrected, original } : null;
}

/** What a search asks of an engine besides its words: the raw text (phrase bonus) and how many. */
export interface SearchAsk {
  raw: string;
  limit?: number;
}
