import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';
import { MongoClient, MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFrames } from '../../src/engine/records';

/**
 * A full disk, for real: the engine runs in a child process whose file size limit (RLIMIT_FSIZE,
 * set from here with `prlimit --pid`) is lowered to the journal segment's current size, so every
 * attempt to grow it fails with EFBIG exactly as a full disk fails with ENOSPC; raising the limit
 * again is the space being freed. Checked: writes are answered OutOfDiskSpace at once, reads go
 * on, the next write after the space returns is acknowledged by the same process, and after a
 * SIGKILL every acknowledged write is there and the journal holds whole frames only.
 */
const PACKAGE_DIR = resolve(import.meta.dirname, '../..');
const CHILD = join(PACKAGE_DIR, 'node_modules/.cache/mongo-engine-disk-full-child.mjs');
const OUT_OF_DISK_SPACE = 14031;

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

const dirs: string[] = [];
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

interface Engine {
  child: ChildProcess;
  client: MongoClient;
  stderr: () => string;
}

async function startEngine(dataDir: string, syncs: 'loop' | 'overlap'): Promise<Engine> {
  const child = spawn(process.execPath, [CHILD, dataDir, '', syncs], {
    cwd: PACKAGE_DIR,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let out = '';
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const port = await new Promise<number>((resolvePort, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /ready (\d+)/.exec(out);
      if (m) resolvePort(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`engine exited (${code}): ${err}`)));
    child.stdin?.write('go\n');
  });
  const client = new MongoClient(`mongodb://127.0.0.1:${port}/`, {
    serverSelectionTimeoutMS: 20_000,
  });
  await client.connect();
  return { child, client, stderr: () => err };
}

async function kill(engine: Engine): Promise<void> {
  const exited = once(engine.child, 'exit');
  engine.child.kill('SIGKILL');
  await exited;
  await engine.client.close(true);
}

/** The newest journal segment of `dir`. */
function segment(dir: string): string {
  const name = readdirSync(dir)
    .filter((f) => /^journal-\d+\.log$/.test(f))
    .sort()
    .pop();
  if (!name) throw new Error(`no journal segment in ${dir}`);
  return join(dir, name);
}

/** No file of the child may grow past `bytes` (a full disk); `unlimited`: space is back. */
function limitFileSize(child: ChildProcess, bytes: number | 'unlimited'): void {
  execFileSync('prlimit', [`--pid=${child.pid}`, `--fsize=${bytes}:`]);
}

/** Every segment holds whole frames with consecutive batch numbers, then only zeros. */
function expectCleanJournal(dir: string): void {
  let last = 0;
  for (const f of readdirSync(dir)
    .filter((n) => n.startsWith('journal-'))
    .sort()) {
    const buf = readFileSync(join(dir, f));
    const { frames, validBytes } = readFrames(buf);
    expect(buf.subarray(validBytes).every((b) => b === 0)).toBe(true);
    for (const [head] of frames) {
      const seq = head?.seq as number;
      if (last > 0) expect(seq).toBe(last + 1);
      last = seq;
    }
  }
  expect(last).toBeGreaterThan(0);
}

async function refused(write: Promise<unknown>): Promise<MongoServerError> {
  const err = await write.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MongoServerError);
  expect((err as MongoServerError).code).toBe(OUT_OF_DISK_SPACE);
  expect((err as MongoServerError).message).toMatch(/disk of the data directory is full/);
  return err as MongoServerError;
}

