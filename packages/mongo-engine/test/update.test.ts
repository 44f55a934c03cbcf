import { ObjectId, type Document } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDriverDb } from './helpers';

const { db } = useDriverDb();
const coll = () => db().collection('upd');

async function one(filter: Document = {}): Promise<Document | null> {
  return coll().findOne(filter, { projection: { _id: 0 } });
}

describe('update operators', () => {
  beforeEach(async () => {
    await coll().deleteMany({});
  });

  it('$set / $unset / $inc / $mul / $min / $max / $rename / $currentDate', async () => {
    await coll().insertOne({ k: 1, a: 1, b: 'x', n: 10, lo: 5, hi: 5, old: 'v' });
    const r = await coll().updateOne(
      { k: 1 },
      {
        $set: { a: 2, 'sub.deep': true },
        $unset: { b: '' },
        $inc: { n: 5 },
        $min: { lo: 3 },
        $max: { hi: 9 },
        $rename: { old: 'renamed' },
        $currentDate: { touched: true },
      },
    );
    expect(r).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    const d = await one({ k: 1 });
    expect(d).toMatchObject({ k: 1, a: 2, sub: { deep: true }, n: 15, lo: 3, hi: 9, renamed: 'v' });
    expect(d).not.toHaveProperty('b');
    expect(d).not.toHaveProperty('old');
    expect(d?.touched).toBeInstanceOf(Date);
    await coll().updateOne({ k: 1 }, { $mul: { n: 2 }, $min: { lo: 100 }, $max: { hi: 1 } });
    expect(await one({ k: 1 })).toMatchObject({ n: 30, lo: 3, hi: 9 });
    await coll().updateOne({ k: 1 }, { $inc: { fresh: 2 } });
    expect((await one({ k: 1 }))?.fresh).toBe(2);
  });

  it('reports modifiedCount 0 when nothing changes', async () => {
    await coll().insertOne({ k: 1, a: 1 });
    const r = await coll().updateOne({ k: 1 }, { $set: { a: 1 } });
    expect(r).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
    const none = await coll().updateOne({ k: 2 }, { $set: { a: 1 } });
    expect(none).toMatchObject({ matchedCount: 0, modifiedCount: 0, upsertedId: null });
  });

  it('$push / $each / $slice / $position / $addToSet / $pull / $pullAll / $pop', async () => {
    await coll().insertOne({
      k: 1,
      arr: [1, 2],
      set: ['a'],
      objs: [{ id: 1 }, { id: 2 }, { id: 3 }],
    });
    await coll().updateOne({ k: 1 }, { $push: { arr: 3 } } as Document);
    await coll().updateOne({ k: 1 }, { $push: { arr: { $each: [4, 5] } } } as Document);
    expect((await one())?.arr).toEqual([1, 2, 3, 4, 5]);
    await coll().updateOne({ k: 1 }, { $push: { arr: { $each: [0], $position: 0 } } } as Document);
    await coll().updateOne({ k: 1 }, { $push: { arr: { $each: [6], $slice: -4 } } } as Document);
    expect((await one())?.arr).toEqual([3, 4, 5, 6]);
    await coll().updateOne({ k: 1 }, { $addToSet: { set: 'a' } });
    await coll().updateOne({ k: 1 }, { $addToSet: { set: { $each: ['b', 'a', 'c'] } } });
    expect((await one())?.set).toEqual(['a', 'b', 'c']);
    await coll().updateOne({ k: 1 }, { $pull: { objs: { id: { $gte: 2 } } } } as Document);
    expect((await one())?.objs).toEqual([{ id: 1 }]);
    await coll().updateOne({ k: 1 }, {
      $pull: { set: 'b' },
      $pullAll: { arr: [3, 4] },
    } as Document);
    expect(await one()).toMatchObject({ set: ['a', 'c'], arr: [5, 6] });
    await coll().updateOne({ k: 1 }, { $pop: { arr: -1 } });
    expect((await one())?.arr).toEqual([6]);
  });

  it('$pull with a logical condition matches each element as a document, as mongod does', async () => {
    await coll().insertOne({
      k: 1,
      lines: [
        { p: 1, size: 'M' },
        { p: 1, size: 'L' },
        { p: 2, size: null },
        { p: 3, size: 'S' },
      ],
      mixed: [1, { p: 1 }, 'x'],
    });
    const r = await coll().updateOne({ k: 1 }, {
      $pull: {
        lines: {
          $or: [
            { p: 1, size: 'M' },
            { p: 2, size: null },
          ],
        },
        mixed: { $and: [{ p: { $gte: 1 } }] },
      },
    } as Document);
    expect(r).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    expect(await one()).toMatchObject({
      lines: [
        { p: 1, size: 'L' },
        { p: 3, size: 'S' },
      ],
      // Elements that are not documents never match a document condition.
      mixed: [1, 'x'],
    });
    const none = await coll().updateOne({ k: 1 }, {
      $pull: { lines: { $nor: [{ p: { $exists: true } }] } },
    } as Document);
    expect(none).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
  });

  it('$push with $sort, and $bit', async () => {
    await coll().insertOne({ k: 1, scores: [{ s: 5 }, { s: 1 }], flags: 0b0101 });
    await coll().updateOne({ k: 1 }, {
      $push: { scores: { $each: [{ s: 3 }], $sort: { s: -1 } } },
    } as Document);
    await coll().updateOne({ k: 1 }, { $bit: { flags: { or: 0b0010 } } });
    expect(await one()).toMatchObject({ scores: [{ s: 5 }, { s: 3 }, { s: 1 }], flags: 0b0111 });
  });

  it('$addToSet treats ObjectIds by value', async () => {
    const id = new ObjectId();
    await coll().insertOne({ k: 1, refs: [id] });
    await coll().updateOne({ k: 1 }, { $addToSet: { refs: new ObjectId(id.toHexString()) } });
    expect((await one())?.refs).toHaveLength(1);
    await coll().updateOne({ k: 1 }, {
      $pull: { refs: new ObjectId(id.toHexString()) },
    } as Document);
    expect((await one())?.refs).toEqual([]);
  });

  it('updateMany updates every match', async () => {
    await coll().insertMany([{ g: 1 }, { g: 1 }, { g: 2 }]);
    const r = await coll().updateMany({ g: 1 }, { $set: { hit: true } });
    expect(r).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    expect(await coll().countDocuments({ hit: true })).toBe(2);
  });

  it('positional $ on a simple array match', async () => {
    await coll().insertOne({ k: 1, grades: [80, 85, 90] });
    await coll().updateOne({ k: 1, grades: 85 }, { $set: { 'grades.$': 86 } });
    expect((await one())?.grades).toEqual([80, 86, 90]);
  });

  it('positional $ with a dotted filter on an array of documents', async () => {
    await coll().insertOne({
      k: 1,
      items: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 1 },
      ],
    });
    await coll().updateOne({ k: 1, 'items.sku': 'b' }, { $inc: { 'items.$.qty': 4 } });
    expect((await one())?.items).toEqual([
      { sku: 'a', qty: 1 },
      { sku: 'b', qty: 5 },
    ]);
  });

  it('positional $ with $elemMatch', async () => {
    await coll().insertOne({
      k: 1,
      items: [
        { sku: 'a', size: 'M', qty: 1 },
        { sku: 'b', size: 'S', qty: 1 },
        { sku: 'b', size: 'M', qty: 1 },
      ],
    });
    const r = await coll().updateOne(
      { k: 1, items: { $elemMatch: { sku: 'b', size: 'M' } } },
      { $set: { 'items.$.qty': 9 } },
    );
    expect(r.modifiedCount).toBe(1);
    expect((await one())?.items).toEqual([
      { sku: 'a', size: 'M', qty: 1 },
      { sku: 'b', size: 'S', qty: 1 },
      { sku: 'b', size: 'M', qty: 9 },
    ]);
  });

  it('positional $ with several dotted keys on the same array matching one element', async () => {
    await coll().insertOne({
      k: 1,
      lines: [
        { product: 'p1', size: 'S', qty: 1 },
        { product: 'p1', size: 'M', qty: 1 },
      ],
    });
    await coll().updateOne(
      { k: 1, 'lines.product': 'p1', 'lines.size': 'M' },
      { $inc: { 'lines.$.qty': 1 } },
    );
    expect((await one())?.lines).toEqual([
      { product: 'p1', size: 'S', qty: 1 },
      { product: 'p1', size: 'M', qty: 2 },
    ]);
  });

  it('positional $ updates a field inside the matched subdocument via $set of the element', async () => {
    const id = new ObjectId();
    await coll().insertOne({
      k: 1,
      addresses: [
        { _id: new ObjectId(), city: 'A' },
        { _id: id, city: 'B' },
      ],
    });
    await coll().updateOne(
      { 'addresses._id': id },
      { $set: { 'addresses.$.city': 'C', 'addresses.$.default': true } },
    );
    expect((await one())?.addresses[1]).toMatchObject({ city: 'C', default: true });
  });

  it('arrayFilters with $[identifier] and $[]', async () => {
    await coll().insertOne({
      k: 1,
      items: [
        { s: 'a', q: 1 },
        { s: 'b', q: 5 },
        { s: 'c', q: 7 },
      ],
      all: [1, 2],
    });
    await coll().updateOne(
      { k: 1 },
      { $set: { 'items.$[big].flag': true } },
      { arrayFilters: [{ 'big.q': { $gte: 5 } }] },
    );
    await coll().updateOne({ k: 1 }, { $inc: { 'all.$[]': 10 } });
    expect(await one()).toMatchObject({
      items: [
        { s: 'a', q: 1 },
        { s: 'b', q: 5, flag: true },
        { s: 'c', q: 7, flag: true },
      ],
      all: [11, 12],
    });
  });

  it('replacement updates keep _id and reject changing it', async () => {
    const { insertedId } = await coll().insertOne({ k: 1, a: 1 });
    await coll().replaceOne({ _id: insertedId }, { k: 1, b: 2 });
    expect(await coll().findOne({ _id: insertedId })).toEqual({ _id: insertedId, k: 1, b: 2 });
    await expect(
      coll().updateOne({ _id: insertedId }, { $set: { _id: new ObjectId() } }),
    ).rejects.toMatchObject({
      code: 66,
    });
  });

  it('refuses type-mismatched updates like mongod instead of skipping them', async () => {
    await coll().insertOne({ k: 1, s: 'text', a: 5, nil: null });
    await expect(coll().updateOne({ k: 1 }, { $inc: { s: 1 } })).rejects.toMatchObject({
      code: 14,
    });
    await expect(coll().updateOne({ k: 1 }, { $push: { s: 1 } } as Document)).rejects.toMatchObject(
      { code: 2 },
    );
    await expect(coll().updateOne({ k: 1 }, { $set: { 'a.b': 1 } })).rejects.toMatchObject({
      code: 28,
    });
    await expect(coll().updateOne({ k: 1 }, { $set: { 'nil.b': 1 } })).rejects.toMatchObject({
      code: 28,
    });
    expect(await one({ k: 1 })).toEqual({ k: 1, s: 'text', a: 5, nil: null });
  });

  it('supports aggregation-pipeline updates', async () => {
    await coll().insertMany([
      { k: 1, a: 2, b: 3, tmp: true },
      { k: 2, a: 10, b: 1, tmp: true },
    ]);
    const r = await coll().updateMany({}, [
      { $set: { total: { $add: ['$a', '$b'] } } },
      { $unset: 'tmp' },
    ]);
    expect(r.modifiedCount).toBe(2);
    expect(
      await coll()
        .find({}, { projection: { _id: 0 } })
        .sort({ k: 1 })
        .toArray(),
    ).toEqual([
      { k: 1, a: 2, b: 3, total: 5 },
      { k: 2, a: 10, b: 1, total: 11 },
    ]);
  });

  it('rejects unknown update operators', async () => {
    await coll().insertOne({ k: 1 });
    await expect(
      coll().updateOne({ k: 1 }, { $bogus: { a: 1 } } as Document),
    ).rejects.toMatchObject({ code: 9 });
  });
});

