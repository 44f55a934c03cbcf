import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { buildSync } from 'esbuild';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A wire engine in a child process is SIGKILLed at random moments while four connections write to
 * it; after every restart each acknowledged write must be there, and each multi-document insert is
 * either wholly there or not at all. A small compaction threshold makes kills land during snapshot
 * writes and journal rotations too.
 */
const KILLS = 50;
const WRITERS = 4;
const DOCS_PER_BATCH = 3;
const PACKAGE_DIR = resolve(import.meta.dirname, '../..');
// Bundled once (node_modules stay external) so that each of the 51 starts skips on-the-fly
// TypeScript compilation; on a busy machine that halves the test's run time.
const CHILD = join(PACKAGE_DIR, 'node_modules/.cache/mongo-engine-crash-child.mjs');
beforeAll(() => {
  buildSync({
    entryPoints: [join(import.meta.dirname, 'crash-child.ts')],
    outfile: CHILD,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
});

const dataDir = mkdtempSync(join(tmpdir(), 'mongo-engine-crash-'));
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts a child that loads its modules and then waits for `go` (see crash-child.ts). */
/** Engines alternate between both ways of syncing (see crash-child.ts), so both are killed. */
let spawned = 0;
function spawnEngine(): ChildProcess {
  const syncs = spawned++ % 2 === 0 ? 'overlap' : 'loop';
  const child = spawn(process.execPath, [CHILD, dataDir, '16384', syncs], {
    cwd: PACKAGE_DIR,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

async function go(child: ChildProcess): Promise<number> {
  let out = '';
  const ready = new Promise<number>((resolvePort, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /ready (\d+)/.exec(out);
      if (m) resolvePort(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`engine exited (${code}) before ready`)));
  });
  child.stdin?.write('go\n');
  return ready;
}

interface Ledger {
  nextSeq: number;
  /** Sequence numbers of acknowledged multi-document inserts. */
  acked: Set<number>;
  /** Per writer: the last `last` value an acknowledged update set. */
  lastAcked: Map<number, number>;
  lost: number;
  partial: number;
}

/** Checks the restarted engine against everything acknowledged before the kills. */
async function verify(client: MongoClient, ledger: Ledger): Promise<void> {
  const db = client.db('crash');
  const counts = new Map<number, number>();
  const rows = await db
    .collection<{ seq: number }>('batches')
    .find({}, { projection: { seq: 1 } })
    .toArray();
  for (const r of rows) counts.set(r.seq, (counts.get(r.seq) ?? 0) + 1);
  for (const n of counts.values()) if (n !== DOCS_PER_BATCH) ledger.partial += 1;
  for (const seq of ledger.acked) if (counts.get(seq) !== DOCS_PER_BATCH) ledger.lost += 1;
  const writers = await db.collection<{ _id: number; last: number }>('writers').find().toArray();
  for (const [w, last] of ledger.lastAcked) {
    const doc = writers.find((d) => d._id === w);
    if (!doc || doc.last < last) ledger.lost += 1;
  }
}

async function writeUntilStopped(
  client: MongoClient,
  w: number,
  ledger: Ledger,
  stopped: () => boolean,
): Promise<void> {
  const db = client.db('crash');
  const batches = db.collection<{ _id: string; seq: number; payload: string }>('batches');
  const writers = db.collection<{ _id: number; last: number }>('writers');
  try {
    while (!stopped()) {
      const seq = ledger.nextSeq++;
      await batches.insertMany(
        Array.from({ length: DOCS_PER_BATCH }, (_, k) => ({
          _id: `${seq}-${k}`,
          seq,
          payload: 'x'.repeat(64),
        })),
      );
      ledger.acked.add(seq);
      await writers.updateOne({ _id: w }, { $set: { last: seq } }, { upsert: true });
      ledger.lastAcked.set(w, seq);
    }
  } catch {
    // The kill: whatever was in flight is unacknowledged.
  }
}

describe('crash safety: SIGKILL at random moments', () => {
  it(
    `loses no acknowledged write over ${KILLS} kills and never keeps half a batch`,
    { timeout: 400_000 }, // ~25 s at load 4; minutes when the machine is saturated
    async () => {
      const ledger: Ledger = {
        nextSeq: 1,
        acked: new Set(),
        lastAcked: new Map(),
        lost: 0,
        partial: 0,
      };
      // Two engines wait ready (modules loaded) while one runs.
      const waiting = [spawnEngine(), spawnEngine()];
      for (let kill = 0; kill <= KILLS; kill += 1) {
        const child = waiting.shift() as ChildProcess;
        const port = await go(child);
        if (kill + waiting.length < KILLS) waiting.push(spawnEngine());
        const client = new MongoClient(`mongodb://127.0.0.1:${port}/`, {
          retryWrites: false,
          serverSelectionTimeoutMS: 5000,
        });
        await client.connect();
        await verify(client, ledger);
        if (kill === KILLS) {
          await client.close();
          child.kill('SIGKILL');
          break;
        }
        let stop = false;
        const target = ledger.acked.size + 1 + Math.floor(Math.random() * 8);
        const writers = Array.from({ length: WRITERS }, (_, w) =>
          writeUntilStopped(client, w, ledger, () => stop),
        );
        // A random moment: after 1–8 more acknowledged inserts (so every cycle writes, however
        // busy the machine), plus 0–15 ms, while the four writers have requests in flight.
        let ended = false;
        void Promise.all(writers).then(() => (ended = true));
        while (ledger.acked.size < target && !ended) await sleep(1);
        await sleep(Math.random() * 15);
        stop = true;
        const exited = once(child, 'exit');
        child.kill('SIGKILL');
        await exited;
        await Promise.all(writers);
        await client.close(true);
      }
      const files = readdirSync(dataDir);
      console.info(
        `[crash test] ${KILLS} SIGKILLs, ${ledger.acked.size} acknowledged 3-document inserts and ` +
          `${ledger.lastAcked.size} writers' acknowledged updates checked after each restart: ` +
          `acknowledged writes lost: ${ledger.lost}, partial batches: ${ledger.partial}; ` +
          `files now: ${files.sort().join(', ')}`,
      );
      expect(ledger.lost).toBe(0);
      expect(ledger.partial).toBe(0);
      expect(ledger.acked.size).toBeGreaterThanOrEqual(KILLS); // every cycle wrote before its kill
      expect(files.some((f) => f.startsWith('snapshot-'))).toBe(true); // compaction ran too
    },
  );
});
