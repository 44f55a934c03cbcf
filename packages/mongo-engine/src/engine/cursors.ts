import { BSON, Long } from '../bson';
import { ErrorCodes, MongoCommandError } from './errors';
import type { Doc } from './values';

/** Default first batch of find/aggregate, as mongod. */
export const DEFAULT_FIRST_BATCH = 101;
/** Keep every reply well under maxBsonObjectSize (16 MiB). */
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 64 * 1024;
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;

interface OpenCursor {
  ns: string;
  docs: Doc[];
  pos: number;
  lastUsed: number;
}

export interface Batch {
  docs: Doc[];
  id: Long;
}

/** Server-side cursors over materialised results. Ids are positive int64 values below 2^53. */
export class CursorManager {
  private readonly cursors = new Map<string, OpenCursor>();

  private newId(): Long {
    for (;;) {
      const id = Math.floor(Math.random() * 2 ** 52) + 1;
      if (!this.cursors.has(String(id))) return Long.fromNumber(id);
    }
  }

  private take(c: OpenCursor, batchSize: number): Doc[] {
    const limit = batchSize > 0 ? batchSize : Infinity;
    const out: Doc[] = [];
    let bytes = 0;
    while (c.pos < c.docs.length && out.length < limit) {
      const d = c.docs[c.pos] as Doc;
      bytes += BSON.calculateObjectSize(d);
      if (out.length > 0 && bytes > MAX_BATCH_BYTES) break;
      out.push(d);
      c.pos += 1;
    }
    return out;
  }

  /** Returns the first batch; keeps a cursor open when more documents remain. */
  open(ns: string, docs: Doc[], batchSize: number | undefined, singleBatch = false): Batch {
    this.expire();
    const c: OpenCursor = { ns, docs, pos: 0, lastUsed: Date.now() };
    const first = this.take(
      c,
      batchSize === undefined ? DEFAULT_FIRST_BATCH : batchSize === 0 ? -1 : batchSize,
    );
    if (batchSize === 0) {
      // batchSize 0: an empty first batch with an open cursor.
      c.pos = 0;
      first.length = 0;
    }
    if (singleBatch || c.pos >= c.docs.length) return { docs: first, id: Long.ZERO };
    const id = this.newId();
    this.cursors.set(id.toString(), c);
    return { docs: first, id };
  }

  getMore(rawId: unknown, ns: string, batchSize: number | undefined): Batch {
    const key = cursorKey(rawId);
    const c = this.cursors.get(key);
    if (!c) throw new MongoCommandError(ErrorCodes.CursorNotFound, `cursor id ${key} not found`);
    if (c.ns !== ns) {
      throw new MongoCommandError(
        13,
        `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${c.ns}`,
      );
    }
    c.lastUsed = Date.now();
    const docs = this.take(c, batchSize ?? 0);
    if (c.pos >= c.docs.length) {
      this.cursors.delete(key);
      return { docs, id: Long.ZERO };
    }
    return { docs, id: Long.fromString(key) };
  }

  kill(ids: unknown[]): { killed: Long[]; notFound: Long[] } {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const raw of ids) {
      const key = cursorKey(raw);
      (this.cursors.delete(key) ? killed : notFound).push(Long.fromString(key));
    }
    return { killed, notFound };
  }

  get openCount(): number {
    return this.cursors.size;
  }

  private expire(): void {
    const cutoff = Date.now() - IDLE_TIMEOUT_MS;
    for (const [k, c] of this.cursors) if (c.lastUsed < cutoff) this.cursors.delete(k);
  }
}

function cursorKey(raw: unknown): string {
  if (typeof raw === 'number' || typeof raw === 'bigint') return String(raw);
  if (raw instanceof Long) return raw.toString();
  throw new MongoCommandError(ErrorCodes.TypeMismatch, 'cursor id must be an int64');
}
