import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { startMongo } from '../../src/harness';

const OFFLINE_ENV = { MONGOMS_DOWNLOAD_MIRROR: 'https://127.0.0.1:9' };

function collector(): { lines: string[]; log: (l: string) => void } {
  const lines: string[] = [];
  return { lines, log: (l) => lines.push(l) };
}

describe('startMongo engine selection', () => {
  it('uses MONGODB_URI when set, without starting anything', async () => {
    const { lines, log } = collector();
    const h = await startMongo({
      env: { MONGODB_URI: 'mongodb://user:secret@db.example:27017/x' },
      log,
    });
    expect(h.engine).toBe('uri');
    expect(h.uri).toBe('mongodb://user:secret@db.example:27017/x');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/engine=uri/);
    expect(lines[0]).not.toMatch(/secret/);
    await h.stop();
  });

  it('MONGO_ENGINE=wire forces the wire engine, which serves the driver', async () => {
    const { lines, log } = collector();
    const h = await startMongo({
      env: { MONGO_ENGINE: 'wire', MONGODB_URI: 'mongodb://ignored' },
      log,
    });
    try {
      expect(h.engine).toBe('wire');
      expect(lines).toEqual([
        expect.stringMatching(
          /^\[mongo-engine\] engine=wire uri=mongodb:\/\/127\.0\.0\.1:\d+\/ — .*forced by MONGO_ENGINE=wire/,
        ),
      ]);
      const client = await new MongoClient(h.uri).connect();
      expect(await client.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
      await client.close();
    } finally {
      await h.stop();
    }
  });

  it('rejects an unknown MONGO_ENGINE and MONGO_ENGINE=uri without MONGODB_URI', async () => {
    await expect(startMongo({ env: { MONGO_ENGINE: 'postgres' }, log: false })).rejects.toThrow(
      /MONGO_ENGINE must be one of/,
    );
    await expect(startMongo({ env: { MONGO_ENGINE: 'uri' }, log: false })).rejects.toThrow(
      /MONGODB_URI is not set/,
    );
  });

  it('falls over quickly when no mongod can be had (missing system binary, unreachable download)', async () => {
    const { lines, log } = collector();
    const started = Date.now();
    const h = await startMongo({
      env: { ...OFFLINE_ENV, MONGOMS_SYSTEM_BINARY: '/nonexistent/mongod' },
      log,
      downloadProbeTimeoutMs: 1500,
    });
    try {
      expect(lines).toHaveLength(1);
      // a machine with a cached mongod (e.g. CI) legitimately picks memory-server; otherwise the wire
      // engine, and the failed download probe must not have held the start for long
      expect(['wire', 'memory-server']).toContain(h.engine);
      if (h.engine === 'wire') {
        expect(Date.now() - started).toBeLessThan(4000);
        expect(h.reason).toMatch(/MONGOMS_SYSTEM_BINARY=\/nonexistent\/mongod does not exist/);
        expect(h.reason).toMatch(/download unreachable/);
      }
    } finally {
      await h.stop();
    }
  });

  it('persists wire-engine data in dataDir across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'harness-'));
    try {
      const a = await startMongo({ engine: 'wire', dataDir: dir, log: false });
      const c1 = await new MongoClient(a.uri).connect();
      await c1.db('dev').collection('kv').insertOne({ k: 'v' });
      await c1.close();
      await a.stop();
      const b = await startMongo({ engine: 'wire', dataDir: dir, log: false });
      const c2 = await new MongoClient(b.uri).connect();
      expect(
        await c2
          .db('dev')
          .collection('kv')
          .findOne({}, { projection: { _id: 0 } }),
      ).toEqual({ k: 'v' });
      await c2.close();
      await b.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
