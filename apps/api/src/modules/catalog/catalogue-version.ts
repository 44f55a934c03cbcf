import type { Document, Query, Schema } from 'mongoose';
import { randomBytes } from 'node:crypto';

/**
 * What the catalogue's in-process copies learn about writes made in this process:
 * - `catalogueVersion()`: bumped before and after every write to products or categories, so cached
 *   answers computed before a write are never used after it (response-cache.ts);
 * - `productChanges`: a log of which products a write touched (their ids, or "all" when a write
 *   cannot name them, such as an `updateMany` by a condition or a `bulkWrite`), read by the search
 *   index (search-memory.ts) to replace just those products before its next answer.
 * Writes through Mongoose models report themselves (`watchCatalogueWrites`); code writing through
 * the raw driver collection (the seed) calls `bumpCatalogueVersion()`, which reports "all".
 */
let version = 0;

export const catalogueVersion = (): number => version;

const processTag = randomBytes(6).toString('hex');
/**
 * `catalogueVersion()` as a token no other process shares (this process's random tag with it):
 * equal tokens mean the same process at the same version, so the same catalogue answers.
 */
export const catalogueVersionTag = (): string => `${processTag}.${version}`;

/** Told after every catalogue write made in this process (catalogue-signal.ts tells the others). */
const writeListeners = new Set<() => void>();
export function onCatalogueWrite(listener: () => void): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}
const written = () => {
  version += 1;
  for (const listener of writeListeners) listener();
};

let othersWrites = 0;
/** How many times another process was reported to have written to the catalogue. */
export const othersCatalogueWrites = (): number => othersWrites;

/**
 * Another process wrote to the catalogue: cached answers computed before now are not used again,
 * and the search index (which cannot know which products) re-reads the products written since its
 * last look by `updatedAt` before its next answer (search-memory.ts).
 */
export function invalidateCatalogueAnswers(): void {
  version += 1;
  othersWrites += 1;
}

export type ProductChange = { seq: number; ids: readonly string[] | 'all' };

/** Product writes in order; entries no reader needs any more are dropped (`forgetBefore`). */
class ChangeLog {
  private entries: ProductChange[] = [];
  private last = 0;
  private readonly listeners = new Set<(ids: readonly string[] | 'all') => void>();

  /** Told of every product write as it is recorded (the commerce product cache drops those ids). */
  onRecord(listener: (ids: readonly string[] | 'all') => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sequence number of the latest write (0 before any). */
  get seq(): number {
    return this.last;
  }

  record(ids: readonly string[] | 'all'): void {
    this.last += 1;
    this.entries.push({ seq: this.last, ids });
    for (const listener of this.listeners) listener(ids);
  }

  /** Changes after `seq`: "all" when any of them was one, else the ids (distinct). */
  since(seq: number): readonly string[] | 'all' {
    const ids = new Set<string>();
    for (const e of this.entries) {
      if (e.seq <= seq) continue;
      if (e.ids === 'all') return 'all';
      for (const id of e.ids) ids.add(id);
    }
    return [...ids];
  }

  forgetBefore(seq: number): void {
    this.entries = this.entries.filter((e) => e.seq > seq);
  }
}

export const productChanges = new ChangeLog();

export function bumpCatalogueVersion(): void {
  written();
  productChanges.record('all');
}

const QUERY_WRITES = [
  'updateOne',
  'updateMany',
  'findOneAndUpdate',
  'deleteOne',
  'deleteMany',
  'findOneAndDelete',
  'findOneAndReplace',
  'replaceOne',
] as const;

const idString = (v: unknown): string | null =>
  typeof v === 'string' || (typeof v === 'object' && v !== null && 'toHexString' in v)
    ? String(v)
    : null;

/**
 * The ids a query's filter names (`_id: x` or `_id: { $in: [...] }`); null when it names none (the
 * write may touch any product, or add one by an upsert).
 */
export function idsOfFilter(filter: Record<string, unknown>): string[] | null {
  const id = filter._id;
  const one = idString(id);
  if (one) return [one];
  if (id && typeof id === 'object' && '$in' in id && Array.isArray(id.$in)) {
    const ids = id.$in.map(idString);
    return ids.every((x): x is string => x !== null) ? ids : null;
  }
  return null;
}

/** Registers write hooks on a schema (before `mongoose.model()` compiles it). */
export function watchCatalogueWrites(schema: Schema, opts: { products?: boolean } = {}): void {
  const report = (ids: readonly string[] | 'all') => {
    if (opts.products) productChanges.record(ids);
  };
  const bump = () => {
    version += 1;
  };
  // Bumped before and after: a read that starts while the write is in flight is not kept either.
  const afterQuery = function (this: Query<unknown, unknown>) {
    written();
    report(idsOfFilter(this.getFilter()) ?? 'all');
  };
  schema.pre([...QUERY_WRITES], { document: false, query: true }, bump);
  schema.post([...QUERY_WRITES], { document: false, query: true }, afterQuery);
  schema.pre('save', bump);
  schema.post('save', function (this: Document) {
    written();
    report([String(this._id)]);
  });
  schema.post('deleteOne', { document: true, query: false }, function (this: Document) {
    written();
    report([String(this._id)]);
  });
  schema.pre('insertMany', bump);
  schema.post('insertMany', function (_docs: unknown) {
    written();
    const docs = Array.isArray(_docs) ? (_docs as { _id?: unknown }[]) : [];
    const ids = docs.map((d) => idString(d._id));
    report(ids.every((x): x is string => x !== null) ? ids : 'all');
  });
  schema.pre('bulkWrite', bump);
  schema.post('bulkWrite', () => {
    written();
    report('all');
  });
}