describe('upserts', () => {
  beforeEach(async () => {
    await coll().deleteMany({});
  });

  it('inserts from the equality fields of the filter and applies $setOnInsert only on insert', async () => {
    const first = await coll().updateOne(
      { email: 'a@x', 'profile.tier': 'gold', n: { $gt: 0 } },
      { $set: { seen: 1 }, $setOnInsert: { createdBy: 'upsert' } },
      { upsert: true },
    );
    expect(first.upsertedCount).toBe(1);
    expect(first.upsertedId).toBeInstanceOf(ObjectId);
    expect(await one()).toEqual({
      email: 'a@x',
      profile: { tier: 'gold' },
      seen: 1,
      createdBy: 'upsert',
    });

    const second = await coll().updateOne(
      { email: 'a@x' },
      { $set: { seen: 2 }, $setOnInsert: { createdBy: 'changed' } },
      { upsert: true },
    );
    expect(second).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    expect(await one()).toMatchObject({ seen: 2, createdBy: 'upsert' });
  });

  it('takes _id from $setOnInsert on insert and leaves it alone on a later match', async () => {
    const id = new ObjectId();
    const first = await coll().updateOne(
      { slug: 'a' },
      { $set: { x: 1 }, $setOnInsert: { _id: id } },
      { upsert: true },
    );
    expect(String(first.upsertedId)).toBe(String(id));
    expect(await coll().findOne({ slug: 'a' })).toEqual({ _id: id, slug: 'a', x: 1 });
    const second = await coll().updateOne(
      { slug: 'a' },
      { $set: { x: 2 }, $setOnInsert: { _id: new ObjectId() } },
      { upsert: true },
    );
    expect(second).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    expect(await coll().findOne({ slug: 'a' })).toEqual({ _id: id, slug: 'a', x: 2 });
  });

  it('uses the filter _id and $eq values, and supports replacement upserts', async () => {
    await coll().updateOne(
      { _id: 'fixed' as unknown as ObjectId, v: { $eq: 3 } },
      { $inc: { n: 1 } },
      { upsert: true },
    );
    expect(await coll().findOne({ _id: 'fixed' as unknown as ObjectId })).toEqual({
      _id: 'fixed',
      v: 3,
      n: 1,
    });
    const r = await coll().replaceOne({ name: 'r' }, { name: 'r', full: true }, { upsert: true });
    expect(r.upsertedCount).toBe(1);
    expect(await one({ name: 'r' })).toEqual({ name: 'r', full: true });
  });

  it('upserts through updateMany and reports the upserted id', async () => {
    const r = await coll().updateMany({ kind: 'm' }, { $set: { x: 1 } }, { upsert: true });
    expect(r.upsertedCount).toBe(1);
    expect(await coll().countDocuments({ kind: 'm', x: 1 })).toBe(1);
  });

  it('bulkWrite mixes inserts, updates, upserts and deletes', async () => {
    const r = await coll().bulkWrite([
      { insertOne: { document: { b: 1 } } },
      { updateOne: { filter: { b: 1 }, update: { $set: { c: 1 } } } },
      { updateOne: { filter: { b: 2 }, update: { $set: { c: 2 } }, upsert: true } },
      { deleteOne: { filter: { b: 1 } } },
    ]);
    expect(r.insertedCount).toBe(1);
    expect(r.modifiedCount).toBe(1);
    expect(r.upsertedCount).toBe(1);
    expect(r.deletedCount).toBe(1);
    expect(await one()).toEqual({ b: 2, c: 2 });
  });
});
