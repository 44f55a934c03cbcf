import {
  ObjectId,
  type Collection,
  type Document,
  type Filter,
  type Sort,
  type UpdateFilter,
} from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDriverDb } from './helpers';

/**
 * Index-backed queries answer exactly what a collection scan answers: the same documents are
 * stored in a collection with indexes and in one without, and every query runs on both.
 * Sorted queries end with `_id` so the order is total (ties are unspecified on mongod).
 */
const { db } = useDriverDb();

const oid = new ObjectId('64b7f0000000000000000001');
const day = (n: number) => new Date(Date.UTC(2024, 0, 1 + n));
const VALUES: unknown[] = [
  5,
  5.0,
  '5',
  'a',
  'ab',
  'b',
  null,
  true,
  false,
  day(3),
  oid,
  [5, 'a'],
  [],
  [[5]],
  { x: 1 },
  -0,
  0,
  7,
];

function makeDocs(): Row[] {
  const colours = ['red', 'redwood', 'blue', 'black', 'green', 'Red'];
  return Array.from({ length: 120 }, (_, i) => {
    const doc: Row = {
      _id: i,
      cat: i % 4,
      sub: i % 3,
      at: day(i % 9),
      tags: [colours[i % 6], colours[(i * 5 + 1) % 6], ...(i % 11 === 0 ? [] : [`w${i % 5}`])],
      items: i % 7 === 0 ? [{ size: 'M' }, { qty: 1 }] : [{ size: i % 2 ? 'S' : 'L' }],
      rank: i % 10 === 0 ? undefined : (i * 37) % 13,
    };
    if (i % 13 !== 0) doc.v = VALUES[i % VALUES.length];
    if (i % 17 === 0) doc.tags = 'red'; // a scalar where others have arrays
    if (doc.rank === undefined) delete doc.rank;
    if (i % 19 === 1) doc.nest = { b: i % 2 ? [[5]] : [5, [6]] }; // nested arrays
    return doc;
  });
}

/** Documents with numeric ids and free-form fields. */
type Row = Document & { _id: number };

const ids = (docs: Document[]) => docs.map((d) => d._id as number);
const byId = (docs: Document[]) => ids(docs).sort((a, b) => a - b);

