import type { Collection } from './collection';
import { ErrorCodes, MongoCommandError } from './errors';
import { Query } from 'mingo/query';
import { baseOptions } from './mingo';
import type { Store } from './store';
import { keyOf, renderValue, sortDocs, type Doc } from './values';

/**
 * Multi-document transactions with optimistic concurrency.
 *
 * A transaction never touches the Collections until it commits: its writes live in a private
 * overlay (per namespace, `_id` key → new document, or null for a deletion) that its own reads see
 * merged over the committed state. Every committed document it reads or writes is recorded with
 * the stored object it saw; stored documents are never modified in place (an update stores a new
 * object), so object identity is the document's version. Before every operation and at commit the
 * recorded versions are compared with the Collections: a change means another writer committed in
 * between, and the transaction fails with WriteConflict (label TransientTransactionError, so the
 * driver's `withTransaction` retries it). Every read therefore sees one consistent state, and a
 * committed transaction read exactly the state it overwrote (serializable for the documents it
 * read; predicate reads are not protected against phantoms: see the README).
 *
 * A document written by an open transaction is locked: another transaction writing it fails at
 * once with WriteConflict, as mongod does. Commit applies the overlay to the Collections in one
 * synchronous run (one journal batch), undoing what it applied if a unique index refuses a write.
 */

export type TxnState = 'active' | 'committed' | 'aborted';

/** What the command handlers read and write: a Collection, or a transaction's view of one. */
export interface DocTarget {
  readonly size: number;
  all(): Doc[];
  match(filter: Doc | undefined, limit?: number): Doc[];
  query(filter: Doc | undefined, sort: Doc | undefined, skip?: number, limit?: number): Doc[];
  insert(doc: Doc): void;
  replace(oldDoc: Doc, newDoc: Doc): void;
  remove(doc: Doc): void;
}

interface Overlay {
  db: string;
  name: string;
  /** `_id` key → the document as this transaction leaves it (null: deleted). Insertion-ordered. */
  docs: Map<string, Doc | null>;
}

interface ReadMark {
  db: string;
  name: string;
  id: string;
  /** The stored object seen (undefined: the document did not exist). */
  seen: Doc | undefined;
}

/** Lock table shared by the transactions of one server: `ns \0 id` → the writing transaction. */
export type LockTable = Map<string, Transaction>;

export function writeConflict(): MongoCommandError {
  return new MongoCommandError(
    ErrorCodes.WriteConflict,
    'Write conflict during plan execution and yielding is disabled. :: Please retry your operation or multi-document transaction.',
  );
}

const nsKey = (db: string, name: string) => `${db}.${name}`;

export class Transaction {
  state: TxnState = 'active';
  readonly startedAt = Date.now();
  private readonly overlays = new Map<string, Overlay>();
  private readonly reads = new Map<string, ReadMark>();
  private readonly held = new Set<string>();

  constructor(
    readonly store: Store,
    private readonly locks: LockTable,
    readonly txnNumber: number,
  ) {}

  private stored(db: string, name: string, id: string): Doc | undefined {
    return this.store.getCollection(db, name)?.docs.get(id);
  }

  /** Throws WriteConflict when a document this transaction saw has changed since. */
  validate(): void {
    for (const r of this.reads.values()) {
      if (this.stored(r.db, r.name, r.id) !== r.seen) throw writeConflict();
    }
  }

  /** Records the committed version of documents read (first sighting wins; later ones are validated). */
  noteReads(db: string, name: string, docs: Iterable<Doc>): void {
    for (const d of docs) this.noteRead(db, name, keyOf(d._id), d);
  }

  private noteRead(db: string, name: string, id: string, seen: Doc | undefined): void {
    const key = `${nsKey(db, name)}\0${id}`;
    if (!this.reads.has(key)) this.reads.set(key, { db, name, id, seen });
  }

  overlay(db: string, name: string): Overlay | undefined {
    return this.overlays.get(nsKey(db, name));
  }

