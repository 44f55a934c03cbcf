/**
 * What durability costs on the wire engine, measured side by side in one run:
 *
 * 1. inserts/s through the driver against an in-memory engine and against one journaling to a
 *    data directory (fsync before each acknowledgement, group commit), and one journaling without
 *    fsync (what the disk costs vs what the journal code costs), in alternating rounds so
 *    machine load hits both alike; at concurrency 32 and 8 (group commit at work) and 1 (one fsync
 *    per write), next to what one small append + fdatasync costs on this disk (the floor of an
 *    acknowledged write's latency); once with client and engine in this process, once with each
 *    engine in a process of its own (`src/serve.ts`, the shape of a real mongod deployment);
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
import { arg, median, runPool, startEngineProcess } from './support';

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

/** The disk's own cost of making a small append durable, measured synchronously (median µs). */
function diskSyncMicros(where: string, samples = 200): number {
  const fd = openSync(join(where, 'sync-probe'), 'w');
  const buf = Buffer.alloc(200, 1);
  const times: number[] = [];
  try {
    for (let i = 0; i < samples; i += 1) {
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

/** Median inserts/s of the three engines at each concurrency, in alternating rounds. */
async function compareInserts(
  shape: string,
  engines: { mem: MongoClient; jnl: MongoClient; nsy: MongoClient },
): Promise<void> {
  console.info(
    `inserts, ${shape} (driver insertOne, ${INSERTS} per round, median of ${ROUNDS} alternating rounds)`,
  );
  for (const concurrency of [32, 8, 1]) {
    const rates = { mem: [] as number[], jnl: [] as number[], nsy: [] as number[] };
    const disk: number[] = [];
    for (let r = 0; r < ROUNDS; r += 1)
      for (const k of ['mem', 'jnl', 'nsy'] as const) {
        disk.push(diskSyncMicros(dir, 5)); // the disk is shared: its state during these rounds
        rates[k].push(await insertRate(engines[k], r, concurrency));
      }
    const [m, j, n] = [median(rates.mem), median(rates.jnl), median(rates.nsy)];
    const lost = (x: number): string => `${((1 - x / m) * 100).toFixed(0)}% lost`;
    console.info(
      `  concurrency ${String(concurrency).padStart(2)}: in memory ${fmt(m).padStart(6)}/s   journaled ${fmt(j).padStart(6)}/s (${lost(j)})   ` +
        `journaled without fsync ${fmt(n).padStart(6)}/s (${lost(n)})   disk ${median(disk).toFixed(0)} µs`,
    );
  }
}

/** The same three engines, each in a process of its own (as a mongod runs). */
async function compareInsertsInEngineProcesses(): Promise<void> {
  const dirs = [
    mkdtempSync(join(tmpdir(), 'mongo-engine-bench-')),
    mkdtempSync(join(tmpdir(), 'mongo-engine-bench-')),
  ];
  const big = ['--compact-after-bytes', String(1 << 30)];
  const procs = await Promise.all([
    startEngineProcess([]),
    startEngineProcess(['--data-dir', dirs[0] as string, ...big]),
    startEngineProcess(['--data-dir', dirs[1] as string, ...big, '--no-fsync']),
  ]);
  const [mem, jnl, nsy] = await Promise.all(procs.map((p) => new MongoClient(p.uri).connect()));
  try {
    await compareInserts('engine in its own process', {
      mem: mem as MongoClient,
      jnl: jnl as MongoClient,
      nsy: nsy as MongoClient,
    });
  } finally {
    for (const c of [mem, jnl, nsy]) await c?.close();
    for (const p of procs) await p.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
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
  await compareInserts('client and engine in one process', { mem, jnl, nsy });
  await compareInsertsInEngineProcesses();
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
