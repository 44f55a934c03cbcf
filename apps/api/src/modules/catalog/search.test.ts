import {
  ProductSearchResponseSchema,
  SearchResultsQuerySchema,
  SearchResultsResponseSchema,
  matchesFilters,
  emptyFilters,
} from '@vastra/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { seedDemoCatalogue } from '../../seed';
import { answerJson } from './answer-json';
import { invalidateCatalogueAnswers } from './catalogue-version';
import { ProductModel } from './product.model';
import { loadSearchSources } from './search-database';
import { createSearchEngine } from './search-memory';
import { runSearch, searchProducts, searchResults } from './search.service';
import { distance as levenshtein } from 'fastest-levenshtein';
import { answeringTerms, swapDistance, relate, type Vocabulary } from './search-match';
import { queryWords } from './search-text';

let app: Express;

beforeAll(async () => {
  ({ app } = createTestApp());
  await seedDemoCatalogue();
});

const get = (path: string) => request(app).get(`/api${path}`);

async function suggest(q: string) {
  const res = await get(`/products/search?query=${encodeURIComponent(q)}`).expect(200);
  return ProductSearchResponseSchema.parse(res.body);
}

async function results(qs: string) {
  const res = await get(`/products/search/results?${qs}`).expect(200);
  return SearchResultsResponseSchema.parse(res.body).data;
}

describe('typo tolerance', () => {
  it('counts a swap of neighbours as one edit and stops past the budget', () => {
    expect(swapDistance('shrit', 'shirt', 1)).toBe(1);
    expect(swapDistance('kurtaa', 'kurta', 1)).toBe(1);
    expect(swapDistance('shrit', 'skirt', 1)).toBe(2);
    expect(swapDistance('abcdefgh', 'zzzzzzzz', 2)).toBe(3);
  });

  it('allows no typo below 4 letters, one up to 7 and two from 8', () => {
    const [top] = queryWords('tpo');
    expect(relate(top!, 'top')).toBe(-1);
    const [kurta] = queryWords('kurtaa zzz');
    expect(relate(kurta!, 'kurta')).toBe(2); // one typo
    expect(relate(kurta!, 'kurti')).toBe(-1); // two
    const [jacket] = queryWords('jakcettt'); // 8 letters: two edits
    expect(relate(jacket!, 'jacket')).toBe(-1); // three
    const [trousers] = queryWords('trosuer');
    expect(relate(trousers!, 'trouser')).toBe(2);
  });

  it('finds every catalogue word within the typo budget, as a check of every word would', async () => {
    const words = (await ProductModel.distinct('searchTerms')) as string[];
    const exact: Vocabulary = {
      has: (t) => words.includes(t),
      startingWith: (p) => words.filter((w) => w.startsWith(p)),
      near: (t, d) => words.filter((w) => levenshtein(w, t) <= d),
    };
    const everyWord: Vocabulary = { ...exact, near: () => words };
    // Swaps, drops, doubles and swaps plus an edit, in short and long words (one and two typos).
    const typed = [
      'shrit',
      'ctoton',
      'kurtaa',
      'jakcet',
      'dneim',
      'georgetet',
      'trosuers',
      'printde',
    ];
    const long = ['stretchable', 'embroidered', 'sweatshirt', 'cardigan'].flatMap((w) => [
      w.slice(0, 2) + w[3] + w[2] + w.slice(5), // a swap and a drop
      w.charAt(1) + w.charAt(0) + w.slice(2, -2) + w.slice(-1) + w.slice(-2, -1), // two swaps: beyond the budget
      `${w.slice(0, 3)}x${w.slice(4)}`,
    ]);
    for (const q of [...typed, ...long]) {
      const qWords = queryWords(`${q} zz`); // not the last word: no prefix matches
      const sorted = (v: Vocabulary) => answeringTerms(qWords, v).perWord.map((ts) => ts.sort());
      expect(sorted(exact), q).toEqual(sorted(everyWord));
    }
    expect(answeringTerms(queryWords('ctoton zz'), exact).perWord[0]).toContain('cotton');
  });

  it('"shrit" finds shirts and says what it searched instead', async () => {
    const { data, correction } = await suggest('shrit');
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((p) => /shirt/i.test(p.name))).toBe(true);
    expect(correction).toEqual({ query: 'shirt', original: 'shrit' });
  });

  it('"kurtaa" finds the kurtas "kurta" finds', async () => {
    const typo = await suggest('kurtaa');
    const exact = await suggest('kurta');
    expect(typo.data.length).toBeGreaterThan(0);
    expect(typo.data.map((p) => p._id)).toEqual(exact.data.map((p) => p._id));
    expect(typo.correction?.query).toBe('kurta');
    expect(exact.correction).toBeNull();
  });

  it('corrects one word of several and keeps the others as typed', async () => {
    const { data, correction } = await suggest('navy shrit');
    expect(data[0]!.colors).toContain('Navy');
    expect(correction).toEqual({ query: 'navy shirt', original: 'navy shrit' });
  });

  it('corrects only words the catalogue does not know: "shirt" never brings skirts', async () => {
    const page = await results('query=shirt&limit=100');
    expect(page.products.length).toBeGreaterThan(0);
    expect(page.products.every((p) => /shirt/i.test(p.name))).toBe(true);
    expect(page.correction).toBeNull();
  });

  it('ranks matches as typed above corrected ones', async () => {
    // No product is both a kurta and a shirt: the answer is those matching either word, the
    // kurtas (as typed) before the shirts (corrected), and no correction message.
    const { ranked, correction } = await runSearch('kurta shrit');
    const corrected = ranked.map((r) => r.corrected).join('');
    expect(corrected).toMatch(/^0+1+$/);
    expect(ranked.at(-1)!.entry.summary.name).toMatch(/shirt/i);
    expect(correction).toBeNull();
  });

  it('matches the last word as a prefix only', async () => {
    expect((await suggest('kurt')).data.length).toBeGreaterThan(0);
    const prefixFirst = await suggest('navy shi');
    expect(prefixFirst.data[0]!.name).toMatch(/navy.*shirt/i);
    // "shi" is not the last word here: no prefix match for it.
    expect((await suggest('shi navy')).data.every((p) => p.colors.includes('Navy'))).toBe(true);
  });

  it('searches the words as typed when asked (exact)', async () => {
    const page = await results('query=shrit&exact=1');
    expect(page.products).toEqual([]);
    expect(page.correction).toBeNull();
  });
});