  /** Takes the write lock on one document (WriteConflict if another open transaction holds it). */
  lock(db: string, name: string, id: string): Map<string, Doc | null> {
    const key = `${nsKey(db, name)}\0${id}`;
    const holder = this.locks.get(key);
    if (holder && holder !== this && holder.state === 'active') throw writeConflict();
    this.locks.set(key, this);
    this.held.add(key);
    this.noteRead(db, name, id, this.stored(db, name, id));
    const ns = nsKey(db, name);
    let o = this.overlays.get(ns);
    if (!o) {
      o = { db, name, docs: new Map() };
      this.overlays.set(ns, o);
    }
    return o.docs;
  }

  /** This transaction's view of a collection (undefined when neither it nor the store has one). */
  collection(db: string, name: string, create: boolean): DocTarget | undefined {
    if (create) this.store.ensureCollection(db, name);
    else if (!this.store.getCollection(db, name) && !this.overlay(db, name)) return undefined;
    return new TxnCollection(this, db, name);
  }

  private release(): void {
    for (const key of this.held) if (this.locks.get(key) === this) this.locks.delete(key);
    this.held.clear();
  }

  abort(): void {
    if (this.state !== 'active') return;
    this.state = 'aborted';
    this.overlays.clear();
    this.reads.clear();
    this.release();
  }

  /**
   * Validates, then applies every write to the Collections in this one synchronous run. A unique
   * index refusing a write (a concurrent non-transactional write took the key) undoes what was
   * applied and answers WriteConflict, so the driver retries and the retry sees the duplicate.
   */
  commit(): void {
    if (this.state !== 'active') throw new Error(`commit of a ${this.state} transaction`);
    try {
      this.validate();
    } catch (err) {
      this.abort();
      throw err;
    }
    const undo: (() => void)[] = [];
    try {
      for (const o of this.overlays.values()) {
        const coll = this.store.ensureCollection(o.db, o.name);
        for (const [id, next] of o.docs) {
          const current = coll.docs.get(id);
          if (next === null) {
            if (!current) continue;
            coll.remove(current);
            undo.push(() => coll.insert(current));
          } else if (current) {
            if (current === next) continue;
            coll.replace(current, next);
            undo.push(() => coll.replace(next, current));
          } else {
            coll.insert(next);
            undo.push(() => coll.remove(next));
          }
        }
      }
    } catch (err) {
      for (const u of undo.reverse()) u();
      this.abort();
      if (err instanceof MongoCommandError && err.code === ErrorCodes.DuplicateKey)
        throw writeConflict();
      throw err;
    }
    this.state = 'committed';
    this.overlays.clear();
    this.reads.clear();
    this.release();
  }
}

/** A collection as one transaction sees it: its own writes merged over the committed documents. */
class TxnCollection implements DocTarget {
  constructor(
    private readonly txn: Transaction,
    private readonly db: string,
    private readonly name: string,
  ) {}

  private get coll(): Collection | undefined {
    return this.txn.store.getCollection(this.db, this.name);
  }

  private get ns(): string {
    return nsKey(this.db, this.name);
  }

  private get pending(): Map<string, Doc | null> | undefined {
    const o = this.txn.overlay(this.db, this.name);
    return o && o.docs.size > 0 ? o.docs : undefined;
  }

  get size(): number {
    const coll = this.coll;
    let n = coll?.size ?? 0;
    for (const [id, d] of this.pending ?? []) {
      const committed = coll?.docs.has(id) ?? false;
      if (d === null && committed) n -= 1;
      else if (d !== null && !committed) n += 1;
    }
    return n;
  }

  all(): Doc[] {
    return this.match(undefined);
  }

