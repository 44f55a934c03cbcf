/**
 * Whether the database refused a write because its disk is full: MongoDB's OutOfDiskSpace (code
 * 14031), which the wire engine answers at once while its journal has no room (reads go on).
 */
export function isDbFull(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 14031;
}

/**
 * Whether a write failed on a unique index: MongoDB's duplicate key error (code 11000), as the
 * driver throws it for a single write or a bulk write, and as Mongoose passes it on.
 */
export function isDuplicateKey(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}
