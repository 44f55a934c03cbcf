import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import { afterEach, describe, expect, it } from 'vitest';
import { startWireEngine } from '../../src/wire-engine';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('wire engine snapshots (dataDir)', () => {
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

  it('writes behind: changes reach the directory shortly after, before stop', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mongo-engine-'));
    dirs.push(dir);
    const engine = await startWireEngine({ dataDir: dir, flushDelayMs: 20 });
    const client = await new MongoClient(engine.uri).connect();
    try {
      await client.db('wb').collection('c').insertOne({ a: 1 });
      await expect
        .poll(() => existsSync(join(dir, 'wb')) && readdirSync(join(dir, 'wb')).sort())
        .toEqual(['c.bson', 'c.meta.json']);
    } finally {
      await client.close();
      await engine.stop();
    }
  });
});
