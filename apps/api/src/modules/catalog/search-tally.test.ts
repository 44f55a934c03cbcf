import { describe, expect, it } from 'vitest';
import { answeringTerms, type SearchEntry, type Vocabulary } from './search-match';
import { correctionOf, popularityOf, rankTally } from './search-ranking';
import { EntryTable, signatureOf } from './search-entry-table';
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

describe('ranking ties and the phrase bonus', () => {
  const qWords = queryWords('navy shirt');
  const answers = answeringTerms(qWords, vocabulary(['navy', 'shirt']));
  const { byTerm, terms } = termAnswers(answers);
  const objectId = (tail: string) => `6b0527d32ca99${tail}`; // one head: made in the same second
  const rankAll = (entries: SearchEntry[], limit?: number) => {
    const tally = new Tally().reset(qWords.length, entries.length);
    entries.forEach((_, c) => {
      for (const term of ['navy', 'shirt']) {
        for (const a of byTerm.get(term)!) tally.offer(c, a, FIELD_BIT.name);
      }
    });
    return rankTally(tally, entries, { answers, terms }, 'Navy  Shirt', true, limit);
  };
  const withHead = (tail: string, name: string) => {
    const id = objectId(tail);
    return { ...entry(id, name), idHead: Number.parseInt(id.slice(0, 13), 16) };
  };

  it('orders ids sharing their first digits by the rest, newest first, with or without a limit', () => {
    const entries = ['00000000011', '0000000000f', '00000000100'].map((t) =>
      withHead(t, 'navy oxford shirt'),
    );
    const ids = entries.map((e) => e.id).sort((a, b) => (a < b ? 1 : -1));
    expect(rankAll(entries).ranked.map((r) => r.entry.id)).toEqual(ids);
    expect(rankAll(entries, 2).ranked.map((r) => r.entry.id)).toEqual(ids.slice(0, 2));
  });

  it('puts the names holding the phrase first, however few and wherever they come', () => {
    const names = Array.from({ length: 40 }, (_, i) =>
      i === 3 || i === 17 ? `classic navy shirt ${i}` : `navy oxford shirt ${i}`,
    );
    const entries = names.map((name, i) => withHead(i.toString(16).padStart(11, '0'), name));
    const top = rankAll(entries, 5).ranked.map((r) => r.entry.phraseName);
    expect(top.slice(0, 2)).toEqual(['classic navy shirt 17', 'classic navy shirt 3']);
    expect(top.slice(2)).toEqual([
      'navy oxford shirt 39',
      'navy oxford shirt 38',
      'navy oxford shirt 37',
    ]);
  });
});

describe('name signatures', () => {
  it('a name holding a phrase always has the bits of its signature', () => {
    const name = 'mustard cotton straight-fit kurta, 100% cotton';
    const whole = signatureOf(name);
    for (let i = 0; i < name.length; i += 1) {
      for (let j = i + 3; j <= name.length; j += 1) {
        const part = signatureOf(name.slice(i, j));
        expect(part.every((bits, w) => (whole[w]! & bits) === bits)).toBe(true);
      }
    }
    const table = EntryTable.of([entry('a1', name)]);
    expect(table.nameHolds(0, 'cotton straight', signatureOf('cotton straight'))).toBe(true);
    expect(table.nameHolds(0, 'navy shirt', signatureOf('navy shirt'))).toBe(false);
  });
});
