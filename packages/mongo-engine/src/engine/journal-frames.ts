/**
 * Sealed journal frames to the open segment file, in sequence order, and what happens when the
 * disk has no room for them.
 *
 * - The segment keeps a reserve written ahead of its frames (`SegmentFile.reserve`), so a write
 *   admitted while there was room lands in space already allocated even if the disk fills up
 *   meanwhile. When the reserve cannot be made, frames still go into what is left, and writes are
 *   refused (`refusal`, answered OutOfDiskSpace at once) until it can: every refused write and a
 *   probe each second try again.
 * - A frame that finds no room (larger than what is left) is cut off the file again (no torn
 *   frame) and kept in memory with every later frame behind it; its writers are answered the error
 *   at once instead of waiting for space. Once there is room the kept frames are written first,
 *   in order, so the file never has a gap in its sequence numbers.
 */
import { isNoRoom, outOfDiskSpace, type MongoCommandError } from './errors';
import { SegmentFile } from './journal-segments';

export interface FrameLogEvents {
  /** Frame `seq` found no room: the writers waiting for it or a later batch get `err`. */
  stalled(seq: number, err: MongoCommandError): void;
  /** A write failed for another reason than room: the journal stops. */
  failed(err: Error): void;
  /** There is room again and the kept frames are written (not yet synced). */
  resumed(): void;
  /** Whether retrying must wait (a sync in flight, or the journal stopped). */
  busy(): boolean;
}

const asError = (err: unknown): Error => (err instanceof Error ? err : new Error(String(err)));

export class FrameLog {
  private segment: SegmentFile;
  /** The sequence number of the last frame written to the file (sealed batches may trail it). */
  writtenSeq: number;
  /** Bytes written since the last switch of segment for a snapshot (compaction trigger). */
  bytesSinceSnapshot: number;
  /** Set while writes are refused: the error they get. */
  private full: MongoCommandError | null = null;
  private probe: NodeJS.Timeout | null = null;
  /** Sealed frames that found no room, in sequence order. */
  private stalled: { frame: Buffer; seq: number }[] = [];

  /** Opens a fresh segment after `lastSeq` (the last batch already on disk) in `dir`. */
  constructor(
    private readonly dir: string,
    lastSeq: number,
    bytesSinceSnapshot: number,
    private readonly events: FrameLogEvents,
  ) {
    this.writtenSeq = lastSeq;
    this.bytesSinceSnapshot = bytesSinceSnapshot;
    this.segment = new SegmentFile(dir, lastSeq + 1);
    this.reserve();
  }

  get fd(): number {
    return this.segment.fd;
  }

  /** Frames are kept for lack of room (their writers were answered the error). */
  hasStalled(): boolean {
    return this.stalled.length > 0;
  }

  /** The error writes are refused with (tried again first), or null. */
  refusal(): MongoCommandError | null {
    if (this.full) this.recover();
    return this.full;
  }

  /** Writes frame `seq` after the previous one; false when it was not (stalled or failed). */
  write(frame: Buffer, seq: number): boolean {
    if (this.stalled.length > 0) return this.stall(frame, seq, this.full as MongoCommandError);
    try {
      this.segment.append(frame);
    } catch (err) {
      if (isNoRoom(err)) return this.stall(frame, seq, asError(err));
      this.events.failed(asError(err));
      return false;
    }
    this.writtenSeq = seq;
    this.bytesSinceSnapshot += frame.length;
    this.reserve();
    return true;
  }

  /** Cuts the current segment back to its frames and opens the next; returns the old fd. */
  switchSegment(firstSeq: number): number {
    this.segment.cut();
    const old = this.segment.fd;
    this.segment = new SegmentFile(this.dir, firstSeq);
    this.bytesSinceSnapshot = 0;
    this.reserve();
    return old;
  }

  /** Stops probing and cuts the segment back to its frames (kept frames are dropped). */
  close(cut: boolean): void {
    if (this.probe) clearInterval(this.probe);
    this.probe = null;
    if (this.stalled.length > 0)
      console.error(
        `[mongo-engine] ${this.stalled.length} journal batch(es) that found no room are dropped (their writers were answered an error)`,
      );
    if (cut) this.segment.cut();
  }

  /** Refusing writes while the reserve cannot be made (see the header). */
  private reserve(): void {
    try {
      const noRoom = this.segment.reserve();
      if (noRoom) this.enterFull(noRoom);
    } catch (err) {
      this.events.failed(asError(err));
    }
  }

  private stall(frame: Buffer, seq: number, cause: Error): false {
    this.stalled.push({ frame, seq });
    this.events.stalled(seq, this.enterFull(cause));
    return false;
  }

  private enterFull(cause: Error): MongoCommandError {
    if (this.full) return this.full;
    this.full = outOfDiskSpace(cause);
    console.error(`[mongo-engine] ${this.full.message}`);
    this.probe = setInterval(() => this.recover(), 1000);
    this.probe.unref();
    return this.full;
  }

  /** Makes the reserve, then writes the kept frames; takes writes again once both worked. */
  private recover(): void {
    if (!this.full || this.events.busy()) return;
    try {
      if (this.segment.reserve()) return; // still no room
    } catch (err) {
      this.events.failed(asError(err));
      return;
    }
    if (this.probe) clearInterval(this.probe);
    this.probe = null;
    this.full = null;
    console.error('[mongo-engine] the data directory has room again: writes are taken');
    const stalled = this.stalled;
    this.stalled = [];
    for (let i = 0; i < stalled.length; i += 1) {
      const { frame, seq } = stalled[i] as { frame: Buffer; seq: number };
      if (!this.write(frame, seq)) {
        this.stalled.push(...stalled.slice(i + 1));
        return;
      }
    }
    this.events.resumed();
  }
}
