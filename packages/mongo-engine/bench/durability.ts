/**
 * What durability costs on the wire engine, measured side by side in one run:
 *
 * 1. inserts/s through the driver against an in-memory engine and against one journaling to a
 *    data directory (fsync before each acknowledgement, group commit), and one journaling without
 *    fsync (what the disk costs vs what the journal code costs), in alternating rounds so
 *    machine load hits both alike; at concurrency 32 and 8 (group commit at work) and 1 (one fsync
 *    per write), next to what one small append + fdatasync costs on this disk (the floor of an
 *    acknowledged write's latency);
 * 2. the cost of one update (latency and journal bytes) on a 20,000-document collection vs a
 *    100-document one.
 *
 *   pnpm --filter @vastra/mongo-engine bench:durability [-- --inserts 2000 --rounds 5 --updates 500]
 */
import {
  closeSync,
  fdatasyncSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { MongoClient } from 'mongodb';
import { readFrames } from '../src/engine/records';
import { startWireEngine } from '../src/wire-engine';
import { arg, median, runPool } from './support';

const INSERTS = arg('inserts', 2000);
const ROUNDS = arg('rounds', 5);
const UPDATES = arg('updates', 500);

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
/** Bytes of snapshots and journal frames (journal segments are preallocated with zeros past their frames). */
const dirBytes = (dir: string): number =>
  readdirSync(dir).reduce(
    (n, f) =>
      n +
      (f.startsWith('journal-')
        ? readFrames(readFileSync(join(dir, f))).validBytes
        : statSync(join(dir, f)).size),
    0,
  );

async function insertRate(
  client: MongoClient,
  round: number,
  concurrency: number,
): Promise<number> {
  const coll = client.db('bench').collection(`inserts_${round}_${concurrency}`);
  const ms = await runPool(INSERTS, concurrency, async (i) => {
    await coll.insertOne({
      sku: `sku-${i}`,
      title: `Product ${i}`,
      price: i % 1000,
      tags: ['a', 'b'],
    });
  });
  return (INSERTS / ms) * 1000;
}

async function fill(client: MongoClient, size: number): Promise<void> {
  await client
    .db('bench')
    .collection<{ _id: number; n: number; title: string }>(`size_${size}`)
    .insertMany(Array.from({ length: size }, (_, i) => ({ _id: i, n: 0, title: `Product ${i}` })));
}

/** Microseconds per update ($inc by _id, one after another). */
async function updateMicros(client: MongoClient, size: number): Promise<number> {
  const coll = client.db('bench').collection<{ _id: number; n: number }>(`size_${size}`);
  const start = performance.now();
  for (let i = 0; i < UPDATES; i += 1)
    await coll.updateOne({ _id: (i * 7919) % size }, { $inc: { n: 1 } });
  return ((performance.now() - start) / UPDATES) * 1000;
}

/** The disk's own cost of making a small append durable, measured synchronously. */
function diskSyncMicros(where: string): number {
  const fd = openSync(join(where, 'sync-probe'), 'w');
  const buf = Buffer.alloc(200, 1);
  const times: number[] = [];
  try {
    for (let i = 0; i < 200; i += 1) {
      const t = performance.now();
      writeSync(fd, buf, 0, buf.length, i * buf.length);
      fdatasyncSync(fd);
      times.push((performance.now() - t) * 1000);
    }
  } finally {
    closeSync(fd);
    rmSync(join(where, 'sync-probe'));
  }
  return median(times);
}

const dir = mkdtempSync(join(tmpdir(), 'mongo-engine-bench-'));
const memory = await startWireEngine();
// A large threshold keeps compaction out of the insert rounds (measured separately below).
const journaled = await startWireEngine({ dataDir: dir, compactAfterBytes: 1 << 30 });
const noSyncDir = mkdtempSync(join(tmpdir(), 'mongo-engine-bench-nosync-'));
const noSync = await startWireEngine({
  dataDir: noSyncDir,
  compactAfterBytes: 1 << 30,
  fsync: false,
});
const mem = await new MongoClient(memory.uri).connect();
const jnl = await new MongoClient(journaled.uri).connect();
const nsy = await new MongoClient(noSync.uri).connect();
try {
  console.info(
    `this disk: one 200-byte append + fdatasync takes ${diskSyncMicros(dir).toFixed(0)} µs (median of 200)`,
  );
  console.info(
    `inserts (driver insertOne, ${INSERTS} per round, median of ${ROUNDS} alternating rounds)`,
  );
  for (const concurrency of [32, 8, 1]) {
    const a: number[] = [];
    const b: number[] = [];
    const c: number[] = [];
    for (let r = 0; r < ROUNDS; r += 1) {
      a.push(await insertRate(mem, r, concurrency));
      b.push(await insertRate(jnl, r, concurrency));
      c.push(await insertRate(nsy, r, concurrency));
    }
    const [m, j, n] = [median(a), median(b), median(c)];
    const lost = (x: number): string => `${((1 - x / m) * 100).toFixed(0)}% lost`;
    console.info(
      `  concurrency ${concurrency}: in memory ${fmt(m).padStart(6)}/s   journaled ${fmt(j).padStart(6)}/s (${lost(j)})   ` +
        `journaled without fsync ${fmt(n).padStart(6)}/s (${lost(n)})`,
    );
  }
  const SIZES = [100, 20_000];
  for (const size of SIZES) {
    await fill(mem, size);
    await fill(jnl, size);
  }
  await journaled.compact(); // from a snapshot, so the journal growth below is the updates' alone
  const before = dirBytes(dir);
  const micros = new Map<string, number[]>();
  for (let r = 0; r < ROUNDS; r += 1)
    for (const size of SIZES)
      for (const [name, client] of [
        ['memory', mem],
        ['journaled', jnl],
      ] as const) {
        const key = `${name} ${size}`;
        micros.set(key, [...(micros.get(key) ?? []), await updateMicros(client, size)]);
      }
  const perUpdate = (dirBytes(dir) - before) / (UPDATES * ROUNDS * SIZES.length);
  console.info(
    `one update ($inc by _id, ${UPDATES} in a row, median of ${ROUNDS} alternating rounds; ` +
      `journal grows ${perUpdate.toFixed(0)} bytes per update whatever the size)`,
  );
  for (const size of SIZES) {
    const m = median(micros.get(`memory ${size}`) ?? []);
    const j = median(micros.get(`journaled ${size}`) ?? []);
    console.info(
      `  ${fmt(size).padStart(6)}-document collection: in memory ${m.toFixed(0).padStart(5)} µs   journaled ${j.toFixed(0).padStart(5)} µs`,
    );
  }
  const t0 = performance.now();
  await journaled.compact();
  console.info(
    `snapshot of everything (${fmt(dirBytes(dir) / 1024)} KiB on disk now): ${(performance.now() - t0).toFixed(0)} ms in the background`,
  );
} finally {
  await mem.close();
  await jnl.close();
  await nsy.close();
  await noSync.stop();
  rmSync(noSyncDir, { recursive: true, force: true });
  await memory.stop();
  await journaled.stop();
  rmSync(dir, { recursive: true, force: true });
}
