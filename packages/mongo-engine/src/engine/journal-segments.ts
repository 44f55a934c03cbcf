/** Journal segment files: their names, directory fsyncs, and the zeros written ahead of frames. */
import { closeSync, fsyncSync, openSync, writeSync } from 'node:fs';

/**
 * Segments grow by this many zero bytes ahead of the frames. An append that extends a file makes
 * its fdatasync also commit the file system's metadata (size, block allocation), and that commit
 * carries every other pending metadata change on the disk; overwriting bytes that are already
 * allocated and written only flushes data. One metadata commit per MiB instead of one per flush.
 * Replay stops at the first zero length (see records.ts) and cuts the zeros off.
 */
const PREALLOCATE_BYTES = 1 << 20;
let zeros: Buffer | null = null;

/**
 * Writes zeros from `allocated` (where the written bytes end) for the next MiB past `needed`;
 * returns the new end of the written bytes.
 */
export function preallocate(fd: number, allocated: number, needed: number): number {
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
