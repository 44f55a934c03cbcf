import { randomBytes } from 'node:crypto';
import { open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { AppError } from './app-error';

/**
 * Files the API writes (uploaded photos, outbox mail) appear whole or not at all: the bytes go to
 * a hidden temporary name beside the target (`.<name>.<random>.tmp`), are flushed to the disk, and
 * the file is renamed to its name only then. A write that fails (a full disk) removes the
 * temporary file, so no empty or cut-off file is ever left under a real name. No room on the
 * disk becomes a 507 with a message (`AppError.storageFull`); other errors pass on as they are.
 * Hand-written rather than `write-file-atomic`: a dozen lines, and the no-room mapping is ours.
 */

/** What the system answers when there is no room: disk full, quota reached, file size limit. */
const NO_ROOM = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

/** The temporary name of a file being written (left behind only by a process killed meanwhile). */
export const WRITING_NAME = /^\.[^/]+\.[a-f\d]{12}\.tmp$/;

export const isNoRoom = (err: unknown): boolean =>
  NO_ROOM.has(String((err as { code?: unknown } | null)?.code));

export async function writeWholeFile(path: string, data: Uint8Array, mode = 0o644): Promise<void> {
  const tmp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const file = await open(tmp, 'wx', mode);
    try {
      await file.writeFile(data);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(tmp, path);
  } catch (err) {
    await unlink(tmp).catch(() => undefined);
    throw isNoRoom(err) ? AppError.storageFull() : err;
  }
}

/** The data folders' state for the readiness check: a small probe file written whole, then removed. */
export async function storageState(
  dirs: readonly string[],
): Promise<'writable' | 'full' | 'unwritable'> {
  for (const dir of dirs) {
    const probe = join(dir, `.ready-probe-${randomBytes(4).toString('hex')}`);
    try {
      await writeWholeFile(probe, Buffer.alloc(4096));
      await unlink(probe);
    } catch (err) {
      return err instanceof AppError ? 'full' : 'unwritable';
    }
  }
  return 'writable';
}
