/**
 * Durability of a Store in a data directory: the newest valid snapshot, then the journal replayed
 * after it; every change from then on goes to the journal (journal.ts), and the journal is compacted
 * into a new snapshot in the background once it has grown past the snapshot's size.
 *
 * Directory layout:
 *   snapshot-<seq>.bson    every collection as of journal batch <seq> (frames, see records.ts)
 *   journal-<seq>.log      journal batches from <seq> on (one segment per start and per compaction)
 *   *.tmp                  a snapshot being written (ignored and removed at start)
 *
 * Crash safety of compaction: the journal switches to a new segment first (the old one is durable
 * and closed), the snapshot is written to a temporary file, fsynced, renamed and the directory
 * fsynced; only then are the older segments and snapshots deleted. A crash at any point leaves
 * either the old snapshot with every segment after it, or the new snapshot (whose batches are
 * skipped by sequence number when a segment still holds them).
 */
import { readdirSync, readFileSync, renameSync, rmSync, truncateSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { UUID } from '../bson';
import type { IndexSpec } from './indexes';
import { Journal } from './journal';
import { fsyncDir } from './journal-segments';
import { loadLegacySnapshots, removeLegacySnapshots } from './legacy-snapshots';
import { applyChange, encodeFrame, readFrames } from './records';
import type { Change, Store } from './store';
import type { Doc } from './values';

const SNAPSHOT = /^snapshot-(\d+)\.bson$/;
const SEGMENT = /^journal-(\d+)\.log$/;
const pad = (n: number): string => String(n).padStart(12, '0');
const snapshotName = (seq: number): string => `snapshot-${pad(seq)}.bson`;
/** Documents per snapshot frame; the writer yields to the event loop between frames. */
const SNAPSHOT_CHUNK = 500;

export interface PersistenceOptions {
  /** Compact once the journal holds more than max(this, last snapshot size) bytes (default 8 MiB). */
  compactAfterBytes?: number;
  /** false: journal without fdatasync (a process kill loses nothing, a power cut may); default true. */
  fsync?: boolean;
  /** Let fdatasyncs overlap the event loop's work when that pays (Journal); default true. */
  overlapSyncs?: boolean;
}

interface Captured {
  db: string;
  name: string;
  options: Doc;
  uuid: UUID;
  specs: IndexSpec[];
  docs: Doc[];
}

function numbered(dir: string, pattern: RegExp): { seq: number; file: string }[] {
  return readdirSync(dir)
    .map((file) => ({ file, m: pattern.exec(file) }))
    .filter((e): e is { file: string; m: RegExpExecArray } => e.m !== null)
    .map(({ file, m }) => ({ seq: Number(m[1]), file: join(dir, file) }))
    .sort((a, b) => a.seq - b.seq);
}

/** Loads the newest snapshot that is complete and intact; returns its sequence number and size. */
function loadSnapshot(store: Store, dir: string): { seq: number; bytes: number } {
  for (const { seq, file } of numbered(dir, SNAPSHOT).reverse()) {
    const buf = readFileSync(file);
    const { frames } = readFrames(buf);
    const head = frames[0]?.[0];
    const tail = frames[frames.length - 1]?.[0];
    if (head?.snapshot !== seq || tail?.end !== seq) continue; // damaged: fall back to an older one
    for (const frame of frames.slice(1, -1)) for (const change of frame) applyChange(store, change);
    return { seq, bytes: buf.length };
  }
  return { seq: 0, bytes: 0 };
}

/**
 * Replays journal batches after `fromSeq` in sequence order. A torn or corrupt frame ends its
 * segment, and the segment is cut back to its last whole frame so the next start reads past it.
 */
function replayJournal(store: Store, dir: string, fromSeq: number): { seq: number; bytes: number } {
  let seq = fromSeq;
  let bytes = 0;
  const covered: string[] = [];
  for (const { file } of numbered(dir, SEGMENT)) {
    const buf = readFileSync(file);
    const { frames, validBytes } = readFrames(buf);
    if (validBytes < buf.length) truncateSync(file, validBytes);
    let newest = 0;
    for (const [head, ...changes] of frames) {
      const batch = typeof head?.seq === 'number' ? head.seq : NaN;
      newest = Math.max(newest, batch || 0);
      if (batch <= seq) continue; // already in the snapshot (or written twice by an exit flush)
      if (batch !== seq + 1) break; // a gap: nothing after it was acknowledged
      for (const change of changes) applyChange(store, change);
      seq = batch;
    }
    // Empty, or wholly inside the snapshot (a crash between a snapshot's rename and the cleanup).
    if (newest <= fromSeq) covered.push(file);
    else bytes += validBytes;
  }
  for (const file of covered) rmSync(file, { force: true });
  return { seq, bytes };
}

function capture(store: Store): Captured[] {
  const out: Captured[] = [];
  for (const [db, colls] of store.databases)
    for (const c of colls.values())
      out.push({
        db,
        name: c.name,
        options: c.options,
        uuid: c.uuid,
        specs: c.indexes.map((i) => i.spec),
        // Stored documents are never mutated in place (updates store a new object), so holding the
        // references keeps this state while the snapshot is written in the background.
        docs: c.all(),
      });
  return out;
}

/** Writes a snapshot of `state` as of batch `seq`: tmp file, fsync, rename, fsync dir. */
async function writeSnapshot(
  dir: string,
  seq: number,
  state: Captured[],
  cancelled: () => boolean,
): Promise<number | null> {
  const file = join(dir, snapshotName(seq));
  const tmp = `${file}.tmp`;
  const fh = await open(tmp, 'w');
  let bytes = 0;
  const put = async (docs: Doc[]): Promise<void> => {
    const frame = encodeFrame(docs);
    await fh.write(frame);
    bytes += frame.length;
  };
  try {
    await put([{ snapshot: seq, version: 1 }]);
    for (const c of state) {
      const at = { db: c.db, coll: c.name };
      await put([
        { ...at, kind: 'create', options: c.options, uuid: c.uuid },
        { ...at, kind: 'indexes', specs: c.specs },
      ]);
      for (let i = 0; i < c.docs.length; i += SNAPSHOT_CHUNK) {
        if (cancelled()) throw new Error('cancelled');
        await put(
          c.docs.slice(i, i + SNAPSHOT_CHUNK).map((doc) => ({ ...at, kind: 'insert', doc })),
        );
        await yieldToEventLoop();
      }
    }
    await put([{ end: seq }]);
    await fh.datasync();
    await fh.close();
  } catch (err) {
    await fh.close();
    rmSync(tmp, { force: true });
    if (cancelled()) return null;
    throw err;
  }
  renameSync(tmp, file);
  fsyncDir(dir);
  return bytes;
}

/** Journal + snapshots for one Store in one directory. */
export class Persistence {
  private compacting: Promise<void> | null = null;
  private closing = false;

  private constructor(
    private readonly store: Store,
    private readonly dir: string,
    private readonly journal: Journal,
    private snapshotBytes: number,
    private readonly compactAfterBytes: number,
  ) {}

  /** Loads `dir` into the (empty) store, then journals every change the store reports. */
  static async open(
    store: Store,
    dir: string,
    options: PersistenceOptions = {},
  ): Promise<Persistence> {
    for (const f of readdirSync(dir)) if (f.endsWith('.tmp')) rmSync(join(dir, f), { force: true });
    const snapshot = loadSnapshot(store, dir);
    const replayed = replayJournal(store, dir, snapshot.seq);
    let snapshotBytes = snapshot.bytes;
    let lastSeq = replayed.seq;
    let journalBytes = replayed.bytes;
    if (snapshot.seq === 0 && lastSeq === 0 && loadLegacySnapshots(store, dir)) {
      // Data from the earlier per-collection snapshot format: write it as snapshot 1, then drop it.
      lastSeq = 1;
      journalBytes = 0;
      snapshotBytes = (await writeSnapshot(dir, lastSeq, capture(store), () => false)) ?? 0;
      removeLegacySnapshots(dir);
    }
    let self: Persistence | null = null;
    const journal = new Journal(
      dir,
      lastSeq,
      journalBytes,
      () => self?.maybeCompact(),
      options.fsync ?? true,
      options.overlapSyncs ?? true,
    );
    self = new Persistence(
      store,
      dir,
      journal,
      snapshotBytes,
      options.compactAfterBytes ?? 8 << 20,
    );
    store.onChange((change: Change) => journal.record(change));
    store.setDurability({
      isDurable: () => journal.isDurable(),
      whenDurable: (cb) => journal.whenDurable(cb),
      refusal: () => journal.refusal(),
    });
    self.maybeCompact();
    return self;
  }

  private maybeCompact(): void {
    if (this.compacting || this.closing) return;
    if (this.journal.bytesSinceSnapshot <= Math.max(this.compactAfterBytes, this.snapshotBytes))
      return;
    void this.compact();
  }

  /** Writes a snapshot of the current state and deletes the journal segments it covers. */
  compact(): Promise<void> {
    if (this.compacting) return this.compacting;
    // Same synchronous run: the rotation point (every batch sealed so far) and the captured state agree.
    const rotated = this.journal.rotate();
    const state = capture(this.store);
    const run = (async () => {
      const seq = await rotated;
      const bytes = await writeSnapshot(this.dir, seq, state, () => this.closing);
      if (bytes === null) return;
      this.snapshotBytes = bytes;
      for (const s of numbered(this.dir, SNAPSHOT))
        if (s.seq < seq) rmSync(s.file, { force: true });
      for (const s of numbered(this.dir, SEGMENT))
        if (s.seq <= seq) rmSync(s.file, { force: true });
      fsyncDir(this.dir);
    })();
    this.compacting = run
      .catch((err: unknown) => {
        console.error(
          `[mongo-engine] snapshot failed (the journal still holds everything): ${String(err)}`,
        );
      })
      .finally(() => {
        this.compacting = null;
      });
    return this.compacting;
  }

  /** Writes pending journal batches synchronously (exit/signal handlers). */
  flushSync(): void {
    this.journal.flushSync();
  }

  /** Stops compaction, waits for pending journal writes, closes the journal. */
  async close(): Promise<void> {
    this.closing = true;
    await this.compacting;
    await this.journal.close();
  }
}
