/** Journal segment files: their names, directory fsyncs, and the zeros written ahead of frames. */
import { closeSync, fsyncSync, ftruncateSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { isNoRoom } from './errors';

/**
 * Segments grow by this many zero bytes ahead of the frames. An append that extends a file makes
 * its fdatasync also commit the file system's metadata (size, block allocation), and that commit
 * carries every other pending metadata change on the disk; overwriting bytes that are already
 * allocated and written only flushes data. One metadata commit per MiB instead of one per flush.
 * Replay stops at the first zero length (see records.ts) and cuts the zeros off.
 */
const PREALLOCATE_BYTES = 1 << 20;
/**
 * The journal keeps at least this much preallocated ahead of its frames (extending by
 * `PREALLOCATE_BYTES` when less is left), so that writes admitted while the disk had room land in
 * allocated space even if the disk fills up meanwhile (see Journal's `reserve`).
 */
const RESERVE_BYTES = 512 << 10;
let zeros: Buffer | null = null;

/**
 * Writes zeros from `allocated` (where the written bytes end) for the next MiB past `needed`;
 * returns the new end of the written bytes.
 */
function preallocate(fd: number, allocated: number, needed: number): number {
  zeros ??= Buffer.alloc(PREALLOCATE_BYTES);
  const end = Math.max(needed, allocated + PREALLOCATE_BYTES);
  let at = allocated;
  while (at < end) at += writeSync(fd, zeros, 0, Math.min(zeros.length, end - at), at);
  return at;
}

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

/** The open segment of the journal: its frames, then zeros written ahead of them. */
export class SegmentFile {
  readonly fd: number;
  /** Where the frames end. */
  private position = 0;
  /** Where the written bytes (frames, then zeros) end. */
  private allocated = 0;

  /** Creates segment `journal-<firstSeq>.log` in `dir` (empty) and makes its name durable. */
  constructor(dir: string, firstSeq: number) {
    this.fd = openSync(join(dir, segmentName(firstSeq)), 'w');
    fsyncDir(dir);
  }

  /**
   * Writes `frame` after the last one (not synced). When the disk has no room, whatever part of
   * the append reached the file (zeros or part of the frame) is cut off before the error is
   * thrown, so no torn frame is left and a retry appends at the same place.
   */
  append(frame: Buffer): void {
    try {
      if (this.position + frame.length > this.allocated)
        this.allocated = preallocate(this.fd, this.allocated, this.position + frame.length);
      let done = 0;
      while (done < frame.length)
        done += writeSync(this.fd, frame, done, frame.length - done, this.position + done);
    } catch (err) {
      if (isNoRoom(err)) {
        ftruncateSync(this.fd, this.position);
        this.allocated = this.position;
      }
      throw err;
    }
    this.position += frame.length;
  }

  /**
   * Keeps at least `RESERVE_BYTES` written ahead of the frames; returns the system's error when
   * the disk has no room for that (the zeros that did fit are cut off again), other errors throw.
   */
  reserve(): Error | null {
    if (this.allocated - this.position >= RESERVE_BYTES) return null;
    try {
      this.allocated = preallocate(this.fd, this.allocated, this.position + RESERVE_BYTES);
      return null;
    } catch (err) {
      if (!isNoRoom(err)) throw err;
      ftruncateSync(this.fd, this.allocated);
      return err as Error;
    }
  }

  /** Cuts the zeros after the frames off (a clean stop or a segment switch). */
  cut(): void {
    ftruncateSync(this.fd, this.position);
  }
}