  match(filter: Doc | undefined, limit = 0): Doc[] {
    const coll = this.coll;
    const pending = this.pending;
    if (!pending) {
      const docs = coll?.match(filter, limit) ?? [];
      this.txn.noteReads(this.db, this.name, docs);
      return docs;
    }
    // Committed matches the transaction has not rewritten, then its own documents that match,
    // in natural order (a rewritten document keeps its place; new ones come last, in write order).
    const f = filter ?? {};
    const committed = (coll?.match(f) ?? []).filter((d) => !pending.has(keyOf(d._id)));
    const q = new Query(f, baseOptions);
    const placed: { doc: Doc; seq: number; own: boolean }[] = committed.map((doc) => ({
      doc,
      seq: coll?.seqOf(keyOf(doc._id)) ?? 0,
      own: false,
    }));
    let extra = Number.MAX_SAFE_INTEGER / 2;
    for (const [id, d] of pending) {
      if (d === null || !q.test(d)) continue;
      placed.push({ doc: d, seq: coll?.seqOf(id) ?? extra++, own: true });
    }
    placed.sort((a, b) => a.seq - b.seq);
    const out = limit > 0 ? placed.slice(0, limit) : placed;
    this.txn.noteReads(
      this.db,
      this.name,
      out.filter((p) => !p.own).map((p) => p.doc),
    );
    return out.map((p) => p.doc);
  }

  query(filter: Doc | undefined, sort: Doc | undefined, skip = 0, limit = 0): Doc[] {
    if (!this.pending) {
      const docs = this.coll?.query(filter, sort, skip, limit) ?? [];
      this.txn.noteReads(this.db, this.name, docs);
      return docs;
    }
    const sorted = !!sort && Object.keys(sort).length > 0;
    let docs = this.match(filter, !sorted && limit > 0 ? skip + limit : 0);
    if (sort && sorted) docs = sortDocs(docs, sort);
    return skip > 0 || limit > 0 ? docs.slice(skip, limit > 0 ? skip + limit : undefined) : docs;
  }

  /** The document with this `_id` key as the transaction sees it. */
  private current(id: string): Doc | undefined {
    const p = this.pending?.get(id);
    if (p !== undefined) return p ?? undefined;
    return this.coll?.docs.get(id);
  }

  /** E11000 when `doc` would collide in a unique index of the merged view (ignoring `selfId`). */
  private checkUnique(doc: Doc, selfId: string): void {
    const coll = this.coll;
    if (!coll) return;
    const pending = this.pending;
    for (const index of coll.indexes) {
      if (!index.unique) continue;
      const k = index.keysFor(doc);
      if (!k) continue;
      k.keys.forEach((key, i) => {
        const owner = index.entries.get(key);
        const clash =
          (owner !== undefined && owner !== selfId && !pending?.has(owner)) ||
          [...(pending ?? [])].some(
            ([id, d]) => id !== selfId && d !== null && !!index.keysFor(d)?.keys.includes(key),
          );
        if (clash) throw index.duplicateError(this.ns, k.values[i] ?? {});
      });
    }
  }

  insert(doc: Doc): void {
    if (doc._id === undefined)
      throw new MongoCommandError(ErrorCodes.InternalError, 'document without _id');
    if (Array.isArray(doc._id))
      throw new MongoCommandError(53, `The '_id' value cannot be of type array`);
    const id = keyOf(doc._id);
    if (this.current(id)) {
      throw new MongoCommandError(
        ErrorCodes.DuplicateKey,
        `E11000 duplicate key error collection: ${this.ns} index: _id_ dup key: { _id: ${renderValue(doc._id)} }`,
        { keyPattern: { _id: 1 }, keyValue: { _id: doc._id } },
      );
    }
    const docs = this.txn.lock(this.db, this.name, id);
    this.checkUnique(doc, id);
    docs.set(id, doc);
  }

  replace(oldDoc: Doc, newDoc: Doc): void {
    const id = keyOf(oldDoc._id);
    if (keyOf(newDoc._id) !== id) {
      throw new MongoCommandError(
        ErrorCodes.ImmutableField,
        `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${renderValue(newDoc._id)}`,
      );
    }
    const docs = this.txn.lock(this.db, this.name, id);
    this.checkUnique(newDoc, id);
    docs.set(id, newDoc);
  }

  remove(doc: Doc): void {
    const id = keyOf(doc._id);
    this.txn.lock(this.db, this.name, id).set(id, null);
  }
}