describe('index-backed queries equal collection scans', () => {
  let indexed: Collection<Row>;
  let plain: Collection<Row>;

  beforeAll(async () => {
    indexed = db().collection<Row>('iq_indexed');
    plain = db().collection<Row>('iq_plain');
    await indexed.createIndexes([
      { key: { v: 1 } },
      { key: { tags: 1 } },
      { key: { 'items.size': 1 } },
      { key: { cat: 1, at: -1 } },
      { key: { cat: 1, sub: 1, at: -1 } },
      { key: { rank: -1, at: 1 } },
      { key: { 'nest.b': 1 } },
    ]);
    await indexed.insertMany(makeDocs());
    await plain.insertMany(makeDocs());
  });

  const FILTERS: Array<Filter<Row>> = [
    { v: 5 },
    { v: '5' },
    { v: 'a' },
    { v: true },
    { v: 0 },
    { v: null },
    { v: oid },
    { v: day(3) },
    { v: { $eq: 7 } },
    { v: { $in: [5, 'a', oid] } },
    { v: { $in: [null, 'b'] } },
    { v: { $in: [] } },
    { v: { x: 1 } },
    { v: [5, 'a'] },
    { v: { $regex: '^a' } },
    { tags: 'red' },
    { tags: 'Red' },
    { tags: { $in: ['blue', 'w3'] } },
    { tags: { $regex: '^re' } },
    { tags: /^bl/ },
    { tags: { $regex: '^RE', $options: 'i' } },
    { tags: { $regex: 'ed$' } },
    { tags: { $regex: '^re?d' } },
    { tags: { $regex: '^bx?l' } },
    { tags: { $regex: '^red|^blue' } },
    { tags: { $regex: '^re', $in: ['red', 'black'] } },
    { $and: [{ tags: { $regex: '^re' } }, { tags: { $regex: '^w' } }] },
    { $or: [{ tags: 'green' }, { cat: 3 }] },
    { $or: [{ tags: 'green' }, { v: { $in: [5, 7] } }] },
    { tags: 'red', cat: 1 },
    { tags: { $all: ['red', 'blue'] } },
    { tags: { $size: 0 } },
    { 'items.size': 'M' },
    { 'items.size': null },
    { 'items.size': { $in: ['S', 'M'] } },
    { cat: 1 },
    { cat: 1, sub: 2 },
    { cat: 2, sub: 0, v: 5 },
    { cat: { $in: [1, 3] }, sub: 1 },
    { rank: null },
    { 'nest.b': 5 },
    { 'nest.b': 6 },
    { 'nest.b': { $in: [5, 6] } },
  ];

  it.each(FILTERS.map((f) => [JSON.stringify(f), f] as const))(
    'find and count %s',
    async (_label, filter) => {
      const a = await indexed.find(filter).toArray();
      const b = await plain.find(filter).toArray();
      expect(byId(a)).toEqual(byId(b));
      expect(await indexed.countDocuments(filter)).toBe(b.length);
    },
  );

  it('finds what a plain filter of the documents finds (the comparison is not vacuous)', async () => {
    const docs = makeDocs();
    const red = docs.filter(
      (d) => d.tags === 'red' || (Array.isArray(d.tags) && d.tags.includes('red')),
    );
    expect(byId(await indexed.find({ tags: 'red' }).toArray())).toEqual(byId(red));
    const reds = docs.filter((d) =>
      (Array.isArray(d.tags) ? d.tags : [d.tags]).some(
        (t: unknown) => typeof t === 'string' && t.startsWith('re'),
      ),
    );
    expect(byId(await indexed.find({ tags: { $regex: '^re' } }).toArray())).toEqual(byId(reds));
    expect(await indexed.countDocuments({ cat: 1, sub: 2 })).toBe(
      docs.filter((d) => d.cat === 1 && d.sub === 2).length,
    );
  });

  const SORTED: Array<{ filter: Filter<Row>; sort: Sort; skip?: number; limit?: number }> = [
    { filter: { cat: 1 }, sort: { at: -1, _id: 1 }, limit: 5 },
    { filter: { cat: 1 }, sort: { at: -1, _id: -1 }, skip: 4, limit: 6 },
    { filter: { cat: 1 }, sort: { at: 1, _id: 1 }, limit: 7 },
    { filter: { cat: 2, sub: 0 }, sort: { at: -1, _id: -1 }, limit: 3 },
    { filter: { cat: 2, sub: 0 }, sort: { at: -1, _id: 1 } },
    { filter: {}, sort: { cat: 1, at: -1, _id: 1 }, skip: 10, limit: 10 },
    { filter: {}, sort: { cat: -1, at: 1, _id: -1 }, limit: 12 },
    { filter: {}, sort: { rank: -1, at: 1, _id: 1 }, limit: 15 },
    { filter: {}, sort: { rank: 1, at: -1, _id: 1 }, limit: 15 },
    { filter: { cat: 1, v: { $ne: null } }, sort: { at: -1, _id: 1 }, limit: 4 },
    { filter: { tags: { $regex: '^bl' } }, sort: { rank: -1, at: 1, _id: 1 }, limit: 8 },
    { filter: { rank: { $gt: 3 } }, sort: { rank: -1, at: 1, _id: 1 }, limit: 8 },
    { filter: { cat: { $in: [0, 3] } }, sort: { at: -1, _id: 1 }, limit: 9 },
    { filter: {}, sort: { v: 1, _id: 1 }, limit: 20 },
    { filter: {}, sort: { tags: 1, _id: -1 }, limit: 20 },
    // Skips landing before, inside and across runs of equal sort values.
    { filter: { cat: 1 }, sort: { at: -1, _id: 1 }, skip: 3, limit: 5 },
    { filter: { cat: 2, sub: 0 }, sort: { at: -1, _id: 1 }, skip: 2 },
    { filter: {}, sort: { rank: -1, at: 1, _id: 1 }, skip: 7, limit: 6 },
    { filter: {}, sort: { rank: 1, at: -1, _id: 1 }, skip: 1, limit: 3 },
    { filter: {}, sort: { cat: 1, at: -1, _id: 1 }, skip: 25 },
    { filter: { cat: 1, v: { $ne: null } }, sort: { at: -1, _id: 1 }, skip: 2, limit: 4 },
  ];

  it.each(SORTED.map((q) => [JSON.stringify(q), q] as const))(
    'sorted find %s',
    async (_label, q) => {
      const run = (c: Collection<Row>) => {
        const cursor = c
          .find(q.filter)
          .sort(q.sort)
          .skip(q.skip ?? 0);
        return (q.limit ? cursor.limit(q.limit) : cursor).toArray();
      };
      const expected = ids(await run(plain));
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(await run(indexed))).toEqual(expected);
      const pipeline: Document[] = [
        { $match: q.filter },
        { $sort: q.sort },
        { $skip: q.skip ?? 0 },
        ...(q.limit ? [{ $limit: q.limit }] : []),
      ];
      expect(ids(await indexed.aggregate(pipeline).toArray())).toEqual(expected);
    },
  );

  it('sorts by an indexed date descending within a category, as a plain sort does', async () => {
    const docs = makeDocs().filter((d) => d.cat === 1);
    docs.sort(
      (a, b) =>
        (b.at as Date).getTime() - (a.at as Date).getTime() ||
        (a._id as number) - (b._id as number),
    );
    const got = await indexed.find({ cat: 1 }).sort({ at: -1, _id: 1 }).limit(5).toArray();
    expect(ids(got)).toEqual(ids(docs.slice(0, 5)));
  });

  it('stays equal after updates, deletes and inserts', async () => {
    for (const c of [indexed, plain]) {
      await c.updateMany({ tags: 'blue' }, {
        $set: { cat: 9, at: day(20) },
        $push: { tags: 'sky' },
      } as unknown as UpdateFilter<Row>);
      await c.updateOne({ _id: 3 }, { $set: { tags: ['solo'], v: 'zz' } });
      await c.updateMany({ cat: 2 }, { $unset: { v: '' } });
      await c.deleteMany({ tags: 'green' });
      await c.insertMany([
        { _id: 500, cat: 9, sub: 1, at: day(21), tags: ['sky', 'red'], v: 5 },
        { _id: 501, cat: 9, sub: 1, at: day(20), tags: 'sky' },
      ]);
    }
    for (const filter of [
      { tags: 'sky' },
      { tags: 'solo' },
      { v: 'zz' },
      { cat: 9 },
      { cat: 2, v: 5 },
      { tags: 'green' },
      { tags: { $regex: '^s' } },
      { v: 5 },
    ]) {
      expect(byId(await indexed.find(filter).toArray()), JSON.stringify(filter)).toEqual(
        byId(await plain.find(filter).toArray()),
      );
    }
    const top = (c: Collection<Row>) =>
      c.find({ cat: 9 }).sort({ at: -1, _id: 1 }).limit(4).toArray();
    expect(ids(await top(indexed))).toEqual(ids(await top(plain)));
    expect(ids(await top(indexed)).slice(0, 1)).toEqual([500]);
    expect(await indexed.countDocuments({ tags: 'green' })).toBe(0);
  });
});
