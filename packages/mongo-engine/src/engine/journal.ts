/**
 * The write-ahead journal: an append-only file of frames (see records.ts), one frame per batch.
 *
 * - Every change reported during one synchronous run of JavaScript joins the open batch; the batch
 *   is sealed in a microtask (so before any I/O callback or timer runs) into ONE frame with its
 *   sequence number. A frame is applied on replay whole or not at all, so the changes of one
 *   synchronous run (a multi-document write, a transaction's commit) are atomic on disk.
 * - Group commit: while one write + fdatasync is in flight, sealed batches queue up; the next
 *   write takes all of them (one write, one fdatasync), across every connection.
 * - `pending()` tells a caller whether everything reported so far is durable, and otherwise gives
 *   a promise for that moment; the wire server sends a reply only after it settles.
 *
 * Segments: the journal is a series of files `journal-<first seq>.log`. `rotate()` closes the
 * current one after its last batch is durable and opens the next, so a snapshot covering seq S can
 * delete every older segment (see persistence.ts).
 */
import {
  constants,
  closeSync,
  fdatasync,
  fdatasyncSync,
  fsyncSync,
  openSync,
  write,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { encodeFrame } from './records';
import type { Change } from './store';

export const segmentName = (firstSeq: number): string =>
  `journal-${String(firstSeq).padStart(12, '0')}.log`;

/** fsyncs a directory so a created, renamed or deleted entry survives a power cut. */
export function fsyncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

interface Sealed {
  seq: number;
  frame: Buffer;
}

interface Waiter {
  seq: number;
  resolve: () => void;
  reject: (err: Error) => void;
}

/**
 * Where the platform has O_DSYNC (Linux, macOS), segments are opened with it: each write returns
 * only once its bytes are on stable storage, as a write followed by fdatasync would, but in ONE
 * trip to libuv's thread pool instead of two. Every trip costs a wake-up of a pool thread and a
 * turn of the event loop on the way back, and an acknowledgement waits for all of them.
 */
const O_DSYNC: number | undefined = (constants as { O_DSYNC?: number }).O_DSYNC;

const writeAsync = (fd: number, buf: Buffer, position: number): Promise<number> =>
  new Promise((resolve, reject) =>
    write(fd, buf, 0, buf.length, position, (err, n) => (err ? reject(err) : resolve(n))),
  );
const datasyncAsync = (fd: number): Promise<void> =>
  new Promise((resolve, reject) => fdatasync(fd, (err) => (err ? reject(err) : resolve())));

export class Journal {
  private fd: number;
  /** Writes are durable on return (O_DSYNC): no separate fdatasync. */
  private readonly dsync: boolean;
  private position = 0;
  /** Bytes written to the journal since the last snapshot (all segments). */
  bytesSinceSnapshot: number;
  private open: Change[] = [];
  private lastSeq: number;
  private durableSeq: number;
  private queue: Sealed[] = [];
  private inFlight: { position: number; buf: Buffer } | null = null;
  private writing = false;
  private pumpScheduled = false;
  private waiters: Waiter[] = [];
  private rotation: { afterSeq: number; done: () => void; fail: (e: Error) => void } | null = null;
  private failure: Error | null = null;
  private idle: (() => void)[] = [];

  /**
   * Opens a fresh segment after `lastSeq` (the last batch already on disk) in `dir`.
   * `bytesSinceSnapshot` counts the journal bytes replayed at start, for the compaction trigger.
   */
  constructor(
    private readonly dir: string,
    lastSeq: number,
    bytesSinceSnapshot = 0,
    private readonly onWritten: () => void = () => undefined,
    /** false: write without fdatasync (survives a process kill, not a power cut; benches only). */
    private readonly sync = true,
  ) {
    this.dsync = sync && O_DSYNC !== undefined;
    this.lastSeq = lastSeq;
    this.durableSeq = lastSeq;
    this.bytesSinceSnapshot = bytesSinceSnapshot;
    this.fd = this.openSegment(lastSeq + 1);
  }

  /** The sequence number of the last sealed batch. */
  get seq(): number {
    return this.lastSeq;
  }

  private openSegment(firstSeq: number): number {
    const flags =
      constants.O_WRONLY |
      constants.O_CREAT |
      constants.O_TRUNC |
      (this.dsync ? (O_DSYNC ?? 0) : 0);
    const fd = openSync(join(this.dir, segmentName(firstSeq)), flags);
    fsyncDir(this.dir);
    this.position = 0;
    return fd;
  }

  /** Adds a change to the batch of the current synchronous run. */
  record(change: Change): void {
    if (this.open.length === 0) queueMicrotask(() => this.seal());
    this.open.push(change);
  }

  /** Seals the open batch into a frame and starts writing it (or queues it behind the write in flight). */
  seal(): void {
    if (this.open.length === 0) return;
    const seq = this.lastSeq + 1;
    let frame: Buffer;
    try {
      frame = encodeFrame([{ seq, n: this.open.length }, ...this.open]);
    } catch (err) {
      // Unencodable (e.g. a document past BSON's size limit): these changes cannot be made durable.
      this.fail(err instanceof Error ? err : new Error(String(err)));
      return;
    }
    this.open = [];
    this.lastSeq = seq;
    this.queue.push({ seq, frame });
    this.schedulePump();
  }

  /**
   * Starts the next write after the current poll phase, so that requests which arrived together
   * (typically the clients just answered by the previous fsync) share one write and one fsync.
   */
  private schedulePump(): void {
    if (this.pumpScheduled || this.writing) return;
    this.pumpScheduled = true;
    setImmediate(() => {
      this.pumpScheduled = false;
      void this.pump();
    });
  }

  /** `null` when every change reported so far is durable, else a promise for that. */
  pending(): Promise<void> | null {
    if (this.failure) return Promise.reject(this.failure);
    const target = this.open.length > 0 ? this.lastSeq + 1 : this.lastSeq;
    if (target <= this.durableSeq) return null;
    return new Promise((resolve, reject) => this.waiters.push({ seq: target, resolve, reject }));
  }

  /**
   * Seals the open batch and arranges for the batches after it to go to a new segment. Resolves
   * with the last sequence number of the old segment once it is durable and closed.
   */
  rotate(): Promise<number> {
    this.seal();
    const afterSeq = this.lastSeq;
    return new Promise((resolve, reject) => {
      if (this.failure) return reject(this.failure);
      this.rotation = { afterSeq, done: () => resolve(afterSeq), fail: reject };
      void this.pump();
    });
  }

  private async pump(): Promise<void> {
    if (this.writing || this.failure) return;
    this.writing = true;
    try {
      for (;;) {
        const rot = this.rotation;
        const limit = rot ? rot.afterSeq : Infinity;
        let take = 0;
        while (take < this.queue.length && (this.queue[take] as Sealed).seq <= limit) take += 1;
        if (take === 0 && rot) {
          // Everything up to the rotation point is durable: switch segments.
          closeSync(this.fd);
          this.fd = this.openSegment(rot.afterSeq + 1);
          this.bytesSinceSnapshot = 0;
          this.rotation = null;
          rot.done();
          continue;
        }
        if (take === 0) break;
        const group = this.queue.splice(0, take);
        const buf =
          group.length === 1
            ? (group[0] as Sealed).frame
            : Buffer.concat(group.map((g) => g.frame));
        this.inFlight = { position: this.position, buf };
        let done = 0;
        while (done < buf.length)
          done += await writeAsync(this.fd, buf.subarray(done), this.position + done);
        if (this.sync && !this.dsync) await datasyncAsync(this.fd);
        this.inFlight = null;
        this.position += buf.length;
        this.bytesSinceSnapshot += buf.length;
        this.markDurable((group[group.length - 1] as Sealed).seq);
        this.onWritten();
      }
    } catch (err) {
      this.fail(err instanceof Error ? err : new Error(String(err)));
    } finally {
      this.writing = false;
      if (!this.failure && this.queue.length === 0 && !this.rotation)
        for (const f of this.idle.splice(0)) f();
    }
  }

  private markDurable(seq: number): void {
    this.durableSeq = seq;
    if (this.waiters.length === 0) return;
    const still: Waiter[] = [];
    for (const w of this.waiters) {
      if (w.seq <= seq) w.resolve();
      else still.push(w);
    }
    this.waiters = still;
  }

  private fail(err: Error): void {
    this.failure = err;
    console.error(
      `[mongo-engine] journal write failed; no further writes are acknowledged: ${err.message}`,
    );
    for (const w of this.waiters.splice(0)) w.reject(err);
    this.rotation?.fail(err);
    this.rotation = null;
    for (const f of this.idle.splice(0)) f();
  }

  /** Resolves once every sealed batch is written (seals the open one first). */
  drain(): Promise<void> {
    this.seal();
    if (this.failure || (!this.writing && this.queue.length === 0)) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  /**
   * Writes everything not yet durable synchronously (exit and signal handlers cannot wait). A
   * write in flight is written again at its own position: same bytes, so harmless if it also lands.
   */
  flushSync(): void {
    if (this.failure) return;
    this.seal();
    let position = this.position;
    const bufs = [...(this.inFlight ? [this.inFlight.buf] : []), ...this.queue.map((q) => q.frame)];
    if (bufs.length === 0) return;
    for (const buf of bufs) {
      let done = 0;
      while (done < buf.length)
        done += writeSync(this.fd, buf, done, buf.length - done, position + done);
      position += buf.length;
    }
    if (this.sync && !this.dsync) fdatasyncSync(this.fd);
  }

  /** Waits for pending writes, then closes the segment. */
  async close(): Promise<void> {
    await this.drain();
    closeSync(this.fd);
  }
}