describe('synonyms', () => {
  it('sari finds sarees, and tee and t-shirt find t-shirts, uncorrected', async () => {
    const sari = await suggest('sari');
    expect(sari.data.length).toBeGreaterThan(0);
    expect(sari.data.every((p) => p.subcategory?.name === 'Sarees')).toBe(true);
    expect(sari.correction).toBeNull();
    const tee = await suggest('tee');
    const tshirt = await suggest('t-shirt');
    expect(tee.data.map((p) => p._id)).toEqual(tshirt.data.map((p) => p._id));
    // Every t-shirt first; "shirt" (one edit from "tshirt") only after them.
    const subs = tshirt.data.map((p) => p.subcategory?.name);
    expect(subs[0]).toBe('T-Shirts');
    expect(subs.lastIndexOf('T-Shirts')).toBeLessThan(
      subs.findIndex((s) => s !== 'T-Shirts') + 1 || subs.length,
    );
    expect(tshirt.correction).toBeNull();
  });
});

describe('GET /products/search/results', () => {
  it('pages the whole result set and counts filter values over all of it', async () => {
    const first = await results('query=shirt&limit=5');
    expect(first.products).toHaveLength(5);
    expect(first.pagination).toMatchObject({ page: 1, limit: 5 });
    expect(first.pagination.pages).toBe(Math.ceil(first.pagination.total / 5));
    const second = await results('query=shirt&limit=5&page=2');
    expect(second.products.map((p) => p._id)).not.toContain(first.products[0]!._id);
    const all = await results('query=shirt&limit=100');
    const m = all.facets.size.find((f) => f.value === 'M');
    expect(m?.count).toBe(all.products.filter((p) => p.sizes.includes('M')).length);
    const price = all.facets.priceRange.reduce((n, f) => n + f.count, 0);
    expect(price).toBe(all.pagination.total);
  });

  it('filters, keeping other values of the same filter counted', async () => {
    const all = await results('query=shirt&limit=100');
    const page = await results('query=shirt&limit=100&size=M&color=Navy');
    expect(page.products.length).toBeGreaterThan(0);
    expect(page.products.every((p) => p.sizes.includes('M') && p.colors.includes('Navy'))).toBe(
      true,
    );
    // The size counts ignore the size selection but keep the colour one.
    const navy = all.products.filter((p) => p.colors.includes('Navy'));
    const l = page.facets.size.find((f) => f.value === 'L');
    expect(l?.count).toBe(navy.filter((p) => p.sizes.includes('L')).length);
  });

  it('sorts like the listing (price, low to high)', async () => {
    const page = await results('query=kurta&sort=price-asc&limit=100');
    const prices = page.products.map((p) => p.discountedPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('answers 400 for a blank query, and treats operators as text', async () => {
    expect((await get('/products/search/results?query=%20')).status).toBe(400);
    expect((await get('/products/search/results?query[$ne]=x')).status).toBe(400);
    expect((await results('query=%24where')).products).toEqual([]);
  });
});

describe('engines', () => {
  const engine = createSearchEngine();
  const queries = [
    'shirt',
    'shrit',
    'kurtaa',
    'navy shirt',
    'navy shrit',
    'kurt',
    'sari',
    'tee',
    't-shirt',
    'denim republic',
    'cotton kurta men',
    'blue jeans',
    'jakcet',
    'hodie',
    'mustard',
    'women dress',
    'linen',
    'zzzz qqqq',
    'mens shirts',
    'silk saree red',
  ];

  it('the index and the database give identical answers', async () => {
    expect(await engine.ready()).toBe(true);
    expect(engine.size).toBe(await ProductModel.countDocuments());
    for (const q of queries) {
      const fromIndex = await runSearch(q, { engine });
      const fromDb = await runSearch(q, { engine: null });
      expect(fromIndex.correction, q).toEqual(fromDb.correction);
      expect(
        fromIndex.ranked.map((r) => r.entry.id),
        q,
      ).toEqual(fromDb.ranked.map((r) => r.entry.id));
      const query = SearchResultsQuerySchema.parse({ query: q, size: 'M', sort: 'price-desc' });
      expect(await searchResults(query, engine), q).toEqual(await searchResults(query, null));
    }
  });

  it('writes answers from the index byte for byte as JSON.stringify would', async () => {
    for (const q of queries) {
      const suggestions = { success: true, ...(await searchProducts(q, 20, engine)) };
      const query = SearchResultsQuerySchema.parse({ query: q, size: 'M' });
      const page = { success: true, data: await searchResults(query, engine) };
      for (const body of [suggestions, page]) {
        expect(answerJson(body), q).toBe(JSON.stringify(body));
        expect(answerJson(body), q).toBe(JSON.stringify(body)); // from the kept texts
      }
    }
  });

  it("picks the header's few exactly as ranking every match would, on both engines", async () => {
    // Most seeded products have no reviews, so many tie on everything but the id.
    for (const q of queries) {
      const all = await runSearch(q, { engine });
      for (const e of [engine, null]) {
        const top = await runSearch(q, { engine: e, limit: 5 });
        expect(
          top.ranked.map((r) => r.entry.id),
          q,
        ).toEqual(all.ranked.slice(0, 5).map((r) => r.entry.id));
        expect(top.correction, q).toEqual(all.correction);
      }
    }
  });

  it('shows a write in this process in the next answer', async () => {
    await engine.ready();
    const target = await ProductModel.findOne({ subcategoryName: 'Shirts' }).lean();
    await ProductModel.updateOne({ _id: target!._id }, { $set: { name: 'Zephyrine Shirt' } });
    const renamed = await runSearch('zephyrine', { engine });
    expect(renamed.ranked.map((r) => r.entry.id)).toEqual([String(target!._id)]);
    // Stock and price shown are current too.
    await ProductModel.updateOne({ _id: target!._id }, { $set: { price: 12345 } });
    const priced = await runSearch('zephyrine', { engine });
    expect(priced.ranked[0]!.entry.summary.price).toBe(12345);
    const answer = await searchProducts('zephyrine', 20, engine);
    expect(JSON.parse(answerJson(answer))).toMatchObject({ data: [{ price: 12345 }] });
    await ProductModel.deleteOne({ _id: target!._id });
    expect((await runSearch('zephyrine', { engine })).ranked).toEqual([]);
    expect((await runSearch('zephyrine', { engine: null })).ranked).toEqual([]);
    await ProductModel.collection.insertOne(target!);
  });

  it("picks up another process's write (unseen by this process's hooks) on its next look", async () => {
    const polling = createSearchEngine({ ttlMs: 0 });
    await polling.ready();
    const target = await ProductModel.findOne({ subcategoryName: 'Kurtas' }).lean();
    // Straight through the driver: as another API process's write looks from here.
    await ProductModel.collection.updateOne(
      { _id: target!._id },
      { $set: { name: 'Quixotic Kurta', updatedAt: new Date() } },
    );
    await vi.waitFor(
      async () => {
        const { ranked } = await runSearch('quixotic', { engine: polling });
        expect(ranked.map((r) => r.entry.id)).toEqual([String(target!._id)]);
      },
      { timeout: 5_000, interval: 50 },
    );
  });

  it("shows another process's write in the first answer after the catalogue signal reports it", async () => {
    // Re-reads by time alone only every hour: the signal is what makes the write show.
    const signalled = createSearchEngine({ ttlMs: 3_600_000 });
    await signalled.ready();
    const target = await ProductModel.findOne({ subcategoryName: 'Shirts' }).lean();
    await runSearch('shirt', { engine: signalled }); // the index's look after its build
    await ProductModel.collection.updateOne(
      { _id: target!._id },
      { $set: { name: 'Vermilion Shirt', updatedAt: new Date() } },
    );
    expect((await runSearch('vermilion', { engine: signalled })).ranked).toEqual([]);
    invalidateCatalogueAnswers(); // what catalogue-signal.ts does when another process wrote
    const { ranked } = await runSearch('vermilion', { engine: signalled });
    expect(ranked.map((r) => r.entry.id)).toEqual([String(target!._id)]);
  });

  it('takes in thousands of products written elsewhere a slice at a time, other work running between', async () => {
    const sources = await loadSearchSources();
    // As many products as a bulk import elsewhere might write at once (the same ones again and
    // again: each is replaced whole); read with no database round trip, so any turn of the event
    // loop during the search below is one the index gave back between slices.
    const written = Array.from({ length: 2_000 }, (_, i) => sources[i % sources.length]!);
    const sliced = createSearchEngine({
      ttlMs: 3_600_000,
      loadSince: async () => written,
      count: async () => sources.length,
    });
    await sliced.ready();
    invalidateCatalogueAnswers(); // another process wrote: the next search re-reads first
    let turns = 0;
    let counting = true;
    const turn = () => {
      if (!counting) return;
      turns += 1;
      setImmediate(turn);
    };
    setImmediate(turn);
    const { ranked } = await runSearch('shirt', { engine: sliced });
    counting = false;
    expect(ranked.length).toBeGreaterThan(0);
    expect(turns).toBeGreaterThanOrEqual(2_000 / 250 - 1);
  });

  it('keeps the results page free of unmatched filters', async () => {
    const q = SearchResultsQuerySchema.parse({ query: 'kurta', rating: '4' });
    const page = await searchResults(q, engine);
    const f = { ...emptyFilters(), rating: ['4'] };
    expect(page.products.every((p) => matchesFilters(p, f))).toBe(true);
  });
});
