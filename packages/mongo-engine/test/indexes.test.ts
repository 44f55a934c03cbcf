import { MongoServerError, type Document } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { useDriverDb } from './helpers';

const { db } = useDriverDb();

async function dupError(p: Promise<unknown>): Promise<MongoServerError> {
  const err: unknown = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MongoServerError);
  const e = err as MongoServerError;
  expect(e.code).toBe(11000);
  return e;
}

describe('indexes', () => {
  it('creates, lists and drops indexes', async () => {
    const c = db().collection('ix_basic');
    expect(await c.createIndex({ a: 1 })).toBe('a_1');
    expect(await c.createIndex({ b: -1, c: 1 }, { name: 'bc' })).toBe('bc');
    expect(await c.createIndex({ a: 1 })).toBe('a_1'); // idempotent
    const names = (await c.listIndexes().toArray()).map((i: Document) => i.name as string);
    expect(names.sort()).toEqual(['_id_', 'a_1', 'bc']);
    expect(await c.indexExists('bc')).toBe(true);
    await c.dropIndex('bc');
    expect((await c.indexes()).map((i) => i.name).sort()).toEqual(['_id_', 'a_1']);
    await c.dropIndexes();
    expect((await c.indexes()).map((i) => i.name)).toEqual(['_id_']);
    await expect(c.dropIndex('nope')).rejects.toMatchObject({ code: 27 });
  });

  it('reports a conflicting index with the same name but different keys', async () => {
    const c = db().collection('ix_conflict');
    await c.createIndex({ a: 1 }, { name: 'same' });
    await expect(c.createIndex({ b: 1 }, { name: 'same' })).rejects.toMatchObject({ code: 86 });
  });

  it('listIndexes on a missing collection is NamespaceNotFound', async () => {
    await expect(db().collection('ix_missing').listIndexes().toArray()).rejects.toMatchObject({
      code: 26,
    });
  });

  it('enforces a unique single-field index on insert with mongod’s E11000 shape', async () => {
    const c = db().collection('ix_unique');
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertOne({ email: 'a@x.com' });
    const e = await dupError(c.insertOne({ email: 'a@x.com' }));
    expect(e.message).toMatch(
      /^E11000 duplicate key error collection: .*\.ix_unique index: email_1 dup key: \{ email: "a@x\.com" \}$/,
    );
    expect(e.keyPattern).toEqual({ email: 1 });
    expect(e.keyValue).toEqual({ email: 'a@x.com' });
    // two documents missing the field collide on null for a non-sparse unique index
    await c.insertOne({ other: 1 });
    const n = await dupError(c.insertOne({ other: 2 }));
    expect(n.keyValue).toEqual({ email: null });
  });

  it('enforces unique indexes on update and upsert, leaving the document unchanged', async () => {
    const c = db().collection('ix_unique_upd');
    await c.createIndex({ code: 1 }, { unique: true });
    await c.insertMany([{ code: 'A' }, { code: 'B' }]);
    await dupError(c.updateOne({ code: 'B' }, { $set: { code: 'A' } }));
    expect(await c.countDocuments({ code: 'B' })).toBe(1);
    await dupError(c.updateOne({ missing: true }, { $set: { code: 'A' } }, { upsert: true }));
    await dupError(c.findOneAndUpdate({ code: 'B' }, { $set: { code: 'A' } }));
    await dupError(c.replaceOne({ code: 'B' }, { code: 'A' }));
    expect(await c.countDocuments()).toBe(2);
    // an update that keeps its own key is fine
    await c.updateOne({ code: 'A' }, { $set: { code: 'A', touched: true } });
    expect(await c.countDocuments({ touched: true })).toBe(1);
  });

  it('enforces compound unique indexes on the combination', async () => {
    const c = db().collection('ix_compound');
    await c.createIndex({ user: 1, product: 1 }, { unique: true });
    await c.insertMany([
      { user: 'u1', product: 'p1' },
      { user: 'u1', product: 'p2' },
      { user: 'u2', product: 'p1' },
    ]);
    const e = await dupError(c.insertOne({ user: 'u1', product: 'p2' }));
    expect(e.keyPattern).toEqual({ user: 1, product: 1 });
    expect(e.keyValue).toEqual({ user: 'u1', product: 'p2' });
  });

  it('sparse unique indexes ignore documents without the field', async () => {
    const c = db().collection('ix_sparse');
    await c.createIndex({ phone: 1 }, { unique: true, sparse: true });
    await c.insertMany([{ a: 1 }, { a: 2 }, { phone: '1' }]);
    await dupError(c.insertOne({ phone: '1' }));
    expect(await c.countDocuments()).toBe(3);
  });

  it('partial unique indexes only constrain matching documents', async () => {
    const c = db().collection('ix_partial');
    await c.createIndex(
      { sku: 1 },
      { unique: true, partialFilterExpression: { active: { $eq: true } } },
    );
    await c.insertMany([
      { sku: 'x', active: false },
      { sku: 'x', active: false },
      { sku: 'x', active: true },
    ]);
    await dupError(c.insertOne({ sku: 'x', active: true }));
    // flipping an inactive duplicate to active collides too
    await dupError(c.updateOne({ sku: 'x', active: false }, { $set: { active: true } }));
    const info = (await c.indexes()).find((i) => i.name === 'sku_1');
    expect(info).toMatchObject({
      unique: true,
      partialFilterExpression: { active: { $eq: true } },
    });
  });

  it('unique indexes over arrays treat each element as a key', async () => {
    const c = db().collection('ix_multikey');
    await c.createIndex({ tags: 1 }, { unique: true });
    await c.insertOne({ tags: ['a', 'b'] });
    await dupError(c.insertOne({ tags: ['c', 'b'] }));
    await c.insertOne({ tags: ['c'] });
    expect(await c.countDocuments()).toBe(2);
  });

  it('refuses to build a unique index over existing duplicates', async () => {
    const c = db().collection('ix_build_dup');
    await c.insertMany([{ k: 1 }, { k: 1 }]);
    await expect(c.createIndex({ k: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
    expect((await c.indexes()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('frees the key when a document is deleted or changed', async () => {
    const c = db().collection('ix_free');
    await c.createIndex({ slug: 1 }, { unique: true });
    await c.insertOne({ slug: 's' });
    await c.deleteOne({ slug: 's' });
    await c.insertOne({ slug: 's' });
    await c.updateOne({ slug: 's' }, { $set: { slug: 't' } });
    await c.insertOne({ slug: 's' });
    expect(await c.countDocuments()).toBe(2);
  });
});
