import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  writeFileSync,
  readdirSync,
  rmSync,
  statSync,
  truncateSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BSON, MongoClient, ObjectId } from 'mongodb';
import { afterEach, describe, expect, it } from 'vitest';
import { startWireEngine } from '../../src/wire-engine';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('wire engine durability (dataDir)', () => {
  it('restores documents, types and unique indexes after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mongo-engine-'));
    dirs.push(dir);
    const id = new ObjectId();
    const at = new Date('2024-05-05T05:05:05.005Z');

    const first = await startWireEngine({ dataDir: dir });
    const c1 = await new MongoClient(first.uri).connect();
    await c1.db('shop').collection('users').createIndex({ email: 1 }, { unique: true });
    await c1.db('shop').collection('users').insertOne({ _id: id, email: 'a@x', at, n: 1.5 });
    await c1.db('shop').collection('gone').insertOne({ x: 1 });
    await c1.db('shop').collection('gone').drop();
    await c1.close();
    await first.stop();

    const second = await startWireEngine({ dataDir: dir });
    const c2 = await new MongoClient(second.uri).connect();
    try {
      const users = c2.db('shop').collection('users');
      const doc = await users.findOne({ _id: id });
      expect(doc).toEqual({ _id: id, email: 'a@x', at, n: 1.5 });
      await expect(users.insertOne({ email: 'a@x' })).rejects.toMatchObject({ code: 11000 });
      const names = (await c2.db('shop').listCollections().toArray()).map((c) => c.name);
      expect(names).toEqual(['users']);
    } finally {
      await c2.close();
      await second.stop();
    }
  });

  it('journals a write before acknowledging it: a copy of the directory taken then has it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mongo-engine-'));
    const copy = mkdtempSync(join(tmpdir(), 'mongo-engine-copy-'));
    dirs.push(dir, copy);
    const engine = await startWireEngine({ dataDir: dir });
    const client = await new MongoClient(engine.uri).connect();
    try {
      await client
        .db('wb')
        .collection('c')
        .insertMany([{ a: 1 }, { a: 2 }]);
      // The disk as a crash right after the acknowledgement would leave it (no stop, no flush).
      cpSync(dir, copy, { recursive: true });
    } finally {
      await client.close();
      await engine.stop();
    }
    const again = await startWireEngine({ dataDir: copy });
    try {
      const docs = [...again.store.getCollection('wb', 'c')!.docs.values()].map((d) => d.a);
      expect(docs).toEqual([1, 2]);
    } finally {
      await again.stop();
    }
  });

  it('drops a torn last journal record whole and keeps the batches before it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mongo-engine-'));
    dirs.push(dir);
    const first = await startWireEngine({ dataDir: dir });
    const c1 = await new MongoClient(first.uri).connect();
    await c1.db('t').collection<{ _id: number }>('c').insertOne({ _id: 1 });
    await c1
      .db('t')
      .collection<{ _id: number }>('c')
      .insertMany([{ _id: 2 }, { _id: 3 }]);
    await c1.close();
    await first.stop();
    const segment = readdirSync(dir).filter((f) => f.startsWith('journal-'))[0]!;
    const size = statSync(join(dir, segment)).size;
    // Cut the last record (the two-document batch) short, as a power cut mid-write would.
    truncateSync(join(dir, segment), size - 5);

    const second = await startWireEngine({ dataDir: dir });
    try {
      expect([...second.store.getCollection('t', 'c')!.docs.values()]).toEqual([{ _id: 1 }]);
    } finally {
      await second.stop();
    }
  });

  it('compacts the journal into a snapshot and replays writes made after it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mongo-engine-'));
    dirs.push(dir);
    const first = await startWireEngine({ dataDir: dir });
    const c1 = await new MongoClient(first.uri).connect();
    const coll = c1.db('k').collection<{ _id: number; sku: string }>('c');
    await coll.createIndex({ sku: 1 }, { unique: true });
    await coll.insertMany(Array.from({ length: 1200 }, (_, i) => ({ _id: i, sku: `s${i}` })));
    await coll.updateOne({ _id: 7 }, { $set: { sku: 'seven' } });
    await first.compact();
    await coll.deleteOne({ _id: 8 });
    await c1.close();
    await first.stop();
    const files = readdirSync(dir).sort();
    expect(files.filter((f) => f.startsWith('snapshot-'))).toHaveLength(1);
    expect(files.filter((f) => f.startsWith('journal-'))).toHaveLength(1);

    const second = await startWireEngine({ dataDir: dir });
    const c2 = await new MongoClient(second.uri).connect();
    try {
      const again = c2.db('k').collection<{ _id: number; sku: string }>('c');
      expect(await again.countDocuments()).toBe(1199);
      expect(await again.findOne({ _id: 7 })).toEqual({ _id: 7, sku: 'seven' });
      await expect(again.insertOne({ _id: 5000, sku: 's1' })).rejects.toMatchObject({
        code: 11000,
      });
    } finally {
      await c2.close();
      await second.stop();
    }
  });

  it('imports a directory in the earlier per-collection format once, as its first snapshot', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mongo-engine-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'shop'));
    const meta = { options: {}, indexes: [{ v: 2, key: { sku: 1 }, name: 'sku_1', unique: true }] };
    writeFileSync(join(dir, 'shop', 'items.meta.json'), BSON.EJSON.stringify(meta));
    const docs = [
      { _id: 1, sku: 'a' },
      { _id: 2, sku: 'b' },
    ].map((d) => BSON.serialize(d));
    writeFileSync(join(dir, 'shop', 'items.bson'), Buffer.concat(docs));

    const engine = await startWireEngine({ dataDir: dir });
    try {
      const coll = engine.store.getCollection('shop', 'items')!;
      expect([...coll.docs.values()]).toEqual([
        { _id: 1, sku: 'a' },
        { _id: 2, sku: 'b' },
      ]);
      expect(coll.indexes.map((ix) => ix.spec.name)).toEqual(['sku_1']);
      expect(readdirSync(dir).sort()).toEqual([
        'journal-000000000002.log',
        'snapshot-000000000001.bson',
      ]);
    } finally {
      await engine.stop();
    }
  });
});
