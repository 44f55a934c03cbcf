import { ObjectId, type Document } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDriverDb } from './helpers';

const { db } = useDriverDb();

const alice = new ObjectId();
const bob = new ObjectId();

describe('aggregation', () => {
  beforeAll(async () => {
    await db()
      .collection('users')
      .insertMany([
        { _id: alice, name: 'Alice', city: 'Pune' },
        { _id: bob, name: 'Bob', city: 'Delhi' },
      ]);
    await db()
      .collection('orders')
      .insertMany([
        {
          user: alice,
          total: 100,
          items: [
            { sku: 'a', qty: 1 },
            { sku: 'b', qty: 2 },
          ],
          at: new Date('2024-01-01'),
        },
        { user: alice, total: 50, items: [{ sku: 'a', qty: 3 }], at: new Date('2024-02-01') },
        { user: bob, total: 70, items: [{ sku: 'c', qty: 1 }], at: new Date('2024-03-01') },
        { user: new ObjectId(), total: 5, items: [], at: new Date('2024-04-01') },
      ]);
  });

  it('$match / $sort / $skip / $limit / $project', async () => {
    const rows = await db()
      .collection('orders')
      .aggregate([
        { $match: { total: { $gte: 50 } } },
        { $sort: { total: -1 } },
        { $skip: 1 },
        { $limit: 1 },
        { $project: { _id: 0, total: 1, doubled: { $multiply: ['$total', 2] } } },
      ])
      .toArray();
    expect(rows).toEqual([{ total: 70, doubled: 140 }]);
  });

  it('$group with accumulators and $sort on the group key', async () => {
    const rows = await db()
      .collection('orders')
      .aggregate([
        {
          $group: {
            _id: '$user',
            spent: { $sum: '$total' },
            orders: { $sum: 1 },
            avg: { $avg: '$total' },
            last: { $max: '$at' },
          },
        },
        { $match: { _id: { $in: [alice, bob] } } },
        { $sort: { spent: -1 } },
      ])
      .toArray();
    expect(rows).toHaveLength(2);
    expect(rows[0]?._id).toBeInstanceOf(ObjectId);
    expect((rows[0]?._id as ObjectId).equals(alice)).toBe(true);
    expect(rows[0]).toMatchObject({ spent: 150, orders: 2, avg: 75 });
    expect((rows[0]?.last as Date).toISOString()).toBe('2024-02-01T00:00:00.000Z');
    expect(rows[1]).toMatchObject({ spent: 70, orders: 1 });
  });

  it('$unwind then $group sums item quantities by sku', async () => {
    const rows = await db()
      .collection('orders')
      .aggregate([
        { $unwind: '$items' },
        { $group: { _id: '$items.sku', qty: { $sum: '$items.qty' } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(rows).toEqual([
      { _id: 'a', qty: 4 },
      { _id: 'b', qty: 2 },
      { _id: 'c', qty: 1 },
    ]);
  });

  it('$lookup joins across collections (localField/foreignField and pipeline form)', async () => {
    const joined = await db()
      .collection('orders')
      .aggregate([
        { $match: { total: { $gt: 60 } } },
        { $lookup: { from: 'users', localField: 'user', foreignField: '_id', as: 'buyer' } },
        { $unwind: '$buyer' },
        { $project: { _id: 0, total: 1, name: '$buyer.name' } },
        { $sort: { total: 1 } },
      ])
      .toArray();
    expect(joined).toEqual([
      { total: 70, name: 'Bob' },
      { total: 100, name: 'Alice' },
    ]);

    const withPipeline = await db()
      .collection('users')
      .aggregate([
        {
          $lookup: {
            from: 'orders',
            let: { uid: '$_id' },
            pipeline: [{ $match: { $expr: { $eq: ['$user', '$$uid'] } } }, { $count: 'n' }],
            as: 'stats',
          },
        },
        { $project: { _id: 0, name: 1, n: { $ifNull: [{ $first: '$stats.n' }, 0] } } },
        { $sort: { name: 1 } },
      ])
      .toArray();
    expect(withPipeline).toEqual([
      { name: 'Alice', n: 2 },
      { name: 'Bob', n: 1 },
    ]);

    const missing = await db()
      .collection('users')
      .aggregate([
        { $lookup: { from: 'no_such_coll', localField: '_id', foreignField: 'x', as: 'none' } },
        { $limit: 1 },
      ])
      .toArray();
    expect(missing[0]?.none).toEqual([]);
  });

  it('$facet runs sub-pipelines over the same input', async () => {
    const [res] = await db()
      .collection('orders')
      .aggregate<Document>([
        { $match: { total: { $gt: 10 } } },
        {
          $facet: {
            total: [{ $count: 'n' }],
            page: [{ $sort: { total: 1 } }, { $limit: 2 }, { $project: { _id: 0, total: 1 } }],
            byMonth: [
              { $group: { _id: { $month: '$at' }, c: { $sum: 1 } } },
              { $sort: { _id: 1 } },
            ],
          },
        },
      ])
      .toArray();
    expect(res).toEqual({
      total: [{ n: 3 }],
      page: [{ total: 50 }, { total: 70 }],
      byMonth: [
        { _id: 1, c: 1 },
        { _id: 2, c: 1 },
        { _id: 3, c: 1 },
      ],
    });
  });

  it('$addFields, $count and aggregate cursors over several batches', async () => {
    const c = db().collection('agg_many');
    await c.insertMany(Array.from({ length: 230 }, (_, i) => ({ i })));
    const rows = await c
      .aggregate(
        [{ $addFields: { even: { $eq: [{ $mod: ['$i', 2] }, 0] } } }, { $match: { even: true } }],
        { batchSize: 20 },
      )
      .toArray();
    expect(rows).toHaveLength(115);
    const [count] = await c.aggregate([{ $match: { i: { $lt: 10 } } }, { $count: 'n' }]).toArray();
    expect(count).toEqual({ n: 10 });
  });

  it('aggregating a missing collection yields nothing', async () => {
    expect(
      await db()
        .collection('nothing')
        .aggregate([{ $match: {} }])
        .toArray(),
    ).toEqual([]);
  });
});
