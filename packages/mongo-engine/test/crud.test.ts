import { ObjectId, type Document } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDriverDb } from './helpers';

const { db, client } = useDriverDb();

describe('CRUD through the official driver', () => {
  beforeEach(async () => {
    await db().collection('items').deleteMany({});
  });

  it('inserts and finds with filter, sort, skip, limit and projection', async () => {
    const items = db().collection('items');
    const res = await items.insertMany([
      { name: 'a', qty: 5, tags: ['x'] },
      { name: 'b', qty: 1, tags: ['y', 'x'] },
      { name: 'c', qty: 9, tags: [] },
      { name: 'd', qty: 3 },
    ]);
    expect(res.insertedCount).toBe(4);
    expect(Object.values(res.insertedIds).every((id) => id instanceof ObjectId)).toBe(true);

    const sorted = await items
      .find({}, { sort: { qty: -1 }, projection: { _id: 0, name: 1 } })
      .toArray();
    expect(sorted).toEqual([{ name: 'c' }, { name: 'a' }, { name: 'd' }, { name: 'b' }]);

    const page = await items
      .find({ qty: { $gte: 3 } })
      .sort({ name: 1 })
      .skip(1)
      .limit(2)
      .toArray();
    expect(page.map((d) => d.name)).toEqual(['c', 'd']);

    expect(
      (await items.find({ tags: 'x' }).sort({ name: 1 }).toArray()).map((d) => d.name),
    ).toEqual(['a', 'b']);
    const excluded = await items.findOne({ name: 'a' }, { projection: { tags: 0, _id: 0 } });
    expect(excluded).toEqual({ name: 'a', qty: 5 });
  });

  it('round-trips Dates, ObjectIds, nested documents, null and booleans', async () => {
    const items = db().collection('items');
    const ref = new ObjectId();
    const at = new Date('2024-02-29T12:34:56.789Z');
    const { insertedId } = await items.insertOne({
      ref,
      at,
      nested: { deep: { n: 1.5 } },
      none: null,
      flag: true,
    });
    const got = await items.findOne({ _id: insertedId });
    expect(got?.ref).toBeInstanceOf(ObjectId);
    expect(got?.ref.equals(ref)).toBe(true);
    expect(got?.at).toBeInstanceOf(Date);
    expect(got?.at.getTime()).toBe(at.getTime());
    expect(got?.nested).toEqual({ deep: { n: 1.5 } });
    expect(got?.none).toBeNull();
    expect(got?.flag).toBe(true);
    expect(await items.countDocuments({ at: { $gt: new Date('2024-01-01') } })).toBe(1);
    expect(await items.countDocuments({ ref })).toBe(1);
    expect(await items.countDocuments({ 'nested.deep.n': 1.5 })).toBe(1);
  });

  it('keeps _id first and honours a client-supplied _id', async () => {
    const items = db().collection<{ _id: string; v: number }>('items');
    await items.insertOne({ v: 1, _id: 'custom' });
    const raw = await items.findOne({ _id: 'custom' });
    expect(Object.keys(raw ?? {})).toEqual(['_id', 'v']);
  });

  it('rejects a duplicate _id with E11000', async () => {
    const items = db().collection<{ _id: string }>('items');
    await items.insertOne({ _id: 'dup' });
    await expect(items.insertOne({ _id: 'dup' })).rejects.toMatchObject({
      code: 11000,
      keyPattern: { _id: 1 },
      keyValue: { _id: 'dup' },
    });
  });

  it('replaces, deletes one and many', async () => {
    const items = db().collection('items');
    await items.insertMany([{ k: 1 }, { k: 1 }, { k: 2 }]);
    const rep = await items.replaceOne({ k: 2 }, { k: 3, replaced: true });
    expect(rep.modifiedCount).toBe(1);
    expect(await items.findOne({ k: 3 }, { projection: { _id: 0 } })).toEqual({
      k: 3,
      replaced: true,
    });
    expect((await items.deleteOne({ k: 1 })).deletedCount).toBe(1);
    expect((await items.deleteMany({})).deletedCount).toBe(2);
    expect(await items.estimatedDocumentCount()).toBe(0);
  });

  it('iterates a cursor across several batches with getMore', async () => {
    const items = db().collection('items');
    await items.insertMany(Array.from({ length: 250 }, (_, i) => ({ i })));
    const getMores: Document[] = [];
    const onStart = (e: { commandName: string; command: Document }): void => {
      if (e.commandName === 'getMore') getMores.push(e.command);
    };
    const c = client();
    c.on('commandStarted', onStart);
    try {
      const seen: number[] = [];
      for await (const d of items.find({}, { batchSize: 40 }).sort({ i: 1 }))
        seen.push(d.i as number);
      expect(seen).toEqual(Array.from({ length: 250 }, (_, i) => i));
      expect(getMores.length).toBeGreaterThanOrEqual(6);
    } finally {
      c.off('commandStarted', onStart);
    }
    // default batch (101) also needs a getMore for 250 documents
    expect(await items.find({}).toArray()).toHaveLength(250);
  });

  it('closes a cursor early with killCursors, after which the id is unknown', async () => {
    const items = db().collection('items');
    await items.insertMany(Array.from({ length: 30 }, (_, i) => ({ i })));
    const replies: Document[] = [];
    const onOk = (e: { commandName: string; reply: unknown }): void => {
      if (e.commandName === 'killCursors') replies.push(e.reply as Document);
    };
    const c = client();
    c.on('commandSucceeded', onOk);
    try {
      const cursor = items.find({}, { batchSize: 5 });
      expect((await cursor.next())?.i).toBeDefined();
      const id = cursor.id;
      expect(id?.isZero()).toBe(false);
      await cursor.close();
      expect(replies).toHaveLength(1);
      expect(String(replies[0]?.cursorsKilled)).toBe(String([id]));
      await expect(
        db().command({ getMore: id, collection: 'items', batchSize: 5 }),
      ).rejects.toMatchObject({ code: 43 });
    } finally {
      c.off('commandSucceeded', onOk);
    }
  });

  it('counts documents and estimates the count', async () => {
    const items = db().collection('items');
    await items.insertMany([{ g: 'a' }, { g: 'a' }, { g: 'b' }]);
    expect(await items.countDocuments()).toBe(3);
    expect(await items.countDocuments({ g: 'a' })).toBe(2);
    expect(await items.countDocuments({ g: 'a' }, { limit: 1 })).toBe(1);
    expect(await items.countDocuments({}, { skip: 2 })).toBe(1);
    expect(await items.estimatedDocumentCount()).toBe(3);
    expect(await db().collection('nothing_here').countDocuments()).toBe(0);
  });

  it('returns distinct values, flattening arrays', async () => {
    const items = db().collection('items');
    await items.insertMany([
      { c: 'red', t: ['a', 'b'] },
      { c: 'blue', t: ['b'] },
      { c: 'red', t: 'c' },
      { x: 1 },
    ]);
    expect((await items.distinct('c')).sort()).toEqual(['blue', 'red']);
    expect((await items.distinct('t')).sort()).toEqual(['a', 'b', 'c']);
    expect(await items.distinct('c', { t: 'c' })).toEqual(['red']);
  });

  it('findOneAndUpdate / findOneAndDelete / findOneAndReplace', async () => {
    const items = db().collection('items');
    await items.insertMany([
      { k: 'a', n: 1 },
      { k: 'b', n: 2 },
    ]);
    const after = await items.findOneAndUpdate(
      { k: 'a' },
      { $inc: { n: 10 } },
      { returnDocument: 'after' },
    );
    expect(after?.n).toBe(11);
    const before = await items.findOneAndUpdate(
      { k: 'a' },
      { $inc: { n: 1 } },
      { returnDocument: 'before' },
    );
    expect(before?.n).toBe(11);
    const projected = await items.findOneAndUpdate(
      { k: 'b' },
      { $set: { n: 3 } },
      { returnDocument: 'after', projection: { _id: 0, n: 1 } },
    );
    expect(projected).toEqual({ n: 3 });
    const sortedFirst = await items.findOneAndUpdate(
      {},
      { $set: { top: true } },
      { sort: { n: 1 }, returnDocument: 'after' },
    );
    expect(sortedFirst?.k).toBe('b');
    const upserted = await items.findOneAndUpdate(
      { k: 'z' },
      { $set: { n: 0 } },
      { upsert: true, returnDocument: 'after' },
    );
    expect(upserted).toMatchObject({ k: 'z', n: 0 });
    expect(await items.findOneAndUpdate({ k: 'nope' }, { $set: { n: 1 } })).toBeNull();
    const replaced = await items.findOneAndReplace(
      { k: 'z' },
      { k: 'z2' },
      { returnDocument: 'after' },
    );
    expect(replaced?.k).toBe('z2');
    const deleted = await items.findOneAndDelete({ k: 'z2' });
    expect(deleted?.k).toBe('z2');
    expect(await items.countDocuments()).toBe(2);
    const full = await items.findOneAndUpdate(
      { k: 'a' },
      { $set: { n: 0 } },
      { includeResultMetadata: true },
    );
    expect(full.ok).toBe(1);
    expect(full.lastErrorObject).toMatchObject({ n: 1, updatedExisting: true });
  });

  it('supports query operators ($in, $nin, $or, $and, $exists, $regex, $elemMatch, $size, $ne)', async () => {
    const items = db().collection('items');
    await items.insertMany([
      { n: 1, s: 'apple', arr: [{ a: 1, b: 2 }], tags: ['x', 'y'] },
      {
        n: 2,
        s: 'banana',
        arr: [
          { a: 1, b: 3 },
          { a: 2, b: 2 },
        ],
        tags: ['y'],
      },
      { n: 3, s: 'cherry' },
    ]);
    const names = async (q: Document): Promise<number[]> =>
      (await items.find(q).sort({ n: 1 }).toArray()).map((d) => d.n as number);
    expect(await names({ n: { $in: [1, 3] } })).toEqual([1, 3]);
    expect(await names({ n: { $nin: [1, 3] } })).toEqual([2]);
    expect(await names({ $or: [{ n: 1 }, { s: 'cherry' }] })).toEqual([1, 3]);
    expect(await names({ $and: [{ n: { $gt: 1 } }, { n: { $lt: 3 } }] })).toEqual([2]);
    expect(await names({ tags: { $exists: false } })).toEqual([3]);
    expect(await names({ s: { $regex: '^b' } })).toEqual([2]);
    expect(await names({ s: /RY$/i })).toEqual([3]);
    expect(await names({ arr: { $elemMatch: { a: 1, b: 2 } } })).toEqual([1]);
    expect(await names({ tags: { $size: 2 } })).toEqual([1]);
    expect(await names({ n: { $ne: 2 } })).toEqual([1, 3]);
    expect(await names({ tags: { $all: ['x', 'y'] } })).toEqual([1]);
  });

  it('matches null/missing, type brackets and $type like mongod', async () => {
    const items = db().collection('items');
    await items.insertMany([
      { n: 1, v: null },
      { n: 2 },
      { n: 3, v: 5 },
      { n: 4, v: '7' },
      { n: 5, v: new ObjectId() },
      { n: 6, v: [new ObjectId(), 2] },
      { n: 7, v: new Date(0) },
    ]);
    const ns = async (q: Document): Promise<number[]> =>
      (await items.find(q).sort({ n: 1 }).toArray()).map((d) => d.n as number);
    expect(await ns({ v: null })).toEqual([1, 2]);
    expect(await ns({ v: { $gte: null } })).toEqual([1, 2]);
    expect(await ns({ v: { $gt: null } })).toEqual([]);
    expect(await ns({ v: { $ne: null } })).toEqual([3, 4, 5, 6, 7]);
    expect(await ns({ v: { $exists: true } })).toEqual([1, 3, 4, 5, 6, 7]);
    expect(await ns({ v: { $gt: 1 } })).toEqual([3, 6]);
    expect(await ns({ v: { $lt: '9' } })).toEqual([4]);
    expect(await ns({ v: { $type: 'objectId' } })).toEqual([5, 6]);
    expect(await ns({ v: { $type: ['string', 'date'] } })).toEqual([4, 7]);
    expect(await ns({ v: { $in: [null, 5] } })).toEqual([1, 2, 3]);
  });

  it('sorts mixed types in BSON order (missing/null < numbers < strings < objectIds < dates)', async () => {
    const items = db().collection('items');
    const oid = new ObjectId();
    await items.insertMany([
      { k: 'd', v: new Date(0) },
      { k: 's', v: 'a' },
      { k: 'o', v: oid },
      { k: 'n', v: 10 },
      { k: 'm' },
      { k: 'z', v: null },
    ]);
    const order = (await items.find({}).sort({ v: 1, k: 1 }).toArray()).map((d) => d.k as string);
    expect(order).toEqual(['m', 'z', 'n', 's', 'o', 'd']);
    const desc = (await items.find({}).sort({ v: -1, k: 1 }).toArray()).map((d) => d.k as string);
    expect(desc).toEqual(['d', 'o', 's', 'n', 'm', 'z']);
  });

  it('answers an unknown command with CommandNotFound (59)', async () => {
    await expect(db().command({ definitelyNotACommand: 1 })).rejects.toMatchObject({
      code: 59,
      codeName: 'CommandNotFound',
    });
  });

  it('answers ping, buildInfo and hello', async () => {
    expect(await db().command({ ping: 1 })).toMatchObject({ ok: 1 });
    const info = await db().admin().buildInfo();
    expect(typeof info.version).toBe('string');
    const hello = await db().command({ hello: 1 });
    expect(hello.isWritablePrimary).toBe(true);
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(17);
  });

  it('creates, lists, renames and drops collections and databases', async () => {
    const name = 'made_explicitly';
    await db().createCollection(name);
    await expect(db().createCollection(name)).rejects.toMatchObject({ code: 48 });
    const listed = await db().listCollections({ name }).toArray();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ name, type: 'collection' });
    await db().collection(name).insertOne({ a: 1 });
    await db().renameCollection(name, 'renamed_one');
    expect(await db().collection('renamed_one').countDocuments()).toBe(1);
    expect(await db().collection('renamed_one').drop()).toBe(true);
    const names = (await db().listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
    expect(names).not.toContain('renamed_one');

    const other = client().db(`${db().databaseName}_x`);
    await other.collection('c').insertOne({ a: 1 });
    const dbs = (await client().db('admin').admin().listDatabases()).databases.map((d) => d.name);
    expect(dbs).toContain(other.databaseName);
    await other.dropDatabase();
    const after = (await client().db('admin').admin().listDatabases()).databases.map((d) => d.name);
    expect(after).not.toContain(other.databaseName);
  });

  it('reports per-document errors with ordered:false inserts', async () => {
    const items = db().collection<{ _id: number }>('items');
    const err: unknown = await items
      .insertMany([{ _id: 1 }, { _id: 1 }, { _id: 2 }], { ordered: false })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 11000 });
    expect(await items.countDocuments()).toBe(2);
  });

  it('does not reply to unacknowledged (w:0) writes but applies them', async () => {
    const items = db().collection('items');
    await items.insertOne({ fire: 'forget' }, { writeConcern: { w: 0 } });
    // a following acknowledged command on the same pool sees the write
    await expect.poll(() => items.countDocuments({ fire: 'forget' })).toBe(1);
  });
});