describe.each(['loop', 'overlap'] as const)('a full disk (fdatasync %s)', (syncs) => {
  it(
    'refuses writes at once, keeps reads, takes writes again once there is room, loses nothing',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'mongo-engine-full-'));
      dirs.push(dataDir);
      let engine = await startEngine(dataDir, syncs);
      let docs = engine.client.db('full').collection<{ _id: number; body: string }>('docs');
      const acked = new Set<number>();
      let next = 1;
      const insert = async (bytes: number): Promise<number> => {
        const id = next++;
        await docs.insertOne({ _id: id, body: 'x'.repeat(bytes) });
        acked.add(id);
        return id;
      };
      for (let i = 0; i < 20; i += 1) await insert(100);

      // The disk fills up: small writes still land in the space preallocated ahead of the
      // frames, until the engine cannot keep its reserve there; from then on writes are refused.
      limitFileSize(engine.child, statSync(segment(dataDir)).size);
      let refusal: MongoServerError | null = null;
      for (let i = 0; i < 200 && !refusal; i += 1) {
        await insert(20_000).catch(async (err: unknown) => {
          refusal = await refused(Promise.reject(err));
        });
      }
      expect(refusal).not.toBeNull();
      const beforeFull = acked.size;
      expect(beforeFull).toBeGreaterThan(20); // the preallocated space was used first
      await refused(docs.insertOne({ _id: -1, body: 'refused' }));
      await refused(docs.updateOne({ _id: 1 }, { $set: { body: 'changed' } }));
      await refused(docs.deleteOne({ _id: 2 }));
      await refused(engine.client.db('full').createCollection('other'));
      expect(engine.stderr()).toMatch(/disk of the data directory is full \(EFBIG\)/);

      // A transaction's statements change only its own overlay; its commit is refused and aborts
      // it, so the document it wrote is not held against the next transaction.
      const held = engine.client.startSession();
      held.startTransaction();
      await docs.updateOne({ _id: 3 }, { $set: { body: 'held' } }, { session: held });
      await refused(held.commitTransaction());
      await held.endSession();

      // Reads go on, and see every acknowledged write and none of the refused ones.
      const ids = (await docs.find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id);
      expect(ids.sort((a, b) => a - b)).toEqual([...acked].sort((a, b) => a - b));
      expect((await docs.findOne({ _id: 1 }))?.body).toBe('x'.repeat(100));

      // Space is freed: the next write is acknowledged by the same process.
      limitFileSize(engine.child, 'unlimited');
      const afterRoom = await insert(100);
      expect(await docs.findOne({ _id: afterRoom })).not.toBeNull();
      await docs.updateOne({ _id: 1 }, { $set: { body: 'changed' } });
      expect(engine.stderr()).toMatch(/has room again: writes are taken/);
      const txn = engine.client.startSession();
      txn.startTransaction();
      await docs.updateOne({ _id: 3 }, { $set: { body: 'committed' } }, { session: txn });
      await txn.commitTransaction();
      await txn.endSession();

      // Full again, now with one write larger than what is left preallocated: that batch finds no
      // room while it is appended, its writer is answered the error, and the partial append is
      // cut off; the batch is kept and written first once there is room (a probe each second).
      limitFileSize(engine.child, statSync(segment(dataDir)).size);
      await refused(docs.insertOne({ _id: 0, body: 'y'.repeat(3_000_000) }));
      await refused(docs.insertOne({ _id: -2, body: 'refused' }));
      expect(await docs.countDocuments({ _id: { $gt: 0 } })).toBe(acked.size);
      limitFileSize(engine.child, 'unlimited');
      await insert(100);

      // SIGKILL, then a restart over the same directory: the journal is whole frames only, and
      // every acknowledged write is there.
      await kill(engine);
      expectCleanJournal(dataDir);
      engine = await startEngine(dataDir, syncs);
      docs = engine.client.db('full').collection('docs');
      const restarted = (await docs.find({}, { projection: { _id: 1 } }).toArray()).map(
        (d) => d._id,
      );
      for (const id of acked) expect(restarted).toContain(id);
      expect(restarted).not.toContain(-1);
      expect(restarted).not.toContain(-2);
      expect(restarted).toContain(0); // the stalled batch, written once there was room
      expect((await docs.findOne({ _id: 1 }))?.body).toBe('changed');
      expect((await docs.findOne({ _id: 3 }))?.body).toBe('committed');
      await kill(engine);
    },
  );
});
