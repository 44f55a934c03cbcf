/**
 * The write-ahead journal: an append-only file of frames (see records.ts), one frame per batch.
 *
 * - Group commit, pipelined: the first change reported in a turn of the event loop schedules a
 *   flush for the check phase of that turn, after the poll phase has handled every request that
 *   arrived together. The flush seals every change reported since the last one into ONE frame with
 *   its sequence number (one BSON encoding of each change, one allocation), writes it with one
 *   `write` (page cache, microseconds) and hands its `fdatasync` to libuv's thread pool. While the
 *   disk works the event loop keeps running requests and collecting their changes into the next
 *   batch; at most one fdatasync is in flight. When it completes, exactly the replies its frame
 *   covers are sent, and a waiting batch is written and synced at once.
 * - When the disk is idle and several commands wait on the open batch, only the changes of the
 *   first half of them are sealed (`halfway`); the rest stay open and follow once that sync is
 *   done. From then on two batches take turns: one is synced while the replies of the other go
 *   out and its clients' next requests run. Without the cut, clients answered together come back
 *   together and all wait on the same fdatasync, so the disk never overlaps any work.
 * - Overlap only when it pays (`overlapPays`): two batches taking turns cost two fdatasyncs where
 *   one batch costs one, which wins only when the event loop's work between batches outlasts a
 *   sync. The journal keeps moving averages of both; when the disk is the bottleneck (a slow or
 *   busy disk, or one client writing alone) each batch is written and synced on the event loop
 *   (`fdatasyncSync`), which holds every request arriving meanwhile for the next batch and spares
 *   the thread pool's two cross-thread wake-ups.
 * - A frame is applied on replay whole or not at all, so the changes of one synchronous run (a
 *   multi-document write, a transaction's commit) are atomic on disk; a frame holds whole runs,
 *   and no reply covering any of them is sent before the frame is durable.
 * - `whenDurable(cb)` calls back once everything reported so far is durable; the wire server sends
 *   a reply only then, so a read that arrives while a write is being synced is answered after it.
 *   It is called once a command's synchronous run is over, so the point where it was called is a
 *   boundary between runs: the only place a batch is ever cut.
 *
 * Without fsync (benches), the flush writes but does not `fdatasync`.
 *
 * Segments: the journal is a series of files `journal-<first seq>.log`. `rotate()` makes the
 * current one durable and opens the next, so a snapshot covering seq S can delete every older
 * segment (see persistence.ts).
 */
