import { describe, expect, it } from 'vitest';
import { answeringTerms, type SearchEntry, type Vocabulary } from './search-rank';
import { correctionOf, popularityOf, rankTally } from './search-ranking';
import { FIELD_BIT, Tally, termAnswers } from './search-tally';
import { queryWords } from './search-text';

const vocabulary = (words: string[]): Vocabulary => ({
  has: (t) => words.includes(t),
  startingWith: (p) => words.filter((w) => w.startsWith(p)),
  near: () => words,
});

const entry = (id: string, name: string, popularity = 0): SearchEntry =>
  ({ id, idHead: Number.parseInt(id, 16), phraseName: name, popularity }) as SearchEntry;

describe('ranking a tally', () => {
  const qWords = queryWords('shrt');
  const answers = answeringTerms(qWords, vocabulary(['shirt', 'short', 'skirt']));
  const { byTerm, terms } = termAnswers(answers);
  const entries = [entry('a1', 'blue shirt'), entry('a2', 'red short'), entry('a3', 'green shirt')];
  const offers: [number, string, number][] = [
    [0, 'shirt', FIELD_BIT.name],
    [1, 'short', FIELD_BIT.name],
    [2, 'short', FIELD_BIT.tags],
    [2, 'shirt', FIELD_BIT.tags],
  ];
  const rank = (order: typeof offers, limit?: number) => {
    const tally = new Tally().reset(qWords.length, entries.length);
    for (const [c, term, mask] of order) for (const a of byTerm.get(term)!) tally.offer(c, a, mask);
    return rankTally(tally, entries, { answers, terms }, 'shrt', true, limit);
  };

  it('gives the same answer whatever order the matches come in', () => {
    const forward = rank(offers);
    const backward = rank([...offers].reverse());
    expect(backward).toEqual(forward);
    // Equal typos and field weight: the alphabetically first term answers ("shirt" < "short").
    expect(forward.ranked.find((r) => r.entry.id === 'a3')!.terms).toEqual(['shirt']);
  });

  it('ranks the heavier field first, then the newer id, and keeps only the best few', () => {
    expect(rank(offers).ranked.map((r) => r.entry.id)).toEqual(['a2', 'a1', 'a3']);
    const top = rank(offers, 1);
    expect(top.ranked.map((r) => r.entry.id)).toEqual(['a2']);
    expect(top.total).toBe(3);
    expect(correctionOf(top, qWords)).toEqual({ query: 'short', original: 'shrt' });
  });
});

describe('popularity', () => {
  it('orders by rating first, then by review count', () => {
    expect(popularityOf(4.5, 1)).toBeGreaterThan(popularityOf(4.4, 1_000_000_000));
    expect(popularityOf(4.5, 11)).toBeGreaterThan(popularityOf(4.5, 10));
    expect(popularityOf(0, 0)).toBe(0);
  });
});
