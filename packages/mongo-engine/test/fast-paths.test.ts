import type { Document } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { useDriverDb } from './helpers';

/** Shapes the engine answers without its general machinery must answer as mongod does. */
const { db } = useDriverDb();

describe('top-level inclusion projections', () => {
  it('keep _id first and the other fields in document order, skipping missing ones', async () => {
    const c = db().collection<{ _id: number } & Document>('fp_projection');
    await c.insertMany([
      { _id: 1, b: 2, a: { x: 1 }, c: [1, 2], d: 4 },
      { _id: 2, d: null },
    ]);
    const docs = await c
      .find({}, { projection: { d: 1, a: 1, zz: 1 } })
      .sort({ _id: 1 })
      .toArray();
    expect(docs).toEqual([
      { _id: 1, a: { x: 1 }, d: 4 },
      { _id: 2, d: null },
    ]);
    expect(Object.keys(docs[0] ?? {})).toEqual(['_id', 'a', 'd']);
    expect(await c.find({ _id: 1 }, { projection: { c: true, _id: 0 } }).toArray()).toEqual([
      { c: [1, 2] },
    ]);
    expect(await c.find({ _id: 1 }, { projection: { 'a.x': 1, _id: 0 } }).toArray()).toEqual([
      { a: { x: 1 } },
    ]);
  });
});

describe('counting pipelines', () => {
  it('countDocuments with and without skip/limit, on matches and on none', async () => {
    const c = db().collection('fp_count');
    await c.createIndex({ k: 1 });
    await c.insertMany(Array.from({ length: 30 }, (_, i) => ({ k: i % 3, s: `v${i}` })));
    expect(await c.countDocuments({ k: 1 })).toBe(10);
    expect(await c.countDocuments({ k: 1 }, { skip: 4, limit: 3 })).toBe(3);
    expect(await c.countDocuments({ k: 1 }, { skip: 8 })).toBe(2);
    expect(await c.countDocuments({ k: 7 })).toBe(0);
    expect(await c.countDocuments({})).toBe(30);
    expect(await db().collection('fp_count_missing').countDocuments({})).toBe(0);
  });

  it('a constant $group summing 1 gives one document, or none for no input', async () => {
    const c = db().collection('fp_group');
    await c.insertMany([{ k: 1 }, { k: 1 }, { k: 2 }]);
    const run = (pipeline: Document[]) => c.aggregate(pipeline).toArray();
    expect(
      await run([{ $match: { k: 1 } }, { $group: { _id: null, total: { $sum: 1 } } }]),
    ).toEqual([{ _id: null, total: 2 }]);
    expect(await run([{ $match: { k: 5 } }, { $group: { _id: 1, n: { $sum: 1 } } }])).toEqual([]);
    expect(await run([{ $group: { _id: 'all', n: { $sum: 2 } } }])).toEqual([{ _id: 'all', n: 6 }]);
    expect(await run([{ $group: { _id: '$k', n: { $sum: 1 } } }, { $sort: { _id: 1 } }])).toEqual([
      { _id: 1, n: 2 },
      { _id: 2, n: 1 },
    ]);
  });
});