import { closeSync, fdatasync, fdatasyncSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { MongoCommandError } from './errors';
import { FrameLog } from './journal-frames';
import { type DurableCallback, Waiters } from './journal-waiters';
import { encodeFrame } from './records';
import type { Change } from './store';

/** An exponential moving average (1/8 weight on the new sample; the first sample as is). */
const average = (avg: number, sample: number): number =>
  avg === 0 ? sample : avg + (sample - avg) / 8;

export class Journal {
  /** The segment file and what happens when its disk has no room (journal-frames.ts). */
  private readonly log: FrameLog;
  /** The segment's fd (-1 once closed while its fdatasync runs). */
  private fd: number;
  private open: Change[] = [];
  private lastSeq: number;
  private durableSeq: number;
  private flushScheduled = false;
  /** The fd whose fdatasync runs in the thread pool (-1: none); its frame's sequence number. */
  private syncingFd = -1;
  private syncingSeq = 0;
  /**
   * Moving averages, in ms, of one flush's write + fdatasync and of the event loop's time from the
   * end of one flush to the start of the next when none follows at once (see `overlapPays`), and
   * when the last flush ended.
   */
  private syncMs = 0;
  private gapMs = 0;
  private flushEnded = 0;
  private syncStarted = 0;
  /** `close()` waiting for the fdatasync in flight. */
  private onSyncIdle: (() => void) | null = null;
  /** Callbacks in sequence order (targets only grow). */
  private readonly waiters = new Waiters();
  private failure: Error | null = null;

  /**
   * Opens a fresh segment after `lastSeq` (the last batch already on disk) in `dir`.
   * `bytesSinceSnapshot` counts the journal bytes replayed at start, for the compaction trigger.
   */
  constructor(
    dir: string,
    lastSeq: number,
    bytesSinceSnapshot = 0,
    private readonly onWritten: () => void = () => undefined,
    /** false: write without fdatasync (survives a process kill, not a power cut; benches only). */
    private readonly sync = true,
    /**
     * false: never hand the fdatasync to the thread pool, always sync on the event loop. Right
     * when the engine shares its process with its clients (an API with the engine in process):
     * on a busy two-core machine the pool's thread rarely runs while the loop works, and measured
     * that way one batch at a time lost less throughput at every concurrency (README).
     */
    private readonly overlap = true,
  ) {
    this.lastSeq = lastSeq;
    this.durableSeq = lastSeq;
    this.log = new FrameLog(dir, lastSeq, bytesSinceSnapshot, {
      stalled: (seq, err) => this.waiters.failFrom(seq, err),
      failed: (err) => this.fail(err),
      resumed: () => this.flushSync(),
      busy: () => this.failure !== null || this.syncingFd >= 0,
    });
    this.fd = this.log.fd;
  }

  /** Bytes written to the journal since the last snapshot (all segments). */
  get bytesSinceSnapshot(): number {
    return this.log.bytesSinceSnapshot;
  }

  /** The sequence number of the last sealed batch. */
  get seq(): number {
    return this.lastSeq;
  }

  /** Adds a change to the open batch (written by this turn's flush, or after the sync in flight). */
  record(change: Change): void {
    this.open.push(change);
    if (!this.flushScheduled && this.syncingFd < 0) {
      this.flushScheduled = true;
      setImmediate(this.flushTurn);
    }
  }

  /**
   * Seals the first `count` changes of the open batch (all by default) into a frame; null when
   * there are none or they cannot be encoded.
   */
  private seal(count = this.open.length): Buffer | null {
    if (count === 0 || this.failure) return null;
    const seq = this.lastSeq + 1;
    const changes = count === this.open.length ? this.open : this.open.slice(0, count);
    let frame: Buffer;
    try {
      frame = encodeFrame([{ seq, n: changes.length }, ...changes]);
    } catch (err) {
      // Unencodable (e.g. a document past BSON's size limit): these changes cannot be made durable.
      this.fail(err instanceof Error ? err : new Error(String(err)));
      return null;
    }
    this.open = count === this.open.length ? [] : this.open.slice(count);
    this.lastSeq = seq;
    this.waiters.sealed(count, seq);
    return frame;
  }

  /** Where to cut the open batch when the disk is idle: after the first half of the commands waiting on it (0: no cut; see the header). */
  private halfway(): number {
    const marks = this.waiters.openMarks();
    const cut = marks[Math.ceil(marks.length / 2) - 1] ?? 0;
    return cut < this.open.length ? cut : 0;
  }

  private readonly flushTurn = (): void => {
    this.flushScheduled = false;
    if (this.syncingFd < 0) this.startFlush();
  };

  /**
   * Whether overlapping the disk with other work beats one batch at a time. Two batches taking
   * turns need two fdatasyncs where one batch needs one: that pays when the work the event loop
   * does between batches (the gap) outlasts a sync, i.e. the loop is the bottleneck; when the
   * disk is, one batch at a time holds more writes per sync.
   */
  private overlapPays(): boolean {
    return this.overlap && this.syncMs <= this.gapMs;
  }

  /**
   * Writes the open batch and starts making it durable, on the event loop or in the thread pool
   * (see the header); `chained`: right after the previous sync, with this batch waiting for it.
   */
  private startFlush(chained = false): void {
    const now = performance.now();
    if (!chained && this.flushEnded > 0) this.gapMs = average(this.gapMs, now - this.flushEnded);
    if (!this.sync || !this.overlapPays()) {
      this.flushSync();
      this.flushEnded = performance.now();
      if (this.sync) this.syncMs = average(this.syncMs, this.flushEnded - now);
      this.onWritten();
      return;
    }
    const frame = this.seal((!chained && this.halfway()) || this.open.length);
    if (!frame || !this.writeFrame(frame, this.lastSeq)) return;
    const fd = this.fd;
    this.syncingFd = fd;
    this.syncingSeq = this.log.writtenSeq;
    this.syncStarted = now;
    fdatasync(fd, this.synced);
  }

  private readonly synced = (err: Error | null): void => {
    const fd = this.syncingFd;
    const seq = this.syncingSeq;
    this.syncingFd = -1;
    this.flushEnded = performance.now();
    this.syncMs = average(this.syncMs, this.flushEnded - this.syncStarted);
    // rotate() or close() moved past this segment meanwhile (syncing it themselves) and left its
    // fd open for this fdatasync.
    if (fd !== this.fd) closeSync(fd);
    if (err) this.fail(err);
    else this.markDurable(seq);
    if (this.onSyncIdle) {
      this.onSyncIdle();
      this.onSyncIdle = null;
    } else if (this.open.length > 0 && !this.failure) this.startFlush(true);
    this.onWritten();
  };

  /** Everything reported so far is durable. */
  isDurable(): boolean {
    return this.open.length === 0 && this.durableSeq >= this.lastSeq && !this.failure;
  }

  /**
   * Why a write must be refused now: the disk had no room for the reserve and still has none (it
   * is tried again first). null: writes are taken.
   */
  refusal(): MongoCommandError | null {
    return this.log.refusal();
  }

  /**
   * Calls `cb` once every change reported so far is durable: at once (synchronously) when it
   * already is, with the error if the journal failed. Call it only between synchronous runs (after
   * a command's last change), since a batch may be cut where it was called (see `halfway`).
   */
  whenDurable(cb: DurableCallback): void {
    if (this.failure) return cb(this.failure);
    // Frames stalled for room: their writers were answered the error. A caller that added no
    // change since (a read) is answered at once; one that did gets the error too.
    if (this.log.hasStalled())
      return cb(this.open.length > 0 ? (this.refusal() ?? undefined) : undefined);
    const target = this.open.length > 0 ? this.lastSeq + 1 : this.lastSeq;
    if (target <= this.durableSeq) return cb();
    this.waiters.add(target, this.open.length, cb);
  }

  private markDurable(seq: number): void {
    if (seq <= this.durableSeq) return;
    this.durableSeq = seq;
    this.waiters.release(seq);
  }

  private fail(err: Error): void {
    if (this.failure) return;
    this.failure = err;
    console.error(
      `[mongo-engine] journal write failed; no further writes are acknowledged: ${err.message}`,
    );
    this.waiters.failAll(err);
  }

  /**
   * Makes every sealed batch durable, then switches to a new segment; returns the last sequence
   * number of the old one. Synchronous, so the caller can capture the state that goes with the
   * rotation point in the same run.
   */
  rotate(): Promise<number> {
    this.flushSync();
    if (this.failure) return Promise.reject(this.failure);
    // No room: a snapshot could not be written either, and the segment keeps its reserve.
    const full = this.log.refusal();
    if (full) return Promise.reject(full);
    const afterSeq = this.lastSeq;
    const old = this.log.switchSegment(afterSeq + 1);
    this.fd = this.log.fd;
    if (old !== this.syncingFd) closeSync(old); // else the fdatasync in flight closes it
    return Promise.resolve(afterSeq);
  }

  /**
   * Seals the open batch, writes it, fdatasyncs on the event loop, and answers the waiters. Used
   * for a lone writer's batch, and directly from exit/signal handlers (which cannot wait),
   * rotation and close; also makes a frame whose fdatasync is still in the thread pool durable.
   */
  flushSync(): void {
    const frame = this.seal();
    if (frame) this.writeFrame(frame, this.lastSeq);
    if (this.durableSeq >= this.log.writtenSeq || this.failure) return;
    try {
      if (this.sync) fdatasyncSync(this.fd);
    } catch (err) {
      this.fail(err instanceof Error ? err : new Error(String(err)));
      return;
    }
    this.markDurable(this.log.writtenSeq);
  }

  /** Writes a sealed frame after the previous one; false when it was not (see FrameLog). */
  private writeFrame(frame: Buffer, seq: number): boolean {
    return !this.failure && this.log.write(frame, seq);
  }

  /** Makes everything durable and closes the segment (cut back to its frames). */
  close(): Promise<void> {
    this.flushSync();
    this.log.close(!this.failure);
    if (this.syncingFd < 0) {
      closeSync(this.fd);
      return Promise.resolve();
    }
    this.fd = -1; // the fdatasync in flight closes its fd
    return new Promise((resolve) => {
      this.onSyncIdle = resolve;
    });
  }
}
