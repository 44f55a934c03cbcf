import { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../seed';
import { databaseCandidates, productSearchIndex, searchProducts } from './catalog.service';
import { bumpCatalogueVersion, searchVersion, updatedFields } from './catalogue-version';
import { ProductModel } from './product.model';
import { createSearchIndex, type IndexSource, type RankDoc } from './search-index';
import { buildSearchTerms, queryWords } from './search-terms';

const ids = (docs: readonly RankDoc[] | undefined) => docs?.map((d) => d._id.toHexString());

describe('search index (unit)', () => {
  const product = (name: string, ratings: number, reviewCount = 0): IndexSource => {
    const p = { _id: new Types.ObjectId(), name, ratings, reviewCount, tags: [], colors: [] };
    return { ...p, searchTerms: buildSearchTerms(p) };
  };
  const catalogue = [
    product('Blue Kurta', 4.1),
    product('Blue Shirt', 4.5, 3),
    product('Navy Kurta', 4.5, 9),
    product('Red Saree', 3.9),
    product('Bluish Kurti', 4.5, 3),
  ];
  let version = 0;
  let t = 0;
  let loads = 0;
  const index = createSearchIndex({
    load: async () => {
      loads += 1;
      return catalogue;
    },
    version: () => version,
    ttlMs: 1000,
    maxProducts: 10,
    now: () => t,
  });

  it('is not used before its first build, then matches word prefixes, most popular first', async () => {
    expect(index.candidates(['blue'], 20, 400)).toBeUndefined();
    await index.ready();
    const names = (words: string[], limit = 20, max = 400) =>
      index.candidates(words, limit, max)?.map((p) => p.name);
    // Popularity: ratings, then reviewCount, then _id, all descending.
    expect(names(['blu'])).toEqual(['Bluish Kurti', 'Blue Shirt', 'Blue Kurta']);
    expect(names(['blue', 'kurta'], 1)).toEqual(['Blue Kurta']);
    // Fewer than `limit` with every word: those with any word follow (without repeats).
    expect(names(['blue', 'kurta'], 2)).toEqual(['Blue Kurta', 'Navy Kurta', 'Blue Shirt']);
    expect(names(['blu'], 20, 2)).toEqual(['Bluish Kurti', 'Blue Shirt']);
    expect(names(['green'])).toEqual([]);
  });

  it('stops answering after a write, and rebuilds in the background after ttlMs', async () => {
    await index.ready();
    version += 1;
    expect(index.candidates(['blue'], 20, 400)).toBeUndefined();
    expect(await index.ready()).toBe(true);
    const before = loads;
    t += 1000;
    expect(index.candidates(['blue'], 20, 400)).toHaveLength(2); // the old build answers meanwhile
    await index.ready();
    expect(loads).toBe(before + 1);
  });

  it('does not index a catalogue larger than maxProducts', async () => {
    const big = createSearchIndex({
      load: async () => catalogue,
      version: () => 0,
      maxProducts: 4,
    });
    expect(await big.ready()).toBe(false);
    expect(big.candidates(['blue'], 20, 400)).toBeUndefined();
  });

  it('reads which fields an update writes', () => {
    expect(updatedFields({ $inc: { 'inventory.$.stock': -1, stock: -1 } })).toEqual([
      'inventory',
      'stock',
    ]);
    expect(updatedFields({ $set: { ratings: 4 }, name: 'x' })).toEqual(['ratings', 'name']);
    expect(updatedFields([{ $set: { name: 'x' } }])).toBeNull();
    expect(updatedFields({ $rename: { name: 'title' } })).toBeNull();
  });
});

describe('search index on the demo catalogue', () => {
  beforeAll(async () => {
    await seedDemoCatalogue();
  });

  /** Queries from the catalogue's own words: whole, 2–3 letter prefixes, pairs, and misses. */
  async function queries(): Promise<string[]> {
    const docs = await ProductModel.find({}, 'searchTerms').lean();
    const vocabulary = [...new Set(docs.flatMap((d) => d.searchTerms))].sort();
    const picks = vocabulary.filter((_, i) => i % 7 === 0);
    const singles = picks.flatMap((w) => [w, w.slice(0, 2), w.slice(0, 3)]);
    const pairs = picks.map((w, i) => `${w} ${picks[(i * 5 + 3) % picks.length] ?? ''}`);
    return [...new Set([...singles, ...pairs, 'men kurta', 'navy shirt', 'zzz qqq', 'blue zzz'])];
  }

  it('finds the same candidates as the database, in the same order, for every query', async () => {
    expect(await productSearchIndex.ready()).toBe(true);
    const list = await queries();
    expect(list.length).toBeGreaterThan(50);
    for (const q of list) {
      const words = queryWords(q);
      for (const [limit, max] of [
        [20, 400],
        [3, 5],
        [20, 2],
      ] as const) {
        const indexed = productSearchIndex.candidates(words, limit, max);
        expect(ids(indexed), `${q} (limit ${limit}, max ${max})`).toEqual(
          ids(await databaseCandidates(words, limit, max)),
        );
      }
    }
  });

  it('answers searches exactly like the database search', async () => {
    await productSearchIndex.ready();
    for (const q of [...(await queries()).slice(0, 60), 'Navy SHIRT', 't-shirt', 'sarees']) {
      expect(await searchProducts(q, 20), q).toEqual(await searchProducts(q, 20, null));
    }
  });

  it('reflects a product write at once, and ignores stock-only writes', async () => {
    await productSearchIndex.ready();
    const target = await ProductModel.findOne({}, '_id name').lean();
    if (!target) throw new Error('no products');

    // An order's stock update does not touch what search ranks by: the index stays in use.
    const v = searchVersion();
    await ProductModel.updateOne({ _id: target._id }, { $inc: { stock: -1 } });
    expect(searchVersion()).toBe(v);
    expect(productSearchIndex.candidates(['kurta'], 20, 400)).toBeDefined();

    // A rename is searchable by its new words immediately (the database answers until rebuilt).
    const renamed = { name: 'Zephyrine Kurta', tags: [], colors: [] };
    await ProductModel.updateOne(
      { _id: target._id },
      { $set: { name: renamed.name, searchTerms: buildSearchTerms(renamed) } },
    );
    expect(productSearchIndex.candidates(['zephyrine'], 20, 400)).toBeUndefined();
    const found = await searchProducts('zephyrine', 20);
    expect(found.map((p) => p._id)).toEqual([String(target._id)]);
    await productSearchIndex.ready();
    expect(ids(productSearchIndex.candidates(['zephyrine'], 20, 400))).toEqual([
      String(target._id),
    ]);

    // New products and deletions too.
    const created = await ProductModel.create({
      name: 'Quokkaprint Shirt',
      slug: 'quokkaprint-shirt',
      category: new Types.ObjectId(),
      price: 999,
      searchTerms: buildSearchTerms({ name: 'Quokkaprint Shirt' }),
    });
    expect((await searchProducts('quokkaprint', 20)).map((p) => p._id)).toEqual([
      String(created._id),
    ]);
    await productSearchIndex.ready();
    await ProductModel.deleteOne({ _id: created._id });
    expect(await searchProducts('quokkaprint', 20)).toEqual([]);
    await productSearchIndex.ready();
    expect(productSearchIndex.candidates(['quokkaprint'], 20, 400)).toEqual([]);
  });

  it('is dropped by writes that bypass the models once the writer bumps the version', async () => {
    await productSearchIndex.ready();
    bumpCatalogueVersion();
    expect(productSearchIndex.candidates(['kurta'], 20, 400)).toBeUndefined();
  });
});
